import { z } from "zod";

/** Limits of the roster exchange format v1 (RULES.md). */
export const ROSTER_LIMITS = { nameMin: 1, nameMax: 100, pointsMin: 300, pointsMax: 100_000, unitsMax: 200 } as const;

/** Length in characters (code points), so "Штурм" and emoji count as a person would count them. */
export function charLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

export const nameSchema = z
  .string()
  .refine((s) => charLength(s) >= ROSTER_LIMITS.nameMin, { params: { reason: "name_short" } })
  .refine((s) => charLength(s) <= ROSTER_LIMITS.nameMax, { params: { reason: "name_long" } });

export const countSchema = z.int().nonnegative();

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Map);

/**
 * option id → count. Parsed through a Map so that an id such as "__proto__" is kept as data
 * (and reported as UNKNOWN_OPTION) instead of vanishing into the object's prototype.
 */
export const optionsSchema = z
  .preprocess((v) => (isPlainObject(v) ? new Map(Object.entries(v)) : v), z.map(z.string(), countSchema))
  .transform((m): Record<string, number> => Object.fromEntries(m)) as unknown as z.ZodType<Record<string, number>, Record<string, number>>;

export const rosterUnitSchema = z.strictObject({
  unit: z.string(),
  options: optionsSchema.optional(),
});

export const pointsLimitSchema = z.int().min(ROSTER_LIMITS.pointsMin).max(ROSTER_LIMITS.pointsMax);

/** The one roster shape: the form, server actions, API routes, import and the CLI all parse with it. */
export const rosterSchema = z.strictObject({
  version: z.literal(1),
  name: nameSchema,
  armyBook: z.literal("soviet"),
  pointsLimit: pointsLimitSchema,
  units: z.array(rosterUnitSchema).max(ROSTER_LIMITS.unitsMax),
});

export type RosterUnitInput = z.infer<typeof rosterUnitSchema>;
export type Roster = z.infer<typeof rosterSchema>;
