import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogOf, type Catalog } from "../../lib/army-book/catalog";
import { EVENT_LIMITS, type NewEvent } from "../../lib/events/schema";
import { readAllArmyBooks } from "../../server/data/army-books";
import { createPrisma } from "../../server/data/db";
import { hashKey } from "../../server/data/keys";
import { exportRows } from "../../server/data/event-tables";
import { checkAdmin, createEvent, entryErrors, findEntryCode, findEvent, listEntries, removeEntries, removeEntry, submitEntry, withdrawEntry } from "../../server/data/events";
import { testClock } from "../support/clock";
import { RULES_EXAMPLE_ROSTER } from "../support/examples";
import { tempDir } from "../support/temp-dir";

/** server/data/events.ts over the seeded test DB, the clock moved through APP_TEST_CLOCK_FILE as the e2e server's is. */
const db = createPrisma(inject("databaseUrl"));
const dir = tempDir("events-clock-");
const clockFile = path.join(dir, "offset");
const clock = testClock(clockFile);
let catalog: Catalog;

beforeAll(async () => {
  writeFileSync(clockFile, "0");
  process.env.APP_TEST_CLOCK_FILE = clockFile;
  catalog = catalogOf(await readAllArmyBooks(db));
});
afterEach(() => clock.reset());
afterAll(async () => {
  delete process.env.APP_TEST_CLOCK_FILE;
  await db.$disconnect();
});

const MINUTE = 60_000;
const legal = { ...RULES_EXAMPLE_ROSTER, name: "Legal", units: [{ unit: "red-army-infantry" }] };
const input = (over: Partial<NewEvent> = {}): NewEvent => ({ name: "Турнир", pointsLimit: 1000, deadline: new Date(Date.now() + 60 * MINUTE).toISOString(), armyBook: "soviet", ...over });

async function event(over: Partial<NewEvent> = {}) {
  const created = await createEvent(db, catalog, input(over), "en");
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  return created;
}

describe("createEvent", () => {
  it("takes a deadline ahead and stores only the admin key's hash", async () => {
    const { id, adminKey } = await event();
    const row = await db.event.findUnique({ where: { publicId: id } });
    expect(row?.adminKeyHash).toBe(hashKey(adminKey));
    expect(JSON.stringify(row)).not.toContain(adminKey);
    expect(await checkAdmin(db, id, adminKey)).toBe("ok");
    expect(await checkAdmin(db, id, "nope")).toBe("forbidden");
  });

  it("refuses a deadline at or before the server's now (both sides of the boundary)", async () => {
    const deadline = new Date(Date.now() + 10 * MINUTE);
    clock.setNow(deadline.getTime() - MINUTE);
    expect((await createEvent(db, catalog, input({ deadline: deadline.toISOString() }), "en")).ok).toBe(true);
    clock.setNow(deadline.getTime() + 1);
    const late = await createEvent(db, catalog, input({ deadline: deadline.toISOString() }), "ru");
    expect(late).toEqual({ ok: false, errors: [{ code: "INVALID_INPUT", unit: null, option: null, path: ["deadline"], message: expect.stringMatching(/[а-я]/) }] });
  });

  it("names every bad field at once: a past deadline and a book the server does not hold", async () => {
    const bad = await createEvent(db, catalog, input({ deadline: "2020-01-01T00:00:00Z", armyBook: "german" }), "en");
    expect(bad.ok ? [] : bad.errors.map((e) => e.path)).toEqual([["deadline"], ["armyBook"]]);
    const version = await createEvent(db, catalog, input({ bookVersion: 99 }), "en");
    expect(version.ok ? [] : version.errors.map((e) => e.path)).toEqual([["bookVersion"]]);
  });
});

describe("submitEntry", () => {
  it("judges a list under the event's limit, not the roster's (both directions)", async () => {
    const small = await event({ pointsLimit: 300 });
    const over = await submitEntry(db, catalog, small.id, { player: "A", roster: { ...RULES_EXAMPLE_ROSTER, pointsLimit: 100_000 } }, "en");
    expect(over.status).toBe("created");
    if (over.status !== "created") return;
    expect(over.report).toMatchObject({ points: 335, pointsLimit: 300, valid: false });
    expect(over.report.errors.map((e) => e.code)).toContain("POINTS_LIMIT_EXCEEDED");
    const big = await event({ pointsLimit: 2000 });
    const under = await submitEntry(db, catalog, big.id, { player: "B", roster: { ...legal, pointsLimit: 300, units: [{ unit: "guards" }, { unit: "cavalry" }, { unit: "naval-infantry" }] } }, "en");
    expect(under.status === "created" && under.report).toMatchObject({ valid: true, points: 340, pointsLimit: 2000 });
    // the frozen copy carries the event's limit and book version
    const [stored] = (await listEntries(db, big.id, "en")) ?? [];
    expect(stored).toMatchObject({ player: "B", points: 340, pointsLimit: 2000, valid: true });
    const row = await db.eventEntry.findUnique({ where: { entryId: stored!.entryId } });
    expect(JSON.parse(row!.rosterJson)).toMatchObject({ pointsLimit: 2000, bookVersion: 1 });
  });

  it("a list of another army book is bad input at roster.armyBook, naming the event's book", async () => {
    const { id } = await event();
    const result = await submitEntry(db, catalog, id, { player: "A", roster: { ...legal, armyBook: "german" } }, "ru");
    expect(result.status).toBe("invalid");
    if (result.status !== "invalid") return;
    expect(result.report).toMatchObject({ valid: false, points: null, errors: [{ code: "INVALID_INPUT", path: ["roster", "armyBook"] }] });
    expect(result.report.errors[0]!.message).toMatch(/Советская армия|книге/);
    expect(await listEntries(db, id, "en")).toEqual([]);
  });

  it("bad roster input points from the body's root (roster.units.0.unit)", async () => {
    const { id } = await event();
    const result = await submitEntry(db, catalog, id, { player: "A", roster: { ...legal, units: [{ unit: "" }] } }, "en");
    expect(result.status === "invalid" && result.report.errors.map((e) => ("path" in e ? e.path : null))).toEqual([["roster", "units", 0, "unit"]]);
  });

  it("the event's book version wins over the roster's own", async () => {
    const { id } = await event({ bookVersion: 1 });
    const result = await submitEntry(db, catalog, id, { player: "A", roster: { ...legal, bookVersion: 99 } }, "en");
    expect(result.status === "created" && result.report.valid).toBe(true);
  });

  it("takes lists until the deadline, refuses them from the deadline on; withdrawing follows it too", async () => {
    const deadline = Date.now() + 30 * MINUTE;
    const { id } = await event({ deadline: new Date(deadline).toISOString() });
    clock.setNow(deadline - MINUTE);
    const taken = await submitEntry(db, catalog, id, { player: "A", roster: legal }, "en");
    expect(taken.status).toBe("created");
    if (taken.status !== "created") return;
    clock.setNow(deadline + 1);
    expect((await submitEntry(db, catalog, id, { player: "B", roster: legal }, "en")).status).toBe("closed");
    expect(await withdrawEntry(db, id, taken.entryId, taken.entryKey)).toBe("closed");
    expect(await withdrawEntry(db, id, taken.entryId, "wrong")).toBe("forbidden");
    clock.setNow(deadline - MINUTE);
    expect(await withdrawEntry(db, id, taken.entryId, taken.entryKey)).toBe("ok");
    expect((await findEvent(db, id))?.entries).toBe(0);
  });

  it(`holds an event to ${EVENT_LIMITS.entriesMax} entries: the last one in, the next one refused, a place freed is taken again`, async () => {
    const { id } = await event();
    const row = await db.event.findUniqueOrThrow({ where: { publicId: id } });
    const filler = (i: number) => ({
      entryId: `bulk${String(i).padStart(8, "0")}`,
      eventId: row.id,
      entryKeyHash: hashKey(`key${i}`),
      player: `P${i}`,
      rosterName: "Bulk",
      rosterJson: JSON.stringify(legal),
      points: 100,
      valid: true,
      errorsJson: "[]",
      submittedAt: new Date(),
    });
    // rows straight into the table: the bound is the server's, not HTTP's
    await db.eventEntry.createMany({ data: Array.from({ length: EVENT_LIMITS.entriesMax - 1 }, (_, i) => filler(i)) });
    const last = await submitEntry(db, catalog, id, { player: "Last", roster: legal }, "en");
    expect(last.status).toBe("created");
    expect((await submitEntry(db, catalog, id, { player: "Over", roster: legal }, "en")).status).toBe("full");
    // a flood at the bound: never more than the bound
    await Promise.all(Array.from({ length: 5 }, (_, i) => submitEntry(db, catalog, id, { player: `F${i}`, roster: legal }, "en")));
    expect(await db.eventEntry.count({ where: { eventId: row.id } })).toBe(EVENT_LIMITS.entriesMax);
    expect(await withdrawEntry(db, id, "bulk00000000", "key0")).toBe("ok");
    expect((await submitEntry(db, catalog, id, { player: "Again", roster: legal }, "en")).status).toBe("created");
    expect((await submitEntry(db, catalog, id, { player: "Over", roster: legal }, "en")).status).toBe("full");
    await db.event.delete({ where: { id: row.id } });
  });

  it("an event with a lowered cap holds exactly that many under concurrent submissions (the database enforces it)", async () => {
    const { id } = await event({ entryLimit: 20 });
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => submitEntry(db, catalog, id, { player: `C${i}`, roster: legal }, "en")));
    expect(results.filter((r) => r.status === "created")).toHaveLength(20);
    expect(results.filter((r) => r.status === "full").every((r) => r.status === "full" && r.limit === 20)).toBe(true);
    expect(results.filter((r) => r.status === "full")).toHaveLength(40);
    expect(await listEntries(db, id, "en")).toHaveLength(20);
    expect(await findEvent(db, id)).toMatchObject({ entries: 20, entryLimit: 20 });
    // one place freed is one place taken
    const first = (await listEntries(db, id, "en"))![0]!;
    expect(await removeEntry(db, id, first.entryId)).toBe("ok");
    expect((await findEvent(db, id))?.entries).toBe(19);
    expect((await submitEntry(db, catalog, id, { player: "Again", roster: legal }, "en")).status).toBe("created");
    expect((await submitEntry(db, catalog, id, { player: "Over", roster: legal }, "en")).status).toBe("full");
  });

  it("a cap of 1 takes one list; 0 or more than 500 is not a cap", async () => {
    const { id } = await event({ entryLimit: 1 });
    expect((await submitEntry(db, catalog, id, { player: "A", roster: legal }, "en")).status).toBe("created");
    expect((await submitEntry(db, catalog, id, { player: "B", roster: legal }, "en")).status).toBe("full");
    const { newEventSchema } = await import("../../lib/events/schema");
    expect(newEventSchema.safeParse(input({ entryLimit: 0 })).success).toBe(false);
    expect(newEventSchema.safeParse(input({ entryLimit: EVENT_LIMITS.entriesMax + 1 })).success).toBe(false);
    expect(newEventSchema.safeParse(input({ entryLimit: EVENT_LIMITS.entriesMax })).success).toBe(true);
  });
});

describe("what one entry can store", () => {
  it("a unit or option the event's book does not have is refused at its path, nothing stored", async () => {
    const { id } = await event();
    const units = [{ unit: "red-army-infantry" }, { unit: "no-such-unit" }, { unit: "red-army-infantry", options: { lmg: 1, "no-such-option": 2 } }];
    const result = await submitEntry(db, catalog, id, { player: "A", roster: { ...legal, units } }, "en");
    expect(result.status).toBe("invalid");
    if (result.status !== "invalid") return;
    expect(result.report).toMatchObject({ valid: false, points: null });
    expect(result.report.errors).toEqual([
      { code: "INVALID_INPUT", unit: null, option: null, path: ["roster", "units", 1, "unit"], message: expect.stringContaining("no-such-unit") },
      { code: "INVALID_INPUT", unit: null, option: null, path: ["roster", "units", 2, "options", "no-such-option"], message: expect.stringContaining("no-such-option") },
    ]);
    expect(await listEntries(db, id, "en")).toEqual([]);
    // the same list without them is taken
    expect((await submitEntry(db, catalog, id, { player: "A", roster: { ...legal, units: [units[0]!, { unit: "red-army-infantry", options: { lmg: 1 } }] } }, "en")).status).toBe("created");
  });

  it("rule violations are still taken and flagged; the first few are stored, all are counted and all open on request", async () => {
    const { id } = await event({ pointsLimit: 300 });
    // every squad over its option maxima: many violations, each a known option
    const units = Array.from({ length: 6 }, () => ({ unit: "red-army-infantry", options: { "extra-soldiers": 99, "platoon-commander": 3, banner: 2, lmg: 5 } }));
    const taken = await submitEntry(db, catalog, id, { player: "Many", roster: { ...legal, units } }, "en");
    expect(taken.status).toBe("created");
    if (taken.status !== "created") return;
    const total = taken.report.errors.length;
    expect(total).toBeGreaterThan(EVENT_LIMITS.storedErrors);
    const [entry] = (await listEntries(db, id, "en"))!;
    // each stored error names its unit as the builder does
    expect(entry!.errors).toEqual(taken.report.errors.slice(0, EVENT_LIMITS.storedErrors).map((e) => ({ ...e, where: e.unit === null ? null : `${e.unit + 1}. Red Army Infantry` })));
    expect(entry!.errorCount).toBe(total);
    const row = await db.eventEntry.findUniqueOrThrow({ where: { entryId: taken.entryId } });
    expect(JSON.parse(row.errorsJson)).toHaveLength(EVENT_LIMITS.storedErrors);
    const all = await entryErrors(db, catalog, id, taken.entryId, "en");
    expect(all?.map((e) => e.message)).toEqual(taken.report.errors.map((e) => e.message));
    expect(await entryErrors(db, catalog, id, "nosuchentry0", "en")).toBeNull();
  });

  it("the organiser's exports carry every error of a list, in the organiser's language, each on a unit led by its number and name", async () => {
    const { id } = await event({ pointsLimit: 300 });
    const units = Array.from({ length: 6 }, (_, i) => ({ unit: "red-army-infantry", options: { "extra-soldiers": 99, lmg: 5 }, ...(i === 5 ? { label: "Левый фланг" } : {}) }));
    // submitted by a Russian player: the entry stores its first errors in Russian
    const taken = await submitEntry(db, catalog, id, { player: "Пётр", roster: { ...legal, units } }, "ru");
    if (taken.status !== "created") throw new Error(taken.status);
    const total = taken.report.errors.length;
    expect(total).toBeGreaterThan(EVENT_LIMITS.storedErrors);
    const [row] = await exportRows(db, id, "en");
    expect(row!.errorCount).toBe(total);
    expect(row!.errors).toHaveLength(total);
    expect(row!.errors.map((e) => e.code)).toEqual(taken.report.errors.map((e) => e.code));
    for (const e of row!.errors) expect(e.message.replace("Левый фланг", "")).not.toMatch(/[А-яЁё]/);
    // the army-wide points error has no unit; an option over its maximum is on unit 6
    expect(row!.errors.find((e) => e.code === "POINTS_LIMIT_EXCEEDED")?.message).toMatch(/^The army costs/);
    expect(row!.errors.filter((e) => e.code === "OPTION_MAX").at(0)?.message).toMatch(/^1\. Red Army Infantry: Extra soldier: 99 taken/);
    // the player's label is theirs, in any language
    expect(row!.errors.filter((e) => e.code === "OPTION_MAX").at(-1)?.message).toMatch(/^6\. Левый фланг — Red Army Infantry: /);
  });

  it("the table shows an entry's stored errors in the reader's language, whoever submitted it; an entry stored before reads as it was", async () => {
    const { id } = await event({ pointsLimit: 300 });
    const units = Array.from({ length: 6 }, () => ({ unit: "red-army-infantry", options: { "extra-soldiers": 99, lmg: 5 } }));
    const taken = await submitEntry(db, catalog, id, { player: "Пётр", roster: { ...legal, units } }, "ru");
    if (taken.status !== "created") throw new Error(taken.status);
    const [en] = (await listEntries(db, id, "en"))!;
    const [ru] = (await listEntries(db, id, "ru"))!;
    expect(en!.errors).toHaveLength(EVENT_LIMITS.storedErrors);
    expect(en!.errors.map((e) => e.code)).toEqual(ru!.errors.map((e) => e.code));
    for (const e of en!.errors) expect(e.message).not.toMatch(/[А-яЁё]/);
    expect(ru!.errors.map((e) => e.message)).toEqual(taken.report.errors.slice(0, EVENT_LIMITS.storedErrors).map((e) => e.message));
    // the same messages as judging the list again in English (what "and N more" opens)
    const again = await entryErrors(db, catalog, id, taken.entryId, "en");
    expect(en!.errors.map((e) => e.message)).toEqual(again!.slice(0, EVENT_LIMITS.storedErrors).map((e) => e.message));
    // a row stored before both languages were kept: its one message, in its player's language
    const old = [{ code: "POINTS_LIMIT_EXCEEDED", unit: null, option: null, message: "Армия стоит больше лимита" }];
    await db.eventEntry.update({ where: { entryId: taken.entryId }, data: { errorsJson: JSON.stringify(old) } });
    expect((await listEntries(db, id, "en"))![0]!.errors).toEqual([{ ...old[0], where: null }]);
  });
});

describe("an entry code and the organiser's removal", () => {
  it("with a code, a list is taken only with the right code (spaces around it and letter case do not count); without one, any", async () => {
    const { id } = await event({ entryCode: "Ленинград-44" });
    expect(await findEntryCode(db, id)).toBe("Ленинград-44");
    expect(await findEvent(db, id)).toMatchObject({ entryCodeRequired: true });
    expect((await submitEntry(db, catalog, id, { player: "A", roster: legal }, "en")).status).toBe("wrong_code");
    expect((await submitEntry(db, catalog, id, { player: "A", roster: legal, entryCode: "Ленинград-45" }, "en")).status).toBe("wrong_code");
    expect((await submitEntry(db, catalog, id, { player: "A", roster: legal, entryCode: "Ленинград 44" }, "en")).status).toBe("wrong_code");
    expect((await submitEntry(db, catalog, id, { player: "A", roster: legal, entryCode: "x".repeat(300) }, "en")).status).toBe("wrong_code");
    // as a phone keyboard types it: lower case after a capital, or all capitals
    for (const typed of ["ленинград-44", "ЛЕНИНГРАД-44"]) expect((await submitEntry(db, catalog, id, { player: "B", roster: legal, entryCode: typed }, "en")).status).toBe("created");
    const taken = await submitEntry(db, catalog, id, { player: "A", roster: legal, entryCode: " Ленинград-44 " }, "en");
    expect(taken.status).toBe("created");
    if (taken.status !== "created") return;
    // a resubmission of the player's own entry needs its key, not the code again
    expect((await submitEntry(db, catalog, id, { player: "A", roster: legal }, "en", { entryId: taken.entryId, key: taken.entryKey })).status).toBe("replaced");
    const open = await event();
    expect(await findEvent(db, open.id)).toMatchObject({ entryCodeRequired: false });
    expect((await submitEntry(db, catalog, open.id, { player: "A", roster: legal, entryCode: "anything" }, "en")).status).toBe("created");
  });

  it("the organiser removes any entry, also after the deadline; an entry of another event is not found", async () => {
    const deadline = Date.now() + 30 * MINUTE;
    const { id } = await event({ deadline: new Date(deadline).toISOString() });
    const other = await event();
    const taken = await submitEntry(db, catalog, id, { player: "A", roster: legal }, "en");
    if (taken.status !== "created") throw new Error(taken.status);
    clock.setNow(deadline + MINUTE);
    expect(await withdrawEntry(db, id, taken.entryId, taken.entryKey)).toBe("closed");
    expect(await removeEntry(db, other.id, taken.entryId)).toBe("not_found");
    expect(await removeEntry(db, id, taken.entryId)).toBe("ok");
    expect(await listEntries(db, id, "en")).toEqual([]);
    expect((await findEvent(db, id))?.entries).toBe(0);
    expect(await removeEntry(db, id, taken.entryId)).toBe("not_found");
  });

  it("removes several ticked entries at once, only the event's own; the count follows", async () => {
    const { id } = await event();
    const other = await event();
    const made = async (eventId: string, player: string) => {
      const r = await submitEntry(db, catalog, eventId, { player, roster: legal }, "en");
      if (r.status !== "created") throw new Error(r.status);
      return r.entryId;
    };
    const [bot1, real, bot2] = [await made(id, "Bot 1"), await made(id, "Real"), await made(id, "Bot 2")];
    const elsewhere = await made(other.id, "Elsewhere");
    // another event's entry, one twice and one that is not there are passed over
    expect(await removeEntries(db, id, [bot1, bot2, bot2, elsewhere, "nothing-here"])).toBe(2);
    expect((await listEntries(db, id, "en"))?.map((e) => e.entryId)).toEqual([real]);
    expect((await findEvent(db, id))?.entries).toBe(1);
    expect((await findEvent(db, other.id))?.entries).toBe(1);
    expect(await removeEntries(db, "no-such-event", [real])).toBeNull();
  });
});
