import { z } from "zod";
import { ROSTER_LIMITS, charLength, isWellFormed, LONE_SURROGATE } from "./limits";

export { ROSTER_LIMITS, charLength, isWellFormed };

/**
 * A name is stored as a text column: a lone surrogate cannot be stored as UTF-8 unchanged, and no
 * PostgreSQL text can hold U+0000 (nor does any keyboard type it), so both are refused everywhere.
 */
export const nameSchema = z
  .string()
  .refine((s) => !LONE_SURROGATE.test(s) && !s.includes("\u0000"), { params: { reason: "name_unicode" } })
  .refine((s) => charLength(s) >= ROSTER_LIMITS.nameMin, { params: { reason: "name_short" } })
  .refine((s) => charLength(s) <= ROSTER_LIMITS.nameMax, { params: { reason: "name_long" } });

type Issue = Exclude<Parameters<z.RefinementCtx["addIssue"]>[0], string>;

/** What is wrong with a text of `min`..`max` characters of well-formed text, as an issue at `path`. */
function textIssue(text: string, min: number, max: number, path: (string | number)[]): Issue | null {
  if (text.length < min) return { code: "too_small", origin: "string", minimum: min, inclusive: true, input: text, path };
  if (!isWellFormed(text)) return { code: "custom", params: { reason: "text_unicode" }, input: text, path };
  // UTF-16 length bounds the character count from above: count only when it could be over
  if (text.length > max && charLength(text) > max) return { code: "too_big", origin: "string", maximum: max, inclusive: true, input: text, path };
  return null;
}

const idIssue = (id: string, path: (string | number)[]) => textIssue(id, 1, ROSTER_LIMITS.idMax, path);

function boundedText(min: number, max: number) {
  return z.string().transform((text, ctx) => {
    const issue = textIssue(text, min, max, []);
    if (issue) ctx.addIssue(issue);
    return text;
  });
}

const idSchema = boundedText(1, ROSTER_LIMITS.idMax);
/** The player's name for a unit ("2nd platoon"): 1..40 characters. */
export const unitLabelSchema = boundedText(ROSTER_LIMITS.labelMin, ROSTER_LIMITS.labelMax);
/** The player's note on a unit ("left flank"): 0..200 characters. */
export const unitNoteSchema = boundedText(0, ROSTER_LIMITS.noteMax);

/**
 * option id → count. Checked by hand inside the schema because zod's record is the slowest part of
 * a roster parse (and a plain record would let an id such as "__proto__" vanish into the prototype
 * instead of being reported as UNKNOWN_OPTION). Issues carry the same codes and paths zod would give.
 */
export const optionsSchema = z.unknown().transform((value, ctx) => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    ctx.addIssue({ code: "invalid_type", expected: "record", input: value });
    return z.NEVER;
  }
  const keys = Object.keys(value);
  if (keys.length > ROSTER_LIMITS.optionsPerUnitMax) {
    // one issue for the whole record: listing thousands of keys would be unbounded work of its own
    ctx.addIssue({ code: "too_big", origin: "object", maximum: ROSTER_LIMITS.optionsPerUnitMax, inclusive: true, input: value });
    return z.NEVER;
  }
  const out: Record<string, number> = {};
  for (const key of keys) {
    const n = (value as Record<string, unknown>)[key];
    const issue = idIssue(key, [key]);
    if (issue) ctx.addIssue(issue);
    else if (typeof n !== "number" || !Number.isSafeInteger(n)) ctx.addIssue({ code: "invalid_type", expected: "int", input: n, path: [key] });
    else if (n < 0) ctx.addIssue({ code: "too_small", origin: "number", minimum: 0, inclusive: true, input: n, path: [key] });
    else if (n > ROSTER_LIMITS.countMax) ctx.addIssue({ code: "too_big", origin: "number", maximum: ROSTER_LIMITS.countMax, inclusive: true, input: n, path: [key] });
    else if (key === "__proto__") Object.defineProperty(out, key, { value: n, enumerable: true, writable: true, configurable: true });
    else out[key] = n;
  }
  return out;
}) as unknown as z.ZodType<Record<string, number>, Record<string, number>>;

export const rosterUnitSchema = z.strictObject({
  unit: idSchema,
  label: unitLabelSchema.optional(),
  note: unitNoteSchema.optional(),
  options: optionsSchema.optional(),
});

export const pointsLimitSchema = z.int().min(ROSTER_LIMITS.pointsMin).max(ROSTER_LIMITS.pointsMax);

/** The one roster shape: the form, server actions, API routes, import and the CLI all parse with it. */
export const rosterSchema = z.strictObject({
  version: z.literal(1),
  name: nameSchema,
  // which books exist is the server's to say (lib/army-book/catalog.ts): here only the shape
  armyBook: idSchema,
  bookVersion: z.int().min(1).max(ROSTER_LIMITS.bookVersionMax).optional(),
  pointsLimit: pointsLimitSchema,
  units: z.array(rosterUnitSchema).max(ROSTER_LIMITS.unitsMax),
});

export type RosterUnitInput = z.infer<typeof rosterUnitSchema>;
export type Roster = z.infer<typeof rosterSchema>;
