import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { checkBookText } from "../lib/army-book/check-file";
import { armyBookSchema, type ArmyBook } from "../lib/army-book/schema";
import { scoringSchema } from "../lib/victory/scoring-schema";
import { BookVersionChanged, readAllArmyBooks, saveArmyBook, saveScoring } from "./army-book-store";
import type { PrismaClient } from "./db";

export const DATA_DIR = path.join(process.cwd(), "data");

/** Each `*.army-book.json` in data/ is one published version of one book; an errata is a new file. */
export const BOOK_FILE = /\.army-book\.json$/;

/** A data file that was not seeded, and why (every problem, one per line). */
export class SeedRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`Some army-book files were refused; the database keeps the versions it had:\n${problems.join("\n")}`);
  }
}

export async function readBookFiles(dir = DATA_DIR): Promise<{ file: string; book: ArmyBook }[]> {
  const files = (await readdir(dir)).filter((f) => BOOK_FILE.test(f)).sort();
  return Promise.all(files.map(async (file) => ({ file, book: armyBookSchema.parse(JSON.parse(await readFile(path.join(dir, file), "utf8"))) })));
}

export async function readDataFiles(dir = DATA_DIR) {
  const [books, scoring] = await Promise.all([readBookFiles(dir), readFile(path.join(dir, "scoring.json"), "utf8")]);
  return { books: books.map((b) => b.book), scoring: scoringSchema.parse(JSON.parse(scoring)) };
}

/**
 * data/ → DB. Safe to run again: a book version already held is left as it is when its file is
 * the same, and refused (with every changed entry named) when it is not; new versions are added.
 * Refused files do not stop the others; the seed then fails with every problem listed.
 */
export async function seedFromData(db: PrismaClient, dir = DATA_DIR) {
  const problems: string[] = [];
  const files = (await readdir(dir)).filter((f) => BOOK_FILE.test(f)).sort();
  const books: ArmyBook[] = [];
  for (const file of files) {
    // the same check as `roster check-book`: every problem with its JSON path and line
    const checked = checkBookText(await readFile(path.join(dir, file), "utf8"));
    if (checked.ok) books.push(checked.book);
    else if (checked.unreadable) problems.push(`${file}: ${checked.reason}`);
    else problems.push(...checked.problems.map((p) => `${file}:${p.line}: ${p.path}: ${p.message}`));
  }
  const scoring = scoringSchema.parse(JSON.parse(await readFile(path.join(dir, "scoring.json"), "utf8")));
  // Write-ahead logging is a property of the database file: readers never block the writer, and a
  // crash mid-save leaves the last committed state. Set here, it holds for every later connection.
  await db.$queryRawUnsafe("PRAGMA journal_mode=WAL");
  const legacy = new Set([...(await readAllArmyBooks(db)), ...books].filter((b) => b.legacyShareCodes).map((b) => b.id));
  if (legacy.size > 1) problems.push(`legacyShareCodes: only one book can own the old share codes, and ${[...legacy].join(", ")} claim them`);
  const added: string[] = [];
  for (const book of legacy.size > 1 ? [] : books) {
    try {
      if ((await saveArmyBook(db, book)) === "added") added.push(`${book.id} v${book.version}`);
    } catch (e) {
      if (e instanceof BookVersionChanged) problems.push(e.message);
      else throw e;
    }
  }
  await saveScoring(db, scoring);
  if (problems.length > 0) throw new SeedRefused(problems);
  return { books: books.map((b) => `${b.id} v${b.version}`), added };
}
