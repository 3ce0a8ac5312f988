import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogOf, type Catalog } from "../../lib/army-book/catalog";
import { readAllArmyBooks } from "../../server/data/army-books";
import { createPrisma, type PrismaClient } from "../../server/data/db";
import { createEvent, listEntries, submitEntry } from "../../server/data/events";
import { createRoster } from "../../server/data/rosters";
import type { Roster } from "../../lib/roster/schema";
import { RULES_EXAMPLE_ROSTER } from "../support/examples";
import { privateDatabase, type TempDatabase } from "../support/temp-db";
import { mountTmpfs } from "../support/tmpfs";

/**
 * A real full disk on SQLite, two ways: a small tmpfs holding the database, filled up by another
 * file (as on a server whose disk filled: the OS refuses the write, and SQLite rolls the
 * transaction back on its own), and `PRAGMA max_page_count`, which holds the file to the pages it
 * has. Before the fix, on the tmpfs the first failed write inside a transaction left the
 * adapter's one connection locked, and every later query waited forever.
 */
const kinds = ["tmpfs", "max_page_count"] as const;
type Kind = (typeof kinds)[number];

const tmpfs = mountTmpfs("full-disk");
const mount = tmpfs?.dir ?? null;
if (!mount) console.warn("full-disk.test.ts: no tmpfs could be mounted here (not root?): the tmpfs cases are skipped");

let kind: Kind;
let temp: TempDatabase;
let db: PrismaClient;
let catalog: Catalog;

const big: Roster = { ...RULES_EXAMPLE_ROSTER, version: 1, name: "Полная рота", units: Array.from({ length: 150 }, () => ({ unit: "red-army-infantry", note: "н".repeat(200) })) };

/** Settles within `ms` or says it hung: a hang is the fault under test, so it must fail, not time out the suite. */
function within<T>(ms: number, promise: Promise<T>): Promise<{ settled: "ok"; value: T } | { settled: "error"; error: unknown } | { settled: "hung" }> {
  return Promise.race([
    promise.then((value) => ({ settled: "ok" as const, value }), (error: unknown) => ({ settled: "error" as const, error })),
    new Promise<{ settled: "hung" }>((resolve) => setTimeout(() => resolve({ settled: "hung" }), ms).unref()),
  ]);
}

const filler = () => path.join(mount!, "filler");

async function fillDisk(): Promise<void> {
  if (kind === "tmpfs") {
    try {
      writeFileSync(filler(), Buffer.alloc(4 * 1024 * 1024));
    } catch {
      /* ENOSPC: the disk is full now, as wanted */
    }
    return;
  }
  const [pages] = await db.$queryRawUnsafe<{ page_count: bigint }[]>("PRAGMA page_count");
  await db.$queryRawUnsafe(`PRAGMA max_page_count = ${Number(pages!.page_count)}`);
}

async function freeDisk(): Promise<void> {
  if (kind === "tmpfs") rmSync(filler(), { force: true });
  else await db.$queryRawUnsafe("PRAGMA max_page_count = 1073741823");
}

afterAll(() => tmpfs?.unmount());

describe.each(kinds)("a full disk (SQLite, %s)", (which) => {
  beforeAll(async () => {
    kind = which;
    const copy = await privateDatabase(inject("databaseUrl"), "full-disk");
    if (which === "tmpfs" && mount) {
      // the seeded database moved onto the small disk
      const file = path.join(mount, "test.db");
      rmSync(file, { force: true });
      const source = createPrisma(copy.url);
      await source.$executeRawUnsafe(`VACUUM INTO '${file.replaceAll("'", "''")}'`);
      await source.$disconnect();
      copy.cleanup();
      temp = { url: `file:${file}`, dir: mount, cleanup: () => rmSync(file, { force: true }) };
    } else temp = copy;
    db = createPrisma(temp.url);
    // as the seed leaves every database (VACUUM INTO writes a rollback-journal file)
    await db.$queryRawUnsafe("PRAGMA journal_mode=WAL");
    catalog = catalogOf(await readAllArmyBooks(db));
  });
  afterAll(async () => {
    await freeDisk();
    await db.$disconnect();
    temp.cleanup();
  });

  it.skipIf(which === "tmpfs" && !mount)("an entry that cannot be stored fails at once; the next writes fail at once too; with space back they land without a restart", async () => {
    const created = await createEvent(db, catalog, { name: "Кубок", pointsLimit: 1000, deadline: new Date(Date.now() + 3_600_000).toISOString(), armyBook: "soviet" }, "ru");
    if (!created.ok) throw new Error("no event");
    await fillDisk();
    for (let i = 0; i < 3; i++) {
      const attempt = await within(10_000, submitEntry(db, catalog, created.id, { player: `P${i}`, roster: big }, "ru"));
      expect(attempt.settled).toBe("error");
      expect(String((attempt as { error: unknown }).error)).toMatch(/full/i);
      // a read is still answered: the connection is free
      expect((await within(10_000, listEntries(db, created.id, "en"))).settled).toBe("ok");
    }
    await freeDisk();
    const after = await within(10_000, submitEntry(db, catalog, created.id, { player: "After", roster: big }, "ru"));
    expect(after.settled === "ok" && after.value.status).toBe("created");
    expect((await listEntries(db, created.id, "en"))?.map((e) => e.player)).toEqual(["After"]);
    expect(await db.$queryRawUnsafe<{ integrity_check: string }[]>("PRAGMA integrity_check")).toEqual([{ integrity_check: "ok" }]);
  });

  it.skipIf(which === "tmpfs" && !mount)("a transaction whose write fails on a full disk still ends and frees the connection (the guarded adapter)", async () => {
    await fillDisk();
    const book = catalog.books.get("soviet")![0]!;
    const failed = await within(10_000, db.$transaction(async (tx) => createRoster(tx as PrismaClient, book, big)));
    expect(failed.settled).toBe("error");
    const again = await within(10_000, db.$transaction(async (tx) => createRoster(tx as PrismaClient, book, big)));
    expect(again.settled).toBe("error");
    await freeDisk();
    const landed = await within(10_000, db.$transaction(async (tx) => createRoster(tx as PrismaClient, book, big)));
    expect(landed.settled).toBe("ok");
    // a save outside any transaction, too
    expect((await within(10_000, createRoster(db, book, big))).settled).toBe("ok");
  });
});
