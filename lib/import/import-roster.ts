import type { ArmyBook } from "../army-book/schema";
import type { Catalog } from "../army-book/catalog";
import { validateRoster } from "../engine/report";
import { inputErrors } from "../input-errors";
import { rosterSchema, type Roster } from "../roster/schema";
import type { Lang, Text } from "../text";
import { parseWithLines, type Path } from "./json-lines";

export type ImportProblem = { line: number; path: (string | number)[] | null; code: string; message: string };
export type ImportResult =
  | { ok: true; roster: Roster; warnings: ImportProblem[] }
  | { ok: false; problems: ImportProblem[] };

/**
 * A pasted or uploaded roster (JSON v1), checked with the one roster schema. Shape errors refuse
 * the import, each pinned to its line; rule errors let it through (a roster is built step by step)
 * but are listed by line too.
 */
export function importRoster(source: ArmyBook | Catalog, text: string, lang: Lang): ImportResult {
  const parsed = parseWithLines(text);
  if (!parsed.ok) return { ok: false, problems: [syntaxProblem(parsed, lang)] };
  const result = validateRoster(source, parsed.value, lang);
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

function syntaxProblem(parsed: { line: number; column: number; messages: Text }, lang: Lang): ImportProblem {
  const what = lang === "ru" ? `Ошибка JSON (столбец ${parsed.column}): ${parsed.messages.ru}` : `JSON syntax error (column ${parsed.column}): ${parsed.messages.en}`;
  return { line: parsed.line, path: null, code: "INVALID_INPUT", message: what };
}

export type ShapeResult = { ok: true; roster: Roster; lineOf: (path: Path) => number } | { ok: false; problems: ImportProblem[] };

/**
 * The part of an import the page can do alone: JSON syntax and the roster's shape, each problem
 * pinned to its line. Which books and versions exist is the server's to say (it holds them all):
 * its answer is pinned to lines with `lineOf`.
 */
export function readRosterText(text: string, lang: Lang): ShapeResult {
  const parsed = parseWithLines(text);
  if (!parsed.ok) return { ok: false, problems: [syntaxProblem(parsed, lang)] };
  // JSON, but a list, a number or null: not a roster at all (the schema's "an object is expected" says less)
  if (typeof parsed.value !== "object" || parsed.value === null || Array.isArray(parsed.value))
    return { ok: false, problems: [{ line: 1, path: [], code: "INVALID_INPUT", message: lang === "ru" ? "Это JSON, но не ростер: ростер — объект в фигурных скобках { … }." : "This is JSON, but not a roster: a roster is an object in curly braces { … }." }] };
  const shaped = rosterSchema.safeParse(parsed.value);
  if (!shaped.success)
    return { ok: false, problems: inputErrors(shaped.error.issues, lang).map((e) => ({ line: parsed.lineOf(e.path), path: e.path, code: e.code, message: e.message })) };
  return { ok: true, roster: shaped.data, lineOf: parsed.lineOf };
}
