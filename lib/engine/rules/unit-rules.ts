import type { UnitConstraint } from "../../army-book/schema";
import type { UnitRuleDef } from "../rule-types";
import { anySlotAbove0, deltaOf, requirementTerms, sumSlots, type CompiledTerms, type UnitLayout } from "../unit-layout";

type Ratio = Extract<UnitConstraint, { type: "ratio" }>;
type RequiresInUnit = Extract<UnitConstraint, { type: "requiresInUnit" }>;

/**
 * How far a ratio's limit can still grow by raising options up to their book maxima without
 * adding to what is counted (e.g. extra soldiers for "1 heavy weapon per 10 men"). A fix that
 * needs more than this cannot be made by adding men: the counted thing must go.
 */
function limitRoom(layout: UnitLayout, slots: readonly number[], count: CompiledTerms, limit: CompiledTerms): number {
  let room = 0;
  for (const o of layout.options.values()) {
    const left = o.option.max - slots[o.slot]!;
    if (left <= 0 || deltaOf(o, count) > 0) continue;
    const d = deltaOf(o, limit);
    if (d > 0) room += d * left;
  }
  return room;
}

const n = (v: string | number | undefined) => Number(v);

/** count ≤ floor(Σ limit / per) inside one unit: "1 special weapon per 5 men", "one dog per man". */
const ratio: UnitRuleDef<Ratio> = {
  scope: "unit",
  target: (rule) => (rule.option ? "option" : "unit"),
  params: { count: "number", allowed: "number", base: "number", per: "number", needed: "number", room: "number", fixable: "flag", reachable: "number" },
  // fixable: adding to the limit (men, soldiers, snipers) within the unit's book maxima can fix it; reachable: the most the limit can reach
  derive: (p) => ({ fixable: p.room === undefined || n(p.needed) <= n(p.room) ? 1 : 0, reachable: n(p.base) + n(p.room) }),
  hint: "option",
  check(rule, slots, c, layout) {
    const count = sumSlots(slots, c.count);
    const base = sumSlots(slots, c.limit);
    const allowed = Math.max(0, Math.floor(base / rule.per));
    // Nothing taken breaks no ratio, even where the limit has gone below zero.
    if (count > 0 && count > allowed) return { count, allowed, base, per: rule.per, needed: count * rule.per - base, room: limitRoom(layout, slots, c.count, c.limit) };
    return null;
  },
};

/** `option` taken in a unit needs one of `anyOf` in the same unit. */
const requiresInUnit: UnitRuleDef<RequiresInUnit> = {
  scope: "unit",
  target: () => "option",
  params: { requires: "options" },
  hint: "option",
  terms: requirementTerms,
  check(rule, slots, c) {
    if (sumSlots(slots, c.count) === 0 || anySlotAbove0(slots, c.limit)) return null;
    return { option: rule.option, requires: rule.anyOf.join(",") };
  },
};

export const unitRuleTypes = { ratio, requiresInUnit };
