import { readFileSync } from "node:fs";
import path from "node:path";
import { armyBookSchema, type ArmyBook } from "../../lib/army-book/schema";
import { catalogOf, type Catalog } from "../../lib/army-book/catalog";
import { book as soviet } from "./book";

/**
 * The second army book, a fixture (tests/fixtures/books/): its own ids for everything but the
 * required `men` tally, every rule type of the registry, its own messages and nouns. It is never
 * in data/; tests seed it next to data/ (createTempDatabase's `extraBooks`) to prove that another
 * army is a data file and no code.
 */
export const FIXTURE_BOOK_FILE = path.join(process.cwd(), "tests", "fixtures", "books", "test-legion.army-book.json");

export const legion: ArmyBook = armyBookSchema.parse(JSON.parse(readFileSync(FIXTURE_BOOK_FILE, "utf8")));

/** What a server seeded with data/ and the fixture holds. */
export const bothBooks: Catalog = catalogOf([soviet, legion]);

export function legionRoster(units: { unit: string; options?: Record<string, number>; label?: string }[], pointsLimit = 1000, name = "Legio test") {
  return { version: 1 as const, name, armyBook: legion.id, pointsLimit, units };
}
