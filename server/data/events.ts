import "server-only";
import { newestOf, versionOf, type Catalog } from "../../lib/army-book/catalog";
import { invalidInputReport, validateRoster, type Report, type ReportError } from "../../lib/engine/report";
import type { EntryInfo } from "../../lib/events/entry";
import { errorsJudgedAgain, readStoredErrors, storableErrors, withUnitNames, type ReadError } from "../../lib/events/stored-errors";
import { EVENT_LIMITS, entryCodeKey, eventIdSchema, type NewEvent, type SubmissionMode } from "../../lib/events/schema";
import { submissionsOpen } from "../../lib/events/status";
import { t } from "../../lib/i18n/events-ui";
import type { InputError } from "../../lib/input-errors";
import type { Roster } from "../../lib/roster/schema";
import type { Lang } from "../../lib/text";
import { now } from "./clock";
import type { PrismaClient } from "./db";
import { hashKey, keyMatches, newEditKey, newViewId } from "./keys";
import { STORABLE_MAX } from "./rosters";

/** An event as pages and the API show it: never its admin key, never the entries' keys. */
export type EventInfo = {
  id: string;
  name: string;
  date: string | null;
  pointsLimit: number;
  deadline: string;
  armyBook: string;
  bookVersion: number | null;
  mode: SubmissionMode;
  listsPublic: boolean;
  /** whether it takes submissions and withdrawals now */
  open: boolean;
  /** whether the deadline is behind us, by the server's clock (whatever the organiser set) */
  deadlinePassed: boolean;
  entries: number;
  /** at most this many entries */
  entryLimit: number;
  /** whether players must type the entry code (the code itself only on the organiser's page) */
  entryCodeRequired: boolean;
};

export type { EntryInfo };

type EventRow = NonNullable<Awaited<ReturnType<PrismaClient["event"]["findUnique"]>>>;
type EntryRow = NonNullable<Awaited<ReturnType<PrismaClient["eventEntry"]["findUnique"]>>>;
/** An entry without its frozen list, for the tables (500 lists of up to a megabyte each are not read for them). */
type EntrySummaryRow = Omit<EntryRow, "rosterJson">;

function modeOf(row: EventRow): SubmissionMode {
  return row.mode === "open" || row.mode === "closed" ? row.mode : "deadline";
}

function toInfo(row: EventRow): EventInfo {
  const mode = modeOf(row);
  return {
    id: row.publicId,
    name: row.name,
    date: row.date,
    pointsLimit: row.pointsLimit,
    deadline: row.deadline.toISOString(),
    armyBook: row.armyBook,
    bookVersion: row.bookVersion,
    mode,
    listsPublic: row.listsPublic,
    open: submissionsOpen({ deadline: row.deadline, mode }, now()),
    deadlinePassed: row.deadline.getTime() <= now().getTime(),
    entries: row.entryCount,
    entryLimit: row.entryLimit,
    entryCodeRequired: row.entryCode !== null,
  };
}

function toEntry(row: EntrySummaryRow, pointsLimit: number, lang: Lang): EntryInfo {
  return {
    entryId: row.entryId,
    player: row.player,
    rosterName: row.rosterName,
    points: row.points,
    pointsLimit,
    valid: row.valid,
    errors: readStoredErrors(row.errorsJson, lang, EVENT_LIMITS.storedErrors),
    errorCount: row.errorCount,
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function findRow(db: PrismaClient, id: string): Promise<EventRow | null> {
  return eventIdSchema.safeParse(id).success ? db.event.findUnique({ where: { publicId: id } }) : Promise.resolve(null);
}

/** An entry of this event (an entry id of another event is not found here). */
async function findEntryRow(db: PrismaClient, event: EventRow, entryId: string): Promise<EntryRow | null> {
  if (!eventIdSchema.safeParse(entryId).success) return null;
  const row = await db.eventEntry.findUnique({ where: { entryId } });
  return row && row.eventId === event.id ? row : null;
}

/** The event and its entries (read by `rows`, oldest first). */
async function withEntries<R>(db: PrismaClient, id: string, rows: (query: { where: { eventId: string }; orderBy: { submittedAt: "asc" } }) => Promise<R[]>): Promise<{ event: EventRow; rows: R[] } | null> {
  const event = await findRow(db, id);
  if (!event) return null;
  return { event, rows: await rows({ where: { eventId: event.id }, orderBy: { submittedAt: "asc" } }) };
}

const say = (lang: Lang, ru: string, en: string) => (lang === "ru" ? ru : en);
const fieldError = (path: (string | number)[], message: string): InputError => ({ code: "INVALID_INPUT", unit: null, option: null, message, path });

/**
 * Creates an event from a parsed form or API body: the deadline must be ahead and the book (and
 * version) held. Returns its public id and the admin key, which is shown once and stored hashed.
 */
export async function createEvent(db: PrismaClient, catalog: Catalog, input: NewEvent, lang: Lang) {
  const errors: InputError[] = [];
  const deadline = new Date(input.deadline);
  if (deadline.getTime() <= now().getTime()) errors.push(fieldError(["deadline"], t(lang, "deadlinePast")));
  const newest = newestOf(catalog, input.armyBook);
  if (!newest) errors.push(fieldError(["armyBook"], say(lang, `Нет такой книги армии: ${input.armyBook}.`, `No such army book: ${input.armyBook}.`)));
  else if (input.bookVersion !== undefined && !versionOf(catalog, input.armyBook, input.bookVersion))
    errors.push(fieldError(["bookVersion"], say(lang, `У книги «${newest.name.ru}» нет версии ${input.bookVersion}.`, `${newest.name.en} has no version ${input.bookVersion}.`)));
  if (errors.length > 0) return { ok: false as const, errors };
  const adminKey = newEditKey();
  const row = await db.event.create({
    data: {
      publicId: newViewId(),
      adminKeyHash: hashKey(adminKey),
      name: input.name,
      date: input.date ?? null,
      pointsLimit: input.pointsLimit,
      deadline,
      armyBook: input.armyBook,
      bookVersion: input.bookVersion ?? null,
      entryLimit: input.entryLimit ?? EVENT_LIMITS.entriesMax,
      entryCode: input.entryCode ?? null,
    },
  });
  return { ok: true as const, id: row.publicId, adminKey };
}

export async function findEvent(db: PrismaClient, id: string): Promise<EventInfo | null> {
  const row = await findRow(db, id);
  if (!row) return null;
  return toInfo(row);
}

/** The entry code players must type, for the organiser's page (after checkAdmin); null: none. */
export async function findEntryCode(db: PrismaClient, id: string): Promise<string | null> {
  return (await findRow(db, id))?.entryCode ?? null;
}

/** Whether `key` is this event's admin key (compared in constant time). */
export async function checkAdmin(db: PrismaClient, id: string, key: unknown): Promise<"ok" | "not_found" | "forbidden"> {
  const row = await findRow(db, id);
  if (!row) return "not_found";
  return keyMatches(key, row.adminKeyHash) ? "ok" : "forbidden";
}

/** The roster as the event judges it: the event's limit, and the version it plays (else the newest). */
function underEvent(event: EventRow, catalog: Catalog, input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const version = event.bookVersion ?? newestOf(catalog, event.armyBook)?.version;
  return { ...(input as Record<string, unknown>), pointsLimit: event.pointsLimit, ...(version === undefined ? {} : { bookVersion: version }) };
}

export type SubmitResult =
  // `judged`: the report's errors as a person reads them, each unit by name
  | { status: "created"; entryId: string; entryKey: string; rosterName: string; report: Report; judged: ReadError[] }
  | { status: "replaced"; entryId: string; rosterName: string; report: Report; judged: ReadError[] }
  | { status: "invalid"; report: Report }
  | { status: "closed" }
  | { status: "full"; limit: number }
  | { status: "wrong_code" }
  | { status: "not_found" }
  | { status: "forbidden" };

/**
 * A player's list, frozen as submitted and judged at once under the event's limit and book. An
 * illegal list is taken (the organiser decides) and flagged. With `replace`, the player's own
 * entry (its key) is resubmitted in place. Refused once submissions are closed.
 */
export async function submitEntry(
  db: PrismaClient,
  catalog: Catalog,
  id: string,
  submission: { player: string; roster: unknown; entryCode?: string },
  lang: Lang,
  replace?: { entryId: string; key: unknown },
): Promise<SubmitResult> {
  const event = await findRow(db, id);
  if (!event) return { status: "not_found" };
  if (!submissionsOpen({ deadline: event.deadline, mode: modeOf(event) }, now())) return { status: "closed" };
  // a resubmission is the player's own entry (its key): the code was checked when it came in
  if (!replace && event.entryCode !== null && !keyMatches(entryCodeKey(submission.entryCode ?? ""), hashKey(entryCodeKey(event.entryCode)))) return { status: "wrong_code" };
  const input = submission.roster as { armyBook?: unknown } | null;
  if (typeof input === "object" && input !== null && typeof input.armyBook === "string" && input.armyBook !== event.armyBook) {
    const book = newestOf(catalog, event.armyBook);
    const message = say(lang, `Этот турнир играется по книге «${book?.name.ru ?? event.armyBook}».`, `This event plays ${book?.name.en ?? event.armyBook}.`);
    return { status: "invalid", report: invalidInputReport([fieldError(["roster", "armyBook"], message)]) };
  }
  const checked = validateRoster(catalog, underEvent(event, catalog, submission.roster), lang);
  if (!checked.ok) return { status: "invalid", report: invalidInputReport(checked.report.errors.map((e) => ({ ...(e as InputError), path: ["roster", ...((e as InputError).path ?? [])] }))) };
  // a list naming what the book does not have cannot be played: refused like a bad field
  const unknown = checked.report.errors.filter((e) => e.code === "UNKNOWN_UNIT" || e.code === "UNKNOWN_OPTION");
  if (unknown.length > 0) return { status: "invalid", report: invalidInputReport(unknown.slice(0, EVENT_LIMITS.storedErrors).map(unknownAt)) };
  const roster: Roster = checked.roster;
  // a judged list's errors are all rule errors (bad input was refused above)
  const judged = withUnitNames(checked.book, roster, checked.report.errors.filter((e): e is ReportError => !("path" in e)), lang);
  const data = {
    player: submission.player,
    rosterName: roster.name,
    rosterJson: JSON.stringify(roster),
    points: Math.min(checked.report.points ?? 0, STORABLE_MAX),
    valid: checked.report.valid,
    errorsJson: JSON.stringify(storableErrors(checked.book, roster, checked.evaluation, lang, EVENT_LIMITS.storedErrors)),
    errorCount: checked.report.errors.length,
  };
  if (replace) {
    const entry = await findEntryRow(db, event, replace.entryId);
    if (!entry) return { status: "not_found" };
    if (!keyMatches(replace.key, entry.entryKeyHash)) return { status: "forbidden" };
    await db.eventEntry.update({ where: { id: entry.id }, data: { ...data, submittedAt: now() } });
    return { status: "replaced", entryId: entry.entryId, rosterName: roster.name, report: checked.report, judged };
  }
  const entryKey = newEditKey();
  const entryId = newViewId();
  // One INSERT: the database's own trigger refuses it past the event's cap (migration 0007), so
  // concurrent submissions cannot race past it and no transaction is left for a failure to hold.
  try {
    await db.eventEntry.create({ data: { ...data, entryId, eventId: event.id, entryKeyHash: hashKey(entryKey), submittedAt: now() }, select: { id: true } });
  } catch (e) {
    // the driver names the trigger's refusal in its own words (SQLite's reads as a foreign-key
    // failure): what the event's row says now tells whether it was the cap
    const now = await db.event.findUnique({ where: { id: event.id }, select: { entryCount: true, entryLimit: true } });
    if (now && now.entryCount >= now.entryLimit) return { status: "full", limit: now.entryLimit };
    throw e;
  }
  return { status: "created", entryId, entryKey, rosterName: roster.name, report: checked.report, judged };
}

/** An unknown unit or option as a bad field: its path in the submission, the engine's message. */
function unknownAt(e: ReportError): InputError {
  const unit = ["roster", "units", e.unit ?? 0];
  const path = e.code === "UNKNOWN_UNIT" ? [...unit, "unit"] : [...unit, "options", e.option ?? ""];
  return { code: "INVALID_INPUT", unit: null, option: null, message: e.message, path };
}

/** Every error of an entry, judged again from its stored list (only the first few are stored). */
export async function entryErrors(db: PrismaClient, catalog: Catalog, id: string, entryId: string, lang: Lang): Promise<ReadError[] | null> {
  const event = await findRow(db, id);
  const row = event && (await findEntryRow(db, event, entryId));
  if (!row) return null;
  return errorsJudgedAgain(catalog, JSON.parse(row.rosterJson) as Roster, lang) ?? readStoredErrors(row.errorsJson, lang, EVENT_LIMITS.storedErrors);
}

/** Every entry, oldest first (the organiser's table), its errors in the reader's language. */
export async function listEntries(db: PrismaClient, id: string, lang: Lang): Promise<EntryInfo[] | null> {
  const found = await withEntries(db, id, (query) => db.eventEntry.findMany({ ...query, omit: { rosterJson: true } }));
  return found && found.rows.map((r) => toEntry(r, found.event.pointsLimit, lang));
}

/** One entry with its frozen roster, if it belongs to this event. */
export async function findEntry(db: PrismaClient, id: string, entryId: string, lang: Lang): Promise<{ entry: EntryInfo; roster: Roster } | null> {
  const event = await findRow(db, id);
  const row = event && (await findEntryRow(db, event, entryId));
  if (!event || !row) return null;
  return { entry: toEntry(row, event.pointsLimit, lang), roster: JSON.parse(row.rosterJson) as Roster };
}

/** Whether `key` is this entry's key. */
export async function checkEntryKey(db: PrismaClient, id: string, entryId: string, key: unknown): Promise<"ok" | "not_found" | "forbidden"> {
  const event = await findRow(db, id);
  const row = event && (await findEntryRow(db, event, entryId));
  if (!row) return "not_found";
  return keyMatches(key, row.entryKeyHash) ? "ok" : "forbidden";
}

/** The player withdraws their entry (its key), while submissions are open. */
export async function withdrawEntry(db: PrismaClient, id: string, entryId: string, key: unknown): Promise<"ok" | "not_found" | "forbidden" | "closed"> {
  const event = await findRow(db, id);
  const row = event && (await findEntryRow(db, event, entryId));
  if (!event || !row) return "not_found";
  if (!keyMatches(key, row.entryKeyHash)) return "forbidden";
  if (!submissionsOpen({ deadline: event.deadline, mode: modeOf(event) }, now())) return "closed";
  await db.eventEntry.deleteMany({ where: { id: row.id } });
  return "ok";
}

/** The organiser removes any entry of their event (after checkAdmin), at any time. */
export async function removeEntry(db: PrismaClient, id: string, entryId: string): Promise<"ok" | "not_found"> {
  const event = await findRow(db, id);
  const row = event && (await findEntryRow(db, event, entryId));
  if (!row) return "not_found";
  await db.eventEntry.deleteMany({ where: { id: row.id } });
  return "ok";
}

/** Several entries of the event at once (after checkAdmin); ids of another event's entries or of none are passed over. Null: no such event. */
export async function removeEntries(db: PrismaClient, id: string, entryIds: readonly string[]): Promise<number | null> {
  const event = await findRow(db, id);
  if (!event) return null;
  const { count } = await db.eventEntry.deleteMany({ where: { eventId: event.id, entryId: { in: [...new Set(entryIds)] } } });
  return count;
}

/** The organiser's switches (after checkAdmin): how submissions open and close, and whether lists are public. */
export async function updateEvent(db: PrismaClient, id: string, change: { mode?: SubmissionMode; listsPublic?: boolean; entryLimit?: number; entryCode?: string | null }): Promise<EventInfo | null> {
  const row = await findRow(db, id);
  if (!row) return null;
  const updated = await db.event.update({ where: { id: row.id }, data: change });
  return toInfo(updated);
}

/** Every entry with its frozen roster, oldest first (the organiser's table and the print-all page). */
export async function listEntriesWithRosters(db: PrismaClient, id: string, lang: Lang): Promise<(EntryInfo & { roster: Roster })[] | null> {
  const found = await withEntries(db, id, (query) => db.eventEntry.findMany(query));
  return found && found.rows.map((r) => ({ ...toEntry(r, found.event.pointsLimit, lang), roster: JSON.parse(r.rosterJson) as Roster }));
}
