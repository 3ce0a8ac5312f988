import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import type { Roster } from "../../lib/roster/schema";
import { createPrisma, type PrismaClient } from "../../server/data/db";
import { clockPast } from "../support/clock";
import { privateDatabase, type TempDatabase } from "../support/temp-db";

/** What the request looks like to currentLang() (server/http/lang.ts): no lang cookie, a Russian browser. */
const request = vi.hoisted(() => ({ langCookie: undefined as string | undefined, acceptLanguage: "ru" }));

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (name === "lang" && request.langCookie !== undefined ? { name, value: request.langCookie } : undefined),
  }),
  headers: async () => new Headers({ "accept-language": request.acceptLanguage }),
}));

type Actions = typeof import("../../app/actions/rosters");
let actions: Actions;
let db: PrismaClient;
let temp: TempDatabase | undefined;

/**
 * The actions run on a private migrated and seeded database (a copy of inject("databaseUrl") on
 * SQLite): the other test files write rosters into the shared one at the same time, and these
 * tests count every Roster row before and after a refused call.
 */
beforeAll(async () => {
  temp = await privateDatabase(inject("databaseUrl"), "actions");
  process.env.DATABASE_URL = temp.url;
  db = createPrisma(process.env.DATABASE_URL);
  actions = await import("../../app/actions/rosters");
  // the actions must really use this DB (server/data/db.ts prisma() reads DATABASE_URL once)
  const { prisma } = await import("../../server/data/db");
  expect(await prisma().armyBook.count()).toBe(1);
});

afterAll(async () => {
  const { prisma } = await import("../../server/data/db");
  await prisma().$disconnect();
  await db.$disconnect();
  temp?.cleanup();
});

beforeEach(() => {
  request.langCookie = undefined;
  request.acceptLanguage = "ru";
});

const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");

/** 1000 points, legal: RAI 100 + 2×20 + lmg 25 = 165; cavalry 100; guards 120 + radio 50 = 170 → 435. */
function good(name = "Штурм высоты"): Roster {
  return {
    version: 1,
    name,
    armyBook: "soviet", bookVersion: 1,
    pointsLimit: 1000,
    units: [{ unit: "red-army-infantry", options: { "extra-soldiers": 2, lmg: 1 } }, { unit: "cavalry" }, { unit: "guards", options: { radio: 1 } }],
  };
}
const GOOD_POINTS = 435;

function other(name = "Разведка"): Roster {
  return { version: 1, name, armyBook: "soviet", bookVersion: 1, pointsLimit: 500, units: [{ unit: "scouts" }] };
}

/** Every row of every roster table: a refused call must leave all of it as it was. */
async function everything() {
  return {
    rosters: await db.roster.findMany({ orderBy: { id: "asc" } }),
  };
}

async function create(roster: Roster = good()) {
  const result = await actions.createRosterAction(JSON.stringify(roster));
  if (result.status !== "created") throw new Error(`not created: ${JSON.stringify(result)}`);
  return result;
}

async function stored(viewId: string) {
  const { findRoster } = await import("../../server/data/rosters");
  return findRoster(db, viewId);
}

type Invalid = { status: "invalid"; errors: { code: string; unit: null; option: null; path: (string | number)[]; message: string }[] };

/** The exact INVALID_INPUT shape: status "invalid", one error per field, with path and message. */
function expectInvalid(result: unknown, expected: [(string | number)[], string][]) {
  expect(result).toMatchObject({ status: "invalid" });
  const { errors } = result as Invalid;
  expect(errors.map((e) => [e.path, e.message])).toEqual(expected);
  for (const e of errors) expect(e).toMatchObject({ code: "INVALID_INPUT", unit: null, option: null });
}

describe("createRosterAction", () => {
  it("a valid roster → created, with a view id, an edit key and the server's summary", async () => {
    const result = await actions.createRosterAction(JSON.stringify(good()));
    expect(result).toEqual({
      status: "created",
      viewId: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
      key: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      summary: expect.objectContaining({ name: "Штурм высоты", points: GOOD_POINTS, pointsLimit: 1000, valid: true, version: 1 }),
    });
    if (result.status !== "created") return;
    expect(result.summary.viewId).toBe(result.viewId);
    const row = await db.roster.findUniqueOrThrow({ where: { viewId: result.viewId } });
    expect(row.editKeyHash).toBe(sha256(result.key));
    expect((await stored(result.viewId))!.roster).toEqual(good());
  });

  it("a rule-breaking but well-formed roster is created, stored as invalid", async () => {
    const result = await create({ ...good(), pointsLimit: 300 });
    expect(result.summary).toMatchObject({ points: GOOD_POINTS, valid: false });
  });

  const many = Array.from({ length: 201 }, () => ({ unit: "cavalry" }));
  const withUnit = (unit: unknown) => ({ ...good(), units: [unit] });
  const malformed: [string, unknown, [(string | number)[], string][]][] = [
    ["a string", "roster", [[[], "Нужен объект."]]],
    ["null", null, [[[], "Нужен объект."]]],
    ["an array", [good()], [[[], "Нужен объект."]]],
    ["null", null, [[[], "Нужен объект."]]],
    ["an unknown top-level key", { ...good(), points: 1 }, [[["points"], "Неизвестное поле «points»."]]],
    ["an unknown key in a unit", withUnit({ unit: "cavalry", colour: "red" }), [[["units", 0, "colour"], "Неизвестное поле «colour»."]]],
    ["a negative count", withUnit({ unit: "cavalry", options: { "extra-soldiers": -1 } }), [[["units", 0, "options", "extra-soldiers"], "Значение меньше допустимого (минимум 0)."]]],
    ["a fractional count", withUnit({ unit: "cavalry", options: { "extra-soldiers": 1.5 } }), [[["units", 0, "options", "extra-soldiers"], "Нужно целое число."]]],
    ["a count as a string", withUnit({ unit: "cavalry", options: { "extra-soldiers": "1" } }), [[["units", 0, "options", "extra-soldiers"], "Нужно целое число."]]],
    ["name \"\"", { ...good(), name: "" }, [[["name"], "Название не может быть пустым."]]],
    ["a 101-character name", { ...good(), name: "я".repeat(101) }, [[["name"], "Название длиннее 100 символов."]]],
    ["pointsLimit 299", { ...good(), pointsLimit: 299 }, [[["pointsLimit"], "Значение меньше допустимого (минимум 300)."]]],
    ["pointsLimit 100001", { ...good(), pointsLimit: 100_001 }, [[["pointsLimit"], "Значение больше допустимого (максимум 100000)."]]],
    ["201 units", { ...good(), units: many }, [[["units"], "Не больше 200 элементов."]]],
    ["pointsLimit as a string", { ...good(), pointsLimit: "1000" }, [[["pointsLimit"], "Нужно целое число."]]],
    ["name as a number", { ...good(), name: 5 }, [[["name"], "Нужна строка."]]],
    ["units as an object", { ...good(), units: {} }, [[["units"], "Нужен список."]]],
    ["a unit id as a number", withUnit({ unit: 5 }), [[["units", 0, "unit"], "Нужна строка."]]],
    ["options as an array", withUnit({ unit: "cavalry", options: [1] }), [[["units", 0, "options"], "Нужен объект."]]],
    ["version 2", { ...good(), version: 2 }, [[["version"], "Допустимо только: 1."]]],
    ["an army book the server does not hold", { ...good(), armyBook: "german" }, [[["armyBook"], 'Книги армии «german» нет на сервере. Есть: "soviet".']]],
    ["a book version the server does not hold", { ...good(), bookVersion: 2 }, [[["bookVersion"], "Версии 2 книги «soviet» нет на сервере. Есть версии: 1."]]],
    ["a book version of 0", { ...good(), bookVersion: 0 }, [[["bookVersion"], "Значение меньше допустимого (минимум 1)."]]],
  ];

  it.each(malformed)("%s → invalid with a Russian INVALID_INPUT at its path; no row written", async (_label, input, expected) => {
    const before = await everything();
    const result = await actions.createRosterAction(JSON.stringify(input));
    expectInvalid(result, expected);
    expect(await everything()).toEqual(before);
  });

  it("several faults at once → one error per field", async () => {
    const before = await everything();
    const result = await actions.createRosterAction(JSON.stringify({ version: 1, name: "", armyBook: "soviet", bookVersion: 1, pointsLimit: 299, units: [], extra: true }));
    expect((result as Invalid).errors.map((e) => e.path.join(".")).sort()).toEqual(["extra", "name", "pointsLimit"]);
    expect(await everything()).toEqual(before);
  });

  it("a roster sent as an object, not JSON text (React's decoder would have dropped a __proto__ key), is refused as unreadable; no row written", async () => {
    const before = await everything();
    const result = await actions.createRosterAction(JSON.parse('{"version":1,"name":"x","armyBook":"soviet","pointsLimit":1000,"units":[]}') as string);
    expect(result).toMatchObject({ status: "invalid", errors: [{ code: "INVALID_INPUT", path: [] }] });
    expect(await everything()).toEqual(before);
  });

  it("messages follow the lang cookie over Accept-Language", async () => {
    request.langCookie = "en";
    expectInvalid(await actions.createRosterAction(JSON.stringify({ ...good(), name: "" })), [[["name"], "The name cannot be empty."]]);
    request.langCookie = undefined;
    request.acceptLanguage = "en-US,en;q=0.9";
    expectInvalid(await actions.createRosterAction(JSON.stringify({ ...good(), pointsLimit: 299 })), [[["pointsLimit"], "Too small: the minimum is 300."]]);
  });
});

describe("saveRosterAction", () => {
  it("the key and the current version → saved, version 2, contents replaced", async () => {
    const c = await create();
    const result = await actions.saveRosterAction(JSON.stringify({ viewId: c.viewId, key: c.key, version: 1, roster: other() }));
    expect(result).toMatchObject({ status: "saved", summary: { viewId: c.viewId, name: "Разведка", points: 100, pointsLimit: 500, valid: true, version: 2 } });
    expect((await stored(c.viewId))!.roster).toEqual(other());
  });

  it("a wrong key → forbidden, DB unchanged", async () => {
    const c = await create();
    const mine = await create(other("Моё"));
    const before = await everything();
    expect(await actions.saveRosterAction(JSON.stringify({ viewId: c.viewId, key: mine.key, version: 1, roster: other("Захват") }))).toEqual({ status: "forbidden" });
    expect(await actions.saveRosterAction(JSON.stringify({ viewId: c.viewId, key: c.viewId, version: 1, roster: other("Захват") }))).toEqual({ status: "forbidden" });
    expect(await everything()).toEqual(before);
  });

  it("an unknown roster → not_found", async () => {
    const c = await create();
    expect(await actions.saveRosterAction(JSON.stringify({ viewId: "nope-nope-no", key: c.key, version: 1, roster: other() }))).toEqual({ status: "not_found" });
  });

  it("a stale version → conflict carrying the current roster, DB unchanged", async () => {
    const c = await create();
    expect(await actions.saveRosterAction(JSON.stringify({ viewId: c.viewId, key: c.key, version: 1, roster: other("Первая вкладка") }))).toMatchObject({ status: "saved" });
    const before = await everything();
    const result = await actions.saveRosterAction(JSON.stringify({ viewId: c.viewId, key: c.key, version: 1, roster: good("Вторая вкладка") }));
    expect(result).toMatchObject({ status: "conflict", current: { roster: other("Первая вкладка"), summary: { version: 2, name: "Первая вкладка" } } });
    expect(await everything()).toEqual(before);
  });

  it.each<[string, (c: { viewId: string; key: string }) => unknown, [(string | number)[], string][]]>([
    ["a malformed roster", (c) => ({ ...c, version: 1, roster: { ...good(), pointsLimit: 1 } }), [[["roster", "pointsLimit"], "Значение меньше допустимого (минимум 300)."]]],
    ["an unknown key in the roster", (c) => ({ ...c, version: 1, roster: { ...good(), valid: true } }), [[["roster", "valid"], "Неизвестное поле «valid»."]]],
    ["a negative count in the roster", (c) => ({ ...c, version: 1, roster: { ...good(), units: [{ unit: "cavalry", options: { "extra-soldiers": -2 } }] } }), [[["roster", "units", 0, "options", "extra-soldiers"], "Значение меньше допустимого (минимум 0)."]]],
    ["no roster", (c) => ({ ...c, version: 1 }), [[["roster"], "Нужен объект."]]],
    ["version as a string", (c) => ({ ...c, version: "1", roster: other() }), [[["version"], "Нужно целое число."]]],
    ["a fractional version", (c) => ({ ...c, version: 1.5, roster: other() }), [[["version"], "Нужно целое число."]]],
    ["no key", (c) => ({ viewId: c.viewId, version: 1, roster: other() }), [[["key"], "Нужна строка."]]],
    ["a numeric key", (c) => ({ viewId: c.viewId, key: 12345, version: 1, roster: other() }), [[["key"], "Нужна строка."]]],
    ["an extra field", (c) => ({ ...c, version: 1, roster: other(), force: true }), [[["force"], "Неизвестное поле «force»."]]],
    ["not an object", () => "save please", [[[], "Нужен объект."]]],
  ])("%s → invalid, DB unchanged", async (_label, payload, expected) => {
    const c = await create();
    const before = await everything();
    expectInvalid(await actions.saveRosterAction(JSON.stringify(payload({ viewId: c.viewId, key: c.key }))), expected);
    expect(await everything()).toEqual(before);
  });

  it("an empty key or version 0 → invalid, DB unchanged", async () => {
    const c = await create();
    const before = await everything();
    expect(await actions.saveRosterAction(JSON.stringify({ viewId: c.viewId, key: "", version: 1, roster: other() }))).toMatchObject({ status: "invalid", errors: [{ path: ["key"] }] });
    expect(await actions.saveRosterAction(JSON.stringify({ viewId: c.viewId, key: c.key, version: 0, roster: other() }))).toMatchObject({ status: "invalid", errors: [{ path: ["version"] }] });
    expect(await everything()).toEqual(before);
  });

  // `version` is z.int().positive(): an exclusive minimum, which the message must not call "минимум 0".
  it("version 0 is rejected with a message that says it must be greater than 0", async () => {
    const c = await create();
    const result = (await actions.saveRosterAction(JSON.stringify({ viewId: c.viewId, key: c.key, version: 0, roster: other() }))) as Invalid;
    expect(result.status).toBe("invalid");
    expect(result.errors[0]!.message).not.toContain("минимум 0");
    expect(result.errors[0]!.message).toBe("Значение должно быть больше 0.");
  });
});

describe("deleteRosterAction", () => {
  it("a wrong key → forbidden, the roster is still there", async () => {
    const c = await create();
    const mine = await create();
    const before = await everything();
    expect(await actions.deleteRosterAction({ viewId: c.viewId, key: mine.key })).toEqual({ status: "forbidden" });
    expect(await actions.deleteRosterAction({ viewId: c.viewId, key: c.viewId })).toEqual({ status: "forbidden" });
    expect(await everything()).toEqual(before);
    expect(await stored(c.viewId)).not.toBeNull();
  });

  it("malformed input → invalid, nothing deleted", async () => {
    const c = await create();
    const before = await everything();
    expectInvalid(await actions.deleteRosterAction({ viewId: c.viewId }), [[["key"], "Нужна строка."]]);
    expectInvalid(await actions.deleteRosterAction({ viewId: c.viewId, key: c.key, all: true }), [[["all"], "Неизвестное поле «all»."]]);
    expectInvalid(await actions.deleteRosterAction(c.viewId), [[[], "Нужен объект."]]);
    expect(await everything()).toEqual(before);
  });

  it("the key → ok and gone; again → not_found", async () => {
    const c = await create();
    expect(await actions.deleteRosterAction({ viewId: c.viewId, key: c.key })).toEqual({ status: "ok" });
    expect(await stored(c.viewId)).toBeNull();
    expect(await actions.deleteRosterAction({ viewId: c.viewId, key: c.key })).toEqual({ status: "not_found" });
  });
});

describe("duplicateRosterAction", () => {
  it("copies the roster into a new one with its own key, named \"… (копия)\"; the original is untouched", async () => {
    const c = await create();
    const before = await db.roster.findUniqueOrThrow({ where: { viewId: c.viewId } });
    const copy = await actions.duplicateRosterAction(c.viewId);
    expect(copy).toMatchObject({ status: "created", summary: { name: "Штурм высоты (копия)", points: GOOD_POINTS, valid: true, version: 1 } });
    if (copy.status !== "created") return;
    expect(copy.viewId).not.toBe(c.viewId);
    expect(copy.key).not.toBe(c.key);
    expect((await stored(copy.viewId))!.roster).toEqual(good("Штурм высоты (копия)"));
    expect(await db.roster.findUniqueOrThrow({ where: { viewId: c.viewId } })).toEqual(before);
    // the keys do not cross over
    expect(await actions.deleteRosterAction({ viewId: c.viewId, key: copy.key })).toEqual({ status: "forbidden" });
    expect(await actions.saveRosterAction(JSON.stringify({ viewId: copy.viewId, key: c.key, version: 1, roster: other() }))).toEqual({ status: "forbidden" });
    expect(await actions.saveRosterAction(JSON.stringify({ viewId: copy.viewId, key: copy.key, version: 1, roster: other() }))).toMatchObject({ status: "saved" });
  });

  it("needs no edit key: anyone with the view id may copy", async () => {
    const c = await create(other("Чужой"));
    const copy = await actions.duplicateRosterAction(c.viewId);
    expect(copy).toMatchObject({ status: "created", summary: { name: "Чужой (копия)" } });
  });

  it("an English reader gets \" (copy)\"", async () => {
    request.acceptLanguage = "en";
    const c = await create();
    expect(await actions.duplicateRosterAction(c.viewId)).toMatchObject({ status: "created", summary: { name: "Штурм высоты (copy)" } });
  });

  it("a 100-character name is cut so the copy's name is still 100 characters", async () => {
    const long = "Ж".repeat(99) + "😀";
    const c = await create(good(long));
    const copy = await actions.duplicateRosterAction(c.viewId);
    expect(copy).toMatchObject({ status: "created" });
    if (copy.status !== "created") return;
    expect(copy.summary.name).toBe("Ж".repeat(92) + " (копия)");
    expect([...copy.summary.name]).toHaveLength(100);
  });

  it("a given new name is used as is", async () => {
    const c = await create();
    expect(await actions.duplicateRosterAction(c.viewId, "Второй взвод")).toMatchObject({ status: "created", summary: { name: "Второй взвод" } });
  });

  it("an invalid new name → invalid, no row written", async () => {
    const c = await create();
    const before = await everything();
    expectInvalid(await actions.duplicateRosterAction(c.viewId, ""), [[["name"], "Название не может быть пустым."]]);
    expect(await everything()).toEqual(before);
  });

  it("an unknown or non-string view id → not_found, no row written", async () => {
    const before = await everything();
    expect(await actions.duplicateRosterAction("nope-nope-no")).toEqual({ status: "not_found" });
    expect(await actions.duplicateRosterAction(42)).toEqual({ status: "not_found" });
    expect(await actions.duplicateRosterAction({ viewId: "x" })).toEqual({ status: "not_found" });
    expect(await actions.duplicateRosterAction("x".repeat(65))).toEqual({ status: "not_found" });
    expect(await everything()).toEqual(before);
  });
});

describe("listRostersAction", () => {
  it("lists the rosters whose keys match, newest first", async () => {
    const a = await create(good("Первый"));
    await clockPast(a.summary.updatedAt);
    const b = await create(other("Второй"));
    const result = await actions.listRostersAction([
      { viewId: a.viewId, key: a.key },
      { viewId: b.viewId, key: b.key },
      { viewId: "nope-nope-no", key: a.key },
    ]);
    expect(result).toMatchObject({ status: "ok" });
    if (result.status !== "ok") return;
    expect(result.rosters.map((r) => r.name)).toEqual(["Второй", "Первый"]);
    expect(await actions.listRostersAction([{ viewId: a.viewId, key: b.key }])).toEqual({ status: "ok", rosters: [] });
    expect(await actions.listRostersAction([])).toEqual({ status: "ok", rosters: [] });
  });

  it.each<[string, unknown, [(string | number)[], string][]]>([
    ["a string", "junk", [[[], "Нужен список."]]],
    ["an object", { viewId: "a", key: "b" }, [[[], "Нужен список."]]],
    ["null", null, [[[], "Нужен список."]]],
    ["undefined", undefined, [[[], "Нужен список."]]],
    ["a numeric view id", [{ viewId: 1, key: "k" }], [[[0, "viewId"], "Нужна строка."]]],
    ["a missing key", [{ viewId: "a" }], [[[0, "key"], "Нужна строка."]]],
    ["an extra field", [{ viewId: "a", key: "b", admin: true }], [[[0, "admin"], "Неизвестное поле «admin»."]]],
    ["501 entries", Array.from({ length: 501 }, () => ({ viewId: "a", key: "b" })), [[[], "Не больше 500 элементов."]]],
  ])("junk input (%s) → invalid, not a throw", async (_label, input, expected) => {
    const result = await actions.listRostersAction(input);
    expectInvalid(result, expected);
  });
});
