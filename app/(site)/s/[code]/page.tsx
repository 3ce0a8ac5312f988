import type { Metadata } from "next";
import { SharedRoster, sharedRosterMetadata } from "@/app/components/view/SharedRoster";
import { openShareLink } from "@/lib/share/open-code";
import { getCatalog } from "@/server/data/catalog";
import { currentLang } from "@/server/http/lang";

/**
 * A share code the proxy found no book for (an unreadable header, a book or version not held):
 * its broken-link page, rendered per request. Every readable code is served from the cache
 * (app/cached/…, see lib/page-cache/cached-route.ts).
 */
export const dynamic = "force-dynamic";
type Params = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { code } = await params;
  const [catalog, lang] = await Promise.all([getCatalog(), currentLang()]);
  return sharedRosterMetadata(lang, openShareLink(catalog, code));
}

export default async function SharedRosterPage({ params }: Params) {
  const { code } = await params;
  const [catalog, lang] = await Promise.all([getCatalog(), currentLang()]);
  return <SharedRoster lang={lang} opened={openShareLink(catalog, code)} segment={code} />;
}
