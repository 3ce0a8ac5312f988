import { defOf, type AnyRule } from "../engine/rule-types";
import { parseTemplate, usesOf } from "../templates/template";
import { LANGS } from "../text";
import type { Problem } from "./check";
import type { ArmyBook } from "./schema";

/** Parameters every message may use: the error's own unit and option, shown by name. */
const ALWAYS = new Set(["unit", "option"]);

/**
 * Each message and hint of each rule, in both languages: it parses, it uses only the parameters
 * its rule type reports (lib/engine/rule-types.ts), a counted parameter is a number, and every
 * noun is in the book's `nouns`. (Both languages being there is the schema's part.)
 */
export function checkMessages(book: ArmyBook): Problem[] {
  const problems: Problem[] = [];
  const rules: [AnyRule, Problem["path"]][] = [
    ...book.armyRules.map((r, i): [AnyRule, Problem["path"]] => [r, ["armyRules", i]]),
    ...book.abilities.flatMap((a, i) => (a.constraints ?? []).map((r, k): [AnyRule, Problem["path"]] => [r, ["abilities", i, "constraints", k]])),
    ...book.units.flatMap((u, i) => u.constraints.map((r, k): [AnyRule, Problem["path"]] => [r, ["units", i, "constraints", k]])),
  ];
  for (const [rule, path] of rules) {
    const params = defOf(rule).params;
    for (const field of ["message", "hint"] as const) {
      const text = rule[field];
      if (!text) continue;
      for (const lang of LANGS) {
        const at = [...path, field, lang];
        const parsed = parseTemplate(text[lang]);
        if (!parsed.ok) {
          problems.push({ path: at, message: `${parsed.message} (at character ${parsed.at + 1})`, ru: `${parsed.ru} (символ ${parsed.at + 1})` });
          continue;
        }
        const uses = usesOf(parsed.parts);
        for (const p of uses.params)
          if (!Object.hasOwn(params, p) && !ALWAYS.has(p))
            problems.push({
              path: at,
              message: `unknown parameter {${p}}: a ${rule.type} rule has ${[...Object.keys(params), ...ALWAYS].join(", ")}`,
              ru: `неизвестный параметр {${p}}: у правила ${rule.type} есть ${[...Object.keys(params), ...ALWAYS].join(", ")}`,
            });
        for (const p of uses.counted)
          if (Object.hasOwn(params, p) && params[p] !== "number") problems.push({ path: at, message: `{${p}:…} counts a parameter that is not a number`, ru: `{${p}:…} считает параметр, который не число` });
        for (const n of uses.nouns) if (!Object.hasOwn(book.nouns, n)) problems.push({ path: at, message: `unknown noun ${n} (not in nouns)`, ru: `неизвестное слово ${n} (нет в nouns)` });
      }
    }
  }
  return problems;
}
