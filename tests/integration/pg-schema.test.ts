/**
 * One schema, two databases: prisma/schema.prisma (SQLite) is the source; the PostgreSQL schema
 * is made from it (scripts/pg-schema.ts), and the PostgreSQL migrations must build exactly that
 * schema. The migrations of both stay in step: a new SQLite migration needs its PostgreSQL twin.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { PG_SCHEMA, SQLITE_SCHEMA, postgresSchema } from "../../scripts/pg-schema";
import { createTempDatabase, testCluster } from "../support/temp-db";

const migrations = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
const SQLITE_MIGRATIONS = migrations(path.join("prisma", "migrations"));
const PG_MIGRATIONS = migrations(path.join("prisma", "postgres", "migrations"));
/** PostgreSQL starts from a baseline equal to SQLite's migrations up to this one */
const BASELINE = "0006_baseline";

describe("the PostgreSQL schema", () => {
  it("is exactly what scripts/pg-schema.ts makes of prisma/schema.prisma (edit that, then run the script)", () => {
    expect(readFileSync(PG_SCHEMA, "utf8")).toBe(postgresSchema(readFileSync(SQLITE_SCHEMA, "utf8")));
  });

  it("differs from the SQLite one only in the provider, the client's folder and the placeholder URL", () => {
    const sqlite = readFileSync(SQLITE_SCHEMA, "utf8").split("\n");
    const postgres = readFileSync(PG_SCHEMA, "utf8").split("\n").slice(3);
    const changed = sqlite.map((line, i) => [line, postgres[i]]).filter(([a, b]) => a !== b);
    expect(changed.map(([, b]) => b!.trim())).toEqual(['output     = "../../generated/prisma-pg"', 'provider = "postgresql"', 'url      = "postgresql://unused@localhost/unused"']);
  });

  it("has a migration for every SQLite migration after the baseline, under the same name", () => {
    const number = (name: string) => Number(name.slice(0, 4));
    expect(PG_MIGRATIONS[0]).toBe(BASELINE);
    expect(SQLITE_MIGRATIONS.filter((m) => number(m) <= number(BASELINE)).at(-1)!.slice(0, 4)).toBe(BASELINE.slice(0, 4));
    expect(PG_MIGRATIONS.slice(1)).toEqual(SQLITE_MIGRATIONS.filter((m) => number(m) > number(BASELINE)));
  });
});

type Shape = { columns: unknown[]; indexes: unknown[]; constraints: unknown[] };

async function shapeOf(url: string): Promise<Shape> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const q = async (sql: string) => (await client.query(sql)).rows;
    return {
      columns: await q(`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
                        WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY table_name, column_name`),
      indexes: await q(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY indexname`),
      constraints: await q(`SELECT c.relname AS tbl, conname, pg_get_constraintdef(pg_constraint.oid) AS def FROM pg_constraint
                            JOIN pg_class c ON c.oid = conrelid WHERE connamespace = 'public'::regnamespace AND c.relname <> '_prisma_migrations' ORDER BY conname`),
    };
  } finally {
    await client.end();
  }
}

describe.runIf(testCluster())("the PostgreSQL migrations", () => {
  it("build the same tables, columns, indexes and keys as the schema itself", async () => {
    const migrated = createTempDatabase("migrated");
    const direct = createTempDatabase("direct-empty");
    try {
      // a database made straight from prisma/postgres/schema.prisma, without the migrations
      const sql = execFileSync(path.join("node_modules", ".bin", "prisma"), ["migrate", "diff", "--from-empty", "--to-schema-datamodel", PG_SCHEMA, "--script"], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: direct.url },
      });
      const client = new pg.Client({ connectionString: direct.url });
      await client.connect();
      await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
      await client.query(sql.replace(/^Loaded Prisma config.*$/m, ""));
      await client.end();
      expect(await shapeOf(migrated.url)).toEqual(await shapeOf(direct.url));
    } finally {
      migrated.cleanup();
      direct.cleanup();
    }
  });
});
