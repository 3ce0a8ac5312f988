import { indexBook, type IndexedUnit } from "../army-book/book-index";
import type { ArmyBook, ArmyRule, Term } from "../army-book/schema";
import { layoutOf, sumSlots, type CompiledTerms, type OptionLayout, type UnitLayout } from "./unit-layout";

/** The shape the engine reads: the v1 roster, but tolerant (it never throws on what it is given). */
export type RosterLike = {
  pointsLimit: number;
  units: readonly { unit: string; options?: Readonly<Record<string, number>> }[];
};

export type Params = Record<string, string | number>;

/** A rule broken; `message` is added later in the reader's language. */
export type Violation = { code: string; unit: number | null; option: string | null; params: Params };

export type UnitResult = {
  unit: string;
  known: boolean;
  points: number;
  men: number;
  /** the unit's numbers after options (see unit-layout.ts); null for a unit the book does not know */
  layout: UnitLayout | null;
  slots: number[];
};

export type Evaluation = { points: number; pointsLimit: number; units: UnitResult[]; violations: Violation[] };

/** A tally, category sum or option count of an evaluated unit, by term name ("dogs", "option:lmg"). */
export function termValue(u: UnitResult, name: string): number {
  const s = u.layout ? u.layout.slotOf(name) : -1;
  return s >= 0 ? u.slots[s]! : 0;
}

/** Σ of `terms` over one evaluated unit (0 for a unit the book does not know). */
export function termTotal(u: UnitResult, terms: readonly Term[]): number {
  return u.layout ? sumSlots(u.slots, u.layout.compile(terms)) : 0;
}

/** Points for `count` of an option; counts above the max are charged as entered. */
function optionCost(o: OptionLayout, count: number, slots: readonly number[]): number {
  const per = o.per >= 0 ? slots[o.per]! : o.option.cost.per === "model" ? 0 : 1;
  return o.option.cost.points * count * per;
}

function evaluateUnit(
  indexed: IndexedUnit | undefined,
  entry: RosterLike["units"][number],
  index: number,
  out: Violation[],
): UnitResult {
  if (!indexed) {
    out.push({ code: "UNKNOWN_UNIT", unit: index, option: null, params: { unit: String(entry.unit) } });
    return { unit: String(entry.unit), known: false, points: 0, men: 0, layout: null, slots: [] };
  }
  const layout = layoutOf(indexed);
  const slots = layout.base.slice();
  const taken: [OptionLayout, number][] = [];
  const options = entry.options && typeof entry.options === "object" ? entry.options : {};
  for (const id of Object.keys(options)) {
    const count = Number(options[id]) || 0;
    const o = layout.options.get(id);
    if (!o) {
      out.push({ code: "UNKNOWN_OPTION", unit: index, option: id, params: { option: id } });
      continue;
    }
    taken.push([o, count]);
    slots[o.slot] = count;
    if (o.category >= 0) slots[o.category]! += count;
    for (const [s, n] of o.adds) slots[s]! += n * count;
  }
  let points = indexed.type.cost;
  for (const [o, count] of taken) {
    points += optionCost(o, count, slots);
    if (count > o.option.max) out.push({ code: "OPTION_MAX", unit: index, option: o.option.id, params: { option: o.option.id, count, max: o.option.max } });
  }
  for (const c of layout.constraints) checkUnitConstraint(c, layout, slots, index, out);
  return { unit: indexed.type.id, known: true, points, men: layout.men >= 0 ? slots[layout.men]! : 0, layout, slots };
}

function optionCount(layout: UnitLayout, slots: readonly number[], id: string): number {
  const s = layout.slotOf(`option:${id}`);
  return s >= 0 ? slots[s]! : 0;
}

function anyTaken(layout: UnitLayout, slots: readonly number[], ids: readonly string[]): boolean {
  for (const id of ids) if (optionCount(layout, slots, id) > 0) return true;
  return false;
}

function checkUnitConstraint(c: UnitLayout["constraints"][number], layout: UnitLayout, slots: readonly number[], index: number, out: Violation[]) {
  const rule = c.rule;
  if (rule.type === "requiresInUnit") {
    if (optionCount(layout, slots, rule.option) > 0 && !anyTaken(layout, slots, rule.anyOf))
      out.push({ code: rule.code, unit: index, option: rule.option, params: { option: rule.option, requires: rule.anyOf.join(",") } });
    return;
  }
  const n = sumSlots(slots, c.count);
  const base = sumSlots(slots, c.limit);
  const allowed = Math.max(0, Math.floor(base / rule.per));
  // Nothing taken breaks no ratio, even where the limit has gone below zero.
  if (n > 0 && n > allowed)
    out.push({
      code: rule.code,
      unit: index,
      option: rule.option ?? null,
      params: { count: n, allowed, base, per: rule.per, needed: n * rule.per - base, room: limitRoom(c, layout, slots) },
    });
}

/** How much one more of option `o` changes Σ `terms` (its own count, its category, what it adds). */
function deltaOf(o: OptionLayout, terms: CompiledTerms): number {
  let d = 0;
  for (const [s, times] of terms) {
    if (s < 0) continue;
    if (s === o.slot || s === o.category) d += times;
    for (const [a, n] of o.adds) if (a === s) d += n * times;
  }
  return d;
}

/**
 * How far a ratio's limit can still grow by raising options up to their book maxima without
 * adding to what is counted (e.g. extra soldiers for "1 heavy weapon per 10 men"). A fix that
 * needs more than this cannot be made by adding men: the counted thing must go.
 */
function limitRoom(c: UnitLayout["constraints"][number], layout: UnitLayout, slots: readonly number[]): number {
  let room = 0;
  for (const o of layout.options.values()) {
    const left = o.option.max - slots[o.slot]!;
    if (left <= 0 || deltaOf(o, c.count) > 0) continue;
    const d = deltaOf(o, c.limit);
    if (d > 0) room += d * left;
  }
  return room;
}

function checkArmyRule(rule: ArmyRule, roster: RosterLike, units: UnitResult[], rarityOf: (unitId: string) => string | undefined, points: number, out: Violation[]) {
  switch (rule.type) {
    case "pointsLimit":
      if (points > roster.pointsLimit)
        out.push({ code: rule.code, unit: null, option: null, params: { points, limit: roster.pointsLimit, over: points - roster.pointsLimit } });
      return;
    case "uniqueUnits": {
      const seen = new Set<string>();
      units.forEach((u, i) => {
        if (!u.known || rarityOf(u.unit) !== rule.rarity) return;
        if (seen.has(u.unit)) out.push({ code: rule.code, unit: i, option: null, params: { unit: u.unit } });
        seen.add(u.unit);
      });
      return;
    }
    case "armyCap": {
      let total = 0;
      const perUnit = units.map((u) => termTotal(u, rule.count));
      const sum = perUnit.reduce((a, b) => a + b, 0);
      if (rule.report === "army") {
        if (sum > rule.max) out.push({ code: rule.code, unit: null, option: rule.option ?? null, params: { count: sum, max: rule.max } });
        return;
      }
      perUnit.forEach((n, i) => {
        total += n;
        if (n > 0 && total > rule.max) out.push({ code: rule.code, unit: i, option: rule.option ?? null, params: { count: total, max: rule.max } });
      });
      return;
    }
    case "requiresInArmy": {
      const has = units.some((u) => rule.anyOf.some((o) => termValue(u, `option:${o}`) > 0));
      if (has) return;
      units.forEach((u, i) => {
        if (termValue(u, `option:${rule.option}`) > 0)
          out.push({ code: rule.code, unit: i, option: rule.option, params: { option: rule.option, requires: rule.anyOf.join(",") } });
      });
      return;
    }
    case "armyRatio": {
      const count = units.reduce((a, u) => a + termTotal(u, rule.count), 0);
      const base = units.filter((u) => u.known && rule.perUnits.includes(u.unit)).length;
      const allowed = Math.floor(base / rule.per);
      if (count > allowed)
        out.push({ code: rule.code, unit: null, option: null, params: { count, allowed, base, per: rule.per, needed: count * rule.per - base } });
      return;
    }
    case "rarePerPoints": {
      const allowed = Math.max(rule.min, Math.floor(roster.pointsLimit / rule.perPoints));
      let n = 0;
      units.forEach((u, i) => {
        if (!u.known || rarityOf(u.unit) !== rule.rarity) return;
        n++;
        if (n > allowed) out.push({ code: rule.code, unit: i, option: null, params: { allowed, perPoints: rule.perPoints } });
      });
      return;
    }
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
  const armyViolations: Violation[] = [];
  const rarityOf = (unitId: string) => indexed.units.get(unitId)?.type.rarity;
  for (const rule of book.armyRules) checkArmyRule(rule, roster, units, rarityOf, points, armyViolations);
  // Unit order first (what a player fixes card by card), then army-wide rules in book order.
  const order = (v: Violation) => v.unit ?? Number.MAX_SAFE_INTEGER;
  const violations = [...unitViolations, ...armyViolations].sort((a, b) => order(a) - order(b));
  return { points, pointsLimit: roster.pointsLimit, units, violations };
}
