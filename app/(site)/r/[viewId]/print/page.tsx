import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArmyCards } from "@/app/components/print/ArmyCards";
import { printViewFromQuery } from "@/lib/cards/print-view";
import { t } from "@/lib/i18n/ui";
import { getScoring, rosterBooks } from "@/server/data/catalog";
import { currentLang } from "@/server/http/lang";
import { rosterForPage } from "@/server/data/roster-for-page";

export const dynamic = "force-dynamic";
type Params = { params: Promise<{ viewId: string }>; searchParams: Promise<{ boxes?: string; sheet?: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { viewId } = await params;
  const found = await rosterForPage(viewId).catch(() => null);
  const lang = await currentLang();
  return { title: found ? `${found.roster.name} — ${t(lang, "print")}` : t(lang, "print") };
}

export default async function PrintSavedRoster({ params, searchParams }: Params) {
  const { viewId } = await params;
  const { boxes, sheet } = await searchParams;
  const [found, scoring, lang] = await Promise.all([rosterForPage(viewId), getScoring(), currentLang()]);
  if (!found) notFound();
  const { book } = await rosterBooks(found.roster);
  return (
    <ArmyCards
      lang={lang}
      book={book}
      scoring={scoring}
      roster={found.roster}
      view={printViewFromQuery(boxes, sheet)}
      basePath={`/r/${encodeURIComponent(viewId)}/print`}
      savedPath={`/r/${encodeURIComponent(viewId)}`}
    />
  );
}
