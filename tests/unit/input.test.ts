import { describe, it, expect } from "vitest";
import { validateRoster, type Report } from "../../lib/engine/report";
import { book, roster } from "../support/book";

type Json = Record<string, unknown>;
const good = (): Json => ({
  version: 1,
  name: "Штурм высоты",
  armyBook: "soviet",
  pointsLimit: 1000,
  units: [{ unit: "red-army-infantry", options: { "extra-soldiers": 2 } }],
});
const withKey = (key: string, value: unknown): Json => ({ ...good(), [key]: value });
const withoutKey = (key: string): Json => {
  const r = good();
  delete r[key];
  return r;
};
const withUnit = (unit: unknown): Json => ({ ...good(), units: [unit] });
const withOptions = (options: unknown): Json => withUnit({ unit: "red-army-infantry", options });

/** Asserts the INVALID_INPUT report shape of RULES.md and returns the error paths. */
function invalid(input: unknown, lang: "ru" | "en" = "en"): (string | number)[][] {
  const result = validateRoster(book, input, lang);
  expect(result.ok).toBe(false);
  const report: Report = result.report;
  expect(report.valid).toBe(false);
  expect(report.points).toBeNull();
  expect(report.units).toEqual([]);
  expect(report.errors.length).toBeGreaterThan(0);
  for (const e of report.errors) {
    expect(e.code).toBe("INVALID_INPUT");
    expect(e.unit).toBeNull();
    expect(e.option).toBeNull();
    expect("path" in e && Array.isArray(e.path)).toBe(true);
    expect(typeof e.message).toBe("string");
    expect(e.message.length).toBeGreaterThan(0);
  }
  return report.errors.map((e) => ("path" in e ? e.path : []));
}

function accepted(input: unknown): Report {
  const result = validateRoster(book, input);
  if (!result.ok) throw new Error(`rejected: ${JSON.stringify(result.report.errors)}`);
  expect(result.report.errors.every((e) => e.code !== "INVALID_INPUT")).toBe(true);
  expect(result.report.points).not.toBeNull();
  return result.report;
}

describe("the baseline input is accepted", () => {
  it("the documented v1 example parses", () => {
    const report = accepted(good());
    expect(report.valid).toBe(true);
    expect(report.points).toBe(140);
  });
  it("the test helper builds v1 rosters", () => expect(accepted(roster([])).valid).toBe(true));
});

describe("not an object at all", () => {
  it.each([
    ["null", null],
    ["undefined", undefined],
    ["a number", 42],
    ["a string", "roster"],
    ["an array", [good()]],
    ["true", true],
    ["an empty object", {}],
  ])("%s → INVALID_INPUT", (_label, input) => {
    invalid(input);
  });
  it("a non-object reports path []", () => expect(invalid(null)).toEqual([[]]));
  it("an empty object reports each missing field by its path", () =>
    expect(invalid({}).map((p) => p.join(".")).sort()).toEqual(["armyBook", "name", "pointsLimit", "units", "version"]));
});

describe("missing required fields", () => {
  it.each(["version", "name", "armyBook", "pointsLimit", "units"])("without %s → INVALID_INPUT at [%s]", (key) => {
    expect(invalid(withoutKey(key))).toEqual([[key]]);
  });
  it("a unit without `unit` → INVALID_INPUT at [units, 0, unit]", () => expect(invalid(withUnit({ options: {} }))).toEqual([["units", 0, "unit"]]));
});

describe("wrong types", () => {
  it.each([
    ["version", "1"],
    ["version", true],
    ["name", 5],
    ["name", null],
    ["name", ["a"]],
    ["armyBook", 1],
    ["pointsLimit", "1000"],
    ["pointsLimit", null],
    ["units", {}],
    ["units", "red-army-infantry"],
    ["units", null],
  ])("%s = %j → INVALID_INPUT at that key", (key, value) => {
    expect(invalid(withKey(key, value))).toEqual([[key]]);
  });

  it.each([
    ["null", null],
    ["a string", "red-army-infantry"],
    ["a number", 3],
    ["an array", ["red-army-infantry"]],
  ])("a unit entry that is %s → INVALID_INPUT at [units, 0]", (_label, unit) => {
    expect(invalid(withUnit(unit))).toEqual([["units", 0]]);
  });

  it.each([
    ["a number", 3],
    ["null", null],
    ["an object", { id: "guards" }],
  ])("unit id that is %s → INVALID_INPUT at [units, 0, unit]", (_label, id) => {
    expect(invalid(withUnit({ unit: id }))).toEqual([["units", 0, "unit"]]);
  });

  it.each([
    ["null", null],
    ["an array", [1]],
    ["a number", 1],
    ["a string", "lmg"],
  ])("options that is %s → INVALID_INPUT at [units, 0, options]", (_label, options) => {
    expect(invalid(withOptions(options))).toEqual([["units", 0, "options"]]);
  });

  it.each([
    ["a string", "1"],
    ["true", true],
    ["null", null],
    ["an object", { count: 1 }],
  ])("an option count that is %s → INVALID_INPUT at [units, 0, options, lmg]", (_label, value) => {
    expect(invalid(withOptions({ lmg: value }))).toEqual([["units", 0, "options", "lmg"]]);
  });
});

describe("counts must be integers ≥ 0", () => {
  it.each([-1, -100, 0.5, 1.5, 2.25, -0.5])("count %d → INVALID_INPUT", (n) => {
    expect(invalid(withOptions({ "extra-soldiers": n }))).toEqual([["units", 0, "options", "extra-soldiers"]]);
  });
  it.each([Number.POSITIVE_INFINITY, Number.NaN])("count %d (not JSON, but never accepted) → INVALID_INPUT", (n) => {
    invalid(withOptions({ "extra-soldiers": n }));
  });
  it("0 is a valid count", () => expect(accepted(withOptions({ "extra-soldiers": 0 })).valid).toBe(true));
  it("a big integer count is well-formed (it is a rule error, not bad input)", () => {
    const report = accepted(withOptions({ "extra-soldiers": 1000 }));
    expect(report.errors.map((e) => e.code)).toContain("OPTION_MAX");
  });
  it("the path points at the bad count in a later unit", () => {
    const input = { ...good(), units: [{ unit: "cavalry" }, { unit: "cavalry" }, { unit: "guards", options: { lmg: 1, radio: -1 } }] };
    expect(invalid(input)).toEqual([["units", 2, "options", "radio"]]);
  });
  it("an unknown option with a bad count is still bad input", () => expect(invalid(withOptions({ nonsense: -1 }))).toEqual([["units", 0, "options", "nonsense"]]));
});

describe("unknown keys", () => {
  it("at the top level → INVALID_INPUT at [key]", () => expect(invalid(withKey("comment", "hi"))).toEqual([["comment"]]));
  it("two unknown top-level keys → two errors", () =>
    expect(invalid({ ...good(), a: 1, b: 2 }).map((p) => p.join(".")).sort()).toEqual(["a", "b"]));
  it("in a unit → INVALID_INPUT at [units, i, key]", () => {
    expect(invalid(withUnit({ unit: "cavalry", count: 2 }))).toEqual([["units", 0, "count"]]);
    expect(invalid({ ...good(), units: [{ unit: "cavalry" }, { unit: "cavalry", points: 100 }] })).toEqual([["units", 1, "points"]]);
  });
  it("common misspellings are unknown keys too", () => {
    expect(invalid(withKey("points_limit", 1000))).toEqual([["points_limit"]]);
    expect(invalid(withUnit({ unit: "cavalry", option: {} }))).toEqual([["units", 0, "option"]]);
  });
  it("report-only keys are not input keys", () => {
    expect(invalid(withKey("valid", true))).toEqual([["valid"]]);
    expect(invalid(withUnit({ unit: "cavalry", men: 2 }))).toEqual([["units", 0, "men"]]);
  });
  it("unknown option ids are NOT bad input: they are UNKNOWN_OPTION", () => {
    const report = accepted(withOptions({ nonsense: 1 }));
    expect(report.errors.map(({ code, unit, option }) => ({ code, unit, option }))).toEqual([{ code: "UNKNOWN_OPTION", unit: 0, option: "nonsense" }]);
  });
  it("unknown unit ids are NOT bad input: they are UNKNOWN_UNIT", () => {
    const report = accepted(withUnit({ unit: "panther" }));
    expect(report.errors.map((e) => e.code)).toEqual(["UNKNOWN_UNIT"]);
  });
  // An options key "__proto__" (as JSON.parse produces it) must stay data: a plain zod record would
  // drop it and call the roster valid.
  const protoRoster = (options: string) =>
    JSON.parse(`{"version":1,"name":"x","armyBook":"soviet","pointsLimit":1000,"units":[{"unit":"cavalry","options":${options}}]}`) as unknown;
  it("an options key __proto__ never crashes the engine", () => {
    for (const options of ['{"__proto__":1}', '{"__proto__":-1}', '{"__proto__":{"lmg":1}}'])
      expect(() => validateRoster(book, protoRoster(options))).not.toThrow();
  });
  it("an option id __proto__ with count 1 is UNKNOWN_OPTION", () => {
    const result = validateRoster(book, protoRoster('{"__proto__":1}'));
    expect(result.ok).toBe(true);
    expect(result.report.errors.map(({ code, unit, option }) => ({ code, unit, option }))).toEqual([{ code: "UNKNOWN_OPTION", unit: 0, option: "__proto__" }]);
  });
  it("an options key __proto__ whose count is an object is INVALID_INPUT", () => {
    invalid(protoRoster('{"__proto__":{"lmg":1}}'));
  });
  it("an options key __proto__ whose count is negative is INVALID_INPUT", () => {
    invalid(protoRoster('{"__proto__":-1}'));
  });
  it("a top-level key __proto__ from JSON.parse is an unknown key", () => {
    const input = JSON.parse('{"version":1,"name":"x","armyBook":"soviet","pointsLimit":1000,"units":[],"__proto__":{"x":1}}');
    invalid(input);
  });
});

describe("pointsLimit: integer 300..100000", () => {
  it.each([300, 301, 1000, 3000, 99_999, 100_000])("%i is accepted", (limit) => {
    expect(accepted(withKey("pointsLimit", limit)).pointsLimit).toBe(limit);
  });
  it.each([299, 100_001, 0, -1000, 1000.5, 299.99, 1e9])("%d → INVALID_INPUT at [pointsLimit]", (limit) => {
    expect(invalid(withKey("pointsLimit", limit))).toEqual([["pointsLimit"]]);
  });
});

describe("name: 1..100 characters, counted as code points", () => {
  const emoji = "🪖"; // one code point, two UTF-16 units
  it("0 characters → INVALID_INPUT", () => expect(invalid(withKey("name", ""))).toEqual([["name"]]));
  it("1 character is accepted", () => accepted(withKey("name", "x")));
  it("a single space is one character", () => accepted(withKey("name", " ")));
  it("100 characters are accepted", () => accepted(withKey("name", "a".repeat(100))));
  it("101 characters → INVALID_INPUT", () => expect(invalid(withKey("name", "a".repeat(101)))).toEqual([["name"]]));
  it("a NUL character (U+0000) → INVALID_INPUT: no PostgreSQL text can hold it; other control characters are kept", () => {
    expect(invalid(withKey("name", "Штурм\u0000высоты"))).toEqual([["name"]]);
    accepted(withKey("name", "Штурм\u0001\tвысоты"));
  });
  it("100 Cyrillic letters are accepted, 101 are not", () => {
    accepted(withKey("name", "ж".repeat(100)));
    invalid(withKey("name", "ж".repeat(101)));
  });
  it("100 emoji (200 UTF-16 units) are accepted", () => {
    const name = emoji.repeat(100);
    expect(name.length).toBe(200);
    accepted(withKey("name", name));
  });
  it("101 emoji → INVALID_INPUT", () => expect(invalid(withKey("name", emoji.repeat(101)))).toEqual([["name"]]));
  it("1 emoji is accepted", () => accepted(withKey("name", emoji)));
  it("99 letters + 1 emoji = 100 characters are accepted", () => accepted(withKey("name", "a".repeat(99) + emoji)));
  it("the name is echoed nowhere in the report but does not affect validity", () => {
    expect(accepted(withKey("name", "Test")).valid).toBe(true);
  });
});

describe("a unit's label (1..40 characters) and note (0..200): the player's words, no points or rules", () => {
  const unit = (own: Json): Json => ({ unit: "red-army-infantry", ...own, options: { "extra-soldiers": 2 } });
  it("a label of 1 and of 40 characters (emoji counted as one) is accepted", () => {
    accepted(withUnit(unit({ label: "x" })));
    accepted(withUnit(unit({ label: "🪖".repeat(40) })));
    accepted(withUnit(unit({ label: "ж".repeat(40) })));
  });
  it("an empty label → INVALID_INPUT at its path", () => expect(invalid(withUnit(unit({ label: "" })))).toEqual([["units", 0, "label"]]));
  it("41 characters → INVALID_INPUT at its path", () => expect(invalid(withUnit(unit({ label: "ж".repeat(41) })))).toEqual([["units", 0, "label"]]));
  it("a note of 0 and of 200 characters is accepted; 201 is not", () => {
    accepted(withUnit(unit({ note: "" })));
    accepted(withUnit(unit({ note: "n".repeat(200) })));
    expect(invalid(withUnit(unit({ note: "🪖".repeat(201) })))).toEqual([["units", 0, "note"]]);
  });
  it.each([1, null, ["x"], { ru: "x" }])("a label or note of %j → INVALID_INPUT", (value) => {
    expect(invalid(withUnit(unit({ label: value })))).toEqual([["units", 0, "label"]]);
    expect(invalid(withUnit(unit({ note: value })))).toEqual([["units", 0, "note"]]);
  });
  it("a lone surrogate in a label → INVALID_INPUT (it cannot be stored or linked as written)", () => {
    expect(invalid(withUnit(unit({ label: "a\uD800b" })))).toEqual([["units", 0, "label"]]);
  });
  it("label and note change neither points nor validity", () => {
    const plain = accepted(withUnit(unit({})));
    const own = accepted(withUnit(unit({ label: "2-й взвод", note: "левый фланг" })));
    expect(own).toEqual(plain);
  });
  it("the message says the bound, in both languages", () => {
    const ru = validateRoster(book, withUnit(unit({ label: "ж".repeat(41) })), "ru").report.errors[0]!.message;
    const en = validateRoster(book, withUnit(unit({ label: "ж".repeat(41) })), "en").report.errors[0]!.message;
    expect(ru).toContain("40");
    expect(en).toContain("40");
    expect(ru).not.toBe(en);
  });
});

describe("armyBook and version", () => {
  it.each(["german", "Soviet", "SOVIET", "", " soviet", "soviet "])("armyBook %j → INVALID_INPUT", (armyBook) => {
    expect(invalid(withKey("armyBook", armyBook))).toEqual([["armyBook"]]);
  });
  it.each([0, 2, -1, 1.5, "1", null])("version %j → INVALID_INPUT", (version) => {
    expect(invalid(withKey("version", version))).toEqual([["version"]]);
  });
  it("version 1 and armyBook soviet are accepted", () => accepted(withKey("version", 1)));
});

describe("bookVersion (optional, an integer ≥ 1 the server holds)", () => {
  it("absent or 1 (the version held) is accepted", () => {
    expect(accepted(good()).points).toBe(140);
    expect(accepted(withKey("bookVersion", 1)).points).toBe(140);
  });
  it.each([2, 1_000_000])("%j, a version the server does not hold → INVALID_INPUT at bookVersion, naming the versions held", (v) => {
    expect(invalid(withKey("bookVersion", v))).toEqual([["bookVersion"]]);
    const result = validateRoster(book, withKey("bookVersion", v), "en");
    expect(result.report.errors[0]!.message).toBe(`The server holds no version ${v} of "soviet". It holds versions: 1.`);
  });
  it.each([0, -1, 1.5, "1", null, true])("%j → INVALID_INPUT at bookVersion", (v) => {
    expect(invalid(withKey("bookVersion", v))).toEqual([["bookVersion"]]);
  });
  it("an unknown book is named with the books held, in both languages", () => {
    expect(validateRoster(book, withKey("armyBook", "german"), "en").report.errors[0]!.message).toBe('The server holds no army book "german". It holds: "soviet".');
    expect(validateRoster(book, withKey("armyBook", "german"), "ru").report.errors[0]!.message).toBe('Книги армии «german» нет на сервере. Есть: "soviet".');
  });
});

describe("at most 200 units", () => {
  const cavalry = (n: number) => Array.from({ length: n }, () => ({ unit: "cavalry" }));
  it("0 units are accepted and valid", () => expect(accepted(withKey("units", [])).valid).toBe(true));
  it("200 units are accepted", () => {
    const report = accepted({ ...good(), pointsLimit: 100_000, units: cavalry(200) });
    expect(report.units).toHaveLength(200);
    expect(report.points).toBe(20_000);
    expect(report.valid).toBe(true);
  });
  it("201 units → INVALID_INPUT at [units]", () => expect(invalid({ ...good(), pointsLimit: 100_000, units: cavalry(201) })).toEqual([["units"]]));
});

describe("bounds on ids, options per unit and counts (every surface parses with this schema)", () => {
  const unknownOptions = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`house-rule-${i}`, 1]));
  const codes = (r: Report) => r.errors.map((e) => [e.code, e.option]);

  it("a unit id of 64 characters is read (and unknown); 65 → INVALID_INPUT at its path", () => {
    expect(accepted(withUnit({ unit: "т".repeat(64) })).errors.map((e) => e.code)).toEqual(["UNKNOWN_UNIT"]);
    expect(invalid(withUnit({ unit: "т".repeat(65) }))).toEqual([["units", 0, "unit"]]);
  });
  it("characters are code points: 64 emoji are 64 characters", () => {
    expect(accepted(withUnit({ unit: "💣".repeat(64) })).errors.map((e) => e.code)).toEqual(["UNKNOWN_UNIT"]);
    expect(invalid(withUnit({ unit: "💣".repeat(65) }))).toEqual([["units", 0, "unit"]]);
  });
  it("an empty unit id → INVALID_INPUT at its path", () => expect(invalid(withUnit({ unit: "" }))).toEqual([["units", 0, "unit"]]));
  it("an option id of 64 characters is UNKNOWN_OPTION; 65 → INVALID_INPUT at that option", () => {
    expect(codes(accepted(withOptions({ ["x".repeat(64)]: 1 })))).toEqual([["UNKNOWN_OPTION", "x".repeat(64)]]);
    expect(invalid(withOptions({ ["x".repeat(65)]: 1 }))).toEqual([["units", 0, "options", "x".repeat(65)]]);
  });
  it("an empty option id → INVALID_INPUT at that option", () => expect(invalid(withOptions({ "": 1 }))).toEqual([["units", 0, "options", ""]]));
  it("64 option entries in a unit are read; 65 → one INVALID_INPUT at the unit's options", () => {
    expect(accepted(withOptions(unknownOptions(64))).errors.filter((e) => e.code === "UNKNOWN_OPTION")).toHaveLength(64);
    expect(invalid(withOptions(unknownOptions(65)))).toEqual([["units", 0, "options"]]);
    expect(invalid(withOptions(unknownOptions(100_000)))).toEqual([["units", 0, "options"]]);
  });
  it("a count of 2147483647 is a rule error at most; 2147483648 → INVALID_INPUT at that count", () => {
    expect(accepted(withOptions({ "extra-soldiers": 2_147_483_647 })).errors.map((e) => e.code)).toContain("OPTION_MAX");
    expect(invalid(withOptions({ "extra-soldiers": 2_147_483_648 }))).toEqual([["units", 0, "options", "extra-soldiers"]]);
    expect(invalid(withOptions({ "extra-soldiers": Number.MAX_SAFE_INTEGER }))).toEqual([["units", 0, "options", "extra-soldiers"]]);
  });
  it("the messages name the bound, in both languages", () => {
    const message = (input: unknown, lang: "ru" | "en") => validateRoster(book, input, lang).report.errors[0]?.message;
    expect(message(withUnit({ unit: "x".repeat(65) }), "en")).toBe("Too long: at most 64 characters.");
    expect(message(withUnit({ unit: "x".repeat(65) }), "ru")).toBe("Слишком длинно: максимум символов — 64.");
    expect(message(withOptions(unknownOptions(65)), "en")).toBe("Too many options: at most 64.");
    expect(message(withOptions(unknownOptions(65)), "ru")).toBe("Слишком много опций: максимум — 64.");
    expect(message(withOptions({ "extra-soldiers": 2_147_483_648 }), "en")).toBe("Too big: the maximum is 2147483647.");
    expect(message(withUnit({ unit: "" }), "en")).toBe("Cannot be empty.");
  });
});

describe("several problems are all reported", () => {
  it("one INVALID_INPUT entry per offending field", () => {
    const input = { version: 2, name: "", armyBook: "german", pointsLimit: 10, units: [{ unit: 1, options: { lmg: -1 } }], extra: true };
    const paths = invalid(input).map((p) => p.join("."));
    expect(paths.sort()).toEqual(["armyBook", "extra", "name", "pointsLimit", "units.0.options.lmg", "units.0.unit", "version"].sort());
  });
  it("INVALID_INPUT is never mixed with rule errors", () => {
    const result = validateRoster(book, { ...good(), extra: 1, units: [{ unit: "guards" }, { unit: "guards" }] });
    expect(result.ok).toBe(false);
    expect(result.report.errors.map((e) => e.code)).toEqual(["INVALID_INPUT"]);
  });
});

describe("messages in ru and en", () => {
  const cases: [string, unknown][] = [
    ["not an object", null],
    ["wrong type", withKey("pointsLimit", "x")],
    ["too small", withKey("pointsLimit", 299)],
    ["too big", withKey("pointsLimit", 100_001)],
    ["empty name", withKey("name", "")],
    ["long name", withKey("name", "a".repeat(101))],
    ["unknown key", withKey("extra", 1)],
    ["bad literal", withKey("armyBook", "german")],
    ["negative count", withOptions({ lmg: -1 })],
    ["fractional count", withOptions({ lmg: 0.5 })],
    ["too many units", withKey("units", Array.from({ length: 201 }, () => ({ unit: "cavalry" })))],
  ];
  it.each(cases)("%s: both languages give a message, and they differ", (_label, input) => {
    const en = validateRoster(book, input, "en").report.errors;
    const ru = validateRoster(book, input, "ru").report.errors;
    expect(en.length).toBe(ru.length);
    en.forEach((e, i) => {
      const r = ru[i]!;
      expect(r.code).toBe("INVALID_INPUT");
      expect("path" in r && "path" in e && r.path).toEqual("path" in e ? e.path : null);
      expect(e.message.length).toBeGreaterThan(0);
      expect(r.message.length).toBeGreaterThan(0);
      expect(r.message).not.toBe(e.message);
    });
  });
  it("the Russian message is in Cyrillic", () => {
    const [e] = validateRoster(book, withKey("name", ""), "ru").report.errors;
    expect(e!.message).toMatch(/[А-Яа-яЁё]/);
  });
  it("English is the default language", () => {
    const byDefault = validateRoster(book, withKey("name", "")).report.errors[0]!.message;
    expect(byDefault).toBe(validateRoster(book, withKey("name", ""), "en").report.errors[0]!.message);
  });
});
