import type { ArmyBook } from "../army-book/schema";
import { validateRoster } from "../engine/report";
import type { Roster } from "../roster/schema";
import type { Lang } from "../text";
import { parseWithLines } from "./json-lines";

export type ImportProblem = { line: number; path: (string | number)[] | null; code: string; message: string };
export type ImportResult =
  | { ok: true; roster: Roster; warnings: ImportProblem[] }
  | { ok: false; problems: ImportProblem[] };

/**
 * A pasted or uploaded roster (JSON v1), checked with the one roster schema. Shape errors refuse
 * the import, each pinned to its line; rule errors let it through (a roster is built step by step)
 * but are listed by line too.
 */
export function importRoster(book: ArmyBook, text: string, lang: Lang): ImportResult {
  const parsed = parseWithLines(text);
  if (!parsed.ok) {
    const what = lang === "ru" ? `Ошибка JSON (столбец ${parsed.column}): ${parsed.message}` : `JSON syntax error (column ${parsed.column}): ${parsed.message}`;
    return { ok: false, problems: [{ line: parsed.line, path: null, code: "INVALID_INPUT", message: what }] };
  }
  const result = validateRoster(book, parsed.value, lang);
  if (!result.ok)
    return {
      ok: false,
      problems: result.report.errors.map((e) => {
        const path = "path" in e ? e.path : [];
        return { line: parsed.lineOf(path), path, code: e.code, message: e.message };
      }),
    };
  return {
    ok: true,
    roster: result.roster,
    warnings: result.report.errors.map((e) => {
      const path = e.unit === null ? ["units"] : e.option ? ["units", e.unit, "options", e.option] : ["units", e.unit];
      return { line: parsed.lineOf(path), path, code: e.code, message: e.message };
    }),
  };
}
