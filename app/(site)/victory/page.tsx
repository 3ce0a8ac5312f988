import type { Metadata } from "next";
import { VictoryCalculator } from "@/app/components/victory/VictoryCalculator";
import { t } from "@/lib/i18n/ui";
import { bandName } from "@/lib/victory/band-names";
import { calculateVictory } from "@/lib/victory/calculate";
import { decodeVictory } from "@/lib/victory/share";
import { getScoring } from "@/server/data/catalog";
import { currentLang } from "@/server/http/lang";

export const dynamic = "force-dynamic";
type Params = { searchParams: Promise<{ r?: string | string[] }> };

export async function generateMetadata({ searchParams }: Params): Promise<Metadata> {
  const [lang, scoring] = await Promise.all([currentLang(), getScoring()]);
  const { r } = await searchParams;
  const shared = typeof r === "string" ? decodeVictory(r) : null;
  if (!shared) return { title: t(lang, "victoryTitle") };
  const result = calculateVictory(shared.input, scoring);
  const names = shared.input.players.map((p, i) => p.name ?? t(lang, "player", { n: i + 1 }));
  const description = `${names[0]} ${result.victoryPoints[0]} : ${result.victoryPoints[1]} ${names[1]} — ${bandName(result.band, lang)}`;
  return { title: t(lang, "victoryTitle"), description, openGraph: { title: t(lang, "victoryTitle"), description } };
}

export default async function VictoryPage({ searchParams }: Params) {
  const [scoring, lang] = await Promise.all([getScoring(), currentLang()]);
  const { r } = await searchParams;
  const shared = typeof r === "string" ? decodeVictory(r) : null;
  return (
    <div className="victory-page">
      <h1>{t(lang, "victoryTitle")}</h1>
      <p className="muted intro">{t(lang, "victoryIntro", { objective: scoring.objectivePoints })}</p>
      <VictoryCalculator lang={lang} scoring={scoring} shared={shared} />
    </div>
  );
}
