import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** A raw better-sqlite3 handle (the adapter's own copy): for tests that apply migrations one by one. */
type Statement = { run: (...args: unknown[]) => unknown; get: (...args: unknown[]) => unknown };
export type Sqlite = { exec: (sql: string) => void; prepare: (sql: string) => Statement; close: () => void };
export const Database = createRequire(import.meta.url)("better-sqlite3") as new (file: string) => Sqlite;

const MIGRATIONS = path.join(process.cwd(), "prisma", "migrations");

/** The SQL of one SQLite migration. */
export const migration = (name: string) => readFileSync(path.join(MIGRATIONS, name, "migration.sql"), "utf8");

/** Every SQLite migration's name, in the order they apply. */
export const migrations = readdirSync(MIGRATIONS).filter((name) => /^\d{4}_/.test(name)).sort();
