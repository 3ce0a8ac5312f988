import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyRule } from "../../lib/engine/rule-types";
import { ruleTypes } from "../../lib/engine/rule-types";
import { validateRoster } from "../../lib/engine/report";
import { importRoster } from "../../lib/import/import-roster";
import { readArmyBook } from "../../server/data/army-books";
import { clearCatalogCache, getCatalog } from "../../server/data/catalog";
import { createPrisma, type PrismaClient } from "../../server/data/db";
import { book as soviet } from "../support/book";
import { bothBooks, FIXTURE_BOOK_FILE, legion, legionRoster } from "../support/fixture-book";
import { illegal, legalLegion } from "../support/legion-cases";
import { roster } from "../support/roster-cli";
import { createTempDatabase } from "../support/temp-db";
import { tempDir } from "../support/temp-dir";

/**
 * The second book (tests/fixtures/books/test-legion.army-book.json) through the engine, the seed,
 * the catalog and the CLI, with no code of its own: the proof that another army is a data file.
 */

const rulesOf = (b: typeof legion): AnyRule[] => [
  ...b.armyRules,
  ...b.abilities.flatMap((a) => a.constraints ?? []),
  ...b.units.flatMap((u) => u.constraints),
];

describe("the fixture is a book of its own", () => {
  it("shares no unit, option, ability, role, weapon or noun id with the Soviet book, and only the required `men` tally", () => {
    const ids = (b: typeof legion) => ({
      units: b.units.map((u) => u.id),
      options: b.units.flatMap((u) => u.options.map((o) => o.id)),
      abilities: b.abilities.map((a) => a.id),
      tallies: Object.keys(b.tallies),
      roles: Object.keys(b.roles),
      weapons: Object.keys(b.weapons),
      nouns: Object.keys(b.nouns),
      codes: rulesOf(b).map((r) => r.code),
    });
    const mine = ids(legion);
    const theirs = ids(soviet);
    for (const kind of Object.keys(mine) as (keyof typeof mine)[]) {
      const shared = mine[kind].filter((id) => theirs[kind].includes(id));
      expect(shared, kind).toEqual(kind === "tallies" ? ["men"] : []);
    }
  });

  it("uses every rule type of the registry, in army rules, ability constraints and unit constraints", () => {
    const used = new Set(rulesOf(legion).map((r) => r.type));
    expect([...used].sort()).toEqual(Object.keys(ruleTypes).sort());
    expect(legion.abilities.some((a) => a.constraints?.length)).toBe(true);
    expect(legion.units.some((u) => u.constraints.length)).toBe(true);
    // armyCap both ways: on the unit's option, and army-wide
    expect(new Set(legion.armyRules.flatMap((r) => (r.type === "armyCap" ? [r.report] : [])))).toEqual(new Set(["unit", "army"]));
  });

  it("has options of every kind and cost form, a unique and a rare unit, granted abilities, roles and weapons for cards", () => {
    const options = legion.units.flatMap((u) => u.options);
    expect(new Set(options.map((o) => o.kind))).toEqual(new Set(["count", "toggle", "swap"]));
    expect(new Set(options.map((o) => o.cost.per))).toEqual(new Set(["each", "model"]));
    expect(options.some((o) => o.kind === "swap" && o.cost.points === 0)).toBe(true);
    expect(new Set(options.flatMap((o) => (o.category ? [o.category] : [])))).toEqual(new Set(["special", "heavy"]));
    expect(options.some((o) => o.mounts)).toBe(true);
    expect(options.some((o) => o.carriedBy?.crew)).toBe(true);
    expect(new Set(legion.units.map((u) => u.rarity))).toEqual(new Set(["common", "unique", "rare"]));
    expect(legion.abilities.some((a) => a.grantedBy?.options)).toBe(true);
    expect(legion.abilities.some((a) => a.grantedBy?.categories)).toBe(true);
    expect(Object.values(legion.roles).some((r) => r.man === false)).toBe(true);
    for (const u of legion.units) expect(u.models.length, u.id).toBeGreaterThan(0);
  });

  it("passes check-book", async () => {
    const r = await roster(["check-book", FIXTURE_BOOK_FILE]);
    expect(r.out).toContain('army book "test-legion" version 1 is valid');
    expect(r.code).toBe(0);
  });
});

describe("validateRoster over a catalog of both books", () => {
  it("a legal legion is valid, priced from the fixture's own costs", () => {
    const { report } = validateRoster(bothBooks, legalLegion, "en");
    expect(report).toEqual({
      valid: true,
      points: 869,
      pointsLimit: 1000,
      units: [
        { unit: "legionaries", points: 80 + 45 + 35 + 25 + 3 * 8 + 40 + 45 + 20, men: 9 },
        { unit: "legionaries", points: 80, men: 5 },
        { unit: "wolf-riders", points: 90 + 40 + 30, men: 3 },
        { unit: "praetorians", points: 120 + 30 + 20, men: 5 },
        { unit: "siege-engineers", points: 100 + 45, men: 3 },
      ],
      errors: [],
    });
  });

  it.each(illegal)("$rule → $error.code at its unit and option, in the fixture's words", ({ roster, error }) => {
    expect(validateRoster(bothBooks, roster, "en").report.errors).toEqual([error]);
  });

  it("Russian messages come from the fixture too, with its own nouns in their plural forms", () => {
    const ru = (i: number) => validateRoster(bothBooks, illegal[i]!.roster, "ru").report.errors[0]!.message;
    expect(ru(0)).toBe("Легион стоит 410 монет при казне 300: сократите на 110 монет.");
    expect(ru(3)).toBe("В легионе 5 огненных горшков: можно не больше 4.");
    expect(ru(5)).toBe("1 центурион на 1 когорту: положен 1 на каждые 2. Добавьте 1 когорту или уберите центуриона.");
    expect(ru(7)).toBe("Арбалетов: 2 на 5 воинов, положен 1 на 4. Добавьте 3 воина или уберите арбалет.");
  });

  it("the Soviet book is unaffected by the legion beside it, and neither book's units exist in the other", () => {
    const soviet1 = { version: 1, name: "x", armyBook: "soviet", pointsLimit: 1000, units: [{ unit: "guards", options: { "extra-soldiers": 1, lmg: 1 } }] };
    expect(validateRoster(bothBooks, soviet1, "en").report).toMatchObject({ valid: true, points: 170 });
    expect(validateRoster(bothBooks, { ...soviet1, units: [{ unit: "legionaries" }] }, "en").report.errors).toMatchObject([{ code: "UNKNOWN_UNIT", unit: 0 }]);
    expect(validateRoster(bothBooks, legionRoster([{ unit: "guards" }]), "en").report.errors).toMatchObject([{ code: "UNKNOWN_UNIT", unit: 0 }]);
  });
});

describe("import (the home page's) takes a roster of any book the server holds", () => {
  it("a legion roster imports on a catalog of both books, with its rule errors as warnings in the fixture's words", () => {
    const ok = importRoster(bothBooks, JSON.stringify(illegal[1]!.roster, null, 2), "en");
    expect(ok.ok && ok.roster.armyBook).toBe("test-legion");
    expect(ok.ok && ok.warnings.map((w) => [w.code, w.message])).toEqual([["LEGION_ONE_OF_A_KIND", illegal[1]!.error.message]]);
  });

  it("on a catalog without it, the legion is a book the server does not hold, at armyBook", () => {
    const refused = importRoster(soviet, JSON.stringify(legalLegion), "en");
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.problems.map((p) => [p.code, p.path])).toEqual([["INVALID_INPUT", ["armyBook"]]]);
  });
});

describe("seeded next to data/ (createTempDatabase extraBooks)", () => {
  let temp: ReturnType<typeof createTempDatabase>;
  let db: PrismaClient;
  const dir = tempDir("second-book-cli-");
  beforeAll(() => {
    temp = createTempDatabase("second-book", { extraBooks: [FIXTURE_BOOK_FILE] });
    db = createPrisma(temp.url);
    clearCatalogCache();
  }, 60_000);
  afterAll(async () => {
    clearCatalogCache();
    await db?.$disconnect();
    temp?.cleanup();
  });

  it("the DB holds both books, the fixture exactly as its file", async () => {
    expect(await readArmyBook(db, "test-legion")).toEqual(legion);
    expect(await readArmyBook(db, "soviet")).toEqual(soviet);
    const catalog = await getCatalog(db);
    expect([...catalog.books.keys()].sort()).toEqual(["soviet", "test-legion"]);
    expect(validateRoster(catalog, illegal[1]!.roster, "en").report.errors).toEqual([illegal[1]!.error]);
  });

  /** `roster …` as README gives it, over the temp DB (in this process, as tests/integration/cli.test.ts says). */
  const cli = (args: string[], input?: string) => roster(args, { input, databaseUrl: temp.url });
  const file = (name: string, content: unknown) => {
    const p = path.join(dir, name);
    writeFileSync(p, JSON.stringify(content));
    return p;
  };

  it("CLI validate: a legal legion → exit 0 and the same report as the engine", async () => {
    const r = await cli(["validate", file("legal.json", legalLegion)]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual(validateRoster(bothBooks, legalLegion, "en").report);
  });

  it("CLI validate: an illegal legion → exit 1 with the fixture's error, army-wide, on a unit and on an option (stdin, both languages)", async () => {
    for (const c of illegal) {
      const r = await cli(["validate", "-"], JSON.stringify(c.roster));
      expect(r.code, c.rule).toBe(1);
      expect(JSON.parse(r.out).errors, c.rule).toEqual([c.error]);
    }
    const ru = await cli(["validate", file("quota.json", illegal[5]!.roster), "--lang", "ru"]);
    expect(ru.code).toBe(1);
    expect(JSON.parse(ru.out).errors[0].message).toBe("1 центурион на 1 когорту: положен 1 на каждые 2. Добавьте 1 когорту или уберите центуриона.");
  }, 60_000);

  it("CLI share then decode: the legion's link names its book and reads back as made, judged by the fixture", async () => {
    const shared = await cli(["share", file("share.json", illegal[8]!.roster)]);
    expect(shared.code).toBe(0);
    const code = shared.out.trim().replace(/^\/s\//, "");
    const decoded = await cli(["decode", code]);
    expect(decoded.code).toBe(0);
    expect(JSON.parse(decoded.out)).toEqual({
      roster: { ...illegal[8]!.roster, bookVersion: 1 },
      armyBook: { id: "test-legion", version: 1 },
      report: validateRoster(bothBooks, illegal[8]!.roster, "en").report,
      current: null,
    });
  }, 30_000);
});
