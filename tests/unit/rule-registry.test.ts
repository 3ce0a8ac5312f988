import { describe, expect, it } from "vitest";
import { armyRuleSchema, unitConstraintSchema } from "../../lib/army-book/schema";
import { ruleTypes, type RuleDef, type RuleType } from "../../lib/engine/rule-types";
import { parseTemplate, usesOf } from "../../lib/templates/template";
import { book } from "../support/book";

const declared = (schema: { options: readonly { shape: { type: { value: string } } }[] }) => schema.options.map((o) => o.shape.type.value);

describe("the rule-type registry", () => {
  it("has a definition for every type the schema declares, in the scope the schema declares it", () => {
    const unit = declared(unitConstraintSchema);
    const army = declared(armyRuleSchema);
    expect(Object.keys(ruleTypes).sort()).toEqual([...unit, ...army].sort());
    for (const t of unit) expect(ruleTypes[t as RuleType].scope, t).toBe("unit");
    for (const t of army) expect(ruleTypes[t as RuleType].scope, t).toBe("army");
  });

  it("is exhaustive at compile time: a registry without one of the types does not type-check (tsc runs in npm test)", () => {
    const { ratio: _dropped, ...rest } = ruleTypes;
    // @ts-expect-error — `ratio` is declared in the schema but has no definition
    const incomplete = rest satisfies { [K in RuleType]: RuleDef<K> };
    expect(Object.keys(incomplete)).not.toContain("ratio");
  });

  it("every rule of the book has a message (and its hint, if any) that uses only its type's parameters", () => {
    const rules = [...book.armyRules, ...book.abilities.flatMap((a) => a.constraints ?? []), ...book.units.flatMap((u) => u.constraints)];
    expect(rules.length).toBeGreaterThan(10);
    for (const rule of rules)
      for (const text of [rule.message, rule.hint])
        for (const lang of ["ru", "en"] as const) {
          if (!text) continue;
          const parsed = parseTemplate(text[lang]);
          if (!parsed.ok) throw new Error(`${rule.code}: ${parsed.message}`);
          for (const p of usesOf(parsed.parts).params) expect([...Object.keys(ruleTypes[rule.type].params), "unit", "option"], `${rule.code} ${lang}`).toContain(p);
        }
  });
});

describe("the template language", () => {
  it("parses text, parameters, counts and nested conditions", () => {
    const parsed = parseTemplate("A {x} b {n:man}{ok?yes {m:dog}|no}.");
    expect(parsed).toEqual({
      ok: true,
      parts: [
        { kind: "text", text: "A " },
        { kind: "param", name: "x" },
        { kind: "text", text: " b " },
        { kind: "count", name: "n", noun: "man" },
        { kind: "if", name: "ok", then: [{ kind: "text", text: "yes " }, { kind: "count", name: "m", noun: "dog" }], else: [{ kind: "text", text: "no" }] },
        { kind: "text", text: "." },
      ],
    });
  });

  it.each([
    ["{", "expected a parameter name"],
    ["{x", "unclosed"],
    ["{x:}", "expected a parameter name"],
    ["{x?a|b", "unclosed"],
    ["{x!}", "expected '}', ':' or '?'"],
  ])("refuses %s (%s)", (source, message) => {
    const parsed = parseTemplate(source);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });
});
