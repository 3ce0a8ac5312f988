import type { ArmyBook } from "../army-book/schema";
import { evaluateRoster, type Evaluation } from "../engine/evaluate";
import { describeViolation } from "../engine/violation-text";
import type { Roster } from "../roster/schema";
import type { Lang } from "../text";
import { modelGroupText } from "./card-text";
import type { ModelGroup } from "./composition";
import { countOf } from "../i18n/plural";
import { unitCard, type UnitCardData } from "./unit-card";

/** What the army card and the reference sheet say about the whole army, in the reader's language. */
export type ArmyFacts = {
  name: string;
  bookName: string;
  points: number;
  pointsLimit: number;
  units: number;
  /** "97 men + 4 dogs" */
  strength: string;
  /** no rule broken anywhere in the army */
  valid: boolean;
  /** army-wide problems (a unit's own are on its card) */
  problems: string[];
};

/** "11 men", "4 men + 4 dogs": the men, then models that are not men, summed by role. */
export function strengthText(men: number, groups: readonly ModelGroup[], lang: Lang): string {
  const others = new Map<string, ModelGroup & { kind: "role" }>();
  for (const g of groups)
    if (g.kind === "role" && !g.man) {
      const seen = others.get(g.role);
      others.set(g.role, seen ? { ...seen, count: seen.count + g.count } : { ...g, rest: true });
    }
  return [countOf(lang, men, "man"), ...[...others.values()].map((g) => modelGroupText(g, lang))].join(" + ");
}

/** The roster evaluated once, with one card per unit and the army's facts. */
export function armyCards(book: ArmyBook, roster: Roster, lang: Lang): { evaluation: Evaluation; cards: UnitCardData[]; facts: ArmyFacts; unitProblems: string[][] } {
  const evaluation = evaluateRoster(book, roster);
  const cards = roster.units.map((u, i) => unitCard(book, u, evaluation.units[i]!));
  const say = (v: Evaluation["violations"][number]) => describeViolation(book, roster, v, lang);
  const facts: ArmyFacts = {
    name: roster.name,
    bookName: book.name[lang],
    points: evaluation.points,
    pointsLimit: roster.pointsLimit,
    units: roster.units.length,
    strength: strengthText(
      cards.reduce((sum, c) => sum + c.men, 0),
      cards.flatMap((c) => c.models),
      lang,
    ),
    valid: evaluation.violations.length === 0,
    problems: evaluation.violations.filter((v) => v.unit === null).map(say),
  };
  const unitProblems = cards.map((_, i) => evaluation.violations.filter((v) => v.unit === i).map(say));
  return { evaluation, cards, facts, unitProblems };
}
