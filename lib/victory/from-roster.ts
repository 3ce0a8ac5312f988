import type { ArmyBook } from "../army-book/schema";
import { indexBook } from "../army-book/book-index";
import { evaluateRoster } from "../engine/evaluate";
import type { Roster } from "../roster/schema";
import type { Lang } from "../text";
import { VICTORY_LIMITS, type UnitStatus } from "./limits";

export type VictoryUnitRow = { label: string; points: number; status: UnitStatus };

/** A unit's name in a list of results: "3. Left flank — Red Army Infantry". */
export function unitRowLabel(book: ArmyBook, unit: Roster["units"][number], index: number, lang: Lang): string {
  return `${index + 1}. ${unit.label ? `${unit.label} — ` : ""}${indexBook(book).units.get(unit.unit)?.type.name[lang] ?? unit.unit}`;
}

/** What a unit is worth in victory points when destroyed: its cost, within the victory input's bound. */
export const victoryUnitPoints = (points: number) => Math.min(points, VICTORY_LIMITS.unitPointsMax);

/** A roster's units as rows for the victory calculator: each unit's full cost, all intact to start. */
export function victoryRowsFromRoster(book: ArmyBook, roster: Roster, lang: Lang): VictoryUnitRow[] {
  const evaluation = evaluateRoster(book, roster);
  return roster.units.map((u, i) => ({
    label: unitRowLabel(book, u, i, lang),
    points: victoryUnitPoints(evaluation.units[i]!.points),
    status: "intact",
  }));
}
