import type { ArmyRule, Term, UnitConstraint } from "../army-book/schema";
import type { CompiledTerms, UnitLayout } from "./unit-layout";
import type { Params, UnitResult } from "./unit-result";
import { armyRuleTypes } from "./rules/army-rules";
import { unitRuleTypes } from "./rules/unit-rules";

/**
 * The registry of rule types. A type's zod schema (its params, with `code`, `message` and `hint`)
 * is in lib/army-book/schema.ts, kept apart so the engine loads without zod; everything else about
 * it is its entry here: where the book declares it, its check, which of the report's
 * `unit`/`option` fields its errors fill, the parameters its messages may use, and what the
 * builder does with it before it is broken. A type added to the schema and not registered here
 * fails `tsc` (the `satisfies` below).
 */

export type AnyRule = UnitConstraint | ArmyRule;
export type RuleType = AnyRule["type"];
export type RuleOf<K extends RuleType> = Extract<AnyRule, { type: K }>;

/**
 * What a template parameter is: a number; a flag (for `{name?yes|no}`); a unit or option id shown
 * by its name in the book; a comma-separated list of option ids shown as "a or b"; an id shown as
 * entered (an id the book does not know has no name).
 */
export type ParamKind = "number" | "flag" | "unit" | "option" | "options" | "id";

/**
 * Where an error lands in the report: `army` (unit and option null), `unit` (the unit's index),
 * `option` (the unit's index and the rule's `option`).
 */
export type Target = "army" | "unit" | "option";

/**
 * What the builder does with an error of this type before it happens: `add` — one on a unit
 * about to be added disables the add button (Unique, Rare); `option` — a "why not" beside the
 * option one more of which would break it.
 */
export type HintUse = "add" | "option";

export type Emit = (unit: number | null, params: Params) => void;

/** A unit rule's terms, compiled to the unit's slots once per book (unit-layout.ts). */
export type CompiledRule = { count: CompiledTerms; limit: CompiledTerms };
export type ArmyCheck = {
  pointsLimit: number;
  units: readonly UnitResult[];
  points: number;
  emit: Emit;
};

type Common<R> = {
  target: (rule: R) => Target;
  /** the parameters the check reports, plus `derive`'s; `unit` and `option` always exist (the error's own) */
  params: Readonly<Record<string, ParamKind>>;
  /** parameters worked out from the reported ones when a message is rendered (not on every check) */
  derive?: (p: Params) => Params;
  hint: HintUse;
};
/** A unit rule breaks at most once per unit: its check returns that error's params, or null (no allocation when it holds). */
export type UnitRuleDef<R> = Common<R> & {
  scope: "unit";
  /**
   * The terms its check reads, compiled to the unit's slots once per unit type (unit-layout.ts), so
   * the check is array reads rather than string-keyed lookups; default: the rule's `count` and `limit`.
   */
  terms?: (rule: R) => { count: readonly Term[]; limit: readonly Term[] };
  check: (rule: R, slots: readonly number[], compiled: CompiledRule, layout: UnitLayout) => Params | null;
};
/** A unit (and, where one option is the cause, that option) that helps break an army-wide rule. */
export type Contributor = { unit: number; option: string | null };
export type ArmyRuleDef<R> = Common<R> & {
  scope: "army";
  check: (rule: R, c: ArmyCheck) => void;
  /**
   * For an error with no unit (`target` "army"): the units past the allowance, in roster order,
   * so the builder marks where the army-wide rule is broken (the third platoon commander).
   */
  contributors?: (rule: R, units: readonly UnitResult[], pointsLimit: number, params: Params) => Contributor[];
};
export type RuleDef<K extends RuleType> = K extends UnitConstraint["type"] ? UnitRuleDef<RuleOf<K>> : ArmyRuleDef<RuleOf<K>>;

export const ruleTypes = { ...unitRuleTypes, ...armyRuleTypes } satisfies { [K in RuleType]: RuleDef<K> };

/** The definition of a rule's type, typed for the rule (the registry is indexed by a union). */
export function defOf(rule: UnitConstraint): UnitRuleDef<UnitConstraint>;
export function defOf(rule: ArmyRule): ArmyRuleDef<ArmyRule>;
export function defOf(rule: AnyRule): UnitRuleDef<UnitConstraint> | ArmyRuleDef<ArmyRule>;
export function defOf(rule: AnyRule): UnitRuleDef<UnitConstraint> | ArmyRuleDef<ArmyRule> {
  return ruleTypes[rule.type] as never;
}

/** The report's `option` for an error of `rule`: the rule's own option, when it names one. */
export function optionOf(rule: AnyRule): string | null {
  return "option" in rule && rule.option !== undefined ? rule.option : null;
}

/** Where errors of `rule` land in the report (see Target). */
export function targetOf(rule: AnyRule): Target {
  return (ruleTypes[rule.type].target as (r: AnyRule) => Target)(rule);
}
