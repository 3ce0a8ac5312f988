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

/**
 * Rule texts by code, then option ("" for none): two lookups by strings the book and the engine
 * already hold, where one key joined from both was a new string to hash on every error rendered.
 */
class ByCodeAndOption {
  private readonly codes = new Map<string, Map<string, RuleText>>();
  get(code: string, option: string | null): RuleText | undefined {
    return this.codes.get(code)?.get(option ?? "");
  }
  /** the first rule with this code and option stands for all (see indexOf) */
  put(rule: AnyRule) {
    let options = this.codes.get(rule.code);
    if (!options) this.codes.set(rule.code, (options = new Map()));
    const option = optionOf(rule) ?? "";
    if (!options.has(option)) options.set(option, ruleTextOf(rule));
  }
}

type RuleTextIndex = { byUnit: Map<string, ByCodeAndOption>; army: ByCodeAndOption; anyUnit: ByCodeAndOption };
const cache = new WeakMap<ArmyBook, RuleTextIndex>();

function ruleTextOf(rule: AnyRule): RuleText {
  const def = defOf(rule);
  for (const t of [rule.message, rule.hint]) if (t) for (const text of [t.ru, t.en]) compileTemplate(text);
  return { params: def.params, derive: def.derive, message: rule.message, hint: rule.hint, use: def.hint };
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
  const army = new ByCodeAndOption();
  for (const r of book.armyRules) if (targetOf(r) === "army") army.put(r);
  const anyUnit = new ByCodeAndOption();
  for (const r of onUnits) anyUnit.put(r);
  const byUnit = new Map<string, ByCodeAndOption>();
  for (const [id, unit] of indexBook(book).units) {
    const texts = new ByCodeAndOption();
    for (const r of unit.constraints) texts.put(r);
    for (const r of onUnits) texts.put(r);
    byUnit.set(id, texts);
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
  if (v.unit === null) return index.army.get(v.code, v.option);
  const unitId = roster.units[v.unit]?.unit;
  return (unitId === undefined ? undefined : index.byUnit.get(String(unitId))?.get(v.code, v.option)) ?? index.anyUnit.get(v.code, v.option);
}

/** Templates of every rule compiled ahead of the first error (optional: ruleTextFor does it on first use). */
export function prepareMessages(book: ArmyBook): void {
  indexOf(book);
}
