/**
 * Migration 0008 makes each army-book version one JSON document in place of six tables. Books
 * seeded before it must read back exactly as they were published — every unit, option, ability,
 * rule, note and flag — so that the next seed finds them unchanged (a changed version would be
 * refused and the app would not start). Runs on SQLite and, in the PostgreSQL project, on its twin.
 */
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { readAllArmyBooks } from "../../server/data/army-books";
import { createPrisma } from "../../server/data/db";
import { deployPgMigrations, PG_MIGRATIONS_DIR } from "../../server/ops/pg-migrations";
import { seedFromData } from "../../server/ops/seed";
import { book as soviet } from "../support/book";
import { FIXTURE_BOOK_FILE, legion } from "../support/fixture-book";
import { Database, migration, migrations as sqliteMigrations } from "../support/sqlite-migrations";
import { testCluster } from "../support/temp-db";
import { tempDir } from "../support/temp-dir";

const THIS = "0008_army_book_documents";
const OLD_ROWS = readFileSync(path.join("tests", "fixtures", "migrations", "army-books-0007.sql"), "utf8");
const dir = tempDir("book-migration-");

/** A database as it stood before 0008, holding the fixture's books in the six tables, then migrated to today. */
async function migratedDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const cluster = testCluster();
  if (!cluster) {
    const file = path.join(dir, "old.db");
    const sqlite = new Database(file);
    for (const name of sqliteMigrations.filter((m) => m < THIS)) sqlite.exec(migration(name));
    sqlite.exec(OLD_ROWS);
    for (const name of sqliteMigrations.filter((m) => m >= THIS)) sqlite.exec(migration(name));
    sqlite.close();
    return { url: `file:${file}`, drop: async () => {} };
  }
  const name = `t_book_migration_${process.pid}`;
  const admin = new pg.Client({ connectionString: cluster });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = cluster.replace(/\/[^/]*$/, `/${name}`);
  // the migrations before this one, from a folder of their own; then every one, as db:prepare does
  const before = path.join(dir, "pg-before");
  mkdirSync(before);
  for (const m of readdirSync(PG_MIGRATIONS_DIR).filter((m) => /^\d{4}_/.test(m) && m < THIS)) {
    cpSync(path.join(PG_MIGRATIONS_DIR, m), path.join(before, m), { recursive: true });
  }
  await deployPgMigrations(url, before);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(OLD_ROWS);
  await client.end();
  expect((await deployPgMigrations(url)).applied).toContain(THIS);
  return {
    url,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe("migration 0008: each army-book version as one document", () => {
  it("reads every book seeded before it back as published, and the next seed finds them unchanged", async () => {
    const { url, drop } = await migratedDatabase();
    const db = createPrisma(url);
    try {
      const books = await readAllArmyBooks(db);
      expect(books.map((b) => `${b.id}@${b.version}`)).toEqual(["soviet@1", "test-legion@1"]);
      expect(books[0]).toStrictEqual(soviet);
      expect(books[1]).toStrictEqual(legion);
      // the same files seeded again: nothing added, nothing refused (a difference would name its entry)
      const data = path.join(dir, "data");
      mkdirSync(data);
      for (const file of [path.join("data", "soviet.army-book.json"), path.join("data", "scoring.json"), FIXTURE_BOOK_FILE]) {
        copyFileSync(file, path.join(data, path.basename(file)));
      }
      expect(await seedFromData(db, data)).toMatchObject({ added: [] });
    } finally {
      await db.$disconnect();
      await drop();
    }
  });
});
