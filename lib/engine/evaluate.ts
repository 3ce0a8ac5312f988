import { indexBook, type IndexedUnit } from "../army-book/book-index";
import type { ArmyBook, ArmyRule } from "../army-book/schema";
import { defOf, optionOf, type ArmyCheck } from "./rule-types";
import { layoutOf, type OptionLayout } from "./unit-layout";
import type { Params, UnitResult, Violation } from "./unit-result";

export { termTotal, termValue, type Params, type UnitResult, type Violation } from "./unit-result";

/** The shape the engine reads: the v1 roster, but tolerant (it never throws on what it is given). */
export type RosterLike = {
  pointsLimit: number;
  units: readonly { unit: string; options?: Readonly<Record<string, number>> }[];
};

export type Evaluation = { points: number; pointsLimit: number; units: UnitResult[]; violations: Violation[] };

/** Points for `count` of an option; counts above the max are charged as entered. */
function optionCost(o: OptionLayout, count: number, slots: readonly number[]): number {
  const per = o.per >= 0 ? slots[o.per]! : o.option.cost.per === "model" ? 0 : 1;
  return o.option.cost.points * count * per;
}

const NONE: Readonly<Record<string, number>> = Object.freeze({});
const takenOptions: OptionLayout[] = [];
const takenCounts: number[] = [];

function evaluateUnit(
  indexed: IndexedUnit | undefined,
  entry: RosterLike["units"][number],
  index: number,
  out: Violation[],
): UnitResult {
  if (!indexed) {
    out.push({ code: "UNKNOWN_UNIT", unit: index, option: null, params: { unit: String(entry.unit) } });
    return { unit: String(entry.unit), known: false, rarity: null, points: 0, men: 0, layout: null, slots: [] };
  }
  const layout = layoutOf(indexed);
  const slots = layout.base.slice();
  // the options taken, kept in the module's scratch arrays: no tuple per option (evaluation is synchronous)
  let taken = 0;
  const options = entry.options && typeof entry.options === "object" ? entry.options : NONE;
  for (const id in options) {
    if (!Object.hasOwn(options, id)) continue;
    const count = Number(options[id]) || 0;
    const o = layout.options.get(id);
    if (!o) {
      out.push({ code: "UNKNOWN_OPTION", unit: index, option: id, params: { option: id } });
      continue;
    }
    takenOptions[taken] = o;
    takenCounts[taken++] = count;
    slots[o.slot] = count;
    if (o.category >= 0) slots[o.category]! += count;
    for (let a = 0; a < o.adds.length; a++) slots[o.adds[a]![0]]! += o.adds[a]![1] * count;
  }
  let points = indexed.type.cost;
  for (let t = 0; t < taken; t++) {
    const o = takenOptions[t]!;
    const count = takenCounts[t]!;
    points += optionCost(o, count, slots);
    if (count > o.option.max) out.push({ code: "OPTION_MAX", unit: index, option: o.option.id, params: { option: o.option.id, count, max: o.option.max } });
  }
  for (const k of layout.constraints) {
    const params = k.check(k.rule, slots, k, layout);
    if (params) out.push({ code: k.rule.code, unit: index, option: k.option, params });
  }
  return { unit: indexed.type.id, known: true, rarity: indexed.type.rarity, points, men: layout.men >= 0 ? slots[layout.men]! : 0, layout, slots };
}

const byUnit = (a: Violation, b: Violation) => (a.unit ?? Number.MAX_SAFE_INTEGER) - (b.unit ?? Number.MAX_SAFE_INTEGER);

/**
 * What army rules see while they are checked, and where their errors go (`rule`: the one being
 * checked). A class, not an object of closures made per call: the evaluation runs on every edit.
 */
class ArmyRun implements ArmyCheck {
  rule: ArmyRule | undefined;
  readonly violations: Violation[] = [];
  constructor(
    readonly pointsLimit: number,
    readonly units: readonly UnitResult[],
    readonly points: number,
  ) {}
  emit(unit: number | null, params: Params) {
    const rule = this.rule!;
    this.violations.push({ code: rule.code, unit, option: optionOf(rule), params });
  }
}

/**
 * Points and every rule of the army book over a roster. Pure and total: it never throws,
 * unknown units and options cost 0, and counts feed every rule exactly as entered.
 */
export function evaluateRoster(book: ArmyBook, roster: RosterLike): Evaluation {
  const indexed = indexBook(book);
  const unitViolations: Violation[] = [];
  const units = roster.units.map((entry, i) => evaluateUnit(indexed.units.get(String(entry.unit)), entry, i, unitViolations));
  const points = units.reduce((a, u) => a + u.points, 0);
  const c = new ArmyRun(roster.pointsLimit, units, points);
  for (const rule of book.armyRules) {
    c.rule = rule;
    defOf(rule).check(rule, c);
  }
  // Unit order first (what a player fixes card by card), then army-wide rules in book order. The
  // units' own come in unit order already, so only an army rule's error on a unit needs a sort.
  const violations = c.violations.some((v) => v.unit !== null) ? [...unitViolations, ...c.violations].sort(byUnit) : unitViolations.concat(c.violations);
  return { points, pointsLimit: roster.pointsLimit, units, violations };
}
