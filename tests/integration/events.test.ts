import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { shelfOf, type Shelf } from "../../lib/army-book/shelf";
import { EVENT_LIMITS, type NewEvent } from "../../lib/events/schema";
import { readAllArmyBooks } from "../../server/army-book-store";
import { createPrisma } from "../../server/db";
import { hashKey } from "../../server/edit-keys";
import { checkAdmin, createEvent, findEvent, listEntries, submitEntry, withdrawEntry } from "../../server/events";
import { testClock } from "../support/clock";
import { RULES_EXAMPLE_ROSTER } from "../support/examples";

/** server/events.ts over the seeded test DB, the clock moved through APP_TEST_CLOCK_FILE as the e2e server's is. */
const db = createPrisma(inject("databaseUrl"));
const dir = mkdtempSync(path.join(tmpdir(), "events-clock-"));
const clockFile = path.join(dir, "offset");
const clock = testClock(clockFile);
let shelf: Shelf;

beforeAll(async () => {
  writeFileSync(clockFile, "0");
  process.env.APP_TEST_CLOCK_FILE = clockFile;
  shelf = shelfOf(await readAllArmyBooks(db));
});
afterEach(() => clock.reset());
afterAll(async () => {
  delete process.env.APP_TEST_CLOCK_FILE;
  rmSync(dir, { recursive: true, force: true });
  await db.$disconnect();
});

const MINUTE = 60_000;
const legal = { ...RULES_EXAMPLE_ROSTER, name: "Legal", units: [{ unit: "red-army-infantry" }] };
const input = (over: Partial<NewEvent> = {}): NewEvent => ({ name: "Турнир", pointsLimit: 1000, deadline: new Date(Date.now() + 60 * MINUTE).toISOString(), armyBook: "soviet", ...over });

async function event(over: Partial<NewEvent> = {}) {
  const created = await createEvent(db, shelf, input(over), "en");
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
    expect((await createEvent(db, shelf, input({ deadline: deadline.toISOString() }), "en")).ok).toBe(true);
    clock.setNow(deadline.getTime() + 1);
    const late = await createEvent(db, shelf, input({ deadline: deadline.toISOString() }), "ru");
    expect(late).toEqual({ ok: false, errors: [{ code: "INVALID_INPUT", unit: null, option: null, path: ["deadline"], message: expect.stringMatching(/[а-я]/) }] });
  });

  it("names every bad field at once: a past deadline and a book the server does not hold", async () => {
    const bad = await createEvent(db, shelf, input({ deadline: "2020-01-01T00:00:00Z", armyBook: "german" }), "en");
    expect(bad.ok ? [] : bad.errors.map((e) => e.path)).toEqual([["deadline"], ["armyBook"]]);
    const version = await createEvent(db, shelf, input({ bookVersion: 99 }), "en");
    expect(version.ok ? [] : version.errors.map((e) => e.path)).toEqual([["bookVersion"]]);
  });
});

describe("submitEntry", () => {
  it("judges a list under the event's limit, not the roster's (both directions)", async () => {
    const small = await event({ pointsLimit: 300 });
    const over = await submitEntry(db, shelf, small.id, { player: "A", roster: { ...RULES_EXAMPLE_ROSTER, pointsLimit: 100_000 } }, "en");
    expect(over.status).toBe("created");
    if (over.status !== "created") return;
    expect(over.report).toMatchObject({ points: 335, pointsLimit: 300, valid: false });
    expect(over.report.errors.map((e) => e.code)).toContain("POINTS_LIMIT_EXCEEDED");
    const big = await event({ pointsLimit: 2000 });
    const under = await submitEntry(db, shelf, big.id, { player: "B", roster: { ...legal, pointsLimit: 300, units: [{ unit: "guards" }, { unit: "cavalry" }, { unit: "naval-infantry" }] } }, "en");
    expect(under.status === "created" && under.report).toMatchObject({ valid: true, points: 340, pointsLimit: 2000 });
    // the frozen copy carries the event's limit and book version
    const [stored] = (await listEntries(db, big.id)) ?? [];
    expect(stored).toMatchObject({ player: "B", points: 340, pointsLimit: 2000, valid: true });
    const row = await db.eventEntry.findUnique({ where: { entryId: stored!.entryId } });
    expect(JSON.parse(row!.rosterJson)).toMatchObject({ pointsLimit: 2000, bookVersion: 1 });
  });

  it("a list of another army book is bad input at roster.armyBook, naming the event's book", async () => {
    const { id } = await event();
    const result = await submitEntry(db, shelf, id, { player: "A", roster: { ...legal, armyBook: "german" } }, "ru");
    expect(result.status).toBe("invalid");
    if (result.status !== "invalid") return;
    expect(result.report).toMatchObject({ valid: false, points: null, errors: [{ code: "INVALID_INPUT", path: ["roster", "armyBook"] }] });
    expect(result.report.errors[0]!.message).toMatch(/Советская армия|книге/);
    expect(await listEntries(db, id)).toEqual([]);
  });

  it("bad roster input points from the body's root (roster.units.0.unit)", async () => {
    const { id } = await event();
    const result = await submitEntry(db, shelf, id, { player: "A", roster: { ...legal, units: [{ unit: "" }] } }, "en");
    expect(result.status === "invalid" && result.report.errors.map((e) => ("path" in e ? e.path : null))).toEqual([["roster", "units", 0, "unit"]]);
  });

  it("the event's book version wins over the roster's own", async () => {
    const { id } = await event({ bookVersion: 1 });
    const result = await submitEntry(db, shelf, id, { player: "A", roster: { ...legal, bookVersion: 99 } }, "en");
    expect(result.status === "created" && result.report.valid).toBe(true);
  });

  it("takes lists until the deadline, refuses them from the deadline on; withdrawing follows it too", async () => {
    const deadline = Date.now() + 30 * MINUTE;
    const { id } = await event({ deadline: new Date(deadline).toISOString() });
    clock.setNow(deadline - MINUTE);
    const taken = await submitEntry(db, shelf, id, { player: "A", roster: legal }, "en");
    expect(taken.status).toBe("created");
    if (taken.status !== "created") return;
    clock.setNow(deadline + 1);
    expect((await submitEntry(db, shelf, id, { player: "B", roster: legal }, "en")).status).toBe("closed");
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
    const last = await submitEntry(db, shelf, id, { player: "Last", roster: legal }, "en");
    expect(last.status).toBe("created");
    expect((await submitEntry(db, shelf, id, { player: "Over", roster: legal }, "en")).status).toBe("full");
    // a flood at the bound: never more than the bound
    await Promise.all(Array.from({ length: 5 }, (_, i) => submitEntry(db, shelf, id, { player: `F${i}`, roster: legal }, "en")));
    expect(await db.eventEntry.count({ where: { eventId: row.id } })).toBe(EVENT_LIMITS.entriesMax);
    expect(await withdrawEntry(db, id, "bulk00000000", "key0")).toBe("ok");
    expect((await submitEntry(db, shelf, id, { player: "Again", roster: legal }, "en")).status).toBe("created");
    expect((await submitEntry(db, shelf, id, { player: "Over", roster: legal }, "en")).status).toBe("full");
    await db.event.delete({ where: { id: row.id } });
  });
});
