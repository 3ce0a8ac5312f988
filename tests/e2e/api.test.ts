import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { RULES_EXAMPLE_ROSTER, RULES_EXAMPLE_VICTORY, RULES_EXAMPLE_VICTORY_RESULT } from "../support/examples";

const base = inject("baseUrl");
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

const example = RULES_EXAMPLE_ROSTER;

describe("HTTP API against npm start", () => {
  it("POST /api/validate returns the RULES.md report for the example roster", async () => {
    const res = await post("/api/validate", JSON.stringify(example));
    expect(res.status).toBe(200);
    const report = await res.json();
    expect(report).toMatchObject({ valid: false, points: 335, pointsLimit: 1000, units: [{ unit: "red-army-infantry", points: 335, men: 13 }] });
    expect(report.errors.map((e: { code: string; unit: null; option: null }) => [e.code, e.unit, e.option])).toEqual([
      ["PLATOON_COMMANDER_LIMIT", null, null],
    ]);
  });

  it("answers a legal roster with valid: true", async () => {
    const res = await post("/api/validate", JSON.stringify({ ...example, units: [{ unit: "red-army-infantry" }] }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ valid: true, points: 100, errors: [] });
  });

  it.each([
    ["not JSON", "{"],
    ["an array", "[]"],
    ["an unknown key", JSON.stringify({ ...example, extra: 1 })],
    ["a fractional count", JSON.stringify({ ...example, units: [{ unit: "red-army-infantry", options: { lmg: 0.5 } }] })],
    ["an empty body", ""],
  ])("answers %s with 400 INVALID_INPUT, points null", async (_, body) => {
    const res = await post("/api/validate", body);
    expect(res.status).toBe(400);
    const report = await res.json();
    expect(report).toMatchObject({ valid: false, points: null, units: [] });
    expect(report.errors[0]).toMatchObject({ code: "INVALID_INPUT" });
    expect(Array.isArray(report.errors[0].path)).toBe(true);
  });

  it("localises messages from Accept-Language", async () => {
    const ru = await (await post("/api/validate", "[]", { "accept-language": "ru-RU,ru;q=0.9" })).json();
    const en = await (await post("/api/validate", "[]", { "accept-language": "en-GB" })).json();
    expect(ru.errors[0].message).toMatch(/[а-я]/i);
    expect(en.errors[0].message).not.toMatch(/[а-я]/i);
  });

  it("a body that is not JSON is said where and why in the reader's language", async () => {
    const body = '{\n  "name": "x",\n}';
    const ru = await (await post("/api/validate", body, { "accept-language": "ru" })).json();
    const en = await (await post("/api/validate", body, { "accept-language": "en" })).json();
    expect(ru.errors[0].message).toBe("Не удалось прочитать вход как JSON. Строка 3, столбец 1: ожидалось имя свойства в двойных кавычках.");
    expect(en.errors[0].message).toBe("The input could not be read as JSON. Line 3, column 1: expected a property name in double quotes.");
  });

  it("refuses an oversized body without a 500", async () => {
    const res = await post("/api/validate", " ".repeat(2 * 1024 * 1024));
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].code).toBe("INVALID_INPUT");
  });

  it("POST /api/victory returns the RULES.md example result", async () => {
    const input = RULES_EXAMPLE_VICTORY;
    const res = await post("/api/victory", JSON.stringify(input));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(RULES_EXAMPLE_VICTORY_RESULT);
    const bad = await post("/api/victory", JSON.stringify({ ...input, players: [input.players[0]] }));
    expect(bad.status).toBe(400);
  });

  it("GET /api/army-book returns the seeded book, equal to data/", async () => {
    const res = await fetch(base + "/api/army-book");
    expect(res.status).toBe(200);
    const { scoring, versions, ...book } = await res.json();
    expect(book).toEqual(JSON.parse(readFileSync("data/soviet.army-book.json", "utf8")));
    expect(versions).toEqual([1]);
    expect(scoring.objectivePoints).toBe(300);
    expect((await (await fetch(base + "/api/army-book?id=soviet&version=1")).json()).units).toEqual(book.units);
  });

  it("GET /api/army-book for a book or version the server does not hold → 404 naming the books held", async () => {
    for (const query of ["?id=german", "?id=soviet&version=2", "?id=soviet&version=x"]) {
      const res = await fetch(base + "/api/army-book" + query);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "not_found", books: ["soviet"] });
    }
  });
});
