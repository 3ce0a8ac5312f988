import type { ArmyRule, Term, UnitConstraint, UnitOption } from "../army-book/schema";
import { indexBook, type IndexedUnit } from "../army-book/book-index";
import type { ArmyBook } from "../army-book/schema";

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
  /** tallies after options (men, squad, dogs, …), category sums and option counts, by term name */
  values: Map<string, number>;
};

export type Evaluation = { points: number; pointsLimit: number; units: UnitResult[]; violations: Violation[] };

function termSum(values: Map<string, number>, terms: readonly Term[]): number {
  let sum = 0;
  for (const t of terms) sum += (values.get(t.of) ?? 0) * (t.times ?? 1);
  return sum;
}

/** Points for `count` of an option; counts above the max are charged as entered. */
export function optionCost(option: UnitOption, count: number, values: Map<string, number>): number {
  const per = option.cost.per === "model" ? values.get(option.cost.tally ?? "") ?? 0 : 1;
  return option.cost.points * count * per;
}

function ownEntries(options: Readonly<Record<string, number>> | undefined): [string, number][] {
  if (!options || typeof options !== "object") return [];
  return Object.keys(options).map((k) => [k, Number(options[k]) || 0]);
}

function evaluateUnit(
  indexed: IndexedUnit | undefined,
  entry: RosterLike["units"][number],
  index: number,
  out: Violation[],
): UnitResult {
  if (!indexed) {
    out.push({ code: "UNKNOWN_UNIT", unit: index, option: null, params: { unit: String(entry.unit) } });
    return { unit: String(entry.unit), known: false, points: 0, men: 0, values: new Map() };
  }
  const { type } = indexed;
  const values = new Map<string, number>(indexed.base);
  const taken: [UnitOption, number][] = [];
  for (const [id, count] of ownEntries(entry.options)) {
    const info = indexed.optionInfo.get(id);
    if (!info) {
      out.push({ code: "UNKNOWN_OPTION", unit: index, option: id, params: { option: id } });
      continue;
    }
    taken.push([info.option, count]);
    values.set(info.countKey, count);
    if (info.categoryKey) values.set(info.categoryKey, (values.get(info.categoryKey) ?? 0) + count);
    for (const [tally, n] of info.adds) values.set(tally, (values.get(tally) ?? 0) + n * count);
  }
  let points = type.cost;
  for (const [option, count] of taken) {
    points += optionCost(option, count, values);
    if (count > option.max) out.push({ code: "OPTION_MAX", unit: index, option: option.id, params: { option: option.id, count, max: option.max } });
  }
  for (const c of indexed.constraints) checkUnitConstraint(c, values, index, out);
  return { unit: type.id, known: true, points, men: values.get("men") ?? 0, values };
}

function checkUnitConstraint(c: UnitConstraint, values: Map<string, number>, index: number, out: Violation[]) {
  if (c.type === "requiresInUnit") {
    if ((values.get(`option:${c.option}`) ?? 0) > 0 && !c.anyOf.some((o) => (values.get(`option:${o}`) ?? 0) > 0))
      out.push({ code: c.code, unit: index, option: c.option, params: { option: c.option, requires: c.anyOf.join(",") } });
    return;
  }
  const count = termSum(values, c.count);
  const base = termSum(values, c.limit);
  const allowed = Math.max(0, Math.floor(base / c.per));
  // Nothing taken breaks no ratio, even where the limit has gone below zero.
  if (count > 0 && count > allowed)
    out.push({
      code: c.code,
      unit: index,
      option: c.option ?? null,
      params: { count, allowed, base, per: c.per, needed: count * c.per - base },
    });
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
      const perUnit = units.map((u) => termSum(u.values, rule.count));
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
      const has = units.some((u) => rule.anyOf.some((o) => (u.values.get(`option:${o}`) ?? 0) > 0));
      if (has) return;
      units.forEach((u, i) => {
        if ((u.values.get(`option:${rule.option}`) ?? 0) > 0)
          out.push({ code: rule.code, unit: i, option: rule.option, params: { option: rule.option, requires: rule.anyOf.join(",") } });
      });
      return;
    }
    case "armyRatio": {
      const count = units.reduce((a, u) => a + termSum(u.values, rule.count), 0);
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
