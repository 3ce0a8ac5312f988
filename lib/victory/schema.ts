import { z } from "zod";
import { nameSchema, pointsLimitSchema } from "../roster/schema";

import { UNIT_STATUSES, VICTORY_LIMITS } from "./limits";

export { UNIT_STATUSES, VICTORY_LIMITS, type UnitStatus } from "./limits";

export const victoryUnitSchema = z.strictObject({
  points: z.int().min(0).max(VICTORY_LIMITS.unitPointsMax),
  status: z.enum(UNIT_STATUSES),
});

export const victoryPlayerSchema = z.strictObject({
  name: nameSchema.optional(),
  objectives: z.int().min(0).max(VICTORY_LIMITS.objectivesMax),
  units: z.array(victoryUnitSchema),
});

/** Victory input v1 (RULES.md): shared by the calculator page, the API and the CLI. */
export const victoryInputSchema = z.strictObject({
  version: z.literal(1),
  pointsLimit: pointsLimitSchema,
  players: z.tuple([victoryPlayerSchema, victoryPlayerSchema]),
});
export type VictoryInput = z.infer<typeof victoryInputSchema>;
