import type { IndexedUnit } from "../army-book/book-index";
import type { Term, UnitConstraint, UnitOption } from "../army-book/schema";
import { defOf, optionOf, type UnitRuleDef } from "./rule-types";

/**
 * A unit type's numbers laid out in a flat array: one slot per tally, category sum
 * ("category:special") and option count ("option:<id>"). Rules are compiled to slot indexes once per
 * book, so evaluating a unit is array arithmetic rather than string-keyed lookups.
 */
export type CompiledTerms = readonly (readonly [slot: number, times: number])[];

export type OptionLayout = {
  option: UnitOption;
  slot: number;
  /** slot of its category sum, or -1 */
  category: number;
  adds: readonly (readonly [slot: number, n: number])[];
  /** slot of the tally a per-model cost multiplies by, or -1 */
  per: number;
};

export type UnitLayout = {
  base: readonly number[];
  men: number;
  options: Map<string, OptionLayout>;
  /** the unit's rules with their terms compiled, their type's check, and the report's `option` for their errors */
  constraints: readonly { rule: UnitConstraint; count: CompiledTerms; limit: CompiledTerms; check: UnitRuleDef<UnitConstraint>["check"]; option: string | null }[];
  slotOf: (name: string) => number;
  /** terms → slots; cached by the terms array (rules are data objects that live as long as the book) */
  compile: (terms: readonly Term[]) => CompiledTerms;
};

/** The tally the report gives as a unit's `men` (RULES.md, validation report); every book declares it. */
export const REPORTED_TALLY = "men";

const layouts = new WeakMap<IndexedUnit, UnitLayout>();

export function layoutOf(unit: IndexedUnit): UnitLayout {
  const hit = layouts.get(unit);
  if (hit) return hit;
  const slots = new Map<string, number>();
  const slot = (name: string) => {
    let s = slots.get(name);
    if (s === undefined) slots.set(name, (s = slots.size));
    return s;
  };
  slot(REPORTED_TALLY);
  for (const name of Object.keys(unit.type.base)) slot(name);
  const options = new Map<string, OptionLayout>();
  for (const o of unit.type.options)
    options.set(o.id, {
      option: o,
      slot: slot(`option:${o.id}`),
      category: o.category ? slot(`category:${o.category}`) : -1,
      adds: Object.entries(o.adds ?? {}).map(([name, n]) => [slot(name), n] as const),
      per: o.cost.per === "model" && o.cost.tally ? slot(o.cost.tally) : -1,
    });
  const base = Array.from({ length: slots.size }, () => 0);
  for (const [name, n] of Object.entries(unit.type.base)) base[slots.get(name)!] = n;
  const slotOf = (name: string) => slots.get(name) ?? -1;
  const cache = new WeakMap<readonly Term[], CompiledTerms>();
  const compile = (terms: readonly Term[]) => {
    let c = cache.get(terms);
    if (!c) cache.set(terms, (c = terms.map((t) => [slotOf(t.of), t.times ?? 1] as const)));
    return c;
  };
  const layout: UnitLayout = {
    base,
    men: slotOf(REPORTED_TALLY),
    options,
    // terms compiled for any rule type that counts (a ratio's count and limit)
    constraints: unit.constraints.map((rule) => {
      const def = defOf(rule);
      const terms = def.terms?.(rule);
      return {
        rule,
        count: compile(terms?.count ?? ("count" in rule ? rule.count : [])),
        limit: compile(terms?.limit ?? ("limit" in rule ? rule.limit : [])),
        check: def.check,
        option: optionOf(rule),
      };
    }),
    slotOf,
    compile,
  };
  layouts.set(unit, layout);
  return layout;
}

// Indexed loops, not `for (const [s, times] of terms)`: destructuring each pair goes through the
// iterator protocol, which was a tenth of a roster's evaluation.
export function sumSlots(values: readonly number[], terms: CompiledTerms): number {
  let sum = 0;
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i]!;
    if (t[0] >= 0) sum += values[t[0]]! * t[1];
  }
  return sum;
}

/** Whether any one of `terms` is above zero (`times` plays no part: for option terms, "is it taken"). */
export function anySlotAbove0(values: readonly number[], terms: CompiledTerms): boolean {
  for (let i = 0; i < terms.length; i++) {
    const s = terms[i]![0];
    if (s >= 0 && values[s]! > 0) return true;
  }
  return false;
}

/**
 * A requirement ("option needs one of anyOf", in a unit or in the army) as terms: `count` the
 * option itself, `limit` each of `anyOf` (an option a unit lacks compiles to slot -1: none taken).
 */
export function requirementTerms(rule: { option: string; anyOf: readonly string[] }): { count: Term[]; limit: Term[] } {
  return { count: [{ of: `option:${rule.option}` }], limit: rule.anyOf.map((id) => ({ of: `option:${id}` })) };
}

/** How much one more of option `o` changes Σ `terms` (its own count, its category, what it adds). */
export function deltaOf(o: OptionLayout, terms: CompiledTerms): number {
  let d = 0;
  for (let i = 0; i < terms.length; i++) {
    const s = terms[i]![0];
    const times = terms[i]![1];
    if (s < 0) continue;
    if (s === o.slot || s === o.category) d += times;
    for (let a = 0; a < o.adds.length; a++) if (o.adds[a]![0] === s) d += o.adds[a]![1] * times;
  }
  return d;
}
