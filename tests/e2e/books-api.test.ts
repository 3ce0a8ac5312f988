import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { reportFromEvaluation } from "../../lib/engine/report";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { PUBLISH_LIMITS } from "../../lib/army-book/publish-limits";
import { FIXTURE_BOOK_FILE, legion } from "../support/fixture-book";
import { illegal, legalLegion } from "../support/legion-cases";
import { serverOfItsOwn } from "../support/own-server";
import { roster } from "../support/roster-cli";
import { jsonText, mutateText, mutateValue, randomJson, Rng } from "../unit/fault-gen";

/**
 * Publishing an army book through the API (server/http/books-api.ts) on a server of its own, whose
 * DB holds only data/: the fixture book (tests/fixtures/books/), which this server has never seen,
 * is published by a player, then judged, shared and updated with its author key. Every refusal
 * of the API, over HTTP.
 */

// the operator's remove-book shows on a server when it reads its books again: here at once
const own = serverOfItsOwn("e2e-books", { env: { CATALOG_CACHE_MS: "100" } });

const fixture = JSON.parse(readFileSync(FIXTURE_BOOK_FILE, "utf8")) as Record<string, unknown> & { units: Record<string, unknown>[] };
/** The fixture as a player publishes it: with an author. */
const bookFile = (over: Record<string, unknown> = {}) => ({ ...fixture, author: "Клуб «Легион»", ...over });
const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(own.base + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });
type Errors = { errors: { code: string; path: (string | number)[]; at?: string; line?: number; message: string }[] };

describe("POST /api/books: the refusals", () => {
  it("a book with problems → 400, each problem with its path, line and message, as check-book gives them", async () => {
    const units = structuredClone(fixture.units);
    (units[1] as { cost: unknown }).cost = "cheap";
    const text = JSON.stringify(bookFile({ units, id: "broken-legion" }), null, 2);
    const res = await send("/api/books", text);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Errors;
    const cost = body.errors.find((e) => e.at === "units[1].cost");
    expect(cost).toMatchObject({ code: "INVALID_INPUT", path: ["units", 1, "cost"] });
    expect(text.split("\n")[cost!.line! - 1]).toContain('"cost": "cheap"');
    // in the reader's language: the shape the schema refuses, and what publishing asks for
    const { author: _author, ...anonymous } = bookFile({ units, id: "broken-legion" });
    const ru = (await (await send("/api/books", anonymous, { "accept-language": "ru" })).json()) as Errors;
    expect(ru.errors.find((e) => e.at === "units[1].cost")!.message).toBe("Нужно целое число.");
    expect(ru.errors.find((e) => e.at === "author")!.message).toMatch(/^у публикуемой книги указан автор/);
  });

  it("a book without an author, or taking the old share codes → 400 at that field", async () => {
    const { author: _author, ...anonymous } = bookFile({ id: "anonymous-legion" });
    const noAuthor = (await (await send("/api/books", anonymous)).json()) as Errors;
    expect(noAuthor.errors.map((e) => e.path)).toEqual([["author"]]);
    const legacy = await send("/api/books", bookFile({ id: "legacy-legion", legacyShareCodes: true }));
    expect(legacy.status).toBe(400);
    expect(((await legacy.json()) as Errors).errors.map((e) => e.path)).toEqual([["legacyShareCodes"]]);
  });

  it("past the bounds → 400 at the path (units, a name); a file over 512 KB → 413 before it is read", async () => {
    const many = await send("/api/books", bookFile({ id: "big-legion", units: Array.from({ length: PUBLISH_LIMITS.units + 1 }, (_, i) => ({ ...fixture.units[0]!, id: `u${i}` })) }));
    expect(many.status).toBe(400);
    expect(((await many.json()) as Errors).errors.map((e) => [e.path, e.message])).toEqual([[["units"], `more than ${PUBLISH_LIMITS.units} entries`]]);
    const longName = await send("/api/books", bookFile({ id: "long-legion", name: { ru: "Я".repeat(PUBLISH_LIMITS.name + 1), en: "Legion" } }));
    expect(((await longName.json()) as Errors).errors.map((e) => e.path)).toEqual([["name", "ru"]]);
    // the legal side: a name of exactly the bound is not what refuses a book
    const atBound = (await (await send("/api/books", bookFile({ id: "bound-legion", name: { ru: "Я".repeat(PUBLISH_LIMITS.name), en: "Legion" }, units: "x" }))).json()) as Errors;
    expect(atBound.errors.map((e) => e.path)).toEqual([["units"]]);
    const huge = await send("/api/books", JSON.stringify(bookFile({ id: "huge-legion", padding: "x".repeat(600 * 1024) })));
    expect(huge.status).toBe(413);
  });

  it("not JSON → 400 with the line", async () => {
    const res = await send("/api/books", '{\n  "id": "x",\n  oops\n}');
    expect(res.status).toBe(400);
    expect(((await res.json()) as Errors).errors[0]).toMatchObject({ code: "INVALID_INPUT", line: 3 });
  });

  it("a book id the server holds (the Soviet book) → 409 BOOK_EXISTS", async () => {
    const res = await send("/api/books", bookFile({ id: "soviet" }));
    expect(res.status).toBe(409);
    expect(((await res.json()) as Errors).errors[0]!.code).toBe("BOOK_EXISTS");
  });
});

describe("POST /api/books: damaged and hostile files", () => {
  it("never answer 5xx: 400 (or 409 for an id taken, 201 for a file that happens to be a book), always JSON", async () => {
    const seed = 0x5b00c;
    const rng = new Rng(seed);
    const good = bookFile({ id: "fuzz-legion" });
    for (let i = 0; i < 120; i++) {
      const body =
        i % 3 === 0 ? jsonText(rng, randomJson(rng)) : i % 3 === 1 ? jsonText(rng, { ...(mutateValue(rng, good) as object), id: `fuzz-${i}` }) : mutateText(rng, JSON.stringify({ ...good, id: `fuzz-${i}` }), 6);
      const res = await send("/api/books", body);
      const text = await res.text();
      expect([201, 400, 409], `seed ${seed}, case ${i}: ${body.slice(0, 200)}`).toContain(res.status);
      expect(() => JSON.parse(text), `seed ${seed}, case ${i}`).not.toThrow();
    }
  });
});

describe("a book nobody here has seen, published by a player", () => {
  let authorKey = "";

  it("201 { id, version, authorKey, url }; its page opens; the same file again → 409", async () => {
    const res = await send("/api/books", bookFile());
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; version: number; authorKey: string; url: string };
    expect(created).toMatchObject({ id: legion.id, version: 1, url: `${own.base}/army-book?book=${legion.id}` });
    expect(created.authorKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    authorKey = created.authorKey;
    const page = await fetch(created.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(legion.name.en);
    expect((await send("/api/books", bookFile())).status).toBe(409);
  });

  it("gives the verdicts and points the engine gives for that book, on every rule case, through /api/validate", async () => {
    for (const roster of [legalLegion, ...illegal.map((c) => c.roster)]) {
      const res = await send("/api/validate", roster);
      expect(await res.json()).toEqual(reportFromEvaluation(legion, roster, evaluateRoster(legion, roster), "en"));
    }
    const first = illegal[0]!;
    const report = (await (await send("/api/validate", first.roster)).json()) as { valid: boolean; errors: { code: string; message: string }[] };
    expect(report.valid).toBe(false);
    expect(report.errors).toContainEqual(expect.objectContaining({ code: first.error.code, message: first.error.message }));
  });

  it("a roster of it is saved and shared like any other", async () => {
    const created = await send("/api/rosters", legalLegion);
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as { url: string };
    expect((await fetch(url)).status).toBe(200);
  });

  it("every surface takes it: an event of it judges entries by it; a roster of it has army cards and game mode", async () => {
    const deadline = new Date(Date.now() + 3_600_000).toISOString();
    const event = await send("/api/events", { name: "Legion cup", pointsLimit: 1000, deadline, armyBook: legion.id, bookVersion: 1 });
    expect(event.status).toBe(201);
    const { id } = (await event.json()) as { id: string };
    const entry = await send(`/api/events/${id}/entries`, { player: "Marcus", roster: illegal[1]!.roster });
    expect(entry.status).toBe(201);
    const { report } = (await entry.json()) as { report: { valid: boolean; errors: { code: string }[] } };
    expect(report.valid).toBe(false);
    expect(report.errors.map((e) => e.code)).toContain(illegal[1]!.error.code);
    const { url } = (await (await send("/api/rosters", legalLegion)).json()) as { url: string };
    for (const page of [`${url}/print`, `${url}/game`]) {
      const res = await fetch(page, { headers: { "accept-language": "en" } });
      expect(res.status, page).toBe(200);
      expect(await res.text(), page).toContain(legion.units.find((u) => u.id === legalLegion.units[0]!.unit)!.name.en);
    }
  });

  it("a book's text is data, never markup: a book named with HTML and script is inert on its page and on a roster's", async () => {
    const hostile = "<script>alert(1)</script><img src=x onerror=alert(2)>";
    const units = structuredClone(fixture.units) as { name: { ru: string; en: string } }[];
    units[0]!.name = { ru: hostile, en: hostile };
    const created = await send("/api/books", bookFile({ id: "hostile-legion", name: { ru: hostile, en: hostile }, author: hostile, units }));
    expect(created.status).toBe(201);
    const roster = { ...legalLegion, armyBook: "hostile-legion", units: [legalLegion.units[0]!] };
    const { url } = (await (await send("/api/rosters", roster)).json()) as { url: string };
    for (const page of [`${own.base}/army-book?book=hostile-legion`, url, `${url}/print`]) {
      const html = await (await fetch(page, { headers: { "accept-language": "en" } })).text();
      expect(html, page).not.toContain("<script>alert(1)");
      expect(html, page).not.toContain("<img src=x");
      expect(html, page).toContain("&lt;script&gt;alert(1)");
    }
  });

  it("its next version needs the author key: none or a wrong one → 401, the Soviet book's → 401, an unknown book → 404", async () => {
    const next = bookFile({ version: 2 });
    const none = await send(`/api/books/${legion.id}/versions`, next);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toContain("Bearer");
    expect((await send(`/api/books/${legion.id}/versions`, next, { authorization: "Bearer wrong-key" })).status).toBe(401);
    expect((await send("/api/books/soviet/versions", { ...next, id: "soviet" }, { authorization: `Bearer ${authorKey}` })).status).toBe(401);
    expect((await send("/api/books/nobody/versions", { ...next, id: "nobody" }, { authorization: `Bearer ${authorKey}` })).status).toBe(404);
  });

  it("a version that is not the next, or another book's file → 400 at that field; the next → 201, and old rosters keep theirs", async () => {
    const auth = { authorization: `Bearer ${authorKey}` };
    const skipped = await send(`/api/books/${legion.id}/versions`, bookFile({ version: 3 }), auth);
    expect(skipped.status).toBe(400);
    expect(((await skipped.json()) as Errors).errors).toEqual([expect.objectContaining({ path: ["version"], message: "The next version of this book is 2." })]);
    const again = await send(`/api/books/${legion.id}/versions`, bookFile({ version: 1 }), auth);
    expect(again.status).toBe(400);
    const other = await send(`/api/books/${legion.id}/versions`, bookFile({ id: "another", version: 2 }), auth);
    expect(((await other.json()) as Errors).errors.map((e) => e.path)).toEqual([["id"]]);

    // errata: the first unit costs 5 more in version 2
    const units = structuredClone(fixture.units);
    (units[0] as { cost: number }).cost += 5;
    const res = await send(`/api/books/${legion.id}/versions`, bookFile({ version: 2, units }), auth);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: legion.id, version: 2, url: `${own.base}/army-book?book=${legion.id}` });
    const roster = { ...legalLegion, units: [legalLegion.units[1]!] };
    const points = async (bookVersion?: number) => ((await (await send("/api/validate", { ...roster, ...(bookVersion ? { bookVersion } : {}) })).json()) as { points: number }).points;
    const v1 = await points(1);
    expect(await points(2)).toBe(v1 + 5);
    expect(await points()).toBe(v1 + 5);
  });
});

describe("the operator removes a book (roster remove-book), and restores it", () => {
  const offered = async () => (await (await fetch(own.base + "/", { headers: { "accept-language": "en" } })).text()).includes(`<option value="${legion.id}">`);
  /** the read-only view of a roster of the book, saved before it was removed */
  let shareUrl = "";

  it("before: the home page offers it, and a roster of it has a share link", async () => {
    expect(await offered()).toBe(true);
    const created = (await (await send("/api/rosters", legalLegion)).json()) as { url: string };
    expect(((await (await send("/api/validate", legalLegion)).json()) as { valid: boolean }).valid).toBe(true);
    shareUrl = created.url;
  });

  it("after: not offered, no new roster takes it (400 at armyBook); its pages and links say so; its rosters still open and validate", async () => {
    const removed = await roster(["remove-book", legion.id], { databaseUrl: own.databaseUrl });
    expect(removed).toMatchObject({ code: 0, out: `army book "${legion.id}" is now removed: no new roster takes it, its pages and links say so; rosters of it are kept\n` });
    // the server sees it when it reads its books again (CATALOG_CACHE_MS: 10 s by default, here 0.1 s)
    await expect.poll(offered, { timeout: 20_000, interval: 100 }).toBe(false);
    const refusal = async () => {
      const res = await send("/api/rosters", legalLegion, { "accept-language": "en" });
      return res.status === 400 ? ((await res.json()) as Errors).errors : res.status;
    };
    await expect
      .poll(refusal, { timeout: 20_000, interval: 100 })
      .toEqual([expect.objectContaining({ path: ["armyBook"], message: `The army book "${legion.id}" was removed by the server's operator: no new roster can take it.` })]);
    const notice = "This army book was removed by the server&#x27;s operator";
    const bookPage = async () => (await fetch(`${own.base}/army-book?book=${legion.id}`, { headers: { "accept-language": "en" } })).text();
    await expect.poll(bookPage, { timeout: 20_000, interval: 100 }).toContain(notice);
    const view = async () => {
      const res = await fetch(shareUrl, { headers: { "accept-language": "en" } });
      return `${res.status} ${(await res.text()).includes(notice)}`;
    };
    await expect.poll(view, { timeout: 20_000, interval: 100 }).toBe("200 true");
    expect(((await (await send("/api/validate", legalLegion)).json()) as { valid: boolean }).valid).toBe(true);
    // and no version of it can be published meanwhile
    expect((await send(`/api/books/${legion.id}/versions`, bookFile({ version: 3 }), { authorization: "Bearer x" })).status).toBe(404);
    expect((await roster(["remove-book", "nobody"], { databaseUrl: own.databaseUrl })).code).toBe(2);
  });

  it("restore-book offers it again", async () => {
    expect((await roster(["restore-book", legion.id], { databaseUrl: own.databaseUrl })).code).toBe(0);
    await expect.poll(offered, { timeout: 20_000, interval: 100 }).toBe(true);
  });
});

