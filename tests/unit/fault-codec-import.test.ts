/**
 * Fault injection for the two parsers that take text straight from a stranger: share codes
 * (decodeRoster) and pasted/uploaded roster JSON (importRoster). 10,000 random and mutated inputs
 * each, from a seeded PRNG (the same inputs on every run): neither may ever throw, and whatever
 * they accept must be a v1 roster.
 */
import { describe, expect, it } from "vitest";
import { importRoster } from "../../lib/import/import-roster";
import { rosterSchema, type Roster } from "../../lib/roster/schema";
import { toBase64Url } from "../../lib/share/base64url";
import { decodeRoster, encodeRoster, MAX_CODE_LENGTH, type DecodeResult } from "../../lib/share/codec";
import { describeDecodeFailure } from "../../lib/share/failure-text";
import { book } from "../support/book";
import { B64URL, depthOf, isWellFormed, jsonText, mutateText, mutateValue, randomJson, randomString, Rng, short, validRoster } from "./fault-gen";

const N = 10_000;
const REASONS = new Set(["empty", "not_base64", "too_long", "checksum", "truncated", "trailing_data", "invalid_roster", "format", "book_version"]);
const KNOWN_OPTIONS = new Map(book.units.map((u) => [u.id, new Set(u.options.map((o) => o.id))]));

type Failure = { kind: string; input: string; problem: string };

function report(failures: Failure[]): string {
  return `${failures.length} failures; first ones:\n${failures
    .slice(0, 5)
    .map((f) => `[${f.kind}] ${f.problem}\n  input: ${f.input}`)
    .join("\n")}`;
}

// ---- share codes ------------------------------------------------------------------------------

/** FNV-1a as in lib/share/codec.ts, so a mutated payload can be re-sealed and reach the parser. */
function fnv1a(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h >>> 0;
}

function seal(payload: Uint8Array): string {
  const out = new Uint8Array(payload.length + 4);
  out.set(payload);
  new DataView(out.buffer).setUint32(payload.length, fnv1a(payload));
  return toBase64Url(out);
}

function randomBytes(rng: Rng, max: number): Uint8Array {
  return Uint8Array.from({ length: rng.int(0, max) }, () => rng.int(0, 255));
}

/** The payload (without checksum) of a valid code. */
function payloadOf(code: string): Uint8Array {
  const bytes = Buffer.from(code, "base64url");
  return new Uint8Array(bytes.subarray(0, bytes.length - 4));
}

function mutateBytes(rng: Rng, payload: Uint8Array): Uint8Array {
  const b = [...payload];
  const ops = rng.int(1, 4);
  for (let k = 0; k < ops; k++) {
    const at = rng.int(0, Math.max(0, b.length - 1));
    rng.weighted<void>([
      [4, () => void (b.length && (b[at] = b[at]! ^ (1 << rng.int(0, 7))))],
      [2, () => void (b.length && (b[at] = rng.int(0, 255)))],
      [2, () => void b.splice(at, 0, rng.int(0, 255))],
      [2, () => void b.splice(at, rng.int(1, 4))],
      [1, () => void b.splice(at)],
      [1, () => void b.push(...Array.from({ length: rng.int(1, 8) }, () => rng.int(0, 255)))],
    ]);
  }
  return Uint8Array.from(b);
}

/** What survives a trip through a share code: known options at 0 are "not taken"; text is UTF-8. */
function viaCode(r: Roster): Roster {
  const wf = (s: string) => (isWellFormed(s) ? s : Buffer.from(s, "utf8").toString("utf8"));
  return {
    ...r,
    // a code names its book and version, and reads back with them
    bookVersion: book.version,
    name: wf(r.name),
    units: r.units.map((u) => {
      const known = KNOWN_OPTIONS.get(u.unit);
      const entries = Object.entries(u.options ?? {})
        .filter(([id, n]) => !(known?.has(id) && n === 0))
        .map(([id, n]) => [wf(id), n] as const);
      const own = { ...(u.label !== undefined ? { label: wf(u.label) } : {}), ...(u.note !== undefined ? { note: wf(u.note) } : {}) };
      return entries.length ? { unit: wf(u.unit), ...own, options: Object.fromEntries(entries) } : { unit: wf(u.unit), ...own };
    }),
  };
}

// the PRNG seeds: fixed, and named in the test titles (so in every failure)
const CODES_SEED = 0x5eed_c0de;
const CONTROL_SEED = 0xc0de;
const JSON_SEED = 0x1a9_0e7;

describe("decodeRoster: 10,000 random and mutated codes", () => {
  it(`never throws; every failure has a known reason; every accepted roster satisfies rosterSchema and re-encodes to itself (Rng seed 0x${CODES_SEED.toString(16)})`, () => {
    const rng = new Rng(CODES_SEED);
    const pool = Array.from({ length: 300 }, () => {
      const r = validRoster(rng, book, { maxUnits: 40 });
      return encodeRoster(book, r);
    }).filter((c) => c.length <= MAX_CODE_LENGTH);
    const header = payloadOf(pool[0]!).subarray(0, 2); // format 1 · book version 1
    const failures: Failure[] = [];
    const tally = new Map<string, { n: number; ok: number }>();

    for (let i = 0; i < N; i++) {
      const [kind, code] = rng.weighted<[string, string]>([
        [10, () => ["random base64url", Array.from({ length: rng.int(0, 300) }, () => rng.pick(B64URL)).join("")]],
        [6, () => ["random text", randomString(rng, rng.pick([5, 50, 500]))]],
        [20, () => ["mutated code", mutateText(rng, rng.pick(pool), 4, rng.bool(0.85) ? B64URL : undefined)]],
        [8, () => ["random bytes", toBase64Url(randomBytes(rng, 400))]],
        [8, () => ["random sealed bytes", seal(randomBytes(rng, 200))]],
        [12, () => ["header + random sealed tail", seal(Uint8Array.from([...header, ...randomBytes(rng, 120)]))]],
        [30, () => ["re-sealed mutated payload", seal(mutateBytes(rng, payloadOf(rng.pick(pool))))]],
        [
          6,
          () => {
            const c = rng.pick(pool);
            return [
              "cut, padded or wrapped code",
              rng.weighted([
                [2, () => c.slice(0, rng.int(0, c.length))],
                [1, () => c.slice(rng.int(1, c.length))],
                [1, () => ` \n\t${c}\u00a0 `],
                [1, () => `https://example.org/s/${c}`],
                [1, () => encodeURIComponent(c + "%")],
                [1, () => c + c],
                [1, () => c.repeat(Math.ceil((MAX_CODE_LENGTH + 1) / c.length))],
              ]),
            ];
          },
        ],
      ]);
      const t = tally.get(kind) ?? { n: 0, ok: 0 };
      t.n++;
      tally.set(kind, t);
      let result: DecodeResult;
      try {
        result = decodeRoster(book, code);
      } catch (e) {
        failures.push({ kind, input: short(code), problem: `threw ${String(e)}` });
        continue;
      }
      if (!result.ok) {
        if (!REASONS.has(result.reason)) failures.push({ kind, input: short(code), problem: `unknown reason ${short(result)}` });
        try {
          const text = describeDecodeFailure(result, rng.bool() ? "ru" : "en");
          if (typeof text !== "string" || text.length === 0) failures.push({ kind, input: short(code), problem: `no message for ${result.reason}` });
        } catch (e) {
          failures.push({ kind, input: short(code), problem: `describeDecodeFailure threw ${String(e)}` });
        }
        continue;
      }
      t.ok++;
      const parsed = rosterSchema.safeParse(result.roster);
      if (!parsed.success) {
        failures.push({ kind, input: short(code), problem: `accepted a roster that fails rosterSchema: ${short(parsed.error.issues)}` });
        continue;
      }
      try {
        expect(parsed.data).toEqual(result.roster);
        const again = decodeRoster(book, encodeRoster(book, result.roster));
        expect(again).toEqual({ ok: true, roster: viaCode(result.roster) });
      } catch (e) {
        failures.push({ kind, input: short(code), problem: `accepted roster is not stable: ${String(e).slice(0, 400)}` });
      }
    }

    expect(failures, report(failures)).toHaveLength(0);
    // the mutations must reach deep into the parser, not only bounce off the checksum
    expect(tally.get("re-sealed mutated payload")!.ok).toBeGreaterThan(100);
    expect([...tally.values()].reduce((a, t) => a + t.n, 0)).toBe(N);
  });

  it(`control: 1,000 unmutated codes decode back to what was encoded (so the mutations start from real codes) (Rng seed 0x${CONTROL_SEED.toString(16)})`, () => {
    const rng = new Rng(CONTROL_SEED);
    for (let i = 0; i < 1000; i++) {
      const r = validRoster(rng, book, { maxUnits: 40 });
      const code = encodeRoster(book, r);
      if (code.length > MAX_CODE_LENGTH) continue;
      const decoded = decodeRoster(book, code);
      expect(decoded, short(r)).toEqual({ ok: true, roster: viaCode(r) });
    }
  });
});

// ---- JSON import -------------------------------------------------------------------------------

/** JSON.parse agrees with the importer's own reader except past its nesting cap or on 400+ digit numbers. */
function comparable(text: string, value: unknown): boolean {
  return depthOf(value) <= 60 && !/\d{390}/.test(text);
}

describe("importRoster: 10,000 random and mutated JSON texts", () => {
  it(`never throws; ok ⇔ JSON.parse + rosterSchema accept it; accepted rosters satisfy rosterSchema; problems point at real lines (Rng seed 0x${JSON_SEED.toString(16)})`, () => {
    const rng = new Rng(JSON_SEED);
    const failures: Failure[] = [];
    const tally = new Map<string, { n: number; ok: number }>();

    for (let i = 0; i < N; i++) {
      const [kind, text] = rng.weighted<[string, string]>([
        [15, () => ["random JSON", jsonText(rng, randomJson(rng))]],
        [25, () => ["mutated roster (structure)", jsonText(rng, mutateValue(rng, validRoster(rng, book, { maxUnits: rng.bool(0.05) ? 200 : 12 })))]],
        [35, () => ["mutated roster (text)", mutateText(rng, jsonText(rng, validRoster(rng, book, { maxUnits: rng.bool(0.05) ? 200 : 12 })))]],
        [10, () => ["valid roster", jsonText(rng, validRoster(rng, book, { maxUnits: 30 }))]],
        [8, () => ["random text", randomString(rng, rng.pick([3, 40, 400]))]],
        [
          7,
          () => {
            const n = rng.pick([10, 64, 65, 66, 1000, 10_000]);
            const open = rng.pick(["[", '{"a":', '{"version":1,"name":"x","armyBook":"soviet","pointsLimit":1000,"units":[{"unit":"cavalry","options":{"lmg":']);
            const close = open === "[" ? "]" : "}";
            const closing = open.startsWith('{"version"') ? close.repeat(n) + "}]}" : close.repeat(n);
            return ["deep nesting / long numbers", rng.bool(0.8) ? open.repeat(n) + "1" + (rng.bool(0.8) ? closing : "") : `{"pointsLimit": ${"9".repeat(rng.int(300, 2000))}}`];
          },
        ],
      ]);
      const t = tally.get(kind) ?? { n: 0, ok: 0 };
      t.n++;
      tally.set(kind, t);
      const lang = rng.bool() ? "ru" : "en";
      let result: ReturnType<typeof importRoster>;
      try {
        result = importRoster(book, text, lang);
      } catch (e) {
        failures.push({ kind, input: short(text), problem: `threw ${String(e).slice(0, 300)}` });
        continue;
      }
      let reference: { json: false } | { json: true; value: unknown; roster: ReturnType<typeof rosterSchema.safeParse> };
      try {
        const value: unknown = JSON.parse(text);
        // the roster schema takes any book id; the importer then wants a book (and version) it holds
        const shaped = rosterSchema.safeParse(value);
        const held = shaped.success && shaped.data.armyBook === book.id && (shaped.data.bookVersion ?? book.version) === book.version;
        reference = { json: true, value, roster: held ? shaped : rosterSchema.safeParse(null) };
      } catch {
        reference = { json: false };
      }
      const lines = text.split("\n").length;
      if (result.ok) {
        t.ok++;
        const again = rosterSchema.safeParse(result.roster);
        if (!again.success) failures.push({ kind, input: short(text), problem: `accepted a roster that fails rosterSchema: ${short(again.error.issues)}` });
        if (!reference.json) failures.push({ kind, input: short(text), problem: "accepted text that JSON.parse refuses" });
        else if (comparable(text, reference.value) && !(reference.roster.success && isDeepEqual(reference.roster.data, result.roster)))
          failures.push({ kind, input: short(text), problem: `accepted ${short(result.roster)} but JSON.parse + rosterSchema give ${short(reference.roster)}` });
        for (const w of result.warnings)
          if (w.code === "INVALID_INPUT" || !Number.isInteger(w.line) || w.line < 1 || w.line > lines)
            failures.push({ kind, input: short(text), problem: `bad warning ${short(w)}` });
      } else {
        if (result.problems.length === 0) failures.push({ kind, input: short(text), problem: "refused with no problem listed" });
        for (const p of result.problems)
          if (p.code !== "INVALID_INPUT" || !Number.isInteger(p.line) || p.line < 1 || p.line > lines || typeof p.message !== "string" || !p.message)
            failures.push({ kind, input: short(text), problem: `bad problem ${short(p)}` });
        if (reference.json && comparable(text, reference.value) && reference.roster.success)
          failures.push({ kind, input: short(text), problem: `refused a valid roster: ${short(result.problems)}` });
      }
    }

    expect(failures, report(failures)).toHaveLength(0);
    expect(tally.get("valid roster")!.ok).toBeGreaterThan(0.95 * tally.get("valid roster")!.n);
    expect(tally.get("mutated roster (structure)")!.ok).toBeGreaterThan(50);
    expect([...tally.values()].reduce((a, t) => a + t.n, 0)).toBe(N);
  });
});

function isDeepEqual(a: unknown, b: unknown): boolean {
  try {
    expect(a).toEqual(b);
    return true;
  } catch {
    return false;
  }
}
