import type { ArmyBook } from "../army-book/schema";
import { unitTitle } from "../roster/unit-title";
import { evaluateRoster } from "../engine/evaluate";
import type { Roster } from "../roster/schema";
import type { Lang } from "../text";
import { VICTORY_LIMITS, type UnitStatus } from "./limits";

export type VictoryUnitRow = { label: string; points: number; status: UnitStatus };

/** What a unit is worth in victory points when destroyed: its cost, within the victory input's bound. */
export const victoryUnitPoints = (points: number) => Math.min(points, VICTORY_LIMITS.unitPointsMax);

/** A roster's units as rows for the victory calculator: each unit's full cost, all intact to start. */
export function victoryRowsFromRoster(book: ArmyBook, roster: Roster, lang: Lang): VictoryUnitRow[] {
  const evaluation = evaluateRoster(book, roster);
  return roster.units.map((u, i) => ({
    label: unitTitle(book, u, i, lang),
    points: victoryUnitPoints(evaluation.units[i]!.points),
    status: "intact",
  }));
}
