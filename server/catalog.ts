import type { ArmyBook } from "../lib/army-book/schema";
import type { Scoring } from "../lib/victory/scoring-schema";
import { readArmyBook, readScoring } from "./army-book-store";
import { prisma, type PrismaClient } from "./db";

/** How long a loaded book is trusted before the DB is asked again (a re-seed shows up within this). */
const TTL_MS = 10_000;

type Entry<T> = { value: T; at: number };
let bookCache: Entry<ArmyBook> | null = null;
let scoringCache: Entry<Scoring> | null = null;

export class CatalogMissingError extends Error {
  constructor(what: string) {
    super(`${what} is not in the database: run "npm run db:prepare" (migrate + seed).`);
  }
}

/** The army book from the DB, cached; the engine never reads data/ directly at run time. */
export async function getArmyBook(db: PrismaClient = prisma(), id = "soviet"): Promise<ArmyBook> {
  if (bookCache && Date.now() - bookCache.at < TTL_MS && bookCache.value.id === id) return bookCache.value;
  const book = await readArmyBook(db, id);
  if (!book) throw new CatalogMissingError(`Army book "${id}"`);
  bookCache = { value: book, at: Date.now() };
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
  bookCache = null;
  scoringCache = null;
}
