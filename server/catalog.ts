import { bookFor, defaultBookId, newestOf, shelfOf, versionOf, type Shelf } from "../lib/army-book/shelf";
import type { ArmyBook } from "../lib/army-book/schema";
import type { Scoring } from "../lib/victory/scoring-schema";
import { readAllArmyBooks, readScoring } from "./army-book-store";
import { prisma, type PrismaClient } from "./db";

/** How long the loaded books are trusted before the DB is asked again (a re-seed shows up within this). */
const TTL_MS = 10_000;

type Entry<T> = { value: T; at: number };
let shelfCache: Entry<Shelf> | null = null;
let scoringCache: Entry<Scoring> | null = null;

export class CatalogMissingError extends Error {
  constructor(what: string) {
    super(`${what} is not in the database: run "npm run db:prepare" (migrate + seed).`);
  }
}

/** Every version of every army book in the DB, cached; the engine never reads data/ at run time. */
export async function getShelf(db: PrismaClient = prisma()): Promise<Shelf> {
  if (shelfCache && Date.now() - shelfCache.at < TTL_MS) return shelfCache.value;
  const books = await readAllArmyBooks(db);
  if (books.length === 0) throw new CatalogMissingError("No army book");
  shelfCache = { value: shelfOf(books), at: Date.now() };
  return shelfCache.value;
}

/** The loaded books while they are still trusted, without waiting: null when they must be read again. */
export function shelfIfFresh(): Shelf | null {
  return shelfCache && Date.now() - shelfCache.at < TTL_MS ? shelfCache.value : null;
}

/**
 * One army book: the newest version of `id` (of the default book when no id is given), or the
 * given version. A book or version the DB does not hold is a CatalogMissingError.
 */
export async function getArmyBook(id?: string, version?: number, db: PrismaClient = prisma()): Promise<ArmyBook> {
  const shelf = await getShelf(db);
  const bookId = id ?? defaultBookId(shelf)!;
  const book = version === undefined ? newestOf(shelf, bookId) : versionOf(shelf, bookId, version);
  if (!book) throw new CatalogMissingError(`Army book "${bookId}"${version === undefined ? "" : ` version ${version}`}`);
  return book;
}

export async function getScoring(db: PrismaClient = prisma()): Promise<Scoring> {
  if (scoringCache && Date.now() - scoringCache.at < TTL_MS) return scoringCache.value;
  const scoring = await readScoring(db);
  if (!scoring) throw new CatalogMissingError("The scoring table");
  scoringCache = { value: scoring, at: Date.now() };
  return scoring;
}

export function clearCatalogCache(): void {
  shelfCache = null;
  scoringCache = null;
}

/** A saved or shared roster's own book version, and the newest version of that book (the same object when it is the newest). */
export async function rosterBooks(roster: { armyBook: string; bookVersion?: number | undefined }): Promise<{ book: ArmyBook; newest: ArmyBook }> {
  const choice = bookFor(await getShelf(), roster, "en");
  if (!choice.ok) throw new CatalogMissingError(`Army book "${roster.armyBook}" version ${roster.bookVersion ?? "(newest)"}`);
  return choice;
}
