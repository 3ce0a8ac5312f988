import type { ArmyRule } from "../../army-book/schema";
import type { Term } from "../../army-book/schema";
import type { ArmyRuleDef, Contributor } from "../rule-types";
import { requirementTerms } from "../unit-layout";
import { anyTaken, termTotal, termValue, type UnitResult } from "../unit-result";

type Of<K extends ArmyRule["type"]> = Extract<ArmyRule, { type: K }>;

/**
 * The entries whose running total goes past `allowed` (the first one to cross, and every later one
 * that adds), with that total. For the builder's marks; armyCap's check walks the same way without
 * the arrays, as it runs on every evaluation.
 */
function pastAllowance(amounts: readonly number[], allowed: number): { at: number; total: number }[] {
  const out: { at: number; total: number }[] = [];
  let total = 0;
  amounts.forEach((n, i) => {
    total += n;
    if (n > 0 && total > allowed) out.push({ at: i, total });
  });
  return out;
}

/** The units whose counted terms go past `allowed`, each with the counted option it holds. */
function pastCount(count: readonly Term[], units: readonly UnitResult[], allowed: number): Contributor[] {
  if (!Number.isFinite(allowed)) return [];
  const options = count.map((t) => t.of).filter((of) => of.startsWith("option:"));
  return pastAllowance(units.map((u) => termTotal(u, count)), allowed).map(({ at: unit }) => {
    const option = options.find((of) => termValue(units[unit]!, of) > 0);
    return { unit, option: option ? option.slice("option:".length) : null };
  });
}

/** army cost ≤ the roster's points limit */
const pointsLimit: ArmyRuleDef<Of<"pointsLimit">> = {
  scope: "army",
  target: () => "army",
  params: { points: "number", limit: "number", over: "number" },
  hint: "option",
  check(_rule, c) {
    if (c.points > c.pointsLimit) c.emit(null, { points: c.points, limit: c.pointsLimit, over: c.points - c.pointsLimit });
  },
  contributors: (_rule, units, pointsLimit) => pastAllowance(units.map((u) => u.points), pointsLimit).map(({ at }) => ({ unit: at, option: null })),
};

/** one unit of each id of this rarity, reported on the second and later */
const uniqueUnits: ArmyRuleDef<Of<"uniqueUnits">> = {
  scope: "army",
  target: () => "unit",
  params: { unit: "unit" },
  hint: "add",
  check(rule, c) {
    let seen: Set<string> | undefined;
    c.units.forEach((u, i) => {
      if (u.rarity !== rule.rarity) return;
      if (seen?.has(u.unit)) c.emit(i, { unit: u.unit });
      (seen ??= new Set()).add(u.unit);
    });
  },
};

/** Σ count over the army ≤ max; "unit" reports each unit that pushes past max, "army" one army-wide error */
const armyCap: ArmyRuleDef<Of<"armyCap">> = {
  scope: "army",
  target: (rule) => (rule.report === "army" ? "army" : rule.option ? "option" : "unit"),
  params: { count: "number", max: "number" },
  hint: "option",
  check(rule, c) {
    // pastAllowance's walk in one pass without arrays or closures: sharing it through a callback
    // cost the 10-unit bench (section 1) about 0.1× of JSON.parse
    const perUnit = rule.report !== "army";
    let total = 0;
    for (let i = 0; i < c.units.length; i++) {
      const n = termTotal(c.units[i]!, rule.count);
      total += n;
      if (perUnit && n > 0 && total > rule.max) c.emit(i, { count: total, max: rule.max });
    }
    if (!perUnit && total > rule.max) c.emit(null, { count: total, max: rule.max });
  },
  contributors: (rule, units) => (rule.report === "army" ? pastCount(rule.count, units, rule.max) : []),
};

/** requiresInArmy's options as terms, made once per rule: each unit's layout compiles them to its slots once */
const requiresTermsOf = new WeakMap<Of<"requiresInArmy">, ReturnType<typeof requirementTerms>>();
function requiresTerms(rule: Of<"requiresInArmy">) {
  let terms = requiresTermsOf.get(rule);
  if (!terms) requiresTermsOf.set(rule, (terms = requirementTerms(rule)));
  return terms;
}

/** `option` taken anywhere needs one of `anyOf` somewhere in the army */
const requiresInArmy: ArmyRuleDef<Of<"requiresInArmy">> = {
  scope: "army",
  target: () => "option",
  params: { requires: "options" },
  hint: "option",
  check(rule, c) {
    const { count: own, limit: anyOf } = requiresTerms(rule);
    if (c.units.some((u) => anyTaken(u, anyOf))) return;
    c.units.forEach((u, i) => {
      if (anyTaken(u, own)) c.emit(i, { option: rule.option, requires: rule.anyOf.join(",") });
    });
  },
};

/** Σ count over the army ≤ floor(number of units of `perUnits` / per) */
const armyRatio: ArmyRuleDef<Of<"armyRatio">> = {
  scope: "army",
  target: () => "army",
  params: { count: "number", allowed: "number", base: "number", per: "number", needed: "number" },
  hint: "option",
  check(rule, c) {
    let count = 0;
    let base = 0;
    for (const u of c.units) {
      count += termTotal(u, rule.count);
      if (u.known && rule.perUnits.includes(u.unit)) base++;
    }
    const allowed = Math.floor(base / rule.per);
    if (count > allowed) c.emit(null, { count, allowed, base, per: rule.per, needed: count * rule.per - base });
  },
  contributors: (rule, units, _limit, params) => pastCount(rule.count, units, Number(params.allowed)),
};

/** units of `rarity` ≤ max(min, floor(pointsLimit / perPoints)), reported on each one past the limit */
const rarePerPoints: ArmyRuleDef<Of<"rarePerPoints">> = {
  scope: "army",
  target: () => "unit",
  params: { allowed: "number", perPoints: "number" },
  hint: "add",
  check(rule, c) {
    const allowed = Math.max(rule.min, Math.floor(c.pointsLimit / rule.perPoints));
    let n = 0;
    c.units.forEach((u, i) => {
      if (u.rarity !== rule.rarity) return;
      n++;
      if (n > allowed) c.emit(i, { allowed, perPoints: rule.perPoints });
    });
  },
};

export const armyRuleTypes = { pointsLimit, uniqueUnits, armyCap, requiresInArmy, armyRatio, rarePerPoints };
