import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { decodeRoster, encodeRoster, fitsInLink, MAX_CODE_LENGTH, SHARE_FORMAT, type DecodeFailure, type DecodeResult } from "../../lib/share/codec";
import { describeDecodeFailure } from "../../lib/share/failure-text";
import { fromBase64Url, toBase64Url } from "../../lib/share/base64url";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { rosterSchema, charLength, ROSTER_LIMITS, type Roster } from "../../lib/roster/schema";
import type { ArmyBook } from "../../lib/army-book/schema";
import { book } from "../support/book";

const RUNS = { numRuns: 300 } as const;
const B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const CODE_CHARS = /^[A-Za-z0-9_-]+$/;
const UNIT_IDS = new Set(book.units.map((u) => u.id));
/** Every reason a code can fail for; `unknown_book` comes from opening a code on a catalog (lib/share/open-code.ts). */
const REASONS = ["empty", "not_base64", "too_long", "checksum", "truncated", "trailing_data", "invalid_roster", "format", "unknown_book", "book_version"] as const;

type Options = Record<string, number>;
type Unit = { unit: string; label?: string; note?: string; options?: Options };

/** Builds an options object whose keys are own data properties, so "__proto__" stays a key. */
function optionsOf(entries: [string, number][]): Options {
  return Object.fromEntries(entries) as Options;
}

function mk(units: Unit[], pointsLimit = 2000, name = "Штурм высоты"): Roster {
  return { version: 1, name, armyBook: "soviet", bookVersion: book.version, pointsLimit, units };
}

// ---- arbitraries ------------------------------------------------------------------------------

/** One code point from the ranges a player would type: ASCII, Cyrillic, emoji, CJK, anything. */
const codePoint = fc.oneof(
  fc.integer({ min: 0x20, max: 0x7e }),
  fc.integer({ min: 0x400, max: 0x4ff }),
  fc.integer({ min: 0x1f300, max: 0x1faff }),
  fc.integer({ min: 0x4e00, max: 0x9fff }),
  // anything but U+0000, which no name may hold (nameSchema), and lone surrogates
  fc.integer({ min: 1, max: 0x10ffff }).filter((c) => c < 0xd800 || c > 0xdfff),
);
const nameArb = fc.array(codePoint, { minLength: 1, maxLength: 100 }).map((cps) => String.fromCodePoint(...cps));

const pointsLimitArb = fc.oneof(
  fc.integer({ min: 6, max: 2000 }).map((n) => n * 50),
  fc.integer({ min: 300, max: 100_000 }),
);

const anyCount = (max: number) =>
  fc.oneof({ weight: 12, arbitrary: fc.integer({ min: 0, max: max + 3 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: ROSTER_LIMITS.countMax }) });

const strangeId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 12 }),
  fc.constantFrom("__proto__", "constructor", "toString", "hasOwnProperty", "x".repeat(ROSTER_LIMITS.idMax), "smg ", "LMG", "лмг", "💣"),
);

function unknownOptionsFor(known: Set<string>) {
  return fc.array(fc.tuple(strangeId.filter((id) => !known.has(id)), anyCount(2)), { maxLength: 3 });
}

const knownUnitArb: fc.Arbitrary<Unit> = fc.constantFrom(...book.units).chain((type) => {
  const known = new Set(type.options.map((o) => o.id));
  return fc
    .tuple(
      fc.tuple(...type.options.map((o) => fc.option(anyCount(o.max), { nil: undefined }))),
      fc.oneof({ weight: 4, arbitrary: fc.constant([] as [string, number][]) }, { weight: 1, arbitrary: unknownOptionsFor(known) }),
      fc.boolean(),
    )
    .map(([counts, unknown, omitOptions]) => {
      const entries: [string, number][] = [];
      type.options.forEach((o, k) => {
        if (counts[k] !== undefined) entries.push([o.id, counts[k]]);
      });
      entries.push(...unknown);
      return omitOptions && entries.length === 0 ? { unit: type.id } : { unit: type.id, options: optionsOf(entries) };
    });
});

const unknownUnitArb: fc.Arbitrary<Unit> = fc
  .tuple(
    fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.string({ unit: "binary", minLength: 1, maxLength: 10 }), fc.constantFrom("__proto__", "red-army-infantryy", "Guards", "ж".repeat(ROSTER_LIMITS.idMax))).filter(
      (id) => !UNIT_IDS.has(id),
    ),
    fc.option(unknownOptionsFor(new Set()), { nil: undefined }),
  )
  .map(([unit, opts]) => (opts === undefined ? { unit } : { unit, options: optionsOf(opts) }));

/** The player's own label and note, as often absent as present, up to their bounds in characters. */
const ownText = (min: number, max: number) =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: "grapheme", minLength: min, maxLength: Math.min(max, 12) }).filter((s) => [...s].length <= max),
    fc.constantFrom("2-й взвод, левый фланг".slice(0, max), "🪖".repeat(max), "x".repeat(max)),
  );
const withOwnText = (unit: fc.Arbitrary<Unit>): fc.Arbitrary<Unit> =>
  fc
    .tuple(unit, fc.option(ownText(ROSTER_LIMITS.labelMin, ROSTER_LIMITS.labelMax), { nil: undefined, freq: 2 }), fc.option(ownText(0, ROSTER_LIMITS.noteMax), { nil: undefined, freq: 2 }))
    .map(([u, label, note]) => ({ unit: u.unit, ...(label !== undefined ? { label } : {}), ...(note !== undefined ? { note } : {}), ...(u.options ? { options: u.options } : {}) }));

const rosterArb: fc.Arbitrary<Roster> = fc
  .tuple(nameArb, pointsLimitArb, fc.array(withOwnText(fc.oneof({ weight: 5, arbitrary: knownUnitArb }, { weight: 1, arbitrary: unknownUnitArb })), { maxLength: 20 }))
  .map(([name, pointsLimit, units]) => mk(units, pointsLimit, name));

/**
 * What a share code is expected to keep: everything, except counts of 0 for options the unit
 * offers (an omitted option is 0, so they carry nothing). Counts of 0 for options the book does
 * NOT know are kept — they still make the roster report UNKNOWN_OPTION — and an empty options
 * object is the same as none.
 */
function expectedAfterTrip(r: Roster, b: ArmyBook = book): Roster {
  return {
    ...r,
    // a code names its book and version, and reads back with them
    armyBook: b.id,
    bookVersion: b.version,
    units: r.units.map((u) => {
      const type = book.units.find((t) => t.id === u.unit);
      const kept = Object.entries(u.options ?? {}).filter(([id, n]) => !type || !type.options.some((o) => o.id === id) || n > 0);
      const { options: _options, ...own } = u;
      return kept.length > 0 ? { ...own, options: optionsOf(kept) } : own;
    }),
  };
}

/** Points, per-unit points and men, and every violation: what a roster means. */
function summary(r: Roster) {
  const e = evaluateRoster(book, r);
  return { points: e.points, units: e.units.map((u) => [u.unit, u.known, u.points, u.men]), violations: e.violations };
}

function decodedRoster(result: DecodeResult): Roster {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result.roster;
}

// ---- FNV-1a, written out here from its definition, to build codes by hand ------------------

function fnv1a(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h >>> 0;
}
function withChecksum(payload: Uint8Array): string {
  const out = new Uint8Array(payload.length + 4);
  out.set(payload);
  new DataView(out.buffer).setUint32(payload.length, fnv1a(payload));
  return toBase64Url(out);
}
function payloadOf(code: string): Uint8Array {
  const bytes = fromBase64Url(code);
  if (!bytes) throw new Error("not base64url");
  return bytes.subarray(0, bytes.length - 4);
}

/** A decode that must not throw; the result is returned for further checks. */
function safeDecode(code: string, b: ArmyBook = book): DecodeResult {
  let result: DecodeResult | undefined;
  expect(() => {
    result = decodeRoster(b, code);
  }).not.toThrow();
  return result!;
}

function expectRefused(result: DecodeResult) {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(REASONS).toContain(result.reason);
}

// ---- fixtures -----------------------------------------------------------------------------------

/** A realistic, legal 2000-point, 15-unit army from real units. */
const realistic2000 = mk(
  [
    { unit: "red-army-infantry", options: { "extra-soldiers": 1, lmg: 1 } },
    { unit: "red-army-infantry", options: { "extra-soldiers": 1, lmg: 1 } },
    { unit: "red-army-infantry", options: { "platoon-commander": 1, banner: 1 } },
    { unit: "red-army-infantry", options: { "extra-soldiers": 6, hmg: 1 } },
    { unit: "red-army-infantry" },
    { unit: "red-army-infantry" },
    { unit: "guards" },
    { unit: "naval-infantry" },
    { unit: "cavalry" },
    { unit: "mountain-rifles" },
    { unit: "dog-tank-hunters", options: { dogs: 1 } },
    { unit: "assault-group", options: { "magnetic-mines": 1 } },
    { unit: "snipers", options: { spotter: 1 } },
    { unit: "scouts" },
    { unit: "cossacks" },
  ],
  2000,
  "Штурм высоты 112",
);

const samples: Roster[] = [
  realistic2000,
  mk([{ unit: "red-army-infantry", options: { lmg: 1 } }], 1000, "Test"),
  mk([{ unit: "snipers", options: { spotter: 1, dummy: 1 } }, { unit: "no-such-unit", options: { x: 3 } }], 1234, "Снайперы 🎯"),
  mk([], 300, "🙂"),
  mk([{ unit: "assault-group", options: { "magnetic-mines": 7, flamethrower: 1, hmg: 1 } }], 100_000, "x".repeat(100)),
];

// ---- tests --------------------------------------------------------------------------------------

describe("round trip", () => {
  it("the fixtures are what they claim to be", () => {
    const e = evaluateRoster(book, realistic2000);
    expect(realistic2000.units).toHaveLength(15);
    expect(e.violations).toEqual([]);
    expect(e.points).toBeLessThanOrEqual(2000);
    expect(e.points).toBeGreaterThan(1900);
    for (const r of samples) expect(rosterSchema.safeParse(r).success).toBe(true);
  });

  it("random legal and illegal rosters come back as they were (zero counts of book options dropped)", () => {
    fc.assert(
      fc.property(rosterArb, (r) => {
        expect(rosterSchema.safeParse(r).success).toBe(true);
        const code = encodeRoster(book, r);
        expect(code).toMatch(CODE_CHARS);
        expect(code.length).toBeLessThanOrEqual(MAX_CODE_LENGTH);
        const back = decodedRoster(decodeRoster(book, code));
        expect(back).toStrictEqual(expectedAfterTrip(r));
        // what the dropped zeros mean: nothing — points and every violation stay the same
        expect(summary(back)).toStrictEqual(summary(r));
        // and the decoded roster encodes to the very same code
        expect(encodeRoster(book, back)).toBe(code);
      }),
      RUNS,
    );
  });

  it("a zero count of a book option is dropped, a zero count of an unknown option is kept", () => {
    const r = mk([
      { unit: "red-army-infantry", options: { lmg: 0, "extra-soldiers": 0 } },
      { unit: "red-army-infantry", options: { lmg: 1, bogus: 0 } },
      { unit: "mystery", options: { a: 0 } },
      { unit: "guards", options: {} },
    ]);
    const back = decodedRoster(decodeRoster(book, encodeRoster(book, r)));
    expect(back.units).toStrictEqual([
      { unit: "red-army-infantry" },
      { unit: "red-army-infantry", options: { lmg: 1, bogus: 0 } },
      { unit: "mystery", options: { a: 0 } },
      { unit: "guards" },
    ]);
  });

  it("counts far above the max, huge counts and a __proto__ option id survive", () => {
    const r = mk([
      {
        unit: "red-army-infantry",
        options: optionsOf([
          ["extra-soldiers", 11],
          ["lmg", 2],
          ["smg", ROSTER_LIMITS.countMax],
          ["__proto__", 4],
        ]),
      },
    ]);
    const back = decodedRoster(decodeRoster(book, encodeRoster(book, r)));
    expect(back).toStrictEqual(r);
    expect(Object.keys(back.units[0]!.options!)).toContain("__proto__");
    expect(Object.getPrototypeOf(back.units[0]!.options)).toBe(Object.prototype);
  });

  it("names of exactly 100 code points, emoji and Cyrillic, survive", () => {
    for (const name of ["😀".repeat(100), "Ё".repeat(100), [..."👨‍👩‍👧".repeat(30)].slice(0, 100).join(""), "Штурм 🎖️ высоты 112"]) {
      expect(charLength(name)).toBeLessThanOrEqual(100);
      const r = mk([], 1000, name);
      expect(decodedRoster(decodeRoster(book, encodeRoster(book, r))).name).toBe(name);
    }
  });

  it("leading/trailing whitespace around a code (as pasted) is ignored", () => {
    const code = encodeRoster(book, samples[1]!);
    expect(decodedRoster(decodeRoster(book, `  ${code}\n`))).toStrictEqual(samples[1]);
  });
});

describe("code length", () => {
  it("a realistic 2000-point, 15-unit roster is shorter than 120 characters", () => {
    const code = encodeRoster(book, realistic2000);
    const json = JSON.stringify(realistic2000);
    console.log(`[share-codec] realistic 2000 pts / 15 units: ${code.length} characters (its JSON: ${json.length} characters)`);
    console.log(`[share-codec] one Red Army Infantry squad with an LMG: ${encodeRoster(book, samples[1]!).length} characters; empty roster: ${encodeRoster(book, mk([], 1000, "Test")).length} characters`);
    expect(code).toMatch(CODE_CHARS);
    expect(code.length).toBeLessThan(120);
  });

  it("points limits in steps of 50 are packed tighter than odd ones", () => {
    const stepped = encodeRoster(book, mk([], 100_000, "T"));
    const odd = encodeRoster(book, mk([], 99_999, "T"));
    expect(stepped.length).toBeLessThan(odd.length);
  });
});

describe("damaged codes", () => {
  const codes = samples.map((r) => encodeRoster(book, r));
  const otherChar = fc.integer({ min: 1, max: 63 });

  it("any change that alters the decoded bytes is refused (random substitutions, truncations, appends, insertions)", () => {
    const mutation = fc.oneof(
      fc.tuple(fc.constant("sub" as const), fc.nat(), otherChar),
      fc.tuple(fc.constant("cut" as const), fc.nat(), fc.nat()),
      fc.tuple(fc.constant("append" as const), fc.nat(), fc.string({ unit: fc.constantFrom(...B64URL), minLength: 1, maxLength: 8 })),
      fc.tuple(fc.constant("insert" as const), fc.nat(), fc.constantFrom(...B64URL)),
    );
    fc.assert(
      fc.property(rosterArb, mutation, (r, m) => {
        const code = encodeRoster(book, r);
        let bad: string;
        if (m[0] === "sub") {
          const at = m[1] % code.length;
          bad = code.slice(0, at) + B64URL[(B64URL.indexOf(code[at]!) + m[2]) % 64] + code.slice(at + 1);
        } else if (m[0] === "cut") bad = code.slice(0, m[1] % code.length);
        else if (m[0] === "append") bad = code + m[2];
        else {
          const at = m[1] % (code.length + 1);
          bad = code.slice(0, at) + m[2] + code.slice(at);
        }
        expect(bad).not.toBe(code);
        const result = safeDecode(bad);
        const before = fromBase64Url(code)!;
        const after = fromBase64Url(bad);
        const sameBytes = after !== null && after.length === before.length && after.every((b, i) => b === before[i]);
        if (!sameBytes) expectRefused(result);
      }),
      RUNS,
    );
  });

  it("every single-character substitution at every position but the last is refused", () => {
    for (const code of codes) {
      for (let at = 0; at < code.length - 1; at++)
        for (const c of B64URL) {
          if (c === code[at]) continue;
          const result = safeDecode(code.slice(0, at) + c + code.slice(at + 1));
          if (result.ok) throw new Error(`substitution ${c} at ${at} of ${code} was accepted`);
          expect(["checksum", "not_base64", "truncated"]).toContain(result.reason);
        }
    }
  });

  // A code whose length is 2 or 3 mod 4 has unused low bits in its last character; they must be zero,
  // or a changed last character would decode to the same bytes and pass unnoticed.
  it("every single-character substitution of the LAST character is refused too", () => {
    const ragged = codes.filter((c) => c.length % 4 !== 0);
    expect(ragged.length).toBeGreaterThan(0);
    for (const code of ragged) {
      const at = code.length - 1;
      for (const c of B64URL) {
        if (c === code[at]) continue;
        expect(safeDecode(code.slice(0, at) + c).ok).toBe(false);
      }
    }
  });

  it("every truncation is refused", () => {
    for (const code of codes)
      for (let n = 0; n < code.length; n++) {
        const result = safeDecode(code.slice(0, n));
        expectRefused(result);
        if (n === 0) expect(result).toEqual({ ok: false, reason: "empty" });
      }
  });

  it("every one-character insertion and every append is refused", () => {
    for (const code of codes.slice(0, 3)) {
      for (let at = 0; at <= code.length; at++)
        for (const c of "AQgw-_9z") expectRefused(safeDecode(code.slice(0, at) + c + code.slice(at)));
      for (const tail of ["A", "AA", "AAA", "AAAA", "x", "-_", "AAAAAAAAAAAA"]) expectRefused(safeDecode(code + tail));
    }
  });

  it("a character outside base64url is refused as not_base64", () => {
    const code = codes[0]!;
    for (const c of ["+", "/", "=", "%", " ", "é", "😀", "."]) {
      const result = safeDecode(code.slice(0, 5) + c + code.slice(6));
      expect(result).toEqual({ ok: false, reason: "not_base64" });
    }
    expect(safeDecode(code + "=")).toEqual({ ok: false, reason: "not_base64" });
  });
});

describe("hostile input", () => {
  it.each([
    { label: "empty", input: "", reason: "empty" },
    { label: "spaces", input: "   ", reason: "empty" },
    { label: "whitespace", input: "\n\t ", reason: "empty" },
    { label: "%%%", input: "%%%", reason: "not_base64" },
    { label: "10,000 'A's", input: "A".repeat(10_000), reason: "too_long" },
    { label: "one character", input: "A", reason: "not_base64" },
    { label: "one byte", input: "AA", reason: "truncated" },
    { label: "four bytes", input: "AAAAAA", reason: "truncated" },
    { label: "six zero bytes", input: "AAAAAAAA", reason: "checksum" },
    { label: "a URL", input: "https://example.com/s/abc", reason: "not_base64" },
    { label: "Cyrillic", input: "эээ", reason: "not_base64" },
    { label: "NULs", input: "\u0000\u0000\u0000\u0000", reason: "not_base64" },
  ])("$label → $reason", ({ input, reason }) => {
    expect(safeDecode(input)).toEqual({ ok: false, reason });
  });

  it("random unicode is refused with a reason and never throws", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), fc.string({ unit: "grapheme", maxLength: 60 }), fc.string({ maxLength: 300 })), (s) => {
        expectRefused(safeDecode(s));
      }),
      RUNS,
    );
  });

  it("valid base64url of random bytes is refused (checksum) and never throws", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 5, maxLength: 600 }), (bytes) => {
        const result = safeDecode(toBase64Url(bytes));
        expect(result).toEqual({ ok: false, reason: "checksum" });
      }),
      RUNS,
    );
  });

  it("random payloads with a correct checksum never throw; anything accepted is a schema-valid roster", () => {
    const payload = fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      // start like a real code (format 1, book version 1) so the reader gets further in
      fc.uint8Array({ maxLength: 300 }).map((rest) => Uint8Array.from([SHARE_FORMAT, book.version, ...rest])),
      // a real code with one random byte changed and the checksum fixed up
      fc.tuple(fc.constantFrom(...samples), fc.nat(), fc.integer({ min: 1, max: 255 })).map(([r, at, x]) => {
        const p = Uint8Array.from(payloadOf(encodeRoster(book, r)));
        p[at % p.length]! ^= x;
        return p;
      }),
    );
    fc.assert(
      fc.property(payload, (p) => {
        const result = safeDecode(withChecksum(p));
        if (result.ok) expect(rosterSchema.safeParse(result.roster).success).toBe(true);
        else expect(REASONS).toContain(result.reason);
      }),
      RUNS,
    );
  });

  it("a format-1 code (made before units had labels) still opens, with the same roster", () => {
    // made by the format-1 encoder (commit 0aa3661), as links posted before labels existed
    const code = "AQGKAyoyuboQGIEAAAUAAAi7ASE";
    expect(decodeRoster(book, code)).toEqual({
      ok: true,
      roster: { version: 1, name: "Test 1", armyBook: "soviet", bookVersion: 1, pointsLimit: 1000, units: [{ unit: "red-army-infantry" }, { unit: "guards", options: { radio: 1 } }] },
    });
  });

  it("a format-2 code (labels, but no book id: made before codes named their book) still opens, as the legacy book's", () => {
    // made by the format-2 encoder (commit f1e0ec5)
    const code = "AgGPBWhUaMFowejAaF4BQ8yLdC5INCy0LfQstC-0LQEEBiG6MGQaF5oX2jA6MFoWEIA5n_U0";
    expect(decodeRoster(book, code)).toEqual({
      ok: true,
      roster: {
        version: 1,
        name: "Штурм",
        armyBook: "soviet",
        bookVersion: 1,
        pointsLimit: 1500,
        units: [
          { unit: "red-army-infantry", label: "2-й взвод", options: { "extra-soldiers": 4, lmg: 1 } },
          { unit: "snipers", note: "у моста", options: { spotter: 1 } },
        ],
      },
    });
  });

  it("a format-3 code names its book: another book's code is refused, not read with the wrong tables", () => {
    const other: ArmyBook = { ...book, id: "other-army" };
    expect(safeDecode(encodeRoster(other, samples[1]!))).toMatchObject({ ok: false, reason: "book_version", bookId: book.id });
    expect(decodedRoster(safeDecode(encodeRoster(other, samples[1]!), other))).toStrictEqual(expectedAfterTrip(samples[1]!, other));
  });

  it("a unit's label and note travel in the code, an empty note included", () => {
    const labelled = mk([{ unit: "red-army-infantry", label: "2-й взвод", note: "левый фланг, у моста", options: { lmg: 1 } }, { unit: "snipers", note: "" }]);
    expect(decodedRoster(decodeRoster(book, encodeRoster(book, labelled)))).toEqual(labelled);
  });

  it("a checksummed payload with another format byte is refused as format", () => {
    const p = Uint8Array.from(payloadOf(encodeRoster(book, samples[1]!)));
    p[0] = 9;
    expect(safeDecode(withChecksum(p))).toEqual({ ok: false, reason: "format", format: 9 });
  });

  it("a checksummed payload with an extra byte is refused as trailing_data", () => {
    const p = payloadOf(encodeRoster(book, samples[1]!));
    expect(safeDecode(withChecksum(Uint8Array.from([...p, 0]))).ok).toBe(false);
    expect(safeDecode(withChecksum(Uint8Array.from([...p, 0, 0, 0])))).toEqual({ ok: false, reason: "trailing_data" });
  });

  it("a checksummed payload cut short is refused as truncated", () => {
    const p = payloadOf(encodeRoster(book, realistic2000));
    expect(safeDecode(withChecksum(p.subarray(0, p.length - 3)))).toEqual({ ok: false, reason: "truncated" });
  });

  it("the hand-written checksum matches the codec's (so the tests above really test the parser)", () => {
    for (const r of samples) {
      const code = encodeRoster(book, r);
      expect(withChecksum(payloadOf(code))).toBe(code);
    }
  });
});

describe("book version", () => {
  const newer: ArmyBook = { ...book, version: book.version + 1 };

  it("a code made with another book version is refused with both versions", () => {
    for (const r of samples) {
      const code = encodeRoster(newer, r);
      expect(code).not.toBe(encodeRoster(book, r));
      expect(safeDecode(code)).toEqual({ ok: false, reason: "book_version", bookId: book.id, codeVersion: book.version + 1, held: [book.version] });
      expect(safeDecode(encodeRoster(book, r), newer)).toEqual({
        ok: false,
        reason: "book_version",
        bookId: book.id,
        codeVersion: book.version,
        held: [book.version + 1],
      });
      // and the newer book reads its own codes
      expect(decodedRoster(safeDecode(code, newer))).toStrictEqual(expectedAfterTrip(r, newer));
    }
  });

  it("large book versions (multi-byte varints) are carried exactly", () => {
    const far: ArmyBook = { ...book, version: 1_000_003 };
    expect(safeDecode(encodeRoster(far, samples[1]!))).toEqual({ ok: false, reason: "book_version", bookId: book.id, codeVersion: 1_000_003, held: [book.version] });
  });
});

describe("failure messages", () => {
  const failures: DecodeFailure[] = [
    { reason: "empty" },
    { reason: "not_base64" },
    { reason: "too_long" },
    { reason: "checksum" },
    { reason: "truncated" },
    { reason: "trailing_data" },
    { reason: "invalid_roster" },
    { reason: "format", format: 7 },
    { reason: "unknown_book", bookId: "finnish", held: ["soviet"] },
    { reason: "book_version", bookId: "soviet", codeVersion: 3, held: [1, 2] },
  ];

  it("covers every reason", () => {
    expect(failures.map((f) => f.reason).sort()).toEqual([...REASONS].sort());
  });

  it.each(failures)("$reason has a non-empty Russian and a different non-empty English message", (f) => {
    const ru = describeDecodeFailure(f, "ru");
    const en = describeDecodeFailure(f, "en");
    expect(ru.trim().length).toBeGreaterThan(0);
    expect(en.trim().length).toBeGreaterThan(0);
    expect(ru).not.toBe(en);
    expect(ru).toMatch(/[а-яё]/i);
    expect(en).not.toMatch(/[а-яё]/i);
  });

  it("the format and book-version messages name the numbers", () => {
    for (const lang of ["ru", "en"] as const) {
      expect(describeDecodeFailure({ reason: "format", format: 7 }, lang)).toContain("7");
      const v = describeDecodeFailure({ reason: "book_version", bookId: "soviet", codeVersion: 3, held: [1, 2] }, lang);
      expect(v).toContain("3");
      expect(v).toContain("1, 2");
      expect(describeDecodeFailure({ reason: "unknown_book", bookId: "finnish", held: ["soviet"] }, lang)).toContain("finnish");
    }
  });
});

describe("rosters a link cannot carry (edge cases)", () => {
  it("a roster within the link limit round-trips, even with an unknown id of the longest length", () => {
    const oneHuge = mk([{ unit: "💣".repeat(ROSTER_LIMITS.idMax) }]);
    const code = encodeRoster(book, oneHuge);
    expect(fitsInLink(code)).toBe(true);
    expect(decodedRoster(decodeRoster(book, code))).toStrictEqual(oneHuge);
  });

  it("a roster too big for a link is flagged before sharing and refused with a clear reason", () => {
    const many = mk(Array.from({ length: 200 }, (_, i) => ({ unit: `unknown-unit-with-a-fairly-long-id-${i}` })));
    expect(rosterSchema.safeParse(many).success).toBe(true);
    const code = encodeRoster(book, many);
    expect(fitsInLink(code)).toBe(false);
    expect(decodeRoster(book, code)).toEqual({ ok: false, reason: "too_long" });
  });

  it("a name with a lone surrogate never reaches a link: the roster schema refuses it", () => {
    const r = mk([], 1000, "Штурм \ud800");
    const parsed = rosterSchema.safeParse(r);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["name"]);
  });
});
