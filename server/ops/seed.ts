import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { checkBookText } from "../../lib/army-book/check-file";
import type { ArmyBook } from "../../lib/army-book/schema";
import { scoringSchema } from "../../lib/victory/scoring-schema";
import { BookVersionChanged, readAllArmyBooks, saveArmyBook, saveScoring } from "../data/army-books";
import { providerOfClient, type PrismaClient } from "../data/db";

export const DATA_DIR = path.join(process.cwd(), "data");

/** Each `*.army-book.json` in data/ is one published version of one book; an errata is a new file. */
export const BOOK_FILE = /\.army-book\.json$/;

/** A data file that was not seeded, and why (every problem, one per line). */
export class SeedRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`Some army-book files were refused; the database keeps the versions it had:\n${problems.join("\n")}`);
  }
}

/**
 * Every book file in `dir`, each checked as `roster check-book` checks it: the books that pass,
 * and every problem of the others with its file, line and JSON path.
 */
async function checkBookFiles(dir: string): Promise<{ books: ArmyBook[]; problems: string[] }> {
  const files = (await readdir(dir)).filter((f) => BOOK_FILE.test(f)).sort();
  const books: ArmyBook[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const checked = checkBookText(await readFile(path.join(dir, file), "utf8"));
    if (checked.ok) books.push(checked.book);
    else if (checked.unreadable) problems.push(`${file}: ${checked.reason}`);
    else problems.push(...checked.problems.map((p) => `${file}:${p.line}: ${p.path}: ${p.message}`));
  }
  return { books, problems };
}

async function readScoringFile(dir: string) {
  return scoringSchema.parse(JSON.parse(await readFile(path.join(dir, "scoring.json"), "utf8")));
}

/** The books and scoring table straight from data/ (the CLI without a database, the bench); a bad file is a SeedRefused. */
export async function readDataFiles(dir = DATA_DIR) {
  const [{ books, problems }, scoring] = await Promise.all([checkBookFiles(dir), readScoringFile(dir)]);
  if (problems.length > 0) throw new SeedRefused(problems);
  return { books, scoring };
}

/**
 * data/ → DB. Safe to run again: a book version already held is left as it is when its file is
 * the same, and refused (with every changed entry named) when it is not; new versions are added.
 * Refused files do not stop the others; the seed then fails with every problem listed.
 */
export async function seedFromData(db: PrismaClient, dir = DATA_DIR) {
  const [{ books, problems }, scoring] = await Promise.all([checkBookFiles(dir), readScoringFile(dir)]);
  // Write-ahead logging is a property of the database file: readers never block the writer, and a
  // crash mid-save leaves the last committed state. Set here, it holds for every later connection.
  if (providerOfClient(db) === "sqlite") await db.$queryRawUnsafe("PRAGMA journal_mode=WAL");
  const held = await readAllArmyBooks(db);
  const legacy = new Set([...held, ...books].filter((b) => b.legacyShareCodes).map((b) => b.id));
  if (legacy.size > 1) problems.push(`legacyShareCodes: only one book can own the old share codes, and ${[...legacy].join(", ")} claim them`);
  const added: string[] = [];
  for (const book of legacy.size > 1 ? [] : books) {
    try {
      if ((await saveArmyBook(db, book, held)) === "added") added.push(`${book.id} v${book.version}`);
    } catch (e) {
      if (e instanceof BookVersionChanged) problems.push(e.message);
      else throw e;
    }
  }
  await saveScoring(db, scoring);
  if (problems.length > 0) throw new SeedRefused(problems);
  return { books: books.map((b) => `${b.id} v${b.version}`), added };
}
