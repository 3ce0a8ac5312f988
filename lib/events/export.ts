import { toCsv } from "../csv";
import type { Roster } from "../roster/schema";
import type { EntryInfo } from "./entry";
import type { Lang } from "../text";

/** How many errors a row of the organiser's table shows; the rest open on request ("and N more"). */
export const TABLE_ERRORS = 2;

/** One row of the organiser's table, as the pages hold it (an export needs each error's code and message only). */
export type TableEntry = Omit<EntryInfo, "updatedAt" | "errors"> & { errors: Pick<EntryInfo["errors"][number], "code" | "message">[] };

/**
 * An entry as the exports carry it: its table row and its list, that is the book and version it
 * was judged by, its share link (null when the list is too big for one), its units as the chat
 * text lists them (in the organiser's language) and, in the JSON, the frozen roster itself.
 */
export type ExportEntry = TableEntry & { armyBook: string; bookName: string; bookVersion: number | null; sharePath: string | null; units: string; roster: Roster };

// the list's columns come last, so a sheet or script reading the first nine keeps working
const HEAD: Record<Lang, string[]> = {
  ru: ["Игрок", "Список", "Очки", "Лимит", "Корректен", "Нарушения", "Всего нарушений", "Подан (UTC)", "Номер", "Книга армии", "Версия книги", "Ссылка на список", "Отряды"],
  en: ["Player", "List name", "Points", "Limit", "Legal", "Errors", "Errors in all", "Submitted at (UTC)", "Entry id", "Army book", "Book version", "Share link", "Units"],
};

/** A share path made absolute for the file (`origin` as the organiser's browser reached the server). */
const shareLink = (e: ExportEntry, origin: string) => (e.sharePath === null ? null : origin + e.sharePath);

/**
 * What a spreadsheet cell holds at most: Excel takes 32,767 characters and splits a longer cell
 * over the next rows, shifting every column after it. Kept under it with room for the note.
 */
export const CSV_CELL_MAX = 32_000;

/** `parts` joined, as many whole ones as fit in a cell, then how many were left out and where they are. */
function fitCell(parts: readonly string[], joiner: string, lang: Lang): string {
  let text = "";
  for (let i = 0; i < parts.length; i++) {
    const next = (i === 0 ? "" : joiner) + parts[i];
    if (text.length + next.length > CSV_CELL_MAX) {
      const rest = parts.length - i;
      // nothing kept (the first part alone is too long): the note alone, no joiner before it
      return (i === 0 ? "" : text + joiner) + (lang === "ru" ? `… и ещё ${rest}: все — в выгрузке JSON` : `… and ${rest} more: all of them in the JSON export`);
    }
    text += next;
  }
  return text;
}

/** "2026-12-12 15:08:33": an ISO time as spreadsheets read a date and time (the column says UTC). */
const sheetTime = (iso: string) => iso.replace("T", " ").replace(/(\.\d+)?Z$/, "");

/**
 * The table as CSV: one line per entry, its errors' messages joined with " | " (every one, judged
 * again for the export: server/data/event-tables.ts) and how many it has in all, then its list:
 * book, version, share link and the units, one per line in the cell. Russian spreadsheets split
 * cells on ";" (their decimal mark is the comma), so the Russian file does.
 */
export function entriesCsv(entries: readonly ExportEntry[], lang: Lang, origin: string): string {
  const yes = lang === "ru" ? "да" : "yes";
  const no = lang === "ru" ? "нет" : "no";
  return toCsv(
    [
      HEAD[lang],
      ...entries.map((e) => [
        e.player, e.rosterName, e.points, e.pointsLimit, e.valid ? yes : no, fitCell(e.errors.map((x) => x.message), " | ", lang), e.errorCount, sheetTime(e.submittedAt), e.entryId,
        e.bookName, e.bookVersion, shareLink(e, origin), fitCell(e.units.split("\n"), "\n", lang),
      ]),
    ],
    lang === "ru" ? ";" : ",",
  );
}

/** The table as JSON: the event's facts and every entry with its list (no keys: none are in the table). */
export function entriesJson(event: { id: string; name: string; date?: string | null; pointsLimit: number; armyBook: string; bookVersion: number | null; deadline: string }, entries: readonly ExportEntry[], origin: string): string {
  const rows = entries.map((e) => {
    const { sharePath: _path, ...rest } = e;
    return { ...rest, shareLink: shareLink(e, origin) };
  });
  return JSON.stringify({ kind: "event-entries", version: 1, event, entries: rows }, null, 2) + "\n";
}

/** A file name from the event's name: no path or shell characters, at most 60 characters. */
export function exportFileName(eventName: string, ext: "csv" | "json"): string {
  const base = eventName.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, "_").trim().slice(0, 60) || "event";
  return `${base}.${ext}`;
}

