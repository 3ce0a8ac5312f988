import "server-only";
import { newestOf, versionOf } from "../../lib/army-book/catalog";
import { evaluateRoster } from "../../lib/engine/evaluate";
import type { EntryInfo } from "../../lib/events/entry";
import type { ExportEntry, TableEntry } from "../../lib/events/export";
import { entryCode } from "../../lib/events/links";
import { errorLines, judgedErrors } from "../../lib/events/stored-errors";
import { unitLines } from "../../lib/export/roster-text";
import type { Lang } from "../../lib/text";
import { getCatalog } from "./catalog";
import type { PrismaClient } from "./db";
import { listEntries, listEntriesWithRosters } from "./events";

/** An entry as a table row: each error's code and its line (on a unit, the unit by name), no update time. */
function tableRow({ updatedAt: _updated, errors, ...entry }: EntryInfo): TableEntry {
  return { ...entry, errors: errorLines(errors) };
}

/** The entries as the tables show them (their lists open by entry id: lib/events/links.ts listPath). */
export async function tableRows(db: PrismaClient, id: string, lang: Lang): Promise<TableEntry[]> {
  return ((await listEntries(db, id, lang)) ?? []).map(tableRow);
}

/**
 * The entries as the organiser's CSV and JSON exports carry them: each row with its list, and every
 * error of it judged again from the frozen list in the organiser's language (an entry stores only
 * its first few), each on a unit led by the unit's number and name ("3. Scouts: …").
 */
export async function exportRows(db: PrismaClient, id: string, lang: Lang): Promise<ExportEntry[]> {
  const catalog = await getCatalog();
  return ((await listEntriesWithRosters(db, id, lang)) ?? []).map(({ roster, ...entry }) => {
    const book = versionOf(catalog, roster.armyBook, roster.bookVersion ?? 1);
    const code = entryCode(catalog, roster);
    const evaluation = book ? evaluateRoster(book, roster) : null;
    const row = tableRow(entry);
    const errors = book && evaluation ? errorLines(judgedErrors(book, roster, evaluation, lang)) : row.errors;
    return {
      ...row,
      errors,
      errorCount: book ? errors.length : row.errorCount,
      armyBook: roster.armyBook,
      bookName: book?.name[lang] ?? roster.armyBook,
      bookVersion: roster.bookVersion ?? null,
      sharePath: code === null ? null : `/s/${code}`,
      units: book && evaluation ? unitLines(book, roster, lang, evaluation).join("\n") : "",
      roster,
    };
  });
}

/** The event's book by name in the reader's language (its id when the catalog no longer holds it). */
export async function bookName(armyBook: string, lang: Lang): Promise<string> {
  return newestOf(await getCatalog(), armyBook)?.name[lang] ?? armyBook;
}
