import type { Metadata } from "next";
import { SharedRoster, sharedRosterMetadata } from "@/app/components/view/SharedRoster";
import { isRemoved } from "@/lib/army-book/catalog";
import { shareStamp } from "@/lib/page-cache/cached-route";
import { openShareLink } from "@/lib/share/open-code";
import { routeLang, catalogForStamp } from "@/server/http/cached-page";

type Params = { params: Promise<{ lang: string; stamp: string; code: string }> };

/** No page is made at build time; each is made at its first request and kept (the stamp changes on a re-seed). */
export const generateStaticParams = () => [];

async function open(params: Params["params"]) {
  const { lang, stamp, code } = await params;
  const catalog = await catalogForStamp(stamp, (s) => shareStamp(s, code));
  const opened = openShareLink(catalog, code);
  return { lang: routeLang(lang), code, opened, removed: opened.ok && isRemoved(catalog, opened.book.id) };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { lang, opened } = await open(params);
  return sharedRosterMetadata(lang, opened);
}

export default async function CachedSharedRosterPage({ params }: Params) {
  const { lang, code, opened, removed } = await open(params);
  return <SharedRoster lang={lang} opened={opened} segment={code} removed={removed} />;
}
