import { afterAll, describe, expect, inject, it } from "vitest";
import { readArmyBook, readScoring } from "../../server/data/army-books";
import { createPrisma, providerOfClient } from "../../server/data/db";
import { seedFromData } from "../../server/ops/seed";
import { book, scoring } from "../support/book";
import { tempDir } from "../support/temp-dir";

const db = createPrisma(inject("databaseUrl"));
afterAll(() => db.$disconnect());

describe("the seeded database", () => {
  it("holds the whole army book exactly as declared in data/", async () => {
    expect(await readArmyBook(db, "soviet")).toEqual(book);
  });

  it("holds the scoring table", async () => {
    expect(await readScoring(db)).toEqual(scoring);
  });

  it("stores each published version as one row holding the whole book as a document", async () => {
    const rows = await db.armyBook.findMany({ where: { bookId: "soviet" } });
    expect(rows.map((r) => [r.id, r.version])).toEqual([["soviet@1", 1]]);
    const stored = JSON.parse(rows[0]!.document);
    expect(stored.units).toHaveLength(10);
    const rai = stored.units.find((u: { id: string }) => u.id === "red-army-infantry");
    expect(rai.cost).toBe(100);
    expect(rai.options.find((o: { id: string }) => o.id === "extra-soldiers")).toMatchObject({ cost: { points: 20, per: "each" }, max: 8 });
    expect(stored.armyRules.find((r: { type: string }) => r.type === "rarePerPoints")).toMatchObject({ perPoints: 1000, min: 1 });
  });

  // a property of SQLite's file; PostgreSQL always logs ahead (tests/e2e-pg/pg-crash.test.ts)
  it.runIf(providerOfClient(db) === "sqlite")("runs in write-ahead-log mode, so a crash mid-save keeps the last committed state", async () => {
    const rows = await db.$queryRawUnsafe<{ journal_mode: string }[]>("PRAGMA journal_mode");
    expect(rows[0]!.journal_mode).toBe("wal");
  });

  it("re-seeding is idempotent", async () => {
    await seedFromData(db);
    await seedFromData(db);
    expect(await db.armyBook.count({ where: { bookId: "soviet" } })).toBe(1);
    expect(await db.victoryBand.count()).toBe(10);
    expect(await readArmyBook(db, "soviet")).toEqual(book);
  });
});

describe("the army book is data, published as versions", () => {
  it("a cost changed in data/ under the same version is refused, naming the entry; the DB keeps the version it had", async () => {
    const { readFileSync, writeFileSync, copyFileSync } = await import("node:fs");
    const path = await import("node:path");
    const { createTempDatabase } = await import("../support/temp-db");
    const { evaluateRoster } = await import("../../lib/engine/evaluate");
    const { SeedRefused } = await import("../../server/ops/seed");
    const dir = tempDir("data-");
    const data = JSON.parse(readFileSync("data/soviet.army-book.json", "utf8"));
    data.units.find((u: { id: string }) => u.id === "red-army-infantry").options.find((o: { id: string }) => o.id === "extra-soldiers").cost.points = 23;
    writeFileSync(path.join(dir, "soviet.army-book.json"), JSON.stringify(data));
    copyFileSync("data/scoring.json", path.join(dir, "scoring.json"));
    const temp = createTempDatabase("reseed");
    const other = createPrisma(temp.url);
    try {
      const roster = { pointsLimit: 1000, units: [{ unit: "red-army-infantry", options: { "extra-soldiers": 2 } }] };
      expect(evaluateRoster((await readArmyBook(other, "soviet"))!, roster).points).toBe(140);
      const refused = await seedFromData(other, dir).then(
        () => null,
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(SeedRefused);
      expect((refused as Error).message).toContain('Army book "soviet" version 1 is already published');
      expect((refused as Error).message).toContain("units[red-army-infantry].options[extra-soldiers].cost.points: 20 → 23");
      expect(evaluateRoster((await readArmyBook(other, "soviet"))!, roster).points).toBe(140);

      // published as version 2 (a new file next to the old one): both are held, new rosters use v2
      data.version = 2;
      writeFileSync(path.join(dir, "soviet.army-book.json"), readFileSync("data/soviet.army-book.json", "utf8"));
      writeFileSync(path.join(dir, "soviet.v2.army-book.json"), JSON.stringify(data));
      expect(await seedFromData(other, dir)).toMatchObject({ added: ["soviet v2"] });
      expect(evaluateRoster((await readArmyBook(other, "soviet"))!, roster).points).toBe(146);
      expect(evaluateRoster((await readArmyBook(other, "soviet", 1))!, roster).points).toBe(140);
      expect(await other.armyBook.count()).toBe(2);
      // and seeding again changes nothing
      expect(await seedFromData(other, dir)).toMatchObject({ added: [] });
    } finally {
      await other.$disconnect();
      temp.cleanup();
    }
  }, 120_000);
});
