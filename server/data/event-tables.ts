import "server-only";
import { newestOf, versionOf } from "../../lib/army-book/catalog";
import type { EntryInfo } from "../../lib/events/entry";
import type { ExportEntry, TableEntry } from "../../lib/events/export";
import { entryCode } from "../../lib/events/links";
import { unitLines } from "../../lib/export/roster-text";
import type { Lang } from "../../lib/text";
import { getCatalog } from "./catalog";
import type { PrismaClient } from "./db";
import { listEntries, listEntriesWithRosters } from "./events";

/** An entry as a table row: each error's code and message only, no update time. */
function tableRow({ updatedAt: _updated, errors, ...entry }: EntryInfo): TableEntry {
  return { ...entry, errors: errors.map(({ code, message }) => ({ code, message })) };
}

/** The entries as the tables show them (their lists open by entry id: lib/events/links.ts listPath). */
export async function tableRows(db: PrismaClient, id: string): Promise<TableEntry[]> {
  return ((await listEntries(db, id)) ?? []).map(tableRow);
}

/** The entries as the organiser's CSV and JSON exports carry them: each row with its list. */
export async function exportRows(db: PrismaClient, id: string, lang: Lang): Promise<ExportEntry[]> {
  const catalog = await getCatalog();
  return ((await listEntriesWithRosters(db, id)) ?? []).map(({ roster, ...entry }) => {
    const book = versionOf(catalog, roster.armyBook, roster.bookVersion ?? 1);
    const code = entryCode(catalog, roster);
    return {
      ...tableRow(entry),
      armyBook: roster.armyBook,
      bookName: book?.name[lang] ?? roster.armyBook,
      bookVersion: roster.bookVersion ?? null,
      sharePath: code === null ? null : `/s/${code}`,
      units: book ? unitLines(book, roster, lang).join("\n") : "",
      roster,
    };
  });
}

/** The event's book by name in the reader's language (its id when the catalog no longer holds it). */
export async function bookName(armyBook: string, lang: Lang): Promise<string> {
  return newestOf(await getCatalog(), armyBook)?.name[lang] ?? armyBook;
}
