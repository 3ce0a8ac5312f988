/**
 * The victory input's statuses and bounds, apart from its zod schema (schema.ts): the calculator
 * and game mode show them on first paint, and the schema's code arrives only at their first use.
 */
export const UNIT_STATUSES = ["intact", "damaged", "destroyed"] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const VICTORY_LIMITS = { unitPointsMax: 100_000, objectivesMax: 20 } as const;
