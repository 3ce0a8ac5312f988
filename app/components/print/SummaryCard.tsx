import type { ReactNode } from "react";
import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";
import { bandReadings, objectiveRule } from "@/lib/victory/readings";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { ArmyFactList, ArmyProblems } from "./ArmyFactList";
import { BandsTable } from "./BandsTable";
import type { ArmyFacts } from "@/lib/cards/army-facts";

/** The army card: every number with its label, the rules check and this game's victory bands. */
export function SummaryCard({ lang, scoring, facts, mark, share }: { lang: Lang; scoring: Scoring; facts: ArmyFacts; mark: string; share: ReactNode }) {
  return (
    <section className="ac-card ac-summary" aria-labelledby="card-army-title">
      <header className="ac-head">
        <h2 id="card-army-title" className="ac-title">
          {facts.name}
        </h2>
        <span className="ac-mark">{mark}</span>
      </header>
      <ArmyFactList lang={lang} facts={facts} inline={false} />
      <ArmyProblems facts={facts} />
      {share}
      <h3>{t(lang, "victoryPoints")}</h3>
      <p>{t(lang, "scoringRule", { objective: scoring.objectivePoints })}</p>
      <BandsTable lang={lang} scoring={scoring} pointsLimit={facts.pointsLimit} />
      <p>{objectiveRule(scoring, lang)}</p>
      {bandReadings(scoring, lang, facts.pointsLimit).map((note, i) => (
        <p key={i} className="ac-reading">
          <em>{t(lang, "interpretation")}:</em> {note}
        </p>
      ))}
      <footer className="ac-foot">
        <span className="ac-mark">{mark}</span>
      </footer>
    </section>
  );
}
