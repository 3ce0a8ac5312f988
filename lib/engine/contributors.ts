import type { ArmyBook, ArmyRule } from "../army-book/schema";
import { termTotal, termValue, type Evaluation, type Violation } from "./evaluate";

/** A unit (and, where one option is the cause, that option) that helps break a rule. */
export type Contributor = { unit: number; option: string | null };

/**
 * Where an army-wide violation is made: the units past the limit, in roster order — the third
 * platoon commander when two are allowed, the unit holding the fourth mine, the units whose points
 * go beyond the limit. A violation already on a unit is its own contributor. Worked out from the
 * rule's data (its counted terms and the allowance the violation reports), not from ids.
 */
export function contributorsOf(book: ArmyBook, evaluation: Evaluation, v: Violation): Contributor[] {
  if (v.unit !== null) return [{ unit: v.unit, option: v.option }];
  const rule = book.armyRules.find((r) => r.code === v.code && (r.type === "pointsLimit" || r.type === "armyRatio" || (r.type === "armyCap" && r.report === "army")));
  if (!rule) return [];
  if (rule.type === "pointsLimit") return pastAllowance(evaluation.units.map((u) => u.points), evaluation.pointsLimit).map((unit) => ({ unit, option: null }));
  const count = countedTerms(rule);
  const allowed = Number(v.params.allowed ?? v.params.max);
  if (!count || !Number.isFinite(allowed)) return [];
  const options = count.map((t) => t.of).filter((of) => of.startsWith("option:"));
  return pastAllowance(evaluation.units.map((u) => termTotal(u, count)), allowed).map((unit) => {
    const u = evaluation.units[unit]!;
    const option = options.find((of) => termValue(u, of) > 0);
    return { unit, option: option ? option.slice("option:".length) : null };
  });
}

function countedTerms(rule: ArmyRule) {
  return "count" in rule ? rule.count : null;
}

/** Indexes of the entries whose running total goes past `allowed` (the first one to cross, and every later one that adds). */
function pastAllowance(amounts: readonly number[], allowed: number): number[] {
  const out: number[] = [];
  let total = 0;
  amounts.forEach((n, i) => {
    total += n;
    if (n > 0 && total > allowed) out.push(i);
  });
  return out;
}
