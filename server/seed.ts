import { readFile } from "node:fs/promises";
import path from "node:path";
import { armyBookSchema } from "../lib/army-book/schema";
import { scoringSchema } from "../lib/victory/scoring-schema";
import { saveArmyBook, saveScoring } from "./army-book-store";
import type { PrismaClient } from "./db";

export const DATA_DIR = path.join(process.cwd(), "data");

export async function readDataFiles(dir = DATA_DIR) {
  const [book, scoring] = await Promise.all([
    readFile(path.join(dir, "soviet.army-book.json"), "utf8"),
    readFile(path.join(dir, "scoring.json"), "utf8"),
  ]);
  return { book: armyBookSchema.parse(JSON.parse(book)), scoring: scoringSchema.parse(JSON.parse(scoring)) };
}

/** data/ → DB. Safe to run again: each table is replaced whole inside a transaction. */
export async function seedFromData(db: PrismaClient, dir = DATA_DIR) {
  const { book, scoring } = await readDataFiles(dir);
  // Write-ahead logging is a property of the database file: readers never block the writer, and a
  // crash mid-save leaves the last committed state. Set here, it holds for every later connection.
  await db.$queryRawUnsafe("PRAGMA journal_mode=WAL");
  await saveArmyBook(db, book);
  await saveScoring(db, scoring);
  return { book: book.id, units: book.units.length };
}
