/**
 * Migration 0003 moves each roster's unit and option rows into one JSON column on the roster.
 * Rosters saved before it must read back exactly as they were saved: the same units in the same
 * order, the same options and counts, "__proto__" included, and nothing of another roster.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findRoster } from "../../server/data/rosters";
import { createPrisma } from "../../server/data/db";
import { Database, migration, migrations as all } from "../support/sqlite-migrations";
import { tempDir } from "../support/temp-dir";

const THIS = "0003_roster_units_json";
const before = all.filter((name) => name < THIS);
// and the ones after it, so the rows are read by today's client: 0005 adds the book version (1 for every saved roster)
const after = all.filter((name) => name > THIS);
const dir = tempDir("roster-migration-");

describe("migration 0003: a roster's units as JSON in its row", () => {
  it("keeps every saved roster's units, options and counts", async () => {
    const file = path.join(dir, "old.db");
    const sqlite = new Database(file);
    for (const name of before) sqlite.exec(migration(name));
    sqlite
      .prepare(`INSERT INTO "Roster" ("id","viewId","editKeyHash","name","armyBook","pointsLimit","points","valid","version","createdAt","updatedAt") VALUES (?,?,?,?,?,?,?,?,?,?,?)`)
      .run("r1", "OLDROSTER001", "hash", "Старый ростер", "soviet", 1000, 410, 0, 3, 0, 0);
    sqlite
      .prepare(`INSERT INTO "Roster" ("id","viewId","editKeyHash","name","armyBook","pointsLimit","points","valid","version","createdAt","updatedAt") VALUES (?,?,?,?,?,?,?,?,?,?,?)`)
      .run("r2", "OLDROSTER002", "hash", "Пустой", "soviet", 500, 0, 1, 1, 0, 0);
    const unit = sqlite.prepare(`INSERT INTO "RosterUnit" ("id","rosterId","position","unitKey") VALUES (?,?,?,?)`);
    const option = sqlite.prepare(`INSERT INTO "RosterUnitOption" ("rosterUnitId","optionKey","count") VALUES (?,?,?)`);
    // rows in another order than their positions (a save rewrites them in any order)
    unit.run(3, "r1", 2, "snipers");
    option.run(3, "spotter", 1);
    unit.run(1, "r1", 0, "red-army-infantry");
    option.run(1, "extra-soldiers", 8);
    option.run(1, "platoon-commander", 1);
    option.run(1, "__proto__", 2);
    unit.run(2, "r1", 1, "cavalry");
    sqlite.exec(migration(THIS));
    for (const name of after) sqlite.exec(migration(name));
    sqlite.close();

    const db = createPrisma(`file:${file}`);
    try {
      const found = await findRoster(db, "OLDROSTER001");
      expect(found?.roster.units).toEqual([
        { unit: "red-army-infantry", options: JSON.parse('{"extra-soldiers":8,"platoon-commander":1,"__proto__":2}') },
        { unit: "cavalry" },
        { unit: "snipers", options: { spotter: 1 } },
      ]);
      expect(Object.keys(found!.roster.units[0]!.options!)).toEqual(["extra-soldiers", "platoon-commander", "__proto__"]);
      expect(found?.summary).toMatchObject({ name: "Старый ростер", version: 3, points: 410 });
      expect((await findRoster(db, "OLDROSTER002"))?.roster).toEqual({ version: 1, name: "Пустой", armyBook: "soviet", bookVersion: 1, pointsLimit: 500, units: [] });
    } finally {
      await db.$disconnect();
    }
  });
});
