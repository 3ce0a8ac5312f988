import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export const PG_MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "postgres", "migrations");

/** Any number that no other advisory lock of this app uses: two instances preparing at once take turns. */
const LOCK_KEY = 7_140_314;

/** A migration that cannot be applied (its own words; the database itself was reached). */
export class MigrationError extends Error {}

export type Migration = { name: string; sql: string; checksum: string };

export function readMigrations(dir = PG_MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/**
 * `prisma migrate deploy` for PostgreSQL. Prisma 6.19's migrate cannot read a PostgreSQL database
 * through a driver adapter (prisma/orm#27403) and its native engine would be a download, so the
 * migrations are applied here, each in a transaction, and recorded in Prisma's own
 * `_prisma_migrations` table (same columns and checksums), so Prisma's tools read the history.
 */
export async function deployPgMigrations(url: string, dir = PG_MIGRATIONS_DIR): Promise<{ applied: string[]; held: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const done = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const held = new Map(done.rows.map((r) => [r.migration_name, r.checksum]));
    const applied: string[] = [];
    for (const m of readMigrations(dir)) {
      const checksum = held.get(m.name);
      if (checksum !== undefined) {
        if (checksum !== m.checksum) throw new MigrationError(`migration ${m.name} was changed after it was applied to this database: add a new migration instead`);
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(m.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES ($1, $2, now(), $3, now(), 1)`,
          [randomUUID(), m.checksum, m.name],
        );
        await client.query("COMMIT");
      } catch (e) {
        await client.query("ROLLBACK");
        throw new MigrationError(`migration ${m.name} failed: ${(e as Error).message}`);
      }
      applied.push(m.name);
    }
    return { applied, held: held.size };
  } finally {
    await client.end();
  }
}
