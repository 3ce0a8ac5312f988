import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { parseWithLines, type Located, type Path } from "../../lib/import/json-lines";
import { importRoster, readRosterText, type ImportResult } from "../../lib/import/import-roster";
import { validateRoster } from "../../lib/engine/report";
import { book } from "../support/book";

const RUNS = { numRuns: 300 } as const;

function parsed(text: string): Extract<Located, { ok: true }> {
  const r = parseWithLines(text);
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r;
}
function failed(text: string): Extract<Located, { ok: false }> {
  let r: Located | undefined;
  expect(() => {
    r = parseWithLines(text);
  }).not.toThrow();
  if (r!.ok) throw new Error(`expected a syntax error for ${JSON.stringify(text)}`);
  return r!;
}
function jsonParses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The line each value starts on in JSON.stringify(value, null, 2): the root on line 1, and each
 * element of a non-empty array/object on the line after the previous sibling's last line.
 */
function expectedLines(value: unknown): [Path, number][] {
  const out: [Path, number][] = [];
  const height = (v: unknown) => JSON.stringify(v, null, 2).split("\n").length;
  const walk = (v: unknown, path: Path, line: number) => {
    out.push([path, line]);
    if (v === null || typeof v !== "object") return;
    let next = line + 1;
    const entries: [string | number, unknown][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.keys(v).map((k) => [k, (v as Record<string, unknown>)[k]]);
    for (const [key, child] of entries) {
      walk(child, [...path, key], next);
      next += height(child);
    }
  };
  walk(value, [], 1);
  return out;
}

describe("parseWithLines reads exactly what JSON.parse reads", () => {
  it("random JSON values, compact and indented, give the same value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2, "\t", 1), (v, indent) => {
        const text = JSON.stringify(v, null, indent);
        expect(parsed(text).value).toStrictEqual(JSON.parse(text));
      }),
      RUNS,
    );
  });

  it("random JSON-ish text (JSON with a character cut, doubled or inserted) is accepted iff JSON.parse accepts it", () => {
    const edit = fc.tuple(fc.nat(), fc.constantFrom("del", "dup", "ins"), fc.constantFrom(",", "}", "]", '"', ":", "\\", " ", "\n", "0", "-", ".", "e", "[", "{", "n", "\u0001"));
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.boolean(), edit, (v, pretty, [at, kind, ch]) => {
        const base = JSON.stringify(v, null, pretty ? 2 : undefined);
        const i = at % (base.length + 1);
        const text = kind === "del" ? base.slice(0, i) + base.slice(i + 1) : kind === "dup" ? base.slice(0, i) + base.slice(i, i + 1) + base.slice(i) : base.slice(0, i) + ch + base.slice(i);
        let r: Located | undefined;
        expect(() => {
          r = parseWithLines(text);
        }).not.toThrow();
        expect(r!.ok).toBe(jsonParses(text));
        if (r!.ok) expect(r!.value).toStrictEqual(JSON.parse(text));
        else {
          const lines = text.split("\n").length;
          expect(r!.line).toBeGreaterThanOrEqual(1);
          expect(r!.line).toBeLessThanOrEqual(lines);
          expect(r!.column).toBeGreaterThanOrEqual(1);
          expect(r!.message.length).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });

  it("escapes, unicode, numbers and literals", () => {
    const text = '{"a":"\\u0416\\n\\t\\"\\\\\\/","b":[-0.5e-3,1E+2,0,-0,true,false,null],"c":"Штурм 🎖️","d":"\\ud83d\\ude00"}';
    expect(parsed(text).value).toStrictEqual(JSON.parse(text));
  });
});

describe("lineOf", () => {
  it("gives the line each value starts on in pretty-printed JSON (random values)", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (v) => {
        const text = JSON.stringify(v, null, 2);
        const r = parsed(text);
        for (const [path, line] of expectedLines(JSON.parse(text))) expect({ path, line: r.lineOf(path) }).toStrictEqual({ path, line });
      }),
      { numRuns: 200 },
    );
  });

  it("a path that is not in the document falls back to its nearest existing parent", () => {
    const text = '{\n  "units": [\n    {\n      "unit": "guards"\n    }\n  ]\n}';
    const r = parsed(text);
    expect(r.lineOf(["units", 0, "unit"])).toBe(4);
    expect(r.lineOf(["units", 0, "options"])).toBe(3);
    expect(r.lineOf(["units", 0, "options", "lmg"])).toBe(3);
    expect(r.lineOf(["units", 5])).toBe(2);
    expect(r.lineOf(["nope"])).toBe(1);
    // an object key "0" is not array index 0
    expect(r.lineOf(["units", "0", "unit"])).toBe(2);
  });

  it("counts lines with CRLF line ends too", () => {
    const r = parsed('{\r\n  "a": 1,\r\n  "b": [\r\n    2\r\n  ]\r\n}');
    expect(r.lineOf(["a"])).toBe(2);
    expect(r.lineOf(["b"])).toBe(3);
    expect(r.lineOf(["b", 0])).toBe(4);
  });
});

describe("syntax errors report line and column and never throw", () => {
  it.each([
    { label: "trailing comma in an object", text: '{\n  "a": 1,\n}', line: 3, column: 1 },
    { label: "trailing comma in an array", text: "[\n  1,\n  2,\n]", line: 4, column: 1 },
    { label: "missing closing quote (the string runs into the line end)", text: '{\n  "a": "abc,\n  "b": 2\n}', line: 2, column: 13 },
    { label: "missing opening quote of a key", text: '{\n  a": 1\n}', line: 2, column: 3 },
    { label: "unexpected end inside an array", text: '{\n  "a": [1, 2', line: 2, column: 13 },
    { label: "unexpected end after a key", text: '{\n  "name":', line: 2, column: 10 },
    { label: "unterminated string at the end", text: '{\n  "name": "Штурм', line: 2, column: 17 },
    { label: "empty input", text: "", line: 1, column: 1 },
    { label: "only whitespace", text: "  \n  ", line: 2, column: 3 },
    { label: "text after the value", text: "{}\n x", line: 2, column: 2 },
    { label: "missing colon", text: '{\n  "a" 1\n}', line: 2, column: 7 },
    { label: "missing comma between members", text: '{\n  "a": 1\n  "b": 2\n}', line: 3, column: 3 },
    { label: "single quotes", text: "{\n  'a': 1\n}", line: 2, column: 3 },
    { label: "a leading zero", text: "[\n  01\n]", line: 2, column: 4 },
    { label: "NaN", text: '{"a":\n NaN}', line: 2, column: 2 },
    { label: "a bad escape", text: '["a\\x"]', line: 1, column: 4 },
    { label: "a comment", text: "{\n  // note\n}", line: 2, column: 3 },
  ])("$label → line $line, column $column", ({ text, line, column }) => {
    expect(jsonParses(text)).toBe(false);
    const r = failed(text);
    expect({ line: r.line, column: r.column }).toEqual({ line, column });
    expect(r.message.length).toBeGreaterThan(0);
  });
});

describe("hostile JSON", () => {
  it("100 levels of nesting do not crash (read, or refused with a position)", () => {
    for (const text of ["[".repeat(100) + "]".repeat(100), '{"a":'.repeat(100) + "1" + "}".repeat(100)]) {
      let r: Located | undefined;
      expect(() => {
        r = parseWithLines(text);
      }).not.toThrow();
      if (r!.ok) expect(r!.value).toStrictEqual(JSON.parse(text));
      else {
        expect(r!.line).toBe(1);
        expect(r!.column).toBeGreaterThan(1);
        expect(r!.message).toMatch(/deep/);
      }
    }
  });

  it("100,000 levels of nesting do not overflow the stack", () => {
    expect(() => parseWithLines("[".repeat(100_000))).not.toThrow();
    expect(() => parseWithLines('{"a":'.repeat(100_000))).not.toThrow();
  });

  it("a __proto__ key is kept as data and pollutes nothing", () => {
    const text = '{\n  "__proto__": {\n    "polluted": true\n  },\n  "a": 1\n}';
    const r = parsed(text);
    const value = r.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__", "a"]);
    expect(Object.getOwnPropertyDescriptor(value, "__proto__")?.value).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((value as { polluted?: unknown }).polluted).toBeUndefined();
    expect(r.lineOf(["__proto__"])).toBe(2);
    expect(r.lineOf(["__proto__", "polluted"])).toBe(3);
    expect(r.lineOf(["a"])).toBe(5);
    expect(value).toStrictEqual(JSON.parse(text));
  });

  it("numbers up to 400 characters long are read like JSON.parse reads them", () => {
    for (const text of ["[" + "7".repeat(300) + "]", "0." + "1".repeat(397), "-1e" + "0".repeat(396) + "5"]) expect(parsed(text).value).toStrictEqual(JSON.parse(text));
  });

  // Number literals of any length are JSON too.
  it("a number literal longer than 400 characters is still JSON", () => {
    for (const text of ["1" + "0".repeat(450), "0." + "1".repeat(450), '{"n": ' + "9".repeat(401) + "}"]) {
      expect(jsonParses(text)).toBe(true);
      expect(parsed(text).value).toStrictEqual(JSON.parse(text));
    }
  });

  // A bound on the work done, not on the time taken (that is the machine's business; speed is
  // measured by scripts/bench.ts): the characters looked at (String.prototype.charCodeAt, which
  // the line counting uses) stay within a small multiple of the input's length. Working line
  // numbers out eagerly, per value, would look at the text again for each of its 80,000 values.
  it("a very long input stays linear (line numbers are worked out lazily)", () => {
    const big = JSON.stringify({ units: Array.from({ length: 20_000 }, (_, i) => ({ unit: "guards", options: { "extra-soldiers": i % 7 } })) }, null, 2);
    const bound = 3 * big.length;
    const original = String.prototype.charCodeAt;
    let looked = 0;
    String.prototype.charCodeAt = function (this: string, index: number) {
      if (++looked > bound) throw new Error(`more than ${bound} characters looked at for an input of ${big.length}`);
      return original.call(this, index);
    };
    let line: number;
    try {
      const r = parsed(big);
      line = r.lineOf(["units", 19_999, "options", "extra-soldiers"]);
      // asked again: remembered, not counted again
      expect(r.lineOf(["units", 19_999, "options", "extra-soldiers"])).toBe(line);
    } finally {
      String.prototype.charCodeAt = original;
    }
    expect(line).toBe(big.split("\n").length - 4);
    expect(looked).toBeLessThanOrEqual(bound);
  });
});

// ---- importRoster ----------------------------------------------------------------------------

function okImport(result: ImportResult) {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result;
}
function problemsOf(result: ImportResult) {
  if (result.ok) throw new Error("expected the import to be refused");
  return result.problems;
}
const byPath = (a: { path: unknown }, b: { path: unknown }) => JSON.stringify(a.path).localeCompare(JSON.stringify(b.path));

describe("readRosterText: JSON that is no roster", () => {
  it.each(["[1, 2, 3]", "null", '"roster"', "5", "true"])("%s is said to be JSON but no roster, in both languages", (text) => {
    const ru = readRosterText(text, "ru");
    expect(ru.ok).toBe(false);
    if (!ru.ok) expect(ru.problems).toEqual([{ line: 1, path: [], code: "INVALID_INPUT", message: "Это JSON, но не ростер: ростер — объект в фигурных скобках { … }." }]);
    const en = readRosterText(text, "en");
    if (!en.ok) expect(en.problems[0]!.message).toBe("This is JSON, but not a roster: a roster is an object in curly braces { … }.");
    else expect.unreachable();
  });
  it("an object is read as a roster, its faults at their lines", () => {
    const r = readRosterText('{\n  "version": 1\n}', "en");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.some((p) => p.message.startsWith("This is JSON"))).toBe(false);
  });
});

describe("importRoster", () => {
  const shapeErrors = [
    "{", //                                             1
    '  "version": 1,', //                               2
    '  "name": "Штурм",', //                             3
    '  "armyBook": "soviet",', //                       4
    '  "pointsLimit": 50,', //                          5  too small
    '  "units": [', //                                  6
    "    {", //                                         7
    '      "unit": "red-army-infantry",', //            8
    '      "options": {', //                            9
    '        "lmg": -1,', //                           10  negative
    '        "extra-soldiers": 1.5', //                11  fractional
    "      }", //                                      12
    "    },", //                                       13
    "    {", //                                        14
    '      "unit": 5,', //                             15  not text
    '      "bar": 1', //                               16  unknown key
    "    }", //                                        17
    "  ],", //                                         18
    '  "extra": true', //                              19  unknown key
    "}", //                                            20
  ].join("\n");

  it.each(["ru", "en"] as const)("%s: shape errors refuse the import, one problem per error, each on its line with its path", (lang) => {
    const problems = problemsOf(importRoster(book, shapeErrors, lang));
    expect(problems.map((p) => ({ line: p.line, path: p.path })).sort(byPath)).toEqual(
      [
        { line: 5, path: ["pointsLimit"] },
        { line: 10, path: ["units", 0, "options", "lmg"] },
        { line: 11, path: ["units", 0, "options", "extra-soldiers"] },
        { line: 15, path: ["units", 1, "unit"] },
        { line: 16, path: ["units", 1, "bar"] },
        { line: 19, path: ["extra"] },
      ].sort(byPath),
    );
    const report = validateRoster(book, JSON.parse(shapeErrors), lang).report;
    expect(problems).toHaveLength(report.errors.length);
    for (const p of problems) {
      expect(p.code).toBe("INVALID_INPUT");
      expect(p.message.length).toBeGreaterThan(0);
    }
    expect(problems.map((p) => p.message).sort()).toEqual(report.errors.map((e) => e.message).sort());
  });

  it("a missing field is pinned to the line of the object it is missing from", () => {
    const text = ['{', '  "version": 1,', '  "armyBook": "soviet",', '  "pointsLimit": 1000,', '  "units": [', "    {", '      "options": {}', "    }", "  ]", "}"].join("\n");
    const problems = problemsOf(importRoster(book, text, "en"));
    expect(problems.map((p) => ({ line: p.line, path: p.path })).sort(byPath)).toEqual(
      [
        { line: 1, path: ["name"] },
        { line: 6, path: ["units", 0, "unit"] },
      ].sort(byPath),
    );
  });

  it("not an object at all: one problem on line 1", () => {
    for (const text of ["[]", "42", '"roster"', "null"]) {
      const problems = problemsOf(importRoster(book, text, "en"));
      expect(problems.length).toBeGreaterThan(0);
      for (const p of problems) expect(p.line).toBe(1);
    }
  });

  it.each(["ru", "en"] as const)("%s: a file cut off anywhere is said to be cut off, not that a name or a value was expected", (lang) => {
    const whole = JSON.stringify({ version: 1, name: "Штурм", armyBook: "soviet", pointsLimit: 1000, units: [{ unit: "snipers", options: { spotter: 1 } }] }, null, 2);
    for (const cut of [whole.indexOf('"name"'), whole.indexOf("1000") + 2, whole.indexOf("snipers"), whole.length - 1]) {
      const problems = problemsOf(importRoster(book, whole.slice(0, cut), lang));
      expect(problems).toHaveLength(1);
      expect(problems[0]!.message).toMatch(lang === "ru" ? /: текст обрывается раньше конца: видимо, он обрезан$/ : /: the text stops before its end: it looks cut off$/);
    }
  });

  it.each(["ru", "en"] as const)("%s: a syntax error refuses the import with one problem giving line and column", (lang) => {
    const text = '{\n  "version": 1,\n  "name": "x",\n}';
    const problems = problemsOf(importRoster(book, text, lang));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.line).toBe(4);
    expect(problems[0]!.path).toBeNull();
    expect(problems[0]!.code).toBe("INVALID_INPUT");
    expect(problems[0]!.message).toBe(lang === "ru" ? "Ошибка JSON (столбец 1): ожидалось имя свойства в двойных кавычках" : "JSON syntax error (column 1): expected a property name in double quotes");
  });

  it("every syntax fault is said in Russian to a Russian reader, with no English words", () => {
    for (const text of ['{"a": "x', '{"a": "\\q"}', '{"a" 1}', '{"a": 1 "b": 2}', "[1 2]", "{", "@", "{} x", "[".repeat(70)]) {
      const [problem] = problemsOf(importRoster(book, text, "ru"));
      expect(problem!.message, text).toMatch(/^Ошибка JSON \(столбец \d+\): [^A-Za-z]+$/);
    }
  });

  const ruleErrors = [
    "{", //                                              1
    '  "version": 1,', //                                2
    '  "name": "Rules broken",', //                      3
    '  "armyBook": "soviet",', //                        4
    '  "pointsLimit": 300,', //                          5
    '  "units": [', //                                   6  army-wide errors
    "    {", //                                          7
    '      "unit": "red-army-infantry"', //              8
    "    },", //                                         9
    "    {", //                                         10  unit 1: banner without commander
    '      "unit": "red-army-infantry",', //            11
    '      "options": {', //                            12
    '        "extra-soldiers": 2,', //                  13
    '        "banner": 1', //                           14
    "      }", //                                       15
    "    },", //                                        16
    "    {", //                                         17  unit 2: unknown unit
    '      "unit": "tiger-tank"', //                    18
    "    },", //                                        19
    "    {", //                                         20  unit 3: unknown option
    '      "unit": "guards",', //                       21
    '      "options": { "jetpack": 1 }', //             22
    "    }", //                                         23
    "  ]", //                                           24
    "}", //                                             25
  ].join("\n");

  it.each(["ru", "en"] as const)("%s: rule errors let the roster in, with warnings pinned to the unit's (or option's) line", (lang) => {
    const result = okImport(importRoster(book, ruleErrors, lang));
    expect(result.roster).toStrictEqual(JSON.parse(ruleErrors));
    const report = validateRoster(book, JSON.parse(ruleErrors), lang).report;
    expect(result.warnings).toHaveLength(report.errors.length);
    expect(result.warnings.map((w) => w.message)).toEqual(report.errors.map((e) => e.message));
    const got = result.warnings.map((w) => ({ code: w.code, line: w.line, path: w.path }));
    expect(got).toContainEqual({ code: "REQUIRES_PLATOON_COMMANDER", line: 14, path: ["units", 1, "options", "banner"] });
    expect(got).toContainEqual({ code: "UNKNOWN_UNIT", line: 17, path: ["units", 2] });
    expect(got).toContainEqual({ code: "UNKNOWN_OPTION", line: 22, path: ["units", 3, "options", "jetpack"] });
    expect(got).toContainEqual({ code: "POINTS_LIMIT_EXCEEDED", line: 6, path: ["units"] });
    for (const w of result.warnings) expect(w.message.length).toBeGreaterThan(0);
  });

  it("the warnings are in the reader's language", () => {
    const ru = okImport(importRoster(book, ruleErrors, "ru")).warnings.find((w) => w.code === "UNKNOWN_UNIT")!;
    const en = okImport(importRoster(book, ruleErrors, "en")).warnings.find((w) => w.code === "UNKNOWN_UNIT")!;
    expect(ru.message).toBe("Отряда «tiger-tank» нет в книге армии.");
    expect(en.message).toBe('There is no unit "tiger-tank" in the army book.');
  });

  it("a valid roster comes in with no warnings", () => {
    const valid = {
      version: 1,
      name: "Штурм высоты",
      armyBook: "soviet",
      pointsLimit: 1000,
      units: [
        { unit: "red-army-infantry", options: { "extra-soldiers": 2 } },
        { unit: "snipers", options: { spotter: 1 } },
        { unit: "naval-infantry" },
      ],
    };
    for (const text of [JSON.stringify(valid), JSON.stringify(valid, null, 2), `\n\n  ${JSON.stringify(valid, null, "\t")}\n`]) {
      const result = okImport(importRoster(book, text, "en"));
      expect(result.warnings).toEqual([]);
      expect(result.roster).toStrictEqual(valid);
    }
  });

  it("random rosters: never throws; refused exactly when the schema refuses; every line is inside the text", () => {
    const unit = fc.oneof(
      fc.record({ unit: fc.constantFrom(...book.units.map((u) => u.id), "nope") }),
      fc.record({
        unit: fc.constantFrom(...book.units.map((u) => u.id)),
        options: fc.dictionary(fc.constantFrom("extra-soldiers", "lmg", "banner", "dogs", "spotter", "bogus"), fc.oneof(fc.integer({ min: -1, max: 9 }), fc.constant(1.5))),
      }),
    );
    const input = fc.record({
      version: fc.constantFrom(1, 2),
      name: fc.string({ maxLength: 4 }),
      armyBook: fc.constant("soviet"),
      pointsLimit: fc.constantFrom(200, 300, 1000, 100_001),
      units: fc.array(unit, { maxLength: 5 }),
    });
    fc.assert(
      fc.property(input, fc.boolean(), fc.constantFrom("ru", "en"), (value, pretty, lang) => {
        const text = JSON.stringify(value, null, pretty ? 2 : undefined);
        const lines = text.split("\n").length;
        const result = importRoster(book, text, lang as "ru" | "en");
        const reference = validateRoster(book, value, lang as "ru" | "en");
        expect(result.ok).toBe(reference.ok);
        const listed = result.ok ? result.warnings : result.problems;
        expect(listed).toHaveLength(reference.report.errors.length);
        for (const p of listed) {
          expect(p.line).toBeGreaterThanOrEqual(1);
          expect(p.line).toBeLessThanOrEqual(lines);
        }
      }),
      { numRuns: 200 },
    );
  });
});
