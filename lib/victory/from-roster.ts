import type { ArmyBook } from "../army-book/schema";
import { indexBook } from "../army-book/book-index";
import { evaluateRoster } from "../engine/evaluate";
import type { Roster } from "../roster/schema";
import type { Lang } from "../text";
import type { UnitStatus } from "./schema";

export type VictoryUnitRow = { label: string; points: number; status: UnitStatus };

/** A roster's units as rows for the victory calculator: each unit's full cost, all intact to start. */
export function victoryRowsFromRoster(book: ArmyBook, roster: Roster, lang: Lang): VictoryUnitRow[] {
  const indexed = indexBook(book);
  const evaluation = evaluateRoster(book, roster);
  return roster.units.map((u, i) => ({
    label: `${i + 1}. ${u.label ? `${u.label} — ` : ""}${indexed.units.get(u.unit)?.type.name[lang] ?? u.unit}`,
    points: Math.min(evaluation.units[i]!.points, 100_000),
    status: "intact",
  }));
}

/** Where each side's victory points came from, for the bar chart. */
export function vpBreakdown(
  opponentUnits: readonly { points: number; status: UnitStatus }[],
  objectives: number,
  objectivePoints: number,
  damagedDivisor: number,
) {
  let destroyed = 0;
  let damaged = 0;
  for (const u of opponentUnits) {
    if (u.status === "destroyed") destroyed += u.points;
    else if (u.status === "damaged") damaged += Math.floor(u.points / damagedDivisor);
  }
  return { destroyed, damaged, objectives: objectives * objectivePoints };
}
