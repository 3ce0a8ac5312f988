import { z } from "zod";
import { nameSchema, pointsLimitSchema } from "../roster/schema";
import { viewIdSchema } from "../roster/actions-schema";

/**
 * Bounds of an event: names as roster names; at most `entriesMax` entries (an organiser may set
 * fewer); an entry keeps its first `storedErrors` errors and the count of all of them (every one is
 * judged again from the stored list when the organiser opens them); an entry code of at most
 * `entryCodeMax` characters.
 */
export const EVENT_LIMITS = { entriesMax: 500, bookIdMax: 64, storedErrors: 5, entryCodeMax: 64 } as const;

/** What players type to submit to an event that has one: the organiser tells it to them. */
export const entryCodeSchema = z.string().trim().min(1).max(EVENT_LIMITS.entryCodeMax);
/**
 * An entry code as it is compared: spaces around it, letter case and Unicode composition do not
 * count. It is read aloud at a club and typed on phones that capitalise the first letter.
 */
export const entryCodeKey = (code: string) => code.normalize("NFC").trim().toLowerCase();

/**
 * Characters that show nothing: spaces of any kind, zero-width and other format characters,
 * control characters, the ones Unicode says to show as nothing (Hangul fillers, variation
 * selectors) and the blank Braille pattern: the usual "blank name" tricks. JavaScript's trim()
 * takes the spaces off the ends, not a zero-width space.
 */
const INVISIBLE = /^[\p{Z}\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}\s\u2800]*$/u;

/**
 * An event's or a player's name: spaces around it do not count (a name of spaces names no one, and
 * "Ivan " would sort and export apart from "Ivan"), nor does a name of only invisible characters
 * (an organiser's table would show an empty cell); then bounded as a roster name.
 */
export const trimmedNameSchema = z
  .string()
  .trim()
  .pipe(nameSchema)
  // an empty name is already refused as empty: one message for it
  .refine((s) => s === "" || !INVISIBLE.test(s), { params: { reason: "name_short" } });

/** How many entries an event takes: at most the app's own bound. */
export const entryLimitSchema = z.int().min(1).max(EVENT_LIMITS.entriesMax);

/** An ISO 8601 date-time with its time zone ("2026-12-12T18:00:00+03:00" or "…Z"). */
export const deadlineSchema = z.iso.datetime({ offset: true });

/** What an organiser gives to create an event: the form, the server action and POST /api/events. */
export const newEventSchema = z.strictObject({
  name: trimmedNameSchema,
  /** the day of the event (YYYY-MM-DD), optional */
  date: z.iso.date().optional(),
  pointsLimit: pointsLimitSchema,
  deadline: deadlineSchema,
  armyBook: z.string().min(1).max(EVENT_LIMITS.bookIdMax),
  /** the book version the event plays; absent: the newest when a list is submitted */
  bookVersion: z.int().min(1).max(2_147_483_647).optional(),
  /** players must type it to submit (absent: anyone with the public link can) */
  entryCode: entryCodeSchema.optional(),
  /** at most this many entries (absent: EVENT_LIMITS.entriesMax) */
  entryLimit: entryLimitSchema.optional(),
}).superRefine((e, ctx) => {
  // lists are sent before the event is played: a day before the deadline's is a slip of the
  // calendar. The deadline's own day as typed (its date before the offset), not in UTC.
  // (refinements run over fields already refused too: only two well-formed values are compared)
  const both = z.iso.date().safeParse(e.date).success && deadlineSchema.safeParse(e.deadline).success;
  if (both && e.date! < e.deadline.slice(0, 10))
    ctx.addIssue({ code: "custom", path: ["date"], params: { reason: "event_before_deadline" } });
});
export type NewEvent = z.infer<typeof newEventSchema>;

/** A player's submission: their name and a v1 roster (checked as a roster on its own). */
export const entrySubmitSchema = z.strictObject({
  player: trimmedNameSchema,
  roster: z.unknown(),
  /** the event's entry code, when it has one (compared as typed, spaces around it trimmed) */
  entryCode: z.string().max(1000).optional(),
});
export type EntrySubmit = z.infer<typeof entrySubmitSchema>;

/** Event and entry ids are base64url like roster view ids. */
export const eventIdSchema = viewIdSchema;

/** Whether submissions follow the deadline, or the organiser opened or closed them by hand. */
export const SUBMISSION_MODES = ["deadline", "open", "closed"] as const;
export type SubmissionMode = (typeof SUBMISSION_MODES)[number];
export const submissionModeSchema = z.enum(SUBMISSION_MODES);
