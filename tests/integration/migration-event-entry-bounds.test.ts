/**
 * Migration 0007 gives each event its cap and a count of its entries kept by the database, and
 * each entry the count of its errors. Events made before it must come out with their real counts
 * (else the cap would let them overfill), and the triggers must hold from then on.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Database, migration, migrations as all } from "../support/sqlite-migrations";
import { tempDir } from "../support/temp-dir";

const THIS = "0007_event_entry_bounds";
const dir = tempDir("event-migration-");

describe("migration 0007: event caps and counts kept by the database", () => {
  it("counts the entries events already have and the errors of each entry; the cap holds from then on", () => {
    const sqlite = new Database(path.join(dir, "old.db"));
    for (const name of all.filter((n) => n < THIS)) sqlite.exec(migration(name));
    const event = sqlite.prepare(`INSERT INTO "Event" ("id","publicId","adminKeyHash","name","pointsLimit","deadline","armyBook") VALUES (?,?,?,?,?,?,?)`);
    event.run("e1", "EVENTPUBLIC1", "h", "Старый турнир", 1000, 0, "soviet");
    event.run("e2", "EVENTPUBLIC2", "h", "Пустой", 1000, 0, "soviet");
    const entry = sqlite.prepare(`INSERT INTO "EventEntry" ("id","entryId","eventId","entryKeyHash","player","rosterName","rosterJson","points","valid","errorsJson","submittedAt","updatedAt") VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`);
    entry.run("x1", "ENTRY0000001", "e1", "h", "A", "R", "{}", 100, 1, "[]", 0, 0);
    entry.run("x2", "ENTRY0000002", "e1", "h", "B", "R", "{}", 100, 0, JSON.stringify([{ code: "A" }, { code: "B" }, { code: "C" }]), 0, 0);
    sqlite.exec(migration(THIS));
    for (const name of all.filter((n) => n > THIS)) sqlite.exec(migration(name));

    const counts = sqlite.prepare(`SELECT "entryCount" AS n, "entryLimit" AS cap FROM "Event" WHERE "id" = ?`);
    expect(counts.get("e1")).toEqual({ n: 2, cap: 500 });
    expect(counts.get("e2")).toEqual({ n: 0, cap: 500 });
    expect(sqlite.prepare(`SELECT "errorCount" AS n FROM "EventEntry" WHERE "id" = ?`).get("x2")).toEqual({ n: 3 });

    // a cap of 3 takes one more list, and not a fourth
    sqlite.exec(`UPDATE "Event" SET "entryLimit" = 3 WHERE "id" = 'e1'`);
    entry.run("x3", "ENTRY0000003", "e1", "h", "C", "R", "{}", 100, 1, "[]", 0, 0);
    expect(() => entry.run("x4", "ENTRY0000004", "e1", "h", "D", "R", "{}", 100, 1, "[]", 0, 0)).toThrow(/EVENT_FULL/);
    expect(counts.get("e1")).toEqual({ n: 3, cap: 3 });
    expect(sqlite.prepare(`SELECT COUNT(*) AS n FROM "EventEntry" WHERE "eventId" = 'e1'`).get()).toEqual({ n: 3 });
    // a withdrawal frees its place
    sqlite.exec(`DELETE FROM "EventEntry" WHERE "id" = 'x1'`);
    expect(counts.get("e1")).toEqual({ n: 2, cap: 3 });
    entry.run("x4", "ENTRY0000004", "e1", "h", "D", "R", "{}", 100, 1, "[]", 0, 0);
    // deleting an event takes its entries with it, triggers and all
    sqlite.exec(`PRAGMA foreign_keys = ON`);
    sqlite.exec(`DELETE FROM "Event" WHERE "id" = 'e1'`);
    expect(sqlite.prepare(`SELECT COUNT(*) AS n FROM "EventEntry"`).get()).toEqual({ n: 0 });
    sqlite.close();
  });
});
