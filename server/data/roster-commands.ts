import "server-only";
import { bookFor, isRemoved } from "../../lib/army-book/catalog";
import { inputErrors, type InputError } from "../../lib/input-errors";
import { parseRoster } from "../../lib/roster/parse-roster";
import type { Roster } from "../../lib/roster/schema";
import type { Lang } from "../../lib/text";
import { getCatalog } from "./catalog";
import { prisma } from "./db";
import * as rosters from "./rosters";

/**
 * Creating and saving a roster as every surface does it (the builder's server actions and the
 * rosters API): parse with the one roster schema, pick the book it names, store. Errors are
 * localised and name the field, from `path` (where the roster sits in the caller's payload).
 */

export type Invalid = { status: "invalid"; errors: InputError[] };
export type Created = { status: "created"; viewId: string; key: string; summary: rosters.RosterSummary };

/** Points too big for the database column (counts are bounded by the schema itself). */
function pointsTooLarge(lang: Lang, path: (string | number)[]): Invalid {
  const message = lang === "ru" ? "Ростер стоит слишком много очков, чтобы его сохранить." : "The roster's points are too large to save.";
  return { status: "invalid", errors: [{ code: "INVALID_INPUT", unit: null, option: null, path, message }] };
}

async function storing<T>(lang: Lang, path: (string | number)[], store: () => Promise<T>): Promise<T | Invalid> {
  try {
    return await store();
  } catch (e) {
    if (e instanceof rosters.PointsNotStorable) return pointsTooLarge(lang, [...path, "units"]);
    throw e;
  }
}

/** A new roster from a v1 roster (any value: it is parsed here). */
function removedBookError(id: string, lang: Lang): InputError {
  const message = lang === "ru" ? `Книгу армии «${id}» убрал администратор сервера: новый ростер по ней не создать.` : `The army book "${id}" was removed by the server's operator: no new roster can take it.`;
  return { code: "INVALID_INPUT", unit: null, option: null, path: ["armyBook"], message };
}

export async function createRosterFrom(input: unknown, lang: Lang): Promise<Created | Invalid> {
  const parsed = parseRoster(input);
  if (!parsed.success) return { status: "invalid", errors: inputErrors(parsed.error.issues, lang) };
  const catalog = await getCatalog();
  const choice = bookFor(catalog, parsed.data, lang);
  if (!choice.ok) return { status: "invalid", errors: [choice.error] };
  // a removed book's rosters are kept, but it takes no new one
  if (isRemoved(catalog, parsed.data.armyBook)) return { status: "invalid", errors: [removedBookError(parsed.data.armyBook, lang)] };
  const book = choice.book;
  return storing(lang, [], async () => {
    const created = await rosters.createRoster(prisma(), book, parsed.data);
    return { status: "created", viewId: created.summary.viewId, key: created.editKey, summary: created.summary };
  });
}

/** Saves a parsed roster over version `version` of `viewId`, for the holder of its edit key; `path`: where the roster sits. */
export async function saveRosterFrom(viewId: string, key: unknown, version: number, roster: Roster, lang: Lang, path: (string | number)[]): Promise<rosters.SaveResult | Invalid> {
  const choice = bookFor(await getCatalog(), roster, lang);
  if (!choice.ok) return { status: "invalid", errors: [{ ...choice.error, path: [...path, ...choice.error.path] }] };
  const book = choice.book;
  return storing(lang, path, () => rosters.saveRoster(prisma(), book, viewId, key, version, roster));
}
