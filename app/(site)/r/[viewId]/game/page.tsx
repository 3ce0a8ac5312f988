import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GameMode } from "@/app/components/game/GameMode";
import { rosterJson } from "@/lib/roster/canonical-json";
import { t } from "@/lib/i18n/game-ui";
import { t as tUi } from "@/lib/i18n/ui";
import { getScoring, rosterBooks } from "@/server/data/catalog";
import { currentLang } from "@/server/http/lang";
import { rosterForPage } from "@/server/data/roster-for-page";

export const dynamic = "force-dynamic";
type Params = { params: Promise<{ viewId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { viewId } = await params;
  const [found, lang] = await Promise.all([rosterForPage(viewId).catch(() => null), currentLang()]);
  return { title: found ? t(lang, "gameTitle", { name: found.roster.name }) : tUi(lang, "startGame"), robots: { index: false } };
}

/** Game mode of a saved roster: its units with their cards' casualty boxes; the game itself lives in the browser. */
export default async function GamePage({ params }: Params) {
  const { viewId } = await params;
  const [found, scoring, lang] = await Promise.all([rosterForPage(viewId), getScoring(), currentLang()]);
  if (!found) notFound();
  const { book } = await rosterBooks(found.roster);
  // the units are worked out in the browser: this device may have a newer roster than the page
  const server = { roster: found.roster, version: found.summary.version, json: rosterJson(found.roster) };
  return <GameMode lang={lang} viewId={viewId} book={book} server={server} scoring={scoring} />;
}
