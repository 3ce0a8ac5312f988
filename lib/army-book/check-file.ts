import { parseWithLines } from "../import/json-lines";
import { pathText } from "./check";
import { armyBookSchema, type ArmyBook } from "./schema";

export type BookProblem = { path: string; line: number; message: string };
export type BookFileCheck =
  | { ok: true; book: ArmyBook }
  | { ok: false; unreadable: false; problems: BookProblem[] }
  | { ok: false; unreadable: true; reason: string };

/**
 * An army-book file checked as the seed checks it (schema, cross-references, messages in both
 * languages), each problem with its JSON path and the line of the file it is on — for
 * `roster check-book` and for anyone writing a book by hand.
 */
export function checkBookText(text: string): BookFileCheck {
  const parsed = parseWithLines(text);
  if (!parsed.ok) return { ok: false, unreadable: true, reason: `not JSON: line ${parsed.line}, column ${parsed.column}: ${parsed.message}` };
  const result = armyBookSchema.safeParse(parsed.value);
  if (result.success) return { ok: true, book: result.data };
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.filter((p): p is string | number => typeof p !== "symbol");
    return { path: pathText(path) || "(top level)", line: parsed.lineOf(path), message: issue.message };
  });
  problems.sort((a, b) => a.line - b.line);
  return { ok: false, unreadable: false, problems };
}
