"use server";
import { inputErrors, unreadableInput, type InputError } from "@/lib/input-errors";
import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";
import { copyName } from "@/lib/roster/copy-name";
import { readJsonText } from "@/lib/roster/json-text";
import { rosterFromText } from "@/lib/import/roster-from-text";
import { loneRosterLink } from "@/lib/share/roster-link";
import { listRostersSchema, rosterRefSchema, saveRosterSchema, viewIdSchema } from "@/lib/roster/actions-schema";
import { nameSchema, type Roster } from "@/lib/roster/schema";
import { compiledOnServer } from "@/lib/roster/parse-roster";
import { getCatalog } from "@/server/data/catalog";
import { createRosterFrom, saveRosterFrom } from "@/server/data/roster-commands";
import { prisma } from "@/server/data/db";
import { rosterAtLink } from "@/server/data/roster-at-link";
import { currentLang } from "@/server/http/lang";
import * as rosters from "@/server/data/rosters";

// every autosave is parsed with it: compiled (lib/roster/parse-roster.ts)
const saveRoster = compiledOnServer(saveRosterSchema);

export type ActionError = { status: "invalid"; errors: InputError[] } | { status: "forbidden" } | { status: "not_found" } | { status: "unavailable" };

async function invalid(issues: Parameters<typeof inputErrors>[0]): Promise<ActionError> {
  return { status: "invalid", errors: inputErrors(issues, await currentLang()) };
}

/** Any unexpected failure becomes a status the UI can show; the caller's screen keeps its data. */
async function safely<T>(run: () => Promise<T>): Promise<T | ActionError> {
  try {
    return await run();
  } catch (e) {
    console.error(e);
    return { status: "unavailable" };
  }
}

async function unreadable(detail: ((lang: Lang) => string | undefined) | undefined): Promise<ActionError> {
  const lang = await currentLang();
  return { status: "invalid", errors: [unreadableInput(lang, detail?.(lang))] };
}

/** Creates a roster from its v1 JSON text (see lib/roster/json-text.ts). */
export async function createRosterAction(json: string) {
  const text = readJsonText(json);
  if (!text.ok) return unreadable(text.detail);
  const lang = await currentLang();
  return safely(() => createRosterFrom(text.value, lang));
}

/**
 * Creates a roster from the text "Copy as text" gives (as a chat app returns it), or from a roster
 * link pasted alone. The problems of the text come back by line, as the JSON import's do.
 */
export async function createRosterFromTextAction(text: unknown) {
  if (typeof text !== "string") return unreadable(undefined);
  const lang = await currentLang();
  return safely(async () => {
    // a link alone is the list behind it: copied into a new roster, as "Copy to my rosters" would
    const lone = loneRosterLink(text);
    if (lone) {
      const at = await rosterAtLink(lone, lang);
      if (!at.ok) return { status: "invalid_text" as const, problems: [{ line: 1, path: null, code: "INVALID_INPUT", message: at.message }] };
      return createRosterFrom(at.roster, lang);
    }
    const read = rosterFromText(await getCatalog(), text, lang);
    if (!read.ok) return { status: "invalid_text" as const, problems: read.problems };
    return createRosterFrom(read.roster, lang);
  });
}

/** Saves `{ viewId, key, version, roster }`, given as JSON text (see lib/roster/json-text.ts). */
export async function saveRosterAction(json: string) {
  const text = readJsonText(json);
  if (!text.ok) return unreadable(text.detail);
  const parsed = saveRoster.safeParse(text.value);
  if (!parsed.success) return invalid(parsed.error.issues);
  const { viewId, key, version, roster } = parsed.data;
  const lang = await currentLang();
  // the roster sits under "roster" in this payload, so its paths do too
  return safely(() => saveRosterFrom(viewId, key, version, roster, lang, ["roster"]));
}

export async function deleteRosterAction(input: unknown) {
  const parsed = rosterRefSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return safely(async () => ({ status: await rosters.deleteRoster(prisma(), parsed.data.viewId, parsed.data.key) }));
}

/** Copies any roster anyone can see (by its view id) into a new one with a new edit key. */
export async function duplicateRosterAction(viewId: unknown, newName?: unknown) {
  if (!viewIdSchema.safeParse(viewId).success) return { status: "not_found" as const };
  if (typeof newName === "string") {
    const name = nameSchema.safeParse(newName);
    if (!name.success) return invalid(name.error.issues.map((issue) => ({ ...issue, path: ["name", ...issue.path] })));
  }
  return safely(async () => {
    const word = t(await currentLang(), "copyWord");
    const copy = await rosters.duplicateRoster(prisma(), await getCatalog(), viewId as string, (original) =>
      typeof newName === "string" ? newName : copyName(original, word),
    );
    if (!copy) return { status: "not_found" as const };
    return { status: "created" as const, viewId: copy.summary.viewId, key: copy.editKey, summary: copy.summary };
  });
}

export async function listRostersAction(input: unknown) {
  const parsed = listRostersSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return safely(async () => ({ status: "ok" as const, rosters: await rosters.listRosters(prisma(), parsed.data) }));
}

export type { Roster };
