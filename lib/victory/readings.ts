import { t } from "../i18n/ui";
import type { Lang } from "../text";
import { bandTableFor } from "./calculate";
import type { Scoring } from "./scoring-schema";

/** Who can hold an objective, in words, with the radius from the scoring table. */
export function objectiveRule(scoring: Scoring, lang: Lang): string {
  return t(lang, "objectiveRule", { cm: scoring.objectiveRadiusCm });
}

/**
 * The readings the app chose where the source's victory bands are ambiguous, worked out from the
 * band tables: the top band's edge ("more than 1500" after "1000–1499") and the table edge ("more
 * than 3001 points" after "300 to 3000"). For one game size (`pointsLimit`, an army card) only what
 * bears on it: its own table's top band, and the table edge for a game just past it (3001 points).
 */
export function bandReadings(scoring: Scoring, lang: Lang, pointsLimit?: number): string[] {
  const notes: string[] = [];
  const tables = pointsLimit === undefined ? scoring.bandTables : [bandTableFor(scoring, pointsLimit)];
  for (const table of tables) {
    const top = table.bands[table.bands.length - 1];
    if (top && table.bands.length > 1) notes.push(t(lang, "readingTopBand", { d: top.minDifference, below: top.minDifference - 1 }));
  }
  for (const table of scoring.bandTables)
    if (table.maxPointsLimit !== null && (pointsLimit === undefined || pointsLimit === table.maxPointsLimit + 1))
      notes.push(t(lang, "readingBigGame", { max: table.maxPointsLimit, next: table.maxPointsLimit + 1 }));
  return notes;
}
