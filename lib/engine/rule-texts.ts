import { indexBook } from "../army-book/book-index";
import type { ArmyBook } from "../army-book/schema";
import { engineMessages } from "../i18n/engine-ui";
import { compileTemplate } from "../templates/template";
import type { Text } from "../text";
import { defOf, optionOf, targetOf, type AnyRule, type HintUse, type ParamKind } from "./rule-types";
import type { Params, Violation } from "./unit-result";

/** What a violation says: its rule's message and hint, and how to read the parameters they use. */
export type RuleText = {
  params: Readonly<Record<string, ParamKind>>;
  derive?: (p: Params) => Params;
  message: Text;
  hint?: Text;
  use: HintUse;
};

type RuleTextIndex = { byUnit: Map<string, Map<string, RuleText>>; army: Map<string, RuleText>; anyUnit: Map<string, RuleText> };

const key = (code: string, option: string | null) => `${code}|${option ?? ""}`;
const cache = new WeakMap<ArmyBook, RuleTextIndex>();

function ruleTextOf(rule: AnyRule): RuleText {
  const def = defOf(rule);
  for (const t of [rule.message, rule.hint]) if (t) for (const text of [t.ru, t.en]) compileTemplate(text);
  return { params: def.params, derive: def.derive, message: rule.message, hint: rule.hint, use: def.hint };
}

function put(map: Map<string, RuleText>, rule: AnyRule) {
  const k = key(rule.code, optionOf(rule));
  if (!map.has(k)) map.set(k, ruleTextOf(rule));
}

/**
 * The rule a violation comes from is found by its code and option where it was reported: a unit's
 * own constraints (and its abilities'), then army rules that report on units; army-wide errors
 * among army-wide rules. lib/army-book/check.ts makes sure two rules that share a code and option
 * in one place say the same thing. Built once per book, with every template compiled.
 */
function indexOf(book: ArmyBook): RuleTextIndex {
  const hit = cache.get(book);
  if (hit) return hit;
  const onUnits = book.armyRules.filter((r) => targetOf(r) !== "army");
  const army = new Map<string, RuleText>();
  for (const r of book.armyRules) if (targetOf(r) === "army") put(army, r);
  const anyUnit = new Map<string, RuleText>();
  for (const r of onUnits) put(anyUnit, r);
  const byUnit = new Map<string, Map<string, RuleText>>();
  for (const [id, unit] of indexBook(book).units) {
    const map = new Map<string, RuleText>();
    for (const r of unit.constraints) put(map, r);
    for (const r of onUnits) put(map, r);
    byUnit.set(id, map);
  }
  const index = { byUnit, army, anyUnit };
  cache.set(book, index);
  return index;
}

const engine = new Map(Object.entries(engineMessages).map(([code, m]) => [code, { params: m.params, message: m.message, use: "option" } satisfies RuleText]));

/** The message, hint and parameter kinds of a violation; undefined for a code nothing in the book reports. */
export function ruleTextFor(book: ArmyBook, roster: { units: readonly { unit: string }[] }, v: Violation): RuleText | undefined {
  const own = engine.get(v.code);
  if (own) return own;
  const index = indexOf(book);
  const k = key(v.code, v.option);
  if (v.unit === null) return index.army.get(k);
  const unitId = roster.units[v.unit]?.unit;
  return (unitId === undefined ? undefined : index.byUnit.get(String(unitId))?.get(k)) ?? index.anyUnit.get(k);
}

/** Templates of every rule compiled ahead of the first error (optional: ruleTextFor does it on first use). */
export function prepareMessages(book: ArmyBook): void {
  indexOf(book);
}
