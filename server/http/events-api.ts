import "server-only";
import { entrySubmitSchema, newEventSchema } from "../../lib/events/schema";
import { eventsApiText } from "../../lib/i18n/events-api";
import { inputErrors } from "../../lib/input-errors";
import type { Lang } from "../../lib/text";
import { getCatalog } from "../data/catalog";
import { prisma } from "../data/db";
import { checkAdmin, createEvent, findEvent, listEntries, removeEntry, submitEntry, withdrawEntry } from "../data/events";
import { apiError, bearerKey, json, readJsonBody, requestOrigin } from "./answers";

/**
 * The events API of issue 13 (organisers' tools): each function is one route's whole answer, so
 * the route files only pick the language and call it inside `guarded`.
 */

type ApiCode = "EVENT_CLOSED" | "EVENT_FULL" | "EVENT_NOT_FOUND" | "ENTRY_NOT_FOUND" | "UNAUTHORIZED" | "ENTRY_CODE";

const notFound = (lang: Lang, what: "event" | "entry") =>
  what === "event" ? apiError<ApiCode>(404, "EVENT_NOT_FOUND", eventsApiText(lang, "EVENT_NOT_FOUND")) : apiError<ApiCode>(404, "ENTRY_NOT_FOUND", eventsApiText(lang, "ENTRY_NOT_FOUND"));
const closed = (lang: Lang) => apiError<ApiCode>(409, "EVENT_CLOSED", eventsApiText(lang, "EVENT_CLOSED"));
/** 401 says nothing about the event or its entries beyond "a key is needed". */
const unauthorized = (lang: Lang, key: "UNAUTHORIZED_ADMIN" | "UNAUTHORIZED_ENTRY") =>
  apiError<ApiCode>(401, "UNAUTHORIZED", eventsApiText(lang, key), { "www-authenticate": 'Bearer realm="events"' });

/** POST /api/events → 201 { id, adminKey, url }, or 400 INVALID_INPUT (a past deadline too). */
export async function postEvent(req: Request, lang: Lang): Promise<Response> {
  const body = await readJsonBody(req, lang);
  if (!body.ok) return json({ errors: [body.error] }, body.status);
  const parsed = newEventSchema.safeParse(body.value);
  if (!parsed.success) return json({ errors: inputErrors(parsed.error.issues, lang) }, 400);
  const created = await createEvent(prisma(), await getCatalog(), parsed.data, lang);
  if (!created.ok) return json({ errors: created.errors }, 400);
  const url = new URL(`/e/${created.id}`, requestOrigin(req)).href;
  return json({ id: created.id, adminKey: created.adminKey, url }, 201);
}

/**
 * POST /api/events/{id}/entries { player, roster } → 201 { entryId, entryKey, report } (an
 * illegal list too: valid false). Unknown event 404, closed 409 EVENT_CLOSED, full 409 EVENT_FULL,
 * bad input 400 with the path from the body's root.
 */
export async function postEntry(req: Request, id: string, lang: Lang): Promise<Response> {
  const body = await readJsonBody(req, lang);
  if (!body.ok) return json({ errors: [body.error] }, body.status);
  const db = prisma();
  const parsed = entrySubmitSchema.safeParse(body.value);
  if (!parsed.success) {
    // the same order as submitEntry: an unknown or closed event first, then the input
    const event = await findEvent(db, id);
    if (!event) return notFound(lang, "event");
    if (!event.open) return closed(lang);
    return json({ errors: inputErrors(parsed.error.issues, lang) }, 400);
  }
  const result = await submitEntry(db, await getCatalog(), id, parsed.data, lang);
  switch (result.status) {
    case "created":
      return json({ entryId: result.entryId, entryKey: result.entryKey, report: result.report }, 201);
    case "invalid":
      return json({ errors: result.report.errors }, 400);
    case "closed":
      return closed(lang);
    case "full":
      return apiError<ApiCode>(409, "EVENT_FULL", eventsApiText(lang, "EVENT_FULL", { n: result.limit }));
    case "wrong_code":
      return apiError<ApiCode>(403, "ENTRY_CODE", eventsApiText(lang, "ENTRY_CODE"));
    case "not_found":
    case "replaced":
    case "forbidden":
      // no resubmission through the API: `replace` is never passed, so these do not occur
      return notFound(lang, "event");
  }
}

/** GET /api/events/{id}/entries with the admin key → 200 { entries }; 401 without it; 404 unknown event. */
export async function getEntries(req: Request, id: string, lang: Lang): Promise<Response> {
  const db = prisma();
  const access = await checkAdmin(db, id, bearerKey(req));
  if (access === "not_found") return notFound(lang, "event");
  if (access === "forbidden") return unauthorized(lang, "UNAUTHORIZED_ADMIN");
  const entries = (await listEntries(db, id, lang)) ?? [];
  // each error in the report's shape (RULES.md), as /api/validate gives it: the unit by its index
  return json({ entries: entries.map(({ entryId, player, rosterName, points, valid, errors, errorCount }) => ({ entryId, player, rosterName, points, valid, errors: errors.map(({ where: _where, ...e }) => e), errorCount })) });
}

/**
 * DELETE /api/events/{id}/entries/{entryId} with the organiser's key → 204 at any time; with the
 * entry's key → 204 while submissions are open, 409 after; 401 wrong key; 404 unknown.
 */
export async function deleteEntry(req: Request, id: string, entryId: string, lang: Lang): Promise<Response> {
  const db = prisma();
  const key = bearerKey(req);
  const result = (await checkAdmin(db, id, key)) === "ok" ? await removeEntry(db, id, entryId) : await withdrawEntry(db, id, entryId, key);
  if (result === "ok") return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
  if (result === "forbidden") return unauthorized(lang, "UNAUTHORIZED_ENTRY");
  if (result === "closed") return closed(lang);
  return (await findEvent(db, id)) ? notFound(lang, "entry") : notFound(lang, "event");
}
