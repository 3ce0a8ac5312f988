import { z } from "zod";

export const BANDS = ["DRAW", "MINOR_VICTORY", "CONFIDENT_VICTORY", "CRUSHING_VICTORY", "ROUT"] as const;
export type Band = (typeof BANDS)[number];

/** The end-of-game scoring table (data/scoring.json), seeded into the DB. */
export const scoringSchema = z.strictObject({
  objectivePoints: z.int().nonnegative(),
  /** an objective is held by a unit within this many cm of it, with no enemy unit as close */
  objectiveRadiusCm: z.int().positive(),
  damagedDivisor: z.int().positive(),
  /** the game lasts this many turns (both players play the same number) */
  gameTurns: z.int().positive(),
  bandTables: z
    .array(
      z.strictObject({
        /** this table applies while pointsLimit ≤ maxPointsLimit; null = every larger game */
        maxPointsLimit: z.int().positive().nullable(),
        bands: z.array(z.strictObject({ band: z.enum(BANDS), minDifference: z.int().nonnegative() })).min(1),
      }),
    )
    .min(1),
});
export type Scoring = z.infer<typeof scoringSchema>;
