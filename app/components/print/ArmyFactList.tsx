import type { ArmyFacts } from "@/lib/cards/army-facts";
import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";

/** The army's labelled numbers: on the army card (a grid) and the reference sheet (one line). */
export function ArmyFactList({ lang, facts, inline }: { lang: Lang; facts: ArmyFacts; inline: boolean }) {
  const rows: [label: string, value: string, bad?: boolean][] = [
    [t(lang, "armyBook"), facts.bookName],
    [t(lang, "pointsLabel"), t(lang, "pointsOf", { points: facts.points, limit: facts.pointsLimit })],
    [t(lang, "unitsLabel"), String(facts.units)],
    [t(lang, "strength"), facts.strength],
    [t(lang, "rulesCheck"), facts.valid ? `✓ ${t(lang, "valid")}` : `✗ ${t(lang, "invalid")}`, !facts.valid],
  ];
  return (
    <dl className={inline ? "ac-inline-facts" : "ac-facts"}>
      {rows.map(([label, value, bad]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={bad ? "ac-bad" : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The army's rule problems in words, under its facts. */
export function ArmyProblems({ facts }: { facts: ArmyFacts }) {
  if (facts.problems.length === 0) return null;
  return (
    <ul className="ac-problems">
      {facts.problems.map((p, i) => (
        <li key={i}>{p}</li>
      ))}
    </ul>
  );
}
