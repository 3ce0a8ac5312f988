import "server-only";
import { bookFor, defaultBookId, newestOf, catalogOf, versionOf, type Catalog } from "../../lib/army-book/catalog";
import type { ArmyBook } from "../../lib/army-book/schema";
import type { Scoring } from "../../lib/victory/scoring-schema";
import { readAllArmyBooks, readScoring } from "./army-books";
import { readRemovedBookIds } from "./published-books";
import { prisma, type PrismaClient } from "./db";

/**
 * How long the loaded books are cached before the DB is asked again: a re-seed, or a book another
 * instance published or the operator removed, shows up within this. `CATALOG_CACHE_MS` sets it
 * (default 10 s).
 */
const TTL_MS = cacheMs(process.env.CATALOG_CACHE_MS);

function cacheMs(value: string | undefined): number {
  const ms = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isFinite(ms) && ms >= 0 ? ms : 10_000;
}
/** While the DB does not answer, the books last read are served, and it is asked again this often. */
const RETRY_MS = 2_000;

/**
 * A value read from the DB and cached for TTL_MS. Callers that find it stale while it is being
 * read again share that one read: at the end of each cache period a crowd of requests would
 * otherwise each read the whole catalog at once. When the read fails (the database is down) the
 * value last read is served, as it was (a book version never changes), and the read is tried
 * again after RETRY_MS: share pages, the army book and the calculator need no database.
 */
function cachedRead<T>(name: string, read: (db: PrismaClient) => Promise<T>) {
  // one cache per process, not per module copy: Next bundles a server module once for each kind of
  // route (pages, route handlers, actions), and a book published through the API must be there for
  // the action that makes its first roster at once
  const shared = ((globalThis as unknown as Record<symbol, unknown>)[Symbol.for(`roster.cache.${name}`)] ??= { entry: null, reading: null }) as {
    entry: { value: T; at: number } | null;
    reading: Promise<T> | null;
  };
  const fresh = (): T | null => (shared.entry && Date.now() - shared.entry.at < TTL_MS ? shared.entry.value : null);
  return {
    fresh,
    get(db: PrismaClient): Promise<T> {
      const value = fresh();
      if (value !== null) return Promise.resolve(value);
      if (!shared.reading) {
        const mine: Promise<T> = read(db)
          .then(
            (value) => {
              // a read started before clear() does not put its older value back
              if (shared.reading === mine) shared.entry = { value, at: Date.now() };
              return value;
            },
            (error: unknown) => {
              if (!shared.entry || error instanceof CatalogMissingError) throw error;
              if (shared.reading === mine) shared.entry = { value: shared.entry.value, at: Date.now() - TTL_MS + RETRY_MS };
              return shared.entry.value;
            },
          )
          .finally(() => {
            if (shared.reading === mine) shared.reading = null;
          });
        shared.reading = mine;
      }
      return shared.reading;
    },
    clear(): void {
      shared.entry = null;
      shared.reading = null;
    },
  };
}

const catalogCache = cachedRead("catalog", async (db) => {
  const [books, removed] = await Promise.all([readAllArmyBooks(db), readRemovedBookIds(db)]);
  if (books.length === 0) throw new CatalogMissingError("No army book");
  return catalogOf(books, removed);
});

const scoringCache = cachedRead("scoring", async (db) => {
  const table = await readScoring(db);
  if (!table) throw new CatalogMissingError("The scoring table");
  return table;
});

export class CatalogMissingError extends Error {
  constructor(what: string) {
    super(`${what} is not in the database: run "npm run db:prepare" (migrate + seed).`);
  }
}

/** Every version of every army book in the DB, cached; the engine never reads data/ at run time. */
export async function getCatalog(db: PrismaClient = prisma()): Promise<Catalog> {
  return catalogCache.get(db);
}

/** The loaded books while they are still cached, without waiting: null when they must be read again. */
export function catalogIfFresh(): Catalog | null {
  return catalogCache.fresh();
}

/**
 * One army book: the newest version of `id` (of the default book when no id is given), or the
 * given version. A book or version the DB does not hold is a CatalogMissingError.
 */
export async function getArmyBook(id?: string, version?: number, db: PrismaClient = prisma()): Promise<ArmyBook> {
  const catalog = await getCatalog(db);
  const bookId = id ?? defaultBookId(catalog)!;
  const book = version === undefined ? newestOf(catalog, bookId) : versionOf(catalog, bookId, version);
  if (!book) throw new CatalogMissingError(`Army book "${bookId}"${version === undefined ? "" : ` version ${version}`}`);
  return book;
}

export async function getScoring(db: PrismaClient = prisma()): Promise<Scoring> {
  return scoringCache.get(db);
}

export function clearCatalogCache(): void {
  catalogCache.clear();
  scoringCache.clear();
}

/** A saved or shared roster's own book version, and the newest version of that book (the same object when it is the newest). */
export async function rosterBooks(roster: { armyBook: string; bookVersion?: number | undefined }): Promise<{ book: ArmyBook; newest: ArmyBook }> {
  const choice = bookFor(await getCatalog(), roster, "en");
  if (!choice.ok) throw new CatalogMissingError(`Army book "${roster.armyBook}" version ${roster.bookVersion ?? "(newest)"}`);
  return choice;
}
