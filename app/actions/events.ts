"use server";
import { z } from "zod";
import { inputErrors, unreadableInput, type InputError } from "@/lib/input-errors";
import { EVENT_LIMITS, entryCodeSchema, entryLimitSchema, entrySubmitSchema, eventIdSchema, newEventSchema, submissionModeSchema } from "@/lib/events/schema";
import { readJsonText } from "@/lib/roster/json-text";
import { errorLine, errorLines } from "@/lib/events/stored-errors";
import { viewIdSchema } from "@/lib/roster/actions-schema";
import { MAX_CODE_LENGTH } from "@/lib/share/codec";
import type { Lang } from "@/lib/text";
import { getCatalog } from "@/server/data/catalog";
import { prisma } from "@/server/data/db";
import { exportRows } from "@/server/data/event-tables";
import * as events from "@/server/data/events";
import { currentLang } from "@/server/http/lang";
import { rosterAtLink, rosterAtView } from "@/server/data/roster-at-link";

const keySchema = z.string().min(1).max(200);
const JSON_MAX = 1024 * 1024;

/** Where a submitted list comes from: one of my saved rosters, a roster link, or a file's JSON text. */
const sourceSchema = z.union([
  z.strictObject({ viewId: viewIdSchema }),
  z.strictObject({ link: z.string().min(1).max(MAX_CODE_LENGTH * 3) }),
  z.strictObject({ json: z.string().max(JSON_MAX) }),
]);

const submitSchema = z.strictObject({
  eventId: eventIdSchema,
  player: entrySubmitSchema.shape.player,
  source: sourceSchema,
  entryCode: entrySubmitSchema.shape.entryCode,
  /** resubmission of the player's own entry */
  replace: z.strictObject({ entryId: eventIdSchema, key: keySchema }).optional(),
});

const entryRefSchema = z.strictObject({ eventId: eventIdSchema, entryId: eventIdSchema, key: keySchema });
const updateSchema = z.strictObject({
  eventId: eventIdSchema,
  key: keySchema,
  mode: submissionModeSchema.optional(),
  listsPublic: z.boolean().optional(),
  entryLimit: entryLimitSchema.optional(),
  /** a new entry code; null: none (anyone with the public link submits) */
  entryCode: entryCodeSchema.nullable().optional(),
});
/** The organiser (their key), and one entry of their event. */
const adminSchema = z.strictObject({ eventId: eventIdSchema, key: keySchema });
const adminEntrySchema = adminSchema.extend({ entryId: eventIdSchema });
const adminEntriesSchema = adminSchema.extend({ entryIds: z.array(eventIdSchema).min(1).max(EVENT_LIMITS.entriesMax) });

type Failure = { status: "invalid"; errors: InputError[] } | { status: "not_found" | "forbidden" | "unavailable" };

async function safely<T>(run: () => Promise<T>): Promise<T | Failure> {
  try {
    return await run();
  } catch (e) {
    console.error(e instanceof Error ? e.message : "event action failed");
    return { status: "unavailable" };
  }
}

const fieldError = (path: (string | number)[], message: string): InputError => ({ code: "INVALID_INPUT", unit: null, option: null, message, path });

/** Creates an event from the form (the same schema as the API); the admin key is shown once. */
export async function createEventAction(input: unknown) {
  const lang = await currentLang();
  const parsed = newEventSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid" as const, errors: inputErrors(parsed.error.issues, lang) };
  return safely(async () => {
    const created = await events.createEvent(prisma(), await getCatalog(), parsed.data, lang);
    return created.ok ? { status: "created" as const, id: created.id, adminKey: created.adminKey } : { status: "invalid" as const, errors: created.errors };
  });
}

type Source = z.infer<typeof sourceSchema>;

/** The roster a source names, as the server holds it (a link is read here, never trusted from the page). */
async function rosterOf(source: Source, lang: Lang): Promise<{ ok: true; roster: unknown } | { ok: false; error: InputError }> {
  if ("json" in source) {
    const text = readJsonText(source.json);
    return text.ok ? { ok: true, roster: text.value } : { ok: false, error: { ...unreadableInput(lang, text.detail?.(lang)), path: ["source", "json"] } };
  }
  const at = "viewId" in source ? await rosterAtView(source.viewId, lang) : await rosterAtLink(source.link, lang);
  return at.ok ? at : { ok: false, error: fieldError(at.at === "link" ? ["source", "link"] : ["source"], at.message) };
}

/**
 * A player's list (or its resubmission): frozen and judged under the event at once. Refused with
 * the event's state when submissions are closed, so the page can say why.
 */
export async function submitEntryAction(input: unknown) {
  const lang = await currentLang();
  const parsed = submitSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid" as const, errors: inputErrors(parsed.error.issues, lang) };
  const { eventId, player, source, replace, entryCode } = parsed.data;
  return safely(async () => {
    const db = prisma();
    const event = await events.findEvent(db, eventId);
    if (!event) return { status: "not_found" as const };
    if (!event.open) return { status: "closed" as const, event };
    const roster = await rosterOf(source, lang);
    if (!roster.ok) return { status: "invalid" as const, errors: [roster.error] };
    const result = await events.submitEntry(db, await getCatalog(), eventId, { player, roster: roster.roster, entryCode }, lang, replace);
    if (result.status === "invalid") return { status: "invalid" as const, errors: result.report.errors as InputError[] };
    if (result.status === "closed") return { status: "closed" as const, event: (await events.findEvent(db, eventId)) ?? event };
    // the page shows each error on its line, the unit by name, as the builder does
    if (result.status === "created" || result.status === "replaced") {
      const { judged, report, ...done } = result;
      return { ...done, report: { ...report, errors: errorLines(judged) } };
    }
    return result;
  });
}

/** The player withdraws their entry while submissions are open. */
export async function withdrawEntryAction(input: unknown) {
  const parsed = entryRefSchema.safeParse(input);
  if (!parsed.success) return { status: "not_found" as const };
  const { eventId, entryId, key } = parsed.data;
  return safely(async () => ({ status: await events.withdrawEntry(prisma(), eventId, entryId, key) }));
}

/**
 * What only the organiser may do: the payload parsed (a bad one is "not found", as a wrong event
 * id is), the admin key checked, then `run`; any failure is "unavailable".
 */
async function asOrganiser<S extends z.ZodType<{ eventId: string; key: string }>, T>(schema: S, input: unknown, run: (db: ReturnType<typeof prisma>, data: z.infer<S>) => Promise<T>) {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { status: "not_found" as const };
  const data = parsed.data as z.infer<S>;
  return safely(async () => {
    const db = prisma();
    const access = await events.checkAdmin(db, data.eventId, data.key);
    if (access !== "ok") return { status: access };
    return run(db, data);
  });
}

/** The organiser's switches: lock, reopen, follow the deadline; lists public or not; the cap; the entry code. */
export async function updateEventAction(input: unknown) {
  return asOrganiser(updateSchema, input, async (db, { eventId, mode, listsPublic, entryLimit, entryCode }) => {
    const change = {
      ...(mode ? { mode } : {}),
      ...(listsPublic === undefined ? {} : { listsPublic }),
      ...(entryLimit === undefined ? {} : { entryLimit }),
      ...(entryCode === undefined ? {} : { entryCode }),
    };
    const event = await events.updateEvent(db, eventId, change);
    return event ? { status: "ok" as const, event } : { status: "not_found" as const };
  });
}

/** The organiser removes any entry of their event, at any time. */
export async function removeEntryAction(input: unknown) {
  return asOrganiser(adminEntrySchema, input, async (db, { eventId, entryId }) => ({ status: await events.removeEntry(db, eventId, entryId) }));
}

/** The organiser's table for the CSV and JSON exports: each entry's first errors and their count, and its list. */
export async function exportEntriesAction(input: unknown) {
  return asOrganiser(adminSchema, input, async (db, { eventId }) => ({ status: "ok" as const, entries: await exportRows(db, eventId, await currentLang()) }));
}

/** The organiser removes several entries at once (ticked on their table): a flood of junk goes in one step. */
export async function removeEntriesAction(input: unknown) {
  return asOrganiser(adminEntriesSchema, input, async (db, { eventId, entryIds }) => {
    const removed = await events.removeEntries(db, eventId, entryIds);
    return removed === null ? { status: "not_found" as const } : { status: "ok" as const, removed };
  });
}

/** Every error of one entry, for the organiser ("and N more" on their table). */
export async function entryErrorsAction(input: unknown) {
  return asOrganiser(adminEntrySchema, input, async (db, { eventId, entryId }) => {
    const errors = await events.entryErrors(db, await getCatalog(), eventId, entryId, await currentLang());
    return errors ? { status: "ok" as const, errors: errors.map(errorLine) } : { status: "not_found" as const };
  });
}
