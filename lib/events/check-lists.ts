import type { Catalog } from "../army-book/catalog";
import { toCsv } from "../csv";
import { validateRoster } from "../engine/report";
import { pluralForm, nouns } from "../i18n/plural";
import { translator } from "../i18n/translate";
import type { InputError } from "../input-errors";
import type { Lang } from "../text";

/**
 * An organiser's folder of lists checked at once (`roster validate-dir`): the pure core, over
 * file contents already read. Each list is judged as `validate` judges it, by the book and
 * version it names; `limit` replaces every list's pointsLimit (the event's limit).
 */

/** A file as the caller read it: its text, or why it could not be read. */
export type ListFile = { file: string; text: string } | { file: string; unreadable: string };

export type ListStatus = "legal" | "illegal" | "unreadable";

export type ListRow = {
  file: string;
  name: string | null;
  points: number | null;
  status: ListStatus;
  /** the first error in words ("" when legal); for a file that is not a v1 roster, the reason */
  firstError: string;
  errorCount: number;
};

const text = translator({
  file: { ru: "файл", en: "file" },
  name: { ru: "название", en: "name" },
  points: { ru: "очки", en: "points" },
  legal: { ru: "корректен", en: "legal" },
  firstError: { ru: "первая ошибка", en: "first error" },
  yes: { ru: "да", en: "yes" },
  no: { ru: "нет", en: "no" },
  unreadable: { ru: "не читается", en: "unreadable" },
  notJson: { ru: "не JSON: {detail}", en: "not JSON: {detail}" },
  more: { ru: "(и ещё {n})", en: "(+{n} more)" },
  summary: { ru: "{n}: корректных {legal}, с ошибками {illegal}, не читаются {unreadable}.", en: "{n}: {legal} legal, {illegal} illegal, {unreadable} unreadable." },
});

/** File names in the order the table lists them (by name, code unit by code unit: the same on every machine). */
export function byFileName<T extends { file: string }>(files: readonly T[]): T[] {
  return [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

function describeError(error: { message: string; path?: (string | number)[] }): string {
  return error.path && error.path.length > 0 ? `${error.path.join(".")}: ${error.message}` : error.message;
}

/** One file → one row. */
export function checkList(catalog: Catalog, file: ListFile, options: { limit?: number; lang: Lang }): ListRow {
  const { lang } = options;
  const unreadable = (reason: string): ListRow => ({ file: file.file, name: null, points: null, status: "unreadable", firstError: reason, errorCount: 1 });
  if ("unreadable" in file) return unreadable(file.unreadable);
  let input: unknown;
  try {
    input = JSON.parse(file.text);
  } catch (e) {
    return unreadable(text(lang, "notJson", { detail: e instanceof Error ? e.message : String(e) }));
  }
  if (options.limit !== undefined && typeof input === "object" && input !== null && !Array.isArray(input)) input = { ...input, pointsLimit: options.limit };
  const result = validateRoster(catalog, input, lang);
  const errors = result.report.errors;
  const first = errors[0] ? describeError(errors[0] as InputError) + (errors.length > 1 ? ` ${text(lang, "more", { n: errors.length - 1 })}` : "") : "";
  if (!result.ok) return { ...unreadable(first), errorCount: errors.length };
  return { file: file.file, name: result.roster.name, points: result.report.points, status: result.report.valid ? "legal" : "illegal", firstError: first, errorCount: errors.length };
}

/** Every file, sorted by name. */
export function checkLists(catalog: Catalog, files: readonly ListFile[], options: { limit?: number; lang: Lang }): ListRow[] {
  return byFileName(files).map((f) => checkList(catalog, f, options));
}

/** 0 all legal, 1 any illegal, 2 any unreadable (the strongest wins). */
export function listsExitCode(rows: readonly ListRow[]): 0 | 1 | 2 {
  if (rows.some((r) => r.status === "unreadable")) return 2;
  return rows.some((r) => r.status === "illegal") ? 1 : 0;
}

function cells(rows: readonly ListRow[], lang: Lang): string[][] {
  const legal = (s: ListStatus) => text(lang, s === "legal" ? "yes" : s === "illegal" ? "no" : "unreadable");
  return [
    [text(lang, "file"), text(lang, "name"), text(lang, "points"), text(lang, "legal"), text(lang, "firstError")],
    ...rows.map((r) => [r.file, r.name ?? "", r.points === null ? "" : String(r.points), legal(r.status), r.firstError]),
  ];
}

/** The table as CSV (lib/csv.ts: quoted where needed, formula-safe). */
export function listsCsv(rows: readonly ListRow[], lang: Lang): string {
  return toCsv(cells(rows, lang));
}

// a name or file name with a line break or tab would break the columns
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]/g, " ");
const width = (s: string) => [...s].length;

/** The table as aligned text (points right-aligned), and a summary line. */
export function listsTable(rows: readonly ListRow[], lang: Lang): string {
  const table = cells(rows, lang).map((row) => row.map(oneLine));
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => width(row[i]!))));
  const lines = table.map((row) =>
    row
      .map((c, i) => (i === row.length - 1 ? c : i === 2 ? " ".repeat(widths[i]! - width(c)) + c : c + " ".repeat(widths[i]! - width(c))))
      .join("  ")
      .trimEnd(),
  );
  const count = (s: ListStatus) => rows.filter((r) => r.status === s).length;
  const n = `${rows.length} ${pluralForm(lang, rows.length, nouns.roster)}`;
  lines.push("", text(lang, "summary", { n, legal: count("legal"), illegal: count("illegal"), unreadable: count("unreadable") }));
  return lines.join("\n") + "\n";
}
