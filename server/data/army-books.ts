import "server-only";
import { armyBookSchema, type ArmyBook } from "../../lib/army-book/schema";
import { scoringSchema, type Scoring } from "../../lib/victory/scoring-schema";
import { bookDifferences, type BookDifference } from "../../lib/army-book/differences";
import type { Prisma } from "../../generated/prisma/client";
import type { PrismaClient } from "./db";

const json = (v: unknown) => JSON.stringify(v);
const text = (ru: string | null, en: string | null) => (ru !== null && en !== null ? { ru, en } : undefined);

/** A book version already in the DB differs from the file that claims the same version. */
export class BookVersionChanged extends Error {
  constructor(
    readonly bookId: string,
    readonly version: number,
    readonly changes: BookDifference[],
  ) {
    super(
      `Army book "${bookId}" version ${version} is already published and the file differs from it; ` +
        `publish the change as version ${version + 1} (a new file) instead. Changed entries:\n` +
        changes.map((c) => `  ${c.path}: ${c.before} → ${c.after}`).join("\n"),
    );
  }
}

const rowId = (bookId: string, version: number) => `${bookId}@${version}`;

/**
 * Publishes a book version. A version is written once and never overwritten: seeding the same
 * version again is a no-op when the content is the same, and refused, naming every changed
 * entry, when it is not (so a cost cannot change without a version bump).
 */
export async function saveArmyBook(db: PrismaClient, input: ArmyBook): Promise<"added" | "unchanged"> {
  const book = armyBookSchema.parse(input);
  const held = await readArmyBook(db, book.id, book.version);
  if (held) {
    const changes = bookDifferences(held, book);
    if (changes.length > 0) throw new BookVersionChanged(book.id, book.version, changes);
    return "unchanged";
  }
  await writeArmyBook(db, book);
  return "added";
}

async function writeArmyBook(db: PrismaClient, book: ArmyBook): Promise<void> {
  const id = rowId(book.id, book.version);
  await db.$transaction(async (tx) => {
    await tx.armyBook.create({
      data: {
        id,
        bookId: book.id,
        version: book.version,
        legacyShareCodes: book.legacyShareCodes ?? false,
        nameRu: book.name.ru,
        nameEn: book.name.en,
        talliesJson: json(book.tallies),
        weaponsJson: json(book.weapons),
        rolesJson: json(book.roles),
        nounsJson: json(book.nouns),
        armyRules: {
          create: book.armyRules.map(({ type, code, note, ...params }, position) => ({
            position,
            type,
            code,
            paramsJson: json(params),
            noteRu: note?.ru ?? null,
            noteEn: note?.en ?? null,
          })),
        },
        abilities: {
          create: book.abilities.map((a) => ({
            key: a.id,
            nameRu: a.name.ru,
            nameEn: a.name.en,
            summaryRu: a.summary.ru,
            summaryEn: a.summary.en,
            noteRu: a.note?.ru ?? null,
            noteEn: a.note?.en ?? null,
            truncated: a.truncated ?? false,
            grantedByJson: a.grantedBy ? json(a.grantedBy) : null,
            constraintsJson: json(a.constraints ?? []),
          })),
        },
      },
    });
    const abilityIds = new Map(
      (await tx.ability.findMany({ where: { armyBookId: id }, select: { id: true, key: true } })).map((a) => [a.key, a.id]),
    );
    for (const [position, u] of book.units.entries()) {
      await tx.unitType.create({
        data: {
          armyBookId: id,
          key: u.id,
          position,
          nameRu: u.name.ru,
          nameEn: u.name.en,
          rarity: u.rarity,
          cost: u.cost,
          baseJson: json(u.base),
          compositionRu: u.composition.ru,
          compositionEn: u.composition.en,
          modelsJson: json(u.models),
          mounted: u.mounted,
          weaponsJson: json(u.weapons),
          profileJson: json(u.profile),
          constraintsJson: json(u.constraints),
          options: {
            create: u.options.map((o, i) => ({
              key: o.id,
              position: i,
              nameRu: o.name.ru,
              nameEn: o.name.en,
              kind: o.kind,
              category: o.category ?? null,
              costPoints: o.cost.points,
              costPer: o.cost.per,
              costTally: o.cost.tally ?? null,
              max: o.max,
              addsJson: json(o.adds ?? {}),
              weapon: o.weapon ?? null,
              swapJson: o.swap ? json(o.swap) : null,
              mountsJson: o.mounts ? json(o.mounts) : null,
              carriedByJson: o.carriedBy ? json(o.carriedBy) : null,
              noteRu: o.note?.ru ?? null,
              noteEn: o.note?.en ?? null,
            })),
          },
          abilities: { create: u.abilities.map((key, i) => ({ abilityId: abilityIds.get(key)!, position: i })) },
        },
      });
    }
  });
}

const bookTables = {
  armyRules: { orderBy: { position: "asc" } },
  abilities: { orderBy: { id: "asc" } },
  units: {
    orderBy: { position: "asc" },
    include: { options: { orderBy: { position: "asc" } }, abilities: { orderBy: { position: "asc" }, include: { ability: true } } },
  },
} as const;

/** Every version of every book the DB holds, checked with the same schema the data files passed. */
export async function readAllArmyBooks(db: PrismaClient): Promise<ArmyBook[]> {
  const rows = await db.armyBook.findMany({ orderBy: [{ bookId: "asc" }, { version: "asc" }], include: bookTables });
  return rows.map(bookFromRow);
}

/** One version of a book (the newest when `version` is not given), or null. */
export async function readArmyBook(db: PrismaClient, bookId: string, version?: number): Promise<ArmyBook | null> {
  const row = await db.armyBook.findFirst({
    where: version === undefined ? { bookId } : { bookId, version },
    orderBy: { version: "desc" },
    include: bookTables,
  });
  return row ? bookFromRow(row) : null;
}

type BookRow = Prisma.ArmyBookGetPayload<{ include: typeof bookTables }>;

function bookFromRow(row: BookRow): ArmyBook {
  const book = {
    id: row.bookId,
    version: row.version,
    name: { ru: row.nameRu, en: row.nameEn },
    ...(row.legacyShareCodes ? { legacyShareCodes: true } : {}),
    tallies: JSON.parse(row.talliesJson),
    weapons: JSON.parse(row.weaponsJson),
    // seeded before migration 0004: no roles, no models (the schema takes both empty)
    roles: row.rolesJson ? JSON.parse(row.rolesJson) : {},
    // seeded before migration 0005: no nouns
    nouns: row.nounsJson ? JSON.parse(row.nounsJson) : {},
    armyRules: row.armyRules.map((r) => ({
      type: r.type,
      code: r.code,
      ...JSON.parse(r.paramsJson),
      ...(text(r.noteRu, r.noteEn) ? { note: text(r.noteRu, r.noteEn) } : {}),
    })),
    abilities: row.abilities.map((a) => {
      const constraints = JSON.parse(a.constraintsJson) as unknown[];
      return {
        id: a.key,
        name: { ru: a.nameRu, en: a.nameEn },
        summary: { ru: a.summaryRu, en: a.summaryEn },
        ...(text(a.noteRu, a.noteEn) ? { note: text(a.noteRu, a.noteEn) } : {}),
        ...(a.truncated ? { truncated: true } : {}),
        ...(a.grantedByJson ? { grantedBy: JSON.parse(a.grantedByJson) } : {}),
        ...(constraints.length ? { constraints } : {}),
      };
    }),
    units: row.units.map((u) => ({
      id: u.key,
      name: { ru: u.nameRu, en: u.nameEn },
      rarity: u.rarity,
      cost: u.cost,
      base: JSON.parse(u.baseJson),
      composition: { ru: u.compositionRu, en: u.compositionEn },
      models: u.modelsJson ? JSON.parse(u.modelsJson) : [],
      mounted: u.mounted,
      weapons: JSON.parse(u.weaponsJson),
      profile: JSON.parse(u.profileJson),
      abilities: u.abilities.map((a) => a.ability.key),
      options: u.options.map((o) => {
        const adds = JSON.parse(o.addsJson) as Record<string, number>;
        return {
          id: o.key,
          name: { ru: o.nameRu, en: o.nameEn },
          kind: o.kind,
          cost: { points: o.costPoints, per: o.costPer, ...(o.costTally ? { tally: o.costTally } : {}) },
          max: o.max,
          ...(o.category ? { category: o.category } : {}),
          ...(Object.keys(adds).length ? { adds } : {}),
          ...(o.weapon ? { weapon: o.weapon } : {}),
          ...(o.mountsJson ? { mounts: JSON.parse(o.mountsJson) } : {}),
          ...(o.carriedByJson ? { carriedBy: JSON.parse(o.carriedByJson) } : {}),
          ...(o.swapJson ? { swap: JSON.parse(o.swapJson) } : {}),
          ...(text(o.noteRu, o.noteEn) ? { note: text(o.noteRu, o.noteEn) } : {}),
        };
      }),
      constraints: JSON.parse(u.constraintsJson),
    })),
  };
  return armyBookSchema.parse(book);
}

export async function saveScoring(db: PrismaClient, input: Scoring): Promise<void> {
  const scoring = scoringSchema.parse(input);
  await db.$transaction([
    db.scoringRule.deleteMany({}),
    db.victoryBand.deleteMany({}),
    db.scoringRule.createMany({
      data: [
        { key: "objectivePoints", value: scoring.objectivePoints },
        { key: "objectiveRadiusCm", value: scoring.objectiveRadiusCm },
        { key: "damagedDivisor", value: scoring.damagedDivisor },
        { key: "gameTurns", value: scoring.gameTurns },
      ],
    }),
    db.victoryBand.createMany({
      data: scoring.bandTables.flatMap((t) =>
        t.bands.map((b) => ({ maxPointsLimit: t.maxPointsLimit, band: b.band, minDifference: b.minDifference })),
      ),
    }),
  ]);
}

export async function readScoring(db: PrismaClient): Promise<Scoring | null> {
  const [rules, bands] = await Promise.all([db.scoringRule.findMany(), db.victoryBand.findMany({ orderBy: { id: "asc" } })]);
  if (rules.length === 0 || bands.length === 0) return null;
  const rule = (key: string) => rules.find((r) => r.key === key)?.value;
  const tables = new Map<number | null, { band: string; minDifference: number }[]>();
  for (const b of bands) {
    const list = tables.get(b.maxPointsLimit) ?? [];
    list.push({ band: b.band, minDifference: b.minDifference });
    tables.set(b.maxPointsLimit, list);
  }
  return scoringSchema.parse({
    objectivePoints: rule("objectivePoints"),
    objectiveRadiusCm: rule("objectiveRadiusCm"),
    damagedDivisor: rule("damagedDivisor"),
    gameTurns: rule("gameTurns"),
    // smaller games first; the open-ended table (null) last
    bandTables: [...tables.entries()]
      .sort(([a], [b]) => (a ?? Infinity) - (b ?? Infinity))
      .map(([maxPointsLimit, list]) => ({ maxPointsLimit, bands: list })),
  });
}
