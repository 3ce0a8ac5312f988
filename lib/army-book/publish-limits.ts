import { charLength } from "../roster/limits";
import type { Lang } from "../text";

/**
 * The bounds of a book anyone may publish through the app (POST /api/books). The books the server
 * ships are not held to them (they are reviewed in the repository); a published book is, so that
 * no book can make a page, a card or an evaluation unbounded work. Checked on the parsed JSON
 * before the schema, each refusal at its JSON path.
 */
export const PUBLISH_LIMITS = {
  units: 100,
  /** options of one unit */
  options: 64,
  armyRules: 50,
  /** a unit's own rules */
  constraints: 20,
  /** terms of a rule's count or limit, units a rule names */
  terms: 10,
  /** any other list, and the entries of a map (weapons, roles, nouns, tallies) */
  list: 100,
  /** a name (`name.ru`, `name.en`) */
  name: 100,
  /** any other text: summaries, notes, messages, hints */
  text: 1000,
  /** how deep the document nests (the Soviet book: 8) */
  depth: 12,
} as const;

const TERM_KEYS = new Set(["count", "limit", "anyOf", "perUnits", "options", "categories", "weapons"]);

export type LimitProblem = { path: (string | number)[]; message: string };

/** Every place `value` (a parsed book file) is past the bounds above; [] when it is within them. */
export function publishLimitProblems(value: unknown, lang: Lang = "en"): LimitProblem[] {
  const ru = lang === "ru";
  const entries = (n: number) => (ru ? `больше ${n} записей` : `more than ${n} entries`);
  const problems: LimitProblem[] = [];
  const walk = (v: unknown, path: (string | number)[], listLimit: number) => {
    if (path.length > PUBLISH_LIMITS.depth) {
      problems.push({ path, message: ru ? `вложенность глубже ${PUBLISH_LIMITS.depth} уровней` : `nested deeper than ${PUBLISH_LIMITS.depth} levels` });
      return;
    }
    if (typeof v === "string") {
      const max = path.at(-2) === "name" || path.at(-1) === "name" ? PUBLISH_LIMITS.name : PUBLISH_LIMITS.text;
      // UTF-16 length bounds the character count from above: count only when it could be over
      if (v.length > max && charLength(v) > max) problems.push({ path, message: ru ? `длиннее ${max} символов` : `longer than ${max} characters` });
      return;
    }
    if (Array.isArray(v)) {
      if (v.length > listLimit) {
        problems.push({ path, message: entries(listLimit) });
        return;
      }
      v.forEach((item, i) => walk(item, [...path, i], PUBLISH_LIMITS.list));
      return;
    }
    if (typeof v === "object" && v !== null) {
      const keys = Object.keys(v);
      if (keys.length > PUBLISH_LIMITS.list) {
        problems.push({ path, message: entries(PUBLISH_LIMITS.list) });
        return;
      }
      for (const key of keys) walk((v as Record<string, unknown>)[key], [...path, key], listLimitOf(path, key));
    }
  };
  walk(value, [], PUBLISH_LIMITS.list);
  return problems;
}

function listLimitOf(path: readonly (string | number)[], key: string): number {
  if (path.length === 0 && key === "units") return PUBLISH_LIMITS.units;
  if (path.length === 0 && key === "armyRules") return PUBLISH_LIMITS.armyRules;
  if (path[0] === "units" && path.length === 2 && key === "options") return PUBLISH_LIMITS.options;
  if (path[0] === "units" && path.length === 2 && key === "constraints") return PUBLISH_LIMITS.constraints;
  if (TERM_KEYS.has(key) && path.length > 1) return PUBLISH_LIMITS.terms;
  return PUBLISH_LIMITS.list;
}
