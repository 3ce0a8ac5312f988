/**
 * DATABASE_URL: which database it names, and the one line start-up prints when it cannot be used
 * (server/ops/database-check.ts; instrumentation.ts stops the server with it).
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { providerOf } from "../../lib/db/provider";
import { checkDatabase, shownUrl } from "../../server/ops/database-check";
import { createPrisma } from "../../server/data/db";
import { createTempDatabase, testCluster } from "../support/temp-db";
import { tempDir } from "../support/temp-dir";

const dir = tempDir("database-url-");

describe("which database a URL names", () => {
  it.each([
    ["file:./prisma/dev.db", "sqlite"],
    ["file:/var/lib/roster.db", "sqlite"],
    ["postgresql://u:p@db:5432/roster", "postgresql"],
    ["postgres://u@db/roster", "postgresql"],
  ])("%s → %s", (url, provider) => expect(providerOf(url)).toEqual({ ok: true, provider }));

  it.each([["mysql://u@db/roster", /uses "mysql:"/], ["./prisma/dev.db", /is not a database URL/], ["", /is not a database URL/], ["postgresql:/roster", /uses "postgresql:"/]])(
    "%j is refused with what to write instead",
    (url, reason) => {
      const which = providerOf(url);
      expect(which.ok).toBe(false);
      if (!which.ok) {
        expect(which.message).toMatch(reason);
        expect(which.message).toContain("postgresql://user:password@host:5432/database");
        expect(which.message).not.toContain("\n");
      }
    },
  );

  it("messages never show the password", () => {
    expect(shownUrl("postgresql://roster:s3cret@db:5432/roster")).toBe("postgresql://roster:***@db:5432/roster");
    expect(shownUrl("postgresql://roster@db/roster")).toBe("postgresql://roster@db/roster");
  });
});

describe("the start-up check", () => {
  it("passes on the migrated and seeded test database", async () => {
    expect(await checkDatabase(inject("databaseUrl"))).toBeNull();
  });

  it("a SQLite file that is not there: says to prepare it, and does not make an empty one", async () => {
    const file = path.join(dir, "missing", "x.db");
    expect(await checkDatabase(`file:${file}`)).toBe(`The SQLite file of file:${file} does not exist: run "npm run db:prepare" (migrate + seed).`);
  });

  it("a SQLite file without tables: says to prepare it", async () => {
    const file = path.join(dir, "empty.db");
    writeFileSync(file, "");
    expect(await checkDatabase(`file:${file}`)).toMatch(/has no tables yet: run "npm run db:prepare"/);
  });

  it("a SQLite file that is not a database: says so in the driver's words and what to do, one line", async () => {
    const file = path.join(dir, "corrupt.db");
    writeFileSync(file, "this is not a database file, it is plain text ".repeat(200));
    const line = await checkDatabase(`file:${file}`);
    expect(line).toMatch(/file is not a database/);
    expect(line).toMatch(/backup|db:prepare/);
    expect(line).not.toMatch(/: $/);
    expect(line).not.toContain("\n");
  });

  it("a PostgreSQL server that is not there: names host and port, one line", async () => {
    const line = await checkDatabase("postgresql://roster:s3cret@127.0.0.1:1/roster");
    expect(line).toBe("Cannot reach the database at postgresql://roster:***@127.0.0.1:1/roster: is the server running and the host and port right?");
  });

  it.runIf(testCluster())("on the PostgreSQL cluster: a database that does not exist, and a user that does not exist", async () => {
    const cluster = testCluster()!;
    expect(await checkDatabase(cluster.replace(/\/[^/]*$/, "/no_such_db"))).toMatch(/^The database named in .*no_such_db does not exist: create it \(createdb\), then run "npm run db:prepare"\.$/);
    expect(await checkDatabase(cluster.replace("postgres@", "nobody@"))).toMatch(/refused the login: check the user and password in DATABASE_URL\.$/);
    // the cluster's maintenance database is there but was never prepared
    expect(await checkDatabase(cluster)).toMatch(/has no tables yet: run "npm run db:prepare"/);
  });
});

describe("npm run db:prepare on a SQLite file a running app holds", () => {
  // migrating takes the file for itself for a moment, which an app with it open forbids
  const prepare = (url: string) =>
    spawnSync(path.join(process.cwd(), "node_modules", ".bin", "tsx"), ["--conditions=react-server", path.join(process.cwd(), "scripts", "db-prepare.ts")], {
      env: { ...process.env, DATABASE_URL: url, NEXT_TELEMETRY_DISABLED: "1" },
      encoding: "utf8",
    });

  // two runs of db:prepare, each a process of its own: minutes, not seconds, on a busy 2-core machine
  it.skipIf(testCluster())("stops with one line saying so, not Prisma's WASM error; once the app lets go, it passes", { timeout: 180_000 }, async () => {
    const db = createTempDatabase("held");
    const app = createPrisma(db.url);
    try {
      await app.armyBook.count(); // the app has the file open, as a server does after its first request
      const held = prepare(db.url);
      expect(held.status).toBe(1);
      expect(held.stderr.trim().split("\n")).toEqual([`The SQLite file of ${db.url} is in use by a running app: stop it, then run "npm run db:prepare" again (npm run serve runs it for you).`]);
      expect(held.stdout + held.stderr).not.toMatch(/WASM_ERROR|SocketTimeout|^\s+at /m);

      await app.$disconnect();
      const free = prepare(db.url);
      expect(free.stderr).toBe("");
      expect(free.status).toBe(0);
      expect(free.stdout).toContain("No pending migrations to apply.");
    } finally {
      await app.$disconnect();
      db.cleanup();
    }
  });
});
