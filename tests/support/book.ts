import { readFileSync } from "node:fs";
import path from "node:path";
import { armyBookSchema, type ArmyBook } from "../../lib/army-book/schema";
import { scoringSchema, type Scoring } from "../../lib/victory/scoring-schema";

/** The army book straight from data/ (unit tests need no DB; the integration tests check the seeded copy). */
export const book: ArmyBook = armyBookSchema.parse(
  JSON.parse(readFileSync(path.join(process.cwd(), "data", "soviet.army-book.json"), "utf8")),
);
export const scoring: Scoring = scoringSchema.parse(
  JSON.parse(readFileSync(path.join(process.cwd(), "data", "scoring.json"), "utf8")),
);

export type UnitSpec = { unit: string; options?: Record<string, number> };

export function roster(units: UnitSpec[], pointsLimit = 100_000) {
  return { version: 1 as const, name: "Test", armyBook: "soviet" as const, pointsLimit, units };
}
