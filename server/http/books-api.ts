import "server-only";
import { checkBookText, type BookProblem } from "../../lib/army-book/check-file";
import type { ArmyBook } from "../../lib/army-book/schema";
import { BOOK_BODY_MAX_BYTES } from "../../lib/body-limits";
import { booksApiText } from "../../lib/i18n/books-api";
import { unreadableInput } from "../../lib/input-errors";
import type { Lang } from "../../lib/text";
import { clearCatalogCache } from "../data/catalog";
import { prisma } from "../data/db";
import { publishBook, publishVersion } from "../data/published-books";
import { apiError, bearerKey, json, readTextBody, requestOrigin } from "./answers";

/**
 * The books API: anyone publishes an army book (its first version), and its author, with the key
 * shown once, publishes the next versions. `BOOK_PUBLISHING=closed` turns both off (the default is
 * open: the embedded server of a club). Each function is one route's whole answer.
 */

type ApiCode = "PUBLISHING_CLOSED" | "BOOK_EXISTS" | "BOOK_NOT_FOUND" | "UNAUTHORIZED";

/**
 * Whether this server takes books from anyone: `BOOK_PUBLISHING` unset or `open` (the default), or
 * `closed`. Any other value is taken as closed: a typo must not open a server its operator closed.
 */
export function publishingOpen(env: Record<string, string | undefined> = process.env): boolean {
  const value = env.BOOK_PUBLISHING?.trim().toLowerCase();
  return value === undefined || value === "" || value === "open";
}

const closed = (lang: Lang) => apiError<ApiCode>(403, "PUBLISHING_CLOSED", booksApiText(lang, "PUBLISHING_CLOSED"));

const bookUrl = (req: Request, id: string) => new URL(`/army-book?book=${encodeURIComponent(id)}`, requestOrigin(req)).href;

/** A book file's problems as the API's 400: each with its path (a list, and as check-book prints it) and line. */
function problemsAnswer(problems: readonly Pick<BookProblem, "at" | "path" | "line" | "message">[]): Response {
  return json({ errors: problems.map((p) => ({ code: "INVALID_INPUT", unit: null, option: null, path: p.at, at: p.path, line: p.line, message: p.message })) }, 400);
}

type Read = { ok: true; book: ArmyBook; lineOf: (path: (string | number)[]) => number } | { ok: false; answer: Response };

async function readBook(req: Request, lang: Lang): Promise<Read> {
  const body = await readTextBody(req, lang, BOOK_BODY_MAX_BYTES);
  if (!body.ok) return { ok: false, answer: json({ errors: [body.error] }, body.status) };
  const checked = checkBookText(body.text, { publishing: true, lang });
  if (checked.ok) return checked;
  if (checked.unreadable) return { ok: false, answer: json({ errors: [{ ...unreadableInput(lang, checked.reason), line: checked.line }] }, 400) };
  return { ok: false, answer: problemsAnswer(checked.problems) };
}

/** POST /api/books (a book file) → 201 { id, version, authorKey, url }; 400 with each problem; 409 BOOK_EXISTS; 413; 403 when closed. */
export async function postBook(req: Request, lang: Lang): Promise<Response> {
  if (!publishingOpen()) return closed(lang);
  const read = await readBook(req, lang);
  if (!read.ok) return read.answer;
  const { book } = read;
  const published = await publishBook(prisma(), book);
  if (published.status === "exists") return apiError<ApiCode>(409, "BOOK_EXISTS", booksApiText(lang, "BOOK_EXISTS", { id: book.id }));
  clearCatalogCache();
  return json({ id: book.id, version: book.version, authorKey: published.authorKey, url: bookUrl(req, book.id) }, 201);
}

/**
 * POST /api/books/{id}/versions (the next version's file) with `Authorization: Bearer <authorKey>`
 * → 201 { id, version, url }; 401 without the author's key; 404 for a book the server does not
 * hold; 400 for a file with problems, another book's file or a version that is not the next.
 */
export async function postBookVersion(req: Request, id: string, lang: Lang): Promise<Response> {
  if (!publishingOpen()) return closed(lang);
  const key = bearerKey(req);
  const unauthorized = () => apiError<ApiCode>(401, "UNAUTHORIZED", booksApiText(lang, "UNAUTHORIZED"), { "www-authenticate": 'Bearer realm="books"' });
  if (key === null) return unauthorized();
  const read = await readBook(req, lang);
  if (!read.ok) return read.answer;
  const { book, lineOf } = read;
  if (book.id !== id) return problemsAnswer([{ at: ["id"], path: "id", line: lineOf(["id"]), message: booksApiText(lang, "OTHER_BOOK", { given: book.id, id }) }]);
  const result = await publishVersion(prisma(), id, key, book);
  switch (result.status) {
    case "not_found":
      return apiError<ApiCode>(404, "BOOK_NOT_FOUND", booksApiText(lang, "BOOK_NOT_FOUND", { id }));
    case "unauthorized":
      return unauthorized();
    case "not_next":
      return problemsAnswer([{ at: ["version"], path: "version", line: lineOf(["version"]), message: booksApiText(lang, "NOT_NEXT_VERSION", { next: result.next }) }]);
    case "published":
      clearCatalogCache();
      return json({ id, version: book.version, url: bookUrl(req, id) }, 201);
  }
}
