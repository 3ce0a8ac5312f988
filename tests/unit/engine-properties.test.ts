import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { validateRoster, type Report } from "../../lib/engine/report";
import { calculateVictoryFromInput } from "../../lib/victory/from-input";
import { book, roster, scoring, type UnitSpec } from "../support/book";
import {
  ALL_OPTION_IDS,
  ARMY_WIDE_CODES,
  CODES_WITH_OPTION,
  ERROR_CODES,
  RULES_UNITS,
  UNIT_IDS,
  errorsOf,
  refArmyPoints,
  refErrors,
  refMen,
  refPoints,
} from "./rules-oracle";

const RUNS = { numRuns: 300 } as const;
const CODES = new Set<string>(ERROR_CODES);

/** Invariants every report must satisfy, whatever the input. */
function checkReportShape(report: Report, unitCount: number | null) {
  expect(typeof report.valid).toBe("boolean");
  expect(report.valid).toBe(report.errors.length === 0);
  for (const e of report.errors) {
    expect(CODES.has(e.code)).toBe(true);
    expect(typeof e.message).toBe("string");
    expect(e.message.length).toBeGreaterThan(0);
    // every code has its own message template (the fallback would be the bare code)
    expect(e.message).not.toBe(e.code);
    if (e.code === "INVALID_INPUT") {
      expect("path" in e && Array.isArray(e.path)).toBe(true);
      continue;
    }
    if ((ARMY_WIDE_CODES as readonly string[]).includes(e.code)) expect(e.unit).toBeNull();
    if (e.unit !== null) {
      expect(Number.isInteger(e.unit)).toBe(true);
      expect(e.unit).toBeGreaterThanOrEqual(0);
      if (unitCount !== null) expect(e.unit).toBeLessThan(unitCount);
    }
    if (!(CODES_WITH_OPTION as readonly string[]).includes(e.code)) expect(e.option).toBeNull();
    else if (e.code !== "UNIQUE_LIMIT") expect(typeof e.option).toBe("string");
  }
  if (report.points === null) {
    // INVALID_INPUT report
    expect(report.units).toEqual([]);
    expect(report.valid).toBe(false);
    expect(report.errors.length).toBeGreaterThan(0);
    expect(report.errors.every((e) => e.code === "INVALID_INPUT" && "path" in e)).toBe(true);
  } else {
    expect(report.errors.some((e) => e.code === "INVALID_INPUT")).toBe(false);
    expect(report.points).toBe(report.units.reduce((a, u) => a + u.points, 0));
  }
}

// --- generators --------------------------------------------------------------------------------

const unitId = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...UNIT_IDS) },
  { weight: 1, arbitrary: fc.constantFrom("tiger", "Guards", "constructor", "toString", "x".repeat(64)) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) },
);
const optionId = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...ALL_OPTION_IDS) },
  { weight: 1, arbitrary: fc.constantFrom("bogus", "hasOwnProperty", "valueOf") },
);
/** Mostly small counts, sometimes one above a max. */
const smallCount = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 2 }) }, { weight: 2, arbitrary: fc.integer({ min: 0, max: 9 }) });
const unitSpec: fc.Arbitrary<UnitSpec> = fc.record(
  { unit: unitId, options: fc.dictionary(optionId, smallCount, { maxKeys: 6 }) },
  { requiredKeys: ["unit"] },
);
/** A known unit with only options it offers — the engine cannot fall back on "unknown". */
const knownUnitSpec: fc.Arbitrary<UnitSpec> = fc.constantFrom(...UNIT_IDS).chain((unit) =>
  fc
    .record(Object.fromEntries(Object.keys(RULES_UNITS[unit]!.options).map((id) => [id, smallCount])), {
      requiredKeys: [],
    })
    .map((options) => ({ unit, options: options as Record<string, number> })),
);
const pointsLimit = fc.oneof(
  fc.integer({ min: 300, max: 100_000 }),
  fc.constantFrom(300, 999, 1000, 1999, 2000, 2999, 3000, 100_000),
);
const rosterArb = fc.tuple(fc.array(unitSpec, { maxLength: 12 }), pointsLimit).map(([units, limit]) => roster(units, limit));
const knownRosterArb = fc.tuple(fc.array(knownUnitSpec, { maxLength: 12 }), pointsLimit).map(([units, limit]) => roster(units, limit));

/** Any v1-looking object, with random damage: wrong types, extra keys, missing keys. */
const rosterShaped = fc.record(
  {
    version: fc.oneof(fc.constant(1), fc.jsonValue()),
    name: fc.oneof(fc.string({ minLength: 0, maxLength: 120 }), fc.jsonValue()),
    armyBook: fc.oneof(fc.constant("soviet"), fc.string()),
    pointsLimit: fc.oneof(pointsLimit, fc.integer(), fc.double(), fc.jsonValue()),
    units: fc.oneof(
      fc.array(
        fc.oneof(
          unitSpec,
          fc.record({ unit: fc.jsonValue(), options: fc.jsonValue() }, { requiredKeys: [] }),
          fc.record({ unit: unitId, options: fc.dictionary(fc.string(), fc.oneof(fc.integer({ min: -3, max: 20 }), fc.double(), fc.jsonValue())) }),
          fc.jsonValue(),
        ),
        { maxLength: 8 },
      ),
      fc.jsonValue(),
    ),
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

// --- properties --------------------------------------------------------------------------------

describe("validateRoster never throws", () => {
  it("on arbitrary JSON values", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom("ru" as const, "en" as const), (input, lang) => {
        const result = validateRoster(book, input, lang);
        checkReportShape(result.report, null);
      }),
      RUNS,
    );
  });

  it("on arbitrary JS values (fc.anything)", () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true, withSparseArray: true }), (input) => {
        const result = validateRoster(book, input);
        checkReportShape(result.report, null);
      }),
      RUNS,
    );
  });

  it("on damaged roster-shaped objects", () => {
    fc.assert(
      fc.property(rosterShaped, (input) => {
        const result = validateRoster(book, input);
        checkReportShape(result.report, null);
        if (result.ok) expect(result.report.units).toHaveLength((input as { units: unknown[] }).units.length);
      }),
      { numRuns: 500 },
    );
  });

  it("on JSON text round-trips (what the CLI and API receive)", () => {
    fc.assert(
      fc.property(rosterArb, (r) => {
        const result = validateRoster(book, JSON.parse(JSON.stringify(r)));
        expect(result.ok).toBe(true);
      }),
      RUNS,
    );
  });
});

describe("well-formed rosters", () => {
  it("are never INVALID_INPUT; report shape invariants hold in both languages", () => {
    fc.assert(
      fc.property(rosterArb, fc.constantFrom("ru" as const, "en" as const), (r, lang) => {
        const result = validateRoster(book, r, lang);
        expect(result.ok).toBe(true);
        checkReportShape(result.report, r.units.length);
      }),
      RUNS,
    );
  });

  it("points === Σ units[].points, units.length === input length, unit ids echoed", () => {
    fc.assert(
      fc.property(rosterArb, (r) => {
        const { report } = validateRoster(book, r);
        expect(report.units).toHaveLength(r.units.length);
        expect(report.units.map((u) => u.unit)).toEqual(r.units.map((u) => u.unit));
        expect(report.points).toBe(report.units.reduce((a, u) => a + u.points, 0));
        expect(report.pointsLimit).toBe(r.pointsLimit);
      }),
      RUNS,
    );
  });

  it("unit points and men match the RULES.md cost table (charged as entered, unknown = 0)", () => {
    fc.assert(
      fc.property(rosterArb, (r) => {
        const { report } = validateRoster(book, r);
        r.units.forEach((u, i) => {
          expect(report.units[i]!.points).toBe(refPoints(u));
          expect(report.units[i]!.men).toBe(refMen(u));
        });
        expect(report.points).toBe(refArmyPoints(r.units));
      }),
      RUNS,
    );
  });

  it("errors match the reference reading of RULES.md (code, unit, option)", () => {
    fc.assert(
      fc.property(rosterArb, (r) => {
        const { report } = validateRoster(book, r);
        expect(errorsOf(report)).toEqual(refErrors(r.units, r.pointsLimit));
      }),
      { numRuns: 500 },
    );
  });

  it("errors match the reference reading on rosters of known units with offered options only", () => {
    fc.assert(
      fc.property(knownRosterArb, (r) => {
        const { report } = validateRoster(book, r);
        expect(errorsOf(report)).toEqual(refErrors(r.units, r.pointsLimit));
      }),
      { numRuns: 500 },
    );
  });

  it("valid ⇔ no errors; POINTS_LIMIT_EXCEEDED ⇔ points > limit", () => {
    fc.assert(
      fc.property(rosterArb, (r) => {
        const { report } = validateRoster(book, r);
        expect(report.valid).toBe(report.errors.length === 0);
        expect(report.errors.some((e) => e.code === "POINTS_LIMIT_EXCEEDED")).toBe(report.points! > r.pointsLimit);
      }),
      RUNS,
    );
  });

  it("is deterministic and does not mutate its input", () => {
    fc.assert(
      fc.property(rosterArb, (r) => {
        const before = JSON.stringify(r);
        const a = validateRoster(book, r).report;
        const b = validateRoster(book, r).report;
        expect(JSON.stringify(r)).toBe(before);
        expect(a).toEqual(b);
      }),
      { numRuns: 100 },
    );
  });

  it("error codes and fields are the same in ru and en; only messages differ", () => {
    fc.assert(
      fc.property(rosterArb, (r) => {
        const en = validateRoster(book, r, "en").report;
        const ru = validateRoster(book, r, "ru").report;
        expect(ru.errors.map(({ code, unit, option }) => ({ code, unit, option }))).toEqual(en.errors.map(({ code, unit, option }) => ({ code, unit, option })));
        expect({ ...ru, errors: [] }).toEqual({ ...en, errors: [] });
      }),
      { numRuns: 200 },
    );
  });

  it("appending a plain cavalry unit never removes an error and adds 100 points", () => {
    fc.assert(
      fc.property(rosterArb.filter((r) => r.units.length < 200), (r) => {
        const before = validateRoster(book, { ...r, pointsLimit: 100_000 }).report;
        const after = validateRoster(book, { ...r, pointsLimit: 100_000, units: [...r.units, { unit: "cavalry" }] }).report;
        expect(after.points).toBe(before.points! + 100);
        const key = (e: { code: string; unit: number | null; option: string | null }) => `${e.code}|${e.unit}|${e.option}`;
        const afterKeys = new Set(after.errors.map(key));
        for (const e of before.errors) expect(afterKeys.has(key(e))).toBe(true);
      }),
      RUNS,
    );
  });
});

describe("calculateVictoryFromInput never throws", () => {
  const status = fc.constantFrom("intact", "damaged", "destroyed");
  const player = fc.record({
    name: fc.string({ minLength: 1, maxLength: 20 }),
    objectives: fc.integer({ min: 0, max: 20 }),
    units: fc.array(fc.record({ points: fc.integer({ min: 0, max: 100_000 }), status }), { maxLength: 10 }),
  });
  it("on arbitrary JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const outcome = calculateVictoryFromInput(input, scoring);
        if (!outcome.ok) expect(outcome.errors.every((e) => e.code === "INVALID_INPUT" && Array.isArray(e.path))).toBe(true);
      }),
      RUNS,
    );
  });
  it("on valid input: VP, difference, band and winner are consistent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 100_000 }), player, player, (limit, p0, p1) => {
        const outcome = calculateVictoryFromInput({ version: 1, pointsLimit: limit, players: [p0, p1] }, scoring);
        if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
        const { victoryPoints, difference, band, winner } = outcome.result;
        const lost = (p: typeof p0) =>
          p.units.reduce((a, u) => a + (u.status === "destroyed" ? u.points : u.status === "damaged" ? Math.floor(u.points / 2) : 0), 0);
        expect(victoryPoints).toEqual([lost(p1) + 300 * p0.objectives, lost(p0) + 300 * p1.objectives]);
        expect(difference).toBe(Math.abs(victoryPoints[0] - victoryPoints[1]));
        const edges = limit <= 3000 ? [100, 500, 1000, 1500] : [500, 1500, 2000, 2500];
        const bands = ["DRAW", "MINOR_VICTORY", "CONFIDENT_VICTORY", "CRUSHING_VICTORY", "ROUT"];
        expect(band).toBe(bands[edges.filter((e) => difference >= e).length]);
        expect(winner).toBe(band === "DRAW" ? null : victoryPoints[0] > victoryPoints[1] ? 0 : 1);
      }),
      RUNS,
    );
  });
});
