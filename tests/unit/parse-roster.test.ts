/**
 * The server parses rosters with zod's compiled fast path (lib/roster/parse-roster.ts). It must
 * answer exactly as the schema as written does: the same rosters accepted with the same data, the
 * same issues for the rest. 3,000 valid, mutated and random inputs from a seeded PRNG.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { rosterApiSaveSchema, saveRosterSchema } from "../../lib/roster/actions-schema";
import { isWellFormedByPattern } from "../../lib/roster/limits";
import { compiledOnServer, parseRoster } from "../../lib/roster/parse-roster";
import { isWellFormed, rosterSchema } from "../../lib/roster/schema";
import { book } from "../support/book";
import { isWellFormed as wellFormedOracle, mutateValue, randomJson, randomString, Rng, short, validRoster } from "./fault-gen";

const SEED = 20261204;
const N = 3000;

/** What a parse answered: the roster, or each issue's code, path and params. */
function outcome(result: ReturnType<typeof rosterSchema.safeParse>) {
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, issues: result.error.issues.map((i) => ({ code: i.code, path: i.path, params: "params" in i ? i.params : undefined })) };
}

describe("parseRoster: the compiled schema", () => {
  it("is compiled here (Node), whole: no part of the server's roster schemas falls back to the schema as written", () => {
    expect(compiledOnServer(rosterSchema)).not.toBe(rosterSchema);
    // strict: a schema the fast path cannot model throws instead of being handed back uncompiled
    for (const schema of [rosterSchema, saveRosterSchema, rosterApiSaveSchema]) expect(() => z.compile(schema, { strict: true })).not.toThrow();
  });

  it(`answers as rosterSchema does for ${N} valid, mutated and random inputs (seed ${SEED})`, () => {
    const rng = new Rng(SEED);
    const kinds = { valid: 0, invalid: 0 };
    for (let i = 0; i < N; i++) {
      const input = rng.weighted<unknown>([
        [2, () => validRoster(rng, book, { maxUnits: 12 })],
        [3, () => mutateValue(rng, validRoster(rng, book, { maxUnits: 12 }))],
        [1, () => randomJson(rng)],
      ]);
      const plain = outcome(rosterSchema.safeParse(input));
      const compiled = outcome(parseRoster(input));
      expect(compiled, `seed ${SEED}, input ${i}: ${short(input)}`).toStrictEqual(plain);
      kinds[plain.ok ? "valid" : "invalid"]++;
    }
    // both sides of the fast path were exercised
    expect(kinds.valid).toBeGreaterThan(N / 5);
    expect(kinds.invalid).toBeGreaterThan(N / 5);
  });

  it("keeps an option named __proto__ as an option, and hands back a fresh roster, not the input", () => {
    const input = JSON.parse('{"version":1,"name":"Штурм","armyBook":"soviet","pointsLimit":1000,"units":[{"unit":"red-army-infantry","options":{"__proto__":1,"lmg":1}}]}');
    const parsed = parseRoster(input);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(Object.keys(parsed.data.units[0]!.options!)).toEqual(["__proto__", "lmg"]);
    expect(Object.getPrototypeOf(parsed.data.units[0]!.options)).toBe(Object.prototype);
    expect(parsed.data.units[0]).not.toBe(input.units[0]);
    expect(parsed.data.units[0]!.options).not.toBe(input.units[0].options);
  });

  it("refuses a lone surrogate in a label and an option id, and takes a pair (an emoji)", () => {
    const base = { version: 1, name: "Штурм", armyBook: "soviet", pointsLimit: 1000 };
    expect(parseRoster({ ...base, units: [{ unit: "red-army-infantry", label: "ok \ud83d" }] }).success).toBe(false);
    expect(parseRoster({ ...base, units: [{ unit: "red-army-infantry", options: { "lmg\udc00": 1 } }] }).success).toBe(false);
    expect(parseRoster({ ...base, units: [{ unit: "red-army-infantry", label: "ok 😀" }] }).success).toBe(true);
  });
});

describe("isWellFormed", () => {
  it(`agrees with the lone-surrogate pattern on ${N} random strings (seed ${SEED})`, () => {
    const rng = new Rng(SEED);
    for (let i = 0; i < N; i++) {
      const s = randomString(rng, 12);
      expect(isWellFormed(s), `seed ${SEED}, string ${i}: ${JSON.stringify(s)}`).toBe(wellFormedOracle(s));
      // the fallback for engines without String#isWellFormed
      expect(isWellFormedByPattern(s), `seed ${SEED}, string ${i}: ${JSON.stringify(s)}`).toBe(wellFormedOracle(s));
    }
    expect(isWellFormed("\ud800")).toBe(false);
    expect(isWellFormed("a\udfffb")).toBe(false);
    expect(isWellFormed("😀")).toBe(true);
  });
});
