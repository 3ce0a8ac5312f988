import { toCsv } from "../csv";
import type { EntryInfo } from "./entry";
import type { Lang } from "../text";

/** How many errors a row of the organiser's table shows; the rest open on request ("and N more"). */
export const TABLE_ERRORS = 2;

/** One row of the organiser's table, as the pages hold it (an export needs each error's code and message only). */
export type TableEntry = Omit<EntryInfo, "updatedAt" | "errors"> & { errors: Pick<EntryInfo["errors"][number], "code" | "message">[] };

const HEAD: Record<Lang, string[]> = {
  ru: ["Игрок", "Список", "Очки", "Лимит", "Законен", "Нарушения", "Всего нарушений", "Подан (UTC)", "Номер"],
  en: ["Player", "List name", "Points", "Limit", "Legal", "Errors", "Errors in all", "Submitted at (UTC)", "Entry id"],
};

/** The table as CSV: one line per entry, its first errors' messages joined with " | " and how many it has in all. */
export function entriesCsv(entries: readonly TableEntry[], lang: Lang): string {
  const yes = lang === "ru" ? "да" : "yes";
  const no = lang === "ru" ? "нет" : "no";
  return toCsv([
    HEAD[lang],
    ...entries.map((e) => [e.player, e.rosterName, e.points, e.pointsLimit, e.valid ? yes : no, e.errors.map((x) => x.message).join(" | "), e.errorCount, e.submittedAt, e.entryId]),
  ]);
}

/** The table as JSON: the event's facts and every entry (no keys: none are in the table). */
export function entriesJson(event: { id: string; name: string; pointsLimit: number; armyBook: string; bookVersion: number | null; deadline: string }, entries: readonly TableEntry[]): string {
  return JSON.stringify({ kind: "event-entries", version: 1, event, entries }, null, 2) + "\n";
}

/** A file name from the event's name: no path or shell characters, at most 60 characters. */
export function exportFileName(eventName: string, ext: "csv" | "json"): string {
  const base = eventName.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, "_").trim().slice(0, 60) || "event";
  return `${base}.${ext}`;
}

