/**
 * The roster format's limits and text rules, without zod: the builder needs them on first load,
 * while the schema that enforces them (schema.ts) loads only when something is checked.
 */

/** Limits of the roster exchange format v1 (RULES.md). */
export const ROSTER_LIMITS = {
  nameMin: 1,
  nameMax: 100,
  pointsMin: 300,
  pointsMax: 100_000,
  unitsMax: 200,
  // Bounds on every surface, so that no request can make the server store or render unbounded work
  idMax: 64,
  optionsPerUnitMax: 64,
  countMax: 2_147_483_647,
  // the player's own name and note for a unit: they change no points or rule
  labelMin: 1,
  labelMax: 40,
  noteMax: 200,
  bookVersionMax: 2_147_483_647,
} as const;

/** Length in characters (code points), so "Штурм" and emoji count as a person would count them. */
export function charLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** A lone UTF-16 surrogate cannot be stored as UTF-8 (database, files, links) without changing. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ANY_SURROGATE = /[\uD800-\uDFFF]/;
/** The test by pattern, the cheap one first (almost no text has surrogates at all): for engines without String#isWellFormed. */
export const isWellFormedByPattern = (s: string) => !ANY_SURROGATE.test(s) || !LONE_SURROGATE.test(s);
// String#isWellFormed (ES2024: Node 20, browsers since 2023) answers most text without a scan, and
// every id, option key, label and note of a roster is tested
const native = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed;
export const isWellFormed: (s: string) => boolean = native ? (s) => native.call(s) : isWellFormedByPattern;
