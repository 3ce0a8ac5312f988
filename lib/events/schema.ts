import { z } from "zod";
import { nameSchema, pointsLimitSchema } from "../roster/schema";
import { viewIdSchema } from "../roster/actions-schema";

/** Bounds of an event (issue 13): names as roster names, at most this many entries. */
export const EVENT_LIMITS = { entriesMax: 500, bookIdMax: 64 } as const;

/** An ISO 8601 date-time with its time zone ("2026-12-12T18:00:00+03:00" or "…Z"). */
export const deadlineSchema = z.iso.datetime({ offset: true });

/** What an organiser gives to create an event: the form, the server action and POST /api/events. */
export const newEventSchema = z.strictObject({
  name: nameSchema,
  /** the day of the event (YYYY-MM-DD), optional */
  date: z.iso.date().optional(),
  pointsLimit: pointsLimitSchema,
  deadline: deadlineSchema,
  armyBook: z.string().min(1).max(EVENT_LIMITS.bookIdMax),
  /** the book version the event plays; absent: the newest when a list is submitted */
  bookVersion: z.int().min(1).max(2_147_483_647).optional(),
});
export type NewEvent = z.infer<typeof newEventSchema>;

/** A player's submission: their name and a v1 roster (checked as a roster on its own). */
export const entrySubmitSchema = z.strictObject({
  player: nameSchema,
  roster: z.unknown(),
});
export type EntrySubmit = z.infer<typeof entrySubmitSchema>;

/** Event and entry ids are base64url like roster view ids. */
export const eventIdSchema = viewIdSchema;

/** Whether submissions follow the deadline, or the organiser opened or closed them by hand. */
export const SUBMISSION_MODES = ["deadline", "open", "closed"] as const;
export type SubmissionMode = (typeof SUBMISSION_MODES)[number];
export const submissionModeSchema = z.enum(SUBMISSION_MODES);
