import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPrisma } from "../../server/data/db";

export type TempDatabaseOptions = {
  /**
   * Army-book files seeded after data/ (tests/fixtures/books/…): the seed reads them from a data
   * directory of their own, as it reads data/, so the app sees them exactly as a published book.
   */
  extraBooks?: readonly string[];
  /** the PostgreSQL cluster to make it in (a global setup passes its own); default: testCluster() */
  cluster?: string;
};

export type TempDatabase = { url: string; dir: string; cleanup: () => void };

/**
 * The PostgreSQL cluster this test file runs on, when it runs on one: a postgresql:// URL of its
 * maintenance database, set in the PostgreSQL projects' workers by tests/support/pg-env.ts (never
 * in vitest's main process, whose environment every project's workers inherit); otherwise every
 * database is SQLite.
 */
export function testCluster(): string | undefined {
  return process.env.TEST_PG_CLUSTER_URL || undefined;
}

const bin = (name: string) => path.join(process.cwd(), "node_modules", ".bin", name);

function psql(clusterUrl: string, sql: string): void {
  execFileSync("psql", [clusterUrl, "-v", "ON_ERROR_STOP=1", "-q", "-c", sql], { stdio: "pipe" });
}

/** Runs one of the repo's TypeScript scripts (as `npm run` does) over the database `url` names. */
function runScript(url: string, script: string[], args: string[] = []): void {
  const env = { ...process.env, DATABASE_URL: url, NEXT_TELEMETRY_DISABLED: "1" };
  execFileSync(bin("tsx"), ["--conditions=react-server", path.join(process.cwd(), ...script), ...args], { env, stdio: "pipe" });
}

/** `npm run db:prepare`'s script: migrate + seed. */
const prepare = (url: string) => runScript(url, ["scripts", "db-prepare.ts"]);

/** The URL of database `name` in the cluster whose maintenance database `cluster` names. */
const databaseIn = (cluster: string, name: string) => cluster.replace(/\/[^/]*$/, `/${name}`);

const SQLITE_TEMPLATE = "TEST_SQLITE_TEMPLATE";
const PG_TEMPLATE = "t_template";

/**
 * The migrated + seeded SQLite file every temp SQLite database starts as a copy of: made once by
 * the first global setup that asks (vitest's main process, whose environment every worker
 * inherits), instead of a migrate + seed of some 6 s per database.
 */
function sqliteTemplate(): string {
  const known = process.env[SQLITE_TEMPLATE];
  if (known && existsSync(known)) return known;
  const dir = mkdtempSync(path.join(tmpdir(), "roster-template-"));
  const file = path.join(dir, "template.db");
  prepare(`file:${file}`);
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  process.env[SQLITE_TEMPLATE] = file;
  return file;
}

/** The same in a PostgreSQL cluster: a database other databases are created from (`CREATE DATABASE … TEMPLATE`). */
const pgTemplates = new Set<string>();
function pgTemplate(cluster: string): string {
  if (pgTemplates.has(cluster)) return PG_TEMPLATE;
  const have = execFileSync("psql", [cluster, "-tAc", `SELECT 1 FROM pg_database WHERE datname = '${PG_TEMPLATE}'`], { encoding: "utf8" }).trim();
  if (have !== "1") {
    psql(cluster, `CREATE DATABASE ${PG_TEMPLATE}`);
    prepare(databaseIn(cluster, PG_TEMPLATE));
  }
  pgTemplates.add(cluster);
  return PG_TEMPLATE;
}

/**
 * A new database, migrated and seeded as by `npm run db:prepare`: a SQLite file in a temp dir, or
 * (on a PostgreSQL run) a new database in the test cluster — a copy of the run's template either
 * way. Returns its URL and a cleanup.
 */
export function createTempDatabase(label: string, options: TempDatabaseOptions = {}): TempDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), `roster-${label}-`));
  const cluster = options.cluster ?? testCluster();
  const name = `t_${label.replace(/\W/g, "_")}_${randomBytes(4).toString("hex")}`.toLowerCase();
  let url: string;
  if (cluster) {
    psql(cluster, `CREATE DATABASE ${name} TEMPLATE ${pgTemplate(cluster)}`);
    url = databaseIn(cluster, name);
  } else {
    const file = path.join(dir, "test.db");
    copyFileSync(sqliteTemplate(), file);
    url = `file:${file}`;
  }
  if (options.extraBooks?.length) {
    const data = path.join(dir, "data");
    mkdirSync(data);
    copyFileSync(path.join(process.cwd(), "data", "scoring.json"), path.join(data, "scoring.json"));
    for (const file of options.extraBooks) copyFileSync(file, path.join(data, path.basename(file)));
    runScript(url, ["tests", "support", "seed-dir.ts"], [data]);
  }
  const cleanup = () => {
    rmSync(dir, { recursive: true, force: true });
    if (cluster) {
      try {
        psql(cluster, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } catch {
        /* the cluster is gone already: it goes with its temp dir */
      }
    }
  };
  return { url, dir, cleanup };
}

/**
 * A private, migrated and seeded database for tests that count every row while other files write
 * to the shared one: on SQLite a consistent copy of `sharedUrl` (VACUUM INTO), on PostgreSQL a
 * fresh database in the cluster.
 */
export async function privateDatabase(sharedUrl: string, label: string): Promise<TempDatabase> {
  if (testCluster()) return createTempDatabase(label);
  const dir = mkdtempSync(path.join(tmpdir(), `roster-${label}-`));
  const file = path.join(dir, `${label}.db`);
  const shared = createPrisma(sharedUrl);
  await shared.$executeRawUnsafe(`VACUUM INTO '${file.replaceAll("'", "''")}'`);
  await shared.$disconnect();
  return { url: `file:${file}`, dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
