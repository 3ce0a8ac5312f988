import type { ArmyBook, UnitConstraint, UnitOption } from "../army-book/schema";
import type { Evaluation, Violation } from "./evaluate";
import { defOf, type Contributor } from "./rule-types";
import { termValue, type UnitResult } from "./unit-result";

export type { Contributor };

/**
 * Where a violation is made: a violation already on a unit is its own contributor; an army-wide
 * one is worked out by its rule type (rule-types.ts `contributors`) from the rule's data — the
 * units past the limit, in roster order — never from ids.
 */
export function contributorsOf(book: ArmyBook, evaluation: Evaluation, v: Violation): Contributor[] {
  if (v.unit !== null) {
    const at = v.unit;
    const counted = v.option === null ? countedOptions(book, evaluation.units[at], v.code) : [];
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
 * them, where the player ticked it, rather than only at the unit's top.
 */
function countedOptions(book: ArmyBook, unit: UnitResult | undefined, code: string): string[] {
  const type = unit && book.units.find((u) => u.id === unit.unit);
  if (!unit || !type) return [];
  const rules: UnitConstraint[] = [...type.constraints, ...book.abilities.filter((a) => type.abilities.includes(a.id)).flatMap((a) => a.constraints ?? [])];
  const rule = rules.find((r) => r.code === code);
  if (rule?.type !== "ratio") return [];
  const counts = (o: UnitOption) =>
    rule.count.some(({ of, times = 1 }) => times > 0 && (of === `option:${o.id}` || (o.category !== undefined && of === `category:${o.category}`) || (o.adds?.[of] ?? 0) > 0));
  return type.options.filter((o) => termValue(unit, `option:${o.id}`) > 0 && counts(o)).map((o) => o.id);
}
