import "server-only";
import { catalogOf } from "../../lib/army-book/catalog";
import { readDataFiles } from "../ops/seed";

/**
 * The CLI reads the seeded DB like the app does. When there is no prepared DB (a bare checkout),
 * it says so on stderr and falls back to data/, so a tournament organiser still gets an answer.
 */
export async function loadCatalogForCli(databaseUrl = process.env.DATABASE_URL, warn: (text: string) => void = (text) => process.stderr.write(text)) {
  let db: import("./db").PrismaClient | undefined;
  try {
    // loaded lazily: on a checkout where the Prisma client was never generated, data/ still answers
    const [{ createPrisma }, { readAllArmyBooks, readScoring }] = await Promise.all([import("./db"), import("./army-books")]);
    db = createPrisma(databaseUrl);
    const [books, scoring] = await Promise.all([readAllArmyBooks(db), readScoring(db)]);
    if (books.length > 0 && scoring) return { catalog: catalogOf(books), scoring };
    warn("roster: the database is not seeded; using data/ directly (run npm run db:prepare)\n");
  } catch {
    warn("roster: no database found; using data/ directly (run npm run db:prepare)\n");
  } finally {
    await db?.$disconnect().catch(() => {});
  }
  const { books, scoring } = await readDataFiles();
  return { catalog: catalogOf(books), scoring };
}

/** `roster remove-book ID` / `restore-book ID`: hides a book on the database `databaseUrl` names, or shows it again. */
export async function setBookRemovedForCli(databaseUrl: string | undefined, bookId: string, removed: boolean) {
  const [{ createPrisma }, { setBookRemoved }] = await Promise.all([import("./db"), import("./published-books")]);
  const db = createPrisma(databaseUrl);
  try {
    return await setBookRemoved(db, bookId, removed);
  } finally {
    await db.$disconnect().catch(() => {});
  }
}
