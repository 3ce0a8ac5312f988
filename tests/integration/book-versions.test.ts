/**
 * Issue 11's errata scenario, end to end below the pages: a book is published as v1, rosters are
 * saved and shared, then v2 comes out with a changed cost, an added option and a removed one.
 * Old links and saved rosters keep opening with v1's tables; v2 is offered with its diff.
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookUpdate, describeChange } from "../../lib/army-book/roster-changes";
import type { ArmyBook } from "../../lib/army-book/schema";
import { newestOf, catalogOf, type Catalog } from "../../lib/army-book/catalog";
import { validateRoster } from "../../lib/engine/report";
import type { Roster } from "../../lib/roster/schema";
import { encodeRoster } from "../../lib/share/encode";
import { openShareCode } from "../../lib/share/open-code";
import { readAllArmyBooks } from "../../server/data/army-books";
import { createPrisma, type PrismaClient } from "../../server/data/db";
import { createRoster, findRoster } from "../../server/data/rosters";
import { seedFromData } from "../../server/ops/seed";
import { errata, publishErrata } from "../support/errata";
import { roster } from "../support/roster-cli";
import { createTempDatabase } from "../support/temp-db";
import { tempDir } from "../support/temp-dir";

const v1: ArmyBook = JSON.parse(readFileSync("data/soviet.army-book.json", "utf8"));

const listed: Roster = {
  version: 1,
  name: "Штурм высоты",
  armyBook: "soviet",
  pointsLimit: 1000,
  units: [
    { unit: "red-army-infantry", label: "1-й взвод", options: { "extra-soldiers": 2, "platoon-commander": 1, banner: 1 } },
    { unit: "red-army-infantry", options: { "extra-soldiers": 2 } },
    { unit: "red-army-infantry" },
    { unit: "cavalry" },
  ],
};

let temp: ReturnType<typeof createTempDatabase>;
let db: PrismaClient;
/** the data dir of the errata: v1 and v2 (made here: one made in the hook would outlive the run) */
const data = tempDir("errata-data-");
let code: string;
let viewId: string;
let catalog: Catalog;

beforeAll(async () => {
  temp = createTempDatabase("errata");
  db = createPrisma(temp.url);
  // v1 is published (the temp DB is seeded from data/); a roster is saved and a link posted
  const held = await readAllArmyBooks(db);
  expect(held.map((b) => `${b.id} v${b.version}`)).toEqual(["soviet v1"]);
  viewId = (await createRoster(db, held[0]!, listed)).summary.viewId;
  code = encodeRoster(held[0]!, listed);
  // then the errata: v1's file stays, v2 is a new file
  await publishErrata(db, data);
  catalog = catalogOf(await readAllArmyBooks(db));
});
afterAll(async () => {
  await db.$disconnect();
  temp.cleanup();
});

describe("after an errata (v1 → v2)", () => {
  it("both versions are held; new rosters use v2", () => {
    expect(catalog.books.get("soviet")!.map((b) => b.version)).toEqual([1, 2]);
    expect(newestOf(catalog, "soviet")!.version).toBe(2);
  });

  it("the old link opens with v1's tables and v1's points, and says what v2 would change", () => {
    const opened = openShareCode(catalog, code);
    if (!opened.ok) throw new Error(`the old link did not open: ${opened.reason}`);
    expect(opened.book.version).toBe(1);
    expect(opened.roster).toEqual({ ...listed, bookVersion: 1 });
    const update = bookUpdate(opened.book, opened.newest, opened.roster)!;
    const v1Points = validateRoster(catalog, { ...listed, bookVersion: 1 }).report.points;
    const v2Points = validateRoster(catalog, { ...listed, bookVersion: 2 }).report.points;
    // the banner it took is not in v2: one UNKNOWN_OPTION
    expect(update).toMatchObject({ from: 1, to: 2, pointsBefore: v1Points, pointsAfter: v2Points, problemsAfter: 1 });
    // 4 extra soldiers at +5 each, and the banner costs nothing in v2 (it is not in the book)
    const banner = v1.units[0]!.options.find((o) => o.id === "banner")!.cost.points;
    expect(v2Points! - v1Points!).toBe(4 * 5 - banner);
    expect(update.changes.map((c) => describeChange(c, "en"))).toEqual([
      "Red Army Infantry · Extra soldier: 20 pts each → 25 pts each",
      "Red Army Infantry · Banner: removed from the book",
      "Red Army Infantry · Field kitchen: new option (15 pts each)",
    ]);
    expect(describeChange(update.changes[1]!, "ru")).toBe("Пехота Красной Армии · Знамя: убрана из книги");
  });

  it("the saved roster keeps v1 (its points are not re-priced) until the player updates it", async () => {
    const found = (await findRoster(db, viewId))!;
    expect(found.roster.bookVersion).toBe(1);
    expect(found.summary.points).toBe(validateRoster(catalog, found.roster).report.points);
    expect(validateRoster(catalog, found.roster).report.valid).toBe(true);
  });

  it("under v2 the removed option is an UNKNOWN_OPTION on the unit that took it; a roster without bookVersion is judged by v2", () => {
    const underV2 = validateRoster(catalog, { ...listed, bookVersion: 2 }).report;
    expect(underV2.errors).toContainEqual(expect.objectContaining({ code: "UNKNOWN_OPTION", unit: 0, option: "banner" }));
    expect(validateRoster(catalog, listed).report).toEqual(underV2);
    expect(validateRoster(catalog, { ...listed, bookVersion: 1 }).report.errors).toEqual([]);
  });

  it("re-seeding v1 with changed content is refused and leaves both versions as they were", async () => {
    const changed = structuredClone(v1);
    changed.units[0]!.cost = 101;
    writeFileSync(path.join(data, "soviet.army-book.json"), JSON.stringify(changed));
    await expect(seedFromData(db, data)).rejects.toThrow("units[red-army-infantry].cost: 100 → 101");
    copyFileSync("data/soviet.army-book.json", path.join(data, "soviet.army-book.json"));
    expect(catalogOf(await readAllArmyBooks(db))).toEqual(catalog);
  });

  it("a book file with a dangling reference is refused at seed with its path and line; the others are seeded and the DB keeps what it had", async () => {
    const broken = errata();
    broken.version = 3;
    broken.units[0]!.options[0]!.adds = { menn: 1 };
    writeFileSync(path.join(data, "soviet.v3.army-book.json"), JSON.stringify(broken, null, 2));
    const error = await seedFromData(db, data).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(/soviet\.v3\.army-book\.json:\d+: units\[0\]\.options\[0\]\.adds\.menn: unknown tally menn/);
    expect(catalogOf(await readAllArmyBooks(db))).toEqual(catalog);
  });

  it("roster decode CODE prints the roster, its book version, the report under it and under the newest", async () => {
    const r = await roster(["decode", code], { databaseUrl: temp.url });
    expect(r.code).toBe(0);
    const out = r.json();
    expect(out.armyBook).toEqual({ id: "soviet", version: 1 });
    expect(out.roster).toEqual({ ...listed, bookVersion: 1 });
    expect(out.report).toEqual(validateRoster(catalog, { ...listed, bookVersion: 1 }).report);
    expect(out.current).toEqual(validateRoster(catalog, { ...listed, bookVersion: 2 }).report);
  });
});
