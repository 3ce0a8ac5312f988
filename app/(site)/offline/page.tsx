import type { Metadata } from "next";
import { OfflineView } from "@/app/components/offline/OfflineView";
import { t } from "@/lib/i18n/ui";
import { getScoring, getCatalog } from "@/server/data/catalog";
import { currentLang } from "@/server/http/lang";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: t(await currentLang(), "offlineTitle"), robots: { index: false } };
}

/**
 * What the offline worker shows for a page it never kept. It carries every book version, so a
 * roster link (`/s/…`, its cards too) opens here without the server.
 */
export default async function OfflinePage() {
  const [catalog, scoring, lang] = await Promise.all([getCatalog(), getScoring(), currentLang()]);
  return <OfflineView lang={lang} books={[...catalog.books.values()].flat()} scoring={scoring} />;
}
