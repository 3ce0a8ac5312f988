import type { ArmyBook } from "../army-book/schema";
import type { Evaluation, Violation } from "./evaluate";
import { defOf, type Contributor } from "./rule-types";
import { deltaOf } from "./unit-layout";
import type { UnitResult } from "./unit-result";

export type { Contributor };

/**
 * Where a violation is made: a violation already on a unit is its own contributor; an army-wide
 * one is worked out by its rule type (rule-types.ts `contributors`) from the rule's data — the
 * units past the limit, in roster order — never from ids.
 */
export function contributorsOf(book: ArmyBook, evaluation: Evaluation, v: Violation): Contributor[] {
  if (v.unit !== null) {
    const at = v.unit;
    const counted = v.option === null ? countedOptions(evaluation.units[at], v.code) : [];
    return counted.length ? counted.map((option) => ({ unit: at, option })) : [{ unit: at, option: v.option }];
  }
  for (const rule of book.armyRules) {
    if (rule.code !== v.code) continue;
    const def = defOf(rule);
    if (def.target(rule) !== "army" || !def.contributors) continue;
    return def.contributors(rule, evaluation.units, evaluation.pointsLimit, v.params);
  }
  return [];
}

/**
 * A unit's ratio broken with no option of its own ("1 heavy weapon per 10 men") is made by the
 * options it counts that the unit has taken (the HMG and the ATR): the error is marked at each of
 * them, where the player ticked it, rather than only at the unit's top. "Counts" is what the rule's
 * own check reads: one more of the option raises its count (unit-layout.ts deltaOf).
 */
function countedOptions(unit: UnitResult | undefined, code: string): string[] {
  const layout = unit?.layout;
  const rule = layout?.constraints.find((c) => c.rule.code === code && c.rule.type === "ratio");
  if (!unit || !layout || !rule) return [];
  return [...layout.options.values()].filter((o) => unit.slots[o.slot]! > 0 && deltaOf(o, rule.count) > 0).map((o) => o.option.id);
}
