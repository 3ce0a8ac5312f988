import "server-only";
import { newestOf } from "../../lib/army-book/catalog";
import type { TableEntry } from "../../lib/events/export";
import type { Lang } from "../../lib/text";
import { getCatalog } from "./catalog";
import type { PrismaClient } from "./db";
import { listEntries } from "./events";

/** The entries as the tables show them (their lists open by entry id: lib/events/links.ts listPath). */
export async function tableRows(db: PrismaClient, id: string): Promise<TableEntry[]> {
  return ((await listEntries(db, id)) ?? []).map(({ updatedAt: _updated, errors, ...entry }) => ({ ...entry, errors: errors.map(({ code, message }) => ({ code, message })) }));
}

/** The event's book by name in the reader's language (its id when the catalog no longer holds it). */
export async function bookName(armyBook: string, lang: Lang): Promise<string> {
  return newestOf(await getCatalog(), armyBook)?.name[lang] ?? armyBook;
}
