import { parseWithLines, type Path } from "../import/json-lines";
import { pathText } from "./check";
import { publishLimitProblems } from "./publish-limits";
import { armyBookSchema, type ArmyBook } from "./schema";
import { issueMessage } from "../input-errors";
import type { Lang } from "../text";
import { notText } from "../import/not-text";

/** `path`: as `check-book` prints it ("units[3].cost"); `at`: the same path as a list, as the API answers it. */
export type BookProblem = { path: string; at: Path; line: number; message: string };
export type BookFileCheck =
  | { ok: true; book: ArmyBook; lineOf: (path: Path) => number }
  | { ok: false; unreadable: false; problems: BookProblem[] }
  | { ok: false; unreadable: true; reason: string; line: number };

/**
 * An army-book file checked as the seed checks it (schema, cross-references, messages in both
 * languages), each problem with its JSON path and the line of the file it is on — for
 * `roster check-book`, for anyone writing a book by hand, and (with `publishing`: the bounds of
 * lib/army-book/publish-limits.ts and an author) for a book published through the app.
 */
export function checkBookText(text: string, { publishing = false, lang = "en" as Lang } = {}): BookFileCheck {
  const ru = lang === "ru";
  const parsed = parseWithLines(text);
  if (!parsed.ok) return { ok: false, unreadable: true, reason: unreadable(text, parsed, ru), line: parsed.line };
  const located = (at: Path, message: string): BookProblem => ({ path: pathText(at) || (ru ? "(весь файл)" : "(top level)"), at, line: parsed.lineOf(at), message });
  if (publishing) {
    // past the bounds, the book is not read any further: its size is the problem
    const over = publishLimitProblems(parsed.value, lang);
    if (over.length > 0) return { ok: false, unreadable: false, problems: over.map((p) => located(p.path, p.message)) };
  }
  const result = armyBookSchema.safeParse(parsed.value);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) =>
        // in the reader's language: a shape the schema refuses in its words, the book's own checks in theirs (check-book prints English)
        located(issue.path.filter((p): p is string | number => typeof p !== "symbol"), ru ? russian(issue) : issue.message),
      );
  const book = typeof parsed.value === "object" && parsed.value !== null ? (parsed.value as { author?: unknown; legacyShareCodes?: unknown }) : null;
  if (publishing && book) {
    if (book.author === undefined)
      problems.push(located(["author"], ru ? "у публикуемой книги указан автор («author»: имя, которое увидят игроки при выборе книги)" : 'a published book names its author ("author": the name the book choice shows)'));
    if (book.legacyShareCodes !== undefined)
      problems.push(
        located(["legacyShareCodes"], ru ? "старые коды ссылок принадлежат книге, которую поставляет сервер: опубликованная книга не может их взять" : "the old share codes belong to a book the server ships: a published book cannot take them"),
      );
  }
  if (result.success && problems.length === 0) return { ok: true, book: result.data, lineOf: parsed.lineOf };
  problems.sort((a, b) => a.line - b.line);
  return { ok: false, unreadable: false, problems };
}

/** Why a text is no book at all: a picture or a document chosen by mistake says so, not its first odd byte. */
function unreadable(text: string, parsed: Extract<ReturnType<typeof parseWithLines>, { ok: false }>, ru: boolean): string {
  // a NUL or an undecodable byte (read as U+FFFD) outside any JSON string: a binary file
  if (notText(text)) return ru ? "не JSON: это не текстовый файл (книга армии — текст в формате JSON, .json)" : "not JSON: this is not a text file (an army book is JSON text, .json)";
  return ru ? `не JSON: строка ${parsed.line}, столбец ${parsed.column}: ${parsed.messages.ru}` : `not JSON: line ${parsed.line}, column ${parsed.column}: ${parsed.message}`;
}

function russian(issue: import("zod").z.core.$ZodIssue): string {
  if (issue.code !== "custom") return issueMessage(issue, "ru");
  const ru = (issue as { params?: { ru?: unknown } }).params?.ru;
  return typeof ru === "string" ? ru : issue.message;
}
