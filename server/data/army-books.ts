import "server-only";
import { armyBookSchema, type ArmyBook } from "../../lib/army-book/schema";
import { scoringSchema, type Scoring } from "../../lib/victory/scoring-schema";
import { bookDifferences, type BookDifference } from "../../lib/army-book/differences";
import type { PrismaClient } from "./db";

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
export async function saveArmyBook(db: PrismaClient, input: ArmyBook, allHeld?: readonly ArmyBook[]): Promise<"added" | "unchanged"> {
  const book = armyBookSchema.parse(input);
  // `allHeld`: every version the caller has just read (the seed reads them once for all its files)
  const held = allHeld ? (allHeld.find((b) => b.id === book.id && b.version === book.version) ?? null) : await readArmyBook(db, book.id, book.version);
  if (held) {
    const changes = bookDifferences(held, book);
    if (changes.length > 0) throw new BookVersionChanged(book.id, book.version, changes);
    return "unchanged";
  }
  await writeArmyBook(db, book);
  return "added";
}

async function writeArmyBook(db: PrismaClient, book: ArmyBook): Promise<void> {
  await db.armyBook.create({ data: { id: rowId(book.id, book.version), bookId: book.id, version: book.version, document: JSON.stringify(book) } });
}

/** Every version of every book the DB holds, checked with the same schema the data files passed. */
export async function readAllArmyBooks(db: PrismaClient): Promise<ArmyBook[]> {
  const rows = await db.armyBook.findMany({ orderBy: [{ bookId: "asc" }, { version: "asc" }], select: { document: true } });
  return rows.map(bookFromRow);
}

/** One version of a book (the newest when `version` is not given), or null. */
export async function readArmyBook(db: PrismaClient, bookId: string, version?: number): Promise<ArmyBook | null> {
  const row = await db.armyBook.findFirst({
    where: version === undefined ? { bookId } : { bookId, version },
    orderBy: { version: "desc" },
    select: { document: true },
  });
  return row ? bookFromRow(row) : null;
}

const bookFromRow = (row: { document: string }): ArmyBook => armyBookSchema.parse(JSON.parse(row.document));

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
