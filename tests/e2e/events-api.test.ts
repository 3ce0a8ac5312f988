import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { RULES_EXAMPLE_ROSTER } from "../support/examples";
import { testClock } from "../support/clock";

const base = inject("baseUrl");
const clock = testClock(inject("clockFile"));
// the server's clock is shared by every e2e file: whatever a test moves, it goes back
afterEach(() => clock.reset());
afterAll(() => clock.reset());

type Headers = Record<string, string>;
const call = (method: string, path: string, body?: unknown, headers: Headers = {}) =>
  fetch(base + path, {
    method,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });
const bearer = (key: string): Headers => ({ authorization: `Bearer ${key}` });

const HOUR = 3_600_000;
const inAnHour = () => new Date(Date.now() + HOUR).toISOString();
const newEvent = (over: Record<string, unknown> = {}) => ({ name: "Кубок Победы", pointsLimit: 1000, deadline: inAnHour(), armyBook: "soviet", ...over });

async function createEvent(over: Record<string, unknown> = {}): Promise<{ id: string; adminKey: string; url: string }> {
  const res = await call("POST", "/api/events", newEvent(over));
  expect(res.status).toBe(201);
  return res.json();
}

/** 100 points, legal under any limit from 300 */
const legal = { ...RULES_EXAMPLE_ROSTER, name: "Legal list", units: [{ unit: "red-army-infantry" }] };
/** the RULES.md example: 335 points, PLATOON_COMMANDER_LIMIT */
const illegal = RULES_EXAMPLE_ROSTER;

async function submit(id: string, player: string, roster: unknown = legal, headers: Headers = {}) {
  return call("POST", `/api/events/${id}/entries`, { player, roster }, headers);
}
async function entry(id: string, player: string, roster: unknown = legal): Promise<{ entryId: string; entryKey: string; report: { valid: boolean } }> {
  const res = await submit(id, player, roster);
  expect(res.status).toBe(201);
  return res.json();
}

const oneError = (code: string) => ({ errors: [{ code, unit: null, option: null, message: expect.any(String) }] });
const cyrillic = /[а-яё]/i;

describe("POST /api/events", () => {
  it("creates an event: 201 { id, adminKey, url } with the public page's absolute URL, no-store", async () => {
    const res = await call("POST", "/api/events", newEvent({ date: "2026-12-12", bookVersion: 1 }));
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["adminKey", "id", "url"]);
    expect(body.url).toBe(`${base}/e/${body.id}`);
    expect(body.adminKey).toMatch(/^[\w-]{32}$/);
  });

  it("the url follows the host the client addressed (a proxy's X-Forwarded-Host and -Proto)", async () => {
    const res = await call("POST", "/api/events", newEvent(), { "x-forwarded-host": "events.example.org", "x-forwarded-proto": "https" });
    const body = await res.json();
    expect(body.url).toBe(`https://events.example.org/e/${body.id}`);
  });

  it.each([
    ["a deadline in the past", newEvent({ deadline: new Date(Date.now() - 60_000).toISOString() }), ["deadline"]],
    ["a deadline without a time zone", newEvent({ deadline: "2030-01-01T10:00:00" }), ["deadline"]],
    ["no name", { ...newEvent(), name: undefined }, ["name"]],
    ["a name of spaces", newEvent({ name: "   " }), ["name"]],
    ["a name of invisible characters (no-break and zero-width spaces)", newEvent({ name: "\u00a0\u200b\u2060" }), ["name"]],
    ["a points limit under 300", newEvent({ pointsLimit: 299 }), ["pointsLimit"]],
    ["a book the server does not hold", newEvent({ armyBook: "german" }), ["armyBook"]],
    ["a version the server does not hold", newEvent({ bookVersion: 9 }), ["bookVersion"]],
    ["a bad date", newEvent({ date: "12.12.2026" }), ["date"]],
    ["an event's day before its deadline's", newEvent({ date: "2020-01-01" }), ["date"]],
    ["an unknown key", newEvent({ adminKey: "mine" }), ["adminKey"]],
  ])("%s → 400 INVALID_INPUT at its path", async (_, body, path) => {
    const res = await call("POST", "/api/events", body);
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ errors: [{ code: "INVALID_INPUT", path, message: expect.any(String), unit: null, option: null }] });
  });

  it("not JSON or not an object → 400 INVALID_INPUT", async () => {
    for (const body of ["{", "[]", ""]) {
      const res = await call("POST", "/api/events", body);
      expect(res.status, body).toBe(400);
      expect((await res.json()).errors[0]).toMatchObject({ code: "INVALID_INPUT", path: expect.any(Array) });
    }
  });

  it("judges the deadline by the server's clock", async () => {
    const deadline = inAnHour();
    clock.setOffset(2 * HOUR);
    const res = await call("POST", "/api/events", newEvent({ deadline }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].path).toEqual(["deadline"]);
  });

  it("speaks Russian with Accept-Language: ru (and ?lang=ru)", async () => {
    const past = newEvent({ deadline: "2020-01-01T00:00:00Z" });
    const ru = await (await call("POST", "/api/events", past, { "accept-language": "ru-RU,ru;q=0.9" })).json();
    const query = await (await call("POST", "/api/events?lang=ru", past)).json();
    const en = await (await call("POST", "/api/events", past, { "accept-language": "en" })).json();
    expect(ru.errors[0].message).toMatch(cyrillic);
    expect(query.errors[0].message).toBe(ru.errors[0].message);
    expect(en.errors[0].message).not.toMatch(cyrillic);
  });
});

describe("POST /api/events/{id}/entries", () => {
  let event: { id: string; adminKey: string };
  beforeAll(async () => {
    event = await createEvent({ pointsLimit: 300 });
  });

  it("takes a legal list: 201 { entryId, entryKey, report } judged under the event's limit", async () => {
    const res = await submit(event.id, "Иван", { ...legal, pointsLimit: 5000 });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["entryId", "entryKey", "report"]);
    expect(body.entryKey).not.toBe(body.entryId);
    expect(body.report).toEqual({ valid: true, points: 100, pointsLimit: 300, units: [{ unit: "red-army-infantry", points: 100, men: 4 }], errors: [] });
  });

  it("takes an illegal list too (201, valid: false), as /api/validate reports it under the event", async () => {
    const body = await (await submit(event.id, "Пётр", illegal)).json();
    expect(body.report).toMatchObject({ valid: false, points: 335, pointsLimit: 300 });
    expect(body.report.errors.map((e: { code: string }) => e.code).sort()).toEqual(["PLATOON_COMMANDER_LIMIT", "POINTS_LIMIT_EXCEEDED"]);
  });

  it.each([
    ["a unit id past its bound", { player: "A", roster: { ...legal, units: [{ unit: "" }] } }, ["roster", "units", 0, "unit"]],
    ["a fractional count", { player: "A", roster: { ...legal, units: [{ unit: "guards", options: { lmg: 0.5 } }] } }, ["roster", "units", 0, "options", "lmg"]],
    ["no player", { roster: legal }, ["player"]],
    ["an empty player name", { player: "", roster: legal }, ["player"]],
    ["a player name of spaces", { player: " \u00a0 ", roster: legal }, ["player"]],
    ["a player name of a no-break and a zero-width space", { player: "\u00a0\u200b", roster: legal }, ["player"]],
    ["no roster", { player: "A" }, ["roster"]],
    ["a roster that is not an object", { player: "A", roster: "list.json" }, ["roster"]],
    ["a list of another army book", { player: "A", roster: { ...legal, armyBook: "german" } }, ["roster", "armyBook"]],
    ["an unknown key", { player: "A", roster: legal, replace: "x" }, ["replace"]],
  ])("%s → 400 INVALID_INPUT at its path", async (_, body, path) => {
    const res = await call("POST", `/api/events/${event.id}/entries`, body);
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(errors[0]).toEqual({ code: "INVALID_INPUT", path, message: expect.any(String), unit: null, option: null });
  });

  it("an unknown event → 404, whatever the body", async () => {
    for (const id of ["AAAAAAAAAAAA", "no such id!", "x".repeat(300)]) {
      const ok = await submit(encodeURIComponent(id), "A");
      expect(ok.status, id).toBe(404);
      expect(await ok.json()).toEqual(oneError("EVENT_NOT_FOUND"));
      expect((await call("POST", `/api/events/${encodeURIComponent(id)}/entries`, { player: "" })).status).toBe(404);
    }
  });

  it("after the deadline (the server's clock moved past it) → 409 EVENT_CLOSED, in Russian with Accept-Language: ru", async () => {
    const closing = await createEvent();
    clock.setOffset(2 * HOUR);
    const res = await submit(closing.id, "Поздний", legal, { "accept-language": "ru" });
    expect(res.status).toBe(409);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toEqual(oneError("EVENT_CLOSED"));
    expect(body.errors[0].message).toMatch(cyrillic);
    // a bad body after the deadline is still "closed", not a lesson in the format
    expect((await call("POST", `/api/events/${closing.id}/entries`, { player: "" })).status).toBe(409);
    clock.reset();
    expect((await submit(closing.id, "Вовремя")).status).toBe(201);
  });

  it("resubmission is not part of the API: a second POST is a new entry; PUT/PATCH/POST on an entry → 405", async () => {
    const first = await entry(event.id, "Дважды");
    const second = await entry(event.id, "Дважды");
    expect(second.entryId).not.toBe(first.entryId);
    for (const method of ["PUT", "PATCH", "POST"]) {
      const res = await call(method, `/api/events/${event.id}/entries/${first.entryId}`, { player: "X", roster: legal }, bearer(first.entryKey));
      expect(res.status, method).toBe(405);
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) expect((await call(method, `/api/events/${event.id}/entries`, {})).status, method).toBe(405);
  });

  it("a body over 1 MiB → 413 INVALID_INPUT (declared, or streamed without a length)", async () => {
    const big = JSON.stringify({ player: "A", roster: { ...legal, name: "x".repeat(2 * 1024 * 1024) } });
    const declared = await call("POST", `/api/events/${event.id}/entries`, big, { "accept-language": "ru" });
    expect(declared.status).toBe(413);
    const body = await declared.json();
    expect(body.errors[0]).toMatchObject({ code: "INVALID_INPUT" });
    expect(body.errors[0].message).toMatch(cyrillic);
    const streamed = await fetch(`${base}/api/events/${event.id}/entries`, {
      method: "POST",
      body: new Blob([big]).stream(),
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await call("POST", "/api/events", JSON.stringify({ ...newEvent(), name: "x".repeat(2 * 1024 * 1024) }))).status).toBe(413);
  });
});

describe("GET /api/events/{id}/entries (the organiser's key)", () => {
  let event: { id: string; adminKey: string };
  let empty: { id: string; adminKey: string };
  let ivan: { entryId: string; entryKey: string };
  beforeAll(async () => {
    event = await createEvent({ pointsLimit: 300 });
    empty = await createEvent();
    // typed with spaces around it, as a phone keyboard leaves them
    ivan = await entry(event.id, " Иван  ");
    await entry(event.id, "Пётр", illegal);
  });

  it("with Authorization: Bearer <adminKey> → 200, every entry oldest first with its verdict, names trimmed", async () => {
    const res = await call("GET", `/api/events/${event.id}/entries`, undefined, bearer(event.adminKey));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { entries } = await res.json();
    expect(entries).toEqual([
      { entryId: ivan.entryId, player: "Иван", rosterName: "Legal list", points: 100, valid: true, errors: [], errorCount: 0 },
      { entryId: expect.any(String), player: "Пётр", rosterName: illegal.name, points: 335, valid: false, errors: expect.any(Array), errorCount: 2 },
    ]);
    expect(entries[1].errors.map((e: { code: string }) => e.code).sort()).toEqual(["PLATOON_COMMANDER_LIMIT", "POINTS_LIMIT_EXCEEDED"]);
    expect(JSON.stringify(entries)).not.toContain(ivan.entryKey);
    expect((await (await call("GET", `/api/events/${empty.id}/entries`, undefined, bearer(empty.adminKey))).json()).entries).toEqual([]);
  });

  it("without a key, with a wrong one (another event's, a player's) or another scheme → 401 with WWW-Authenticate: Bearer", async () => {
    const tries: Headers[] = [{}, bearer("wrong"), bearer(empty.adminKey), bearer(ivan.entryKey), { authorization: `Basic ${event.adminKey}` }, { authorization: event.adminKey }];
    for (const headers of tries) {
      const res = await call("GET", `/api/events/${event.id}/entries`, undefined, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer\b/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual(oneError("UNAUTHORIZED"));
    }
  });

  it("a 401 reveals nothing about the entries, not even how many: the same answer for two entries and for none", async () => {
    const full = await call("GET", `/api/events/${event.id}/entries`);
    const none = await call("GET", `/api/events/${empty.id}/entries`);
    const fullText = await full.text();
    expect(fullText).toBe(await none.text());
    expect(full.headers.get("content-length")).toBe(none.headers.get("content-length"));
    for (const secret of ["Иван", "Пётр", ivan.entryId, "2"]) expect(fullText).not.toContain(secret);
    const ru = await call("GET", `/api/events/${event.id}/entries`, undefined, { "accept-language": "ru" });
    expect((await ru.json()).errors[0].message).toMatch(cyrillic);
  });

  it("an unknown event → 404, with or without a key", async () => {
    expect((await call("GET", "/api/events/AAAAAAAAAAAA/entries")).status).toBe(404);
    const res = await call("GET", "/api/events/AAAAAAAAAAAA/entries", undefined, bearer(event.adminKey));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(oneError("EVENT_NOT_FOUND"));
  });

  it("still answers after the deadline (the organiser reads the lists then)", async () => {
    clock.setOffset(2 * HOUR);
    expect((await call("GET", `/api/events/${event.id}/entries`, undefined, bearer(event.adminKey))).status).toBe(200);
  });
});

describe("DELETE /api/events/{id}/entries/{entryId} (the player's key)", () => {
  let event: { id: string; adminKey: string };
  beforeAll(async () => {
    event = await createEvent();
  });
  const del = (id: string, entryId: string, headers: Headers = {}) => call("DELETE", `/api/events/${id}/entries/${entryId}`, undefined, headers);
  const players = async () => (await (await call("GET", `/api/events/${event.id}/entries`, undefined, bearer(event.adminKey))).json()).entries.map((e: { player: string }) => e.player);

  it("with the entry's key before the deadline → 204, and the entry is gone (then 404)", async () => {
    const mine = await entry(event.id, "Уходит");
    await entry(event.id, "Остаётся");
    const res = await del(event.id, mine.entryId, bearer(mine.entryKey));
    expect(res.status).toBe(204);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toBe("");
    expect(await players()).toEqual(["Остаётся"]);
    const again = await del(event.id, mine.entryId, bearer(mine.entryKey));
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(oneError("ENTRY_NOT_FOUND"));
  });

  it("without a key or with a wrong one (another entry's, another event's organiser's) → 401, and the entry stays", async () => {
    const mine = await entry(event.id, "Держится");
    const other = await entry(event.id, "Сосед");
    const elsewhere = await createEvent();
    for (const headers of [{}, bearer("wrong"), bearer(other.entryKey), bearer(elsewhere.adminKey)]) {
      const res = await del(event.id, mine.entryId, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer\b/);
      expect(await res.json()).toEqual(oneError("UNAUTHORIZED"));
    }
    expect(await players()).toContain("Держится");
  });

  it("an unknown event or entry, or an entry of another event → 404", async () => {
    const mine = await entry(event.id, "Чужой");
    const elsewhere = await createEvent();
    expect((await del("AAAAAAAAAAAA", mine.entryId, bearer(mine.entryKey))).status).toBe(404);
    expect(await (await del("AAAAAAAAAAAA", mine.entryId, bearer(mine.entryKey))).json()).toEqual(oneError("EVENT_NOT_FOUND"));
    expect((await del(event.id, "AAAAAAAAAAAA", bearer(mine.entryKey))).status).toBe(404);
    expect((await del(elsewhere.id, mine.entryId, bearer(mine.entryKey))).status).toBe(404);
  });

  it("after the deadline → 409 EVENT_CLOSED with the right key (401 still with a wrong one)", async () => {
    const mine = await entry(event.id, "Опоздал");
    clock.setOffset(2 * HOUR);
    const res = await del(event.id, mine.entryId, { ...bearer(mine.entryKey), "accept-language": "ru" });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body).toEqual(oneError("EVENT_CLOSED"));
    expect(body.errors[0].message).toMatch(cyrillic);
    expect((await del(event.id, mine.entryId, bearer("wrong"))).status).toBe(401);
    clock.reset();
    expect(await players()).toContain("Опоздал");
  });
});

describe("what one player cannot do to an organiser's event", () => {
  it("a list naming a unit or option the book does not have → 400 INVALID_INPUT at its path, nothing stored", async () => {
    const event = await createEvent();
    const units = [{ unit: "red-army-infantry", options: { "no-such-option": 1 } }, { unit: "no-such-unit" }];
    const res = await submit(event.id, "Бот", { ...legal, units });
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(errors.map((e: { code: string; path: unknown[] }) => [e.code, e.path])).toEqual([
      ["INVALID_INPUT", ["roster", "units", 0, "options", "no-such-option"]],
      ["INVALID_INPUT", ["roster", "units", 1, "unit"]],
    ]);
    const list = await (await call("GET", `/api/events/${event.id}/entries`, undefined, bearer(event.adminKey))).json();
    expect(list.entries).toEqual([]);
  });

  it("an entry stores its first errors and their count: the entries API stays small for a list with hundreds of violations", async () => {
    const event = await createEvent({ pointsLimit: 300 });
    const units = Array.from({ length: 200 }, () => ({ unit: "red-army-infantry", options: { "extra-soldiers": 99, "platoon-commander": 3, banner: 2, radio: 2, lmg: 9 } }));
    const res = await submit(event.id, "Много", { ...legal, units });
    expect(res.status).toBe(201);
    const total = (await res.json()).report.errors.length;
    expect(total).toBeGreaterThan(500);
    const { entries } = await (await call("GET", `/api/events/${event.id}/entries`, undefined, bearer(event.adminKey))).json();
    expect(entries[0].errorCount).toBe(total);
    expect(entries[0].errors).toHaveLength(5);
    // errors on units, each in the report's shape of RULES.md: the unit by its index, nothing more
    expect(entries[0].errors[0]).toEqual({ code: "OPTION_MAX", unit: 0, option: "extra-soldiers", message: expect.any(String) });
    for (const e of entries[0].errors) expect(Object.keys(e).sort()).toEqual(["code", "message", "option", "unit"]);
    expect(JSON.stringify(entries).length).toBeLessThan(4000);
  });

  it("the organiser's key removes any entry → 204, also after the deadline; then 404", async () => {
    const event = await createEvent({ deadline: new Date(Date.now() + HOUR).toISOString() });
    const mine = await entry(event.id, "Лишний");
    clock.setNow(Date.now() + 2 * HOUR);
    expect((await call("DELETE", `/api/events/${event.id}/entries/${mine.entryId}`, undefined, bearer(mine.entryKey))).status).toBe(409);
    const res = await call("DELETE", `/api/events/${event.id}/entries/${mine.entryId}`, undefined, bearer(event.adminKey));
    expect(res.status).toBe(204);
    expect((await call("DELETE", `/api/events/${event.id}/entries/${mine.entryId}`, undefined, bearer(event.adminKey))).status).toBe(404);
    const { entries } = await (await call("GET", `/api/events/${event.id}/entries`, undefined, bearer(event.adminKey))).json();
    expect(entries).toEqual([]);
  });

  it("an event with an entry code: without it or with a wrong one → 403 ENTRY_CODE (localised); with it → 201", async () => {
    const event = await createEvent({ entryCode: "клуб-2026" });
    for (const body of [{ player: "A", roster: legal }, { player: "A", roster: legal, entryCode: "wrong" }]) {
      const res = await call("POST", `/api/events/${event.id}/entries`, body, { "accept-language": "ru" });
      expect(res.status).toBe(403);
      const json = await res.json();
      expect(json).toEqual(oneError("ENTRY_CODE"));
      expect(json.errors[0].message).toMatch(cyrillic);
    }
    expect((await call("POST", `/api/events/${event.id}/entries`, { player: "A", roster: legal, entryCode: "клуб-2026" })).status).toBe(201);
    // a code of the wrong shape when creating → 400 at entryCode
    const bad = await call("POST", "/api/events", newEvent({ entryCode: "" }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].path).toEqual(["entryCode"]);
  });

  it("a lowered cap: the organiser sets entryLimit, the next list past it → 409 EVENT_FULL naming the cap", async () => {
    const event = await createEvent({ entryLimit: 2 });
    await entry(event.id, "A");
    await entry(event.id, "B");
    const res = await submit(event.id, "C");
    expect(res.status).toBe(409);
    const json = await res.json();
    expect(json).toEqual(oneError("EVENT_FULL"));
    expect(json.errors[0].message).toContain("2");
    expect((await call("POST", "/api/events", newEvent({ entryLimit: 501 }))).status).toBe(400);
  });
});
