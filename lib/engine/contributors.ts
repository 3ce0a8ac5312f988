import type { ArmyBook } from "../army-book/schema";
import type { Evaluation, Violation } from "./evaluate";
import { defOf, type Contributor } from "./rule-types";

export type { Contributor };

/**
 * Where a violation is made: a violation already on a unit is its own contributor; an army-wide
 * one is worked out by its rule type (rule-types.ts `contributors`) from the rule's data — the
 * units past the limit, in roster order — never from ids.
 */
export function contributorsOf(book: ArmyBook, evaluation: Evaluation, v: Violation): Contributor[] {
  if (v.unit !== null) return [{ unit: v.unit, option: v.option }];
  for (const rule of book.armyRules) {
    if (rule.code !== v.code) continue;
    const def = defOf(rule);
    if (def.target(rule) !== "army" || !def.contributors) continue;
    return def.contributors(rule, evaluation.units, evaluation.pointsLimit, v.params);
  }
  return [];
}
