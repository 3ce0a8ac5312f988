import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";
import { bandReadings, objectiveRule } from "@/lib/victory/readings";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { BandsTable } from "./BandsTable";
import type { ArmyFacts } from "@/lib/cards/army-facts";

/** The army card: every number with its label, the rules check and this game's victory bands. */
export function SummaryCard({ lang, scoring, facts, mark }: { lang: Lang; scoring: Scoring; facts: ArmyFacts; mark: string }) {
  return (
    <section className="ac-card ac-summary" aria-labelledby="card-army-title">
      <header className="ac-head">
        <h2 id="card-army-title" className="ac-title">
          {facts.name}
        </h2>
        <span className="ac-mark">{mark}</span>
      </header>
      <dl className="ac-facts">
        <dt>{t(lang, "armyBook")}</dt>
        <dd>{facts.bookName}</dd>
        <dt>{t(lang, "pointsLabel")}</dt>
        <dd>{t(lang, "pointsOf", { points: facts.points, limit: facts.pointsLimit })}</dd>
        <dt>{t(lang, "unitsLabel")}</dt>
        <dd>{facts.units}</dd>
        <dt>{t(lang, "strength")}</dt>
        <dd>{facts.strength}</dd>
        <dt>{t(lang, "rulesCheck")}</dt>
        <dd className={facts.valid ? undefined : "ac-bad"}>{facts.valid ? `✓ ${t(lang, "valid")}` : `✗ ${t(lang, "invalid")}`}</dd>
      </dl>
      {facts.problems.length > 0 && (
        <ul className="ac-problems">
          {facts.problems.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      )}
      <h3>{t(lang, "victoryPoints")}</h3>
      <p>{t(lang, "scoringRule", { objective: scoring.objectivePoints })}</p>
      <BandsTable lang={lang} scoring={scoring} pointsLimit={facts.pointsLimit} />
      <p>{objectiveRule(scoring, lang)}</p>
      {bandReadings(scoring, lang).map((note, i) => (
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
