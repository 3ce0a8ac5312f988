import type { ArmyBook } from "../army-book/schema";
import { legacyShareBookId, newestOf, versionOf, type Catalog } from "../army-book/catalog";
import type { Roster } from "../roster/schema";
import { decodeRoster, readShareHeader, type DecodeFailure } from "./codec";

export type OpenedCode = { ok: true; roster: Roster; book: ArmyBook; newest: ArmyBook } | ({ ok: false } & DecodeFailure);

/**
 * A share code opened with the book version it was made with, as long as the server holds it:
 * nothing a player shared is refused for being old. `newest` is that book's newest version, for
 * the "army book updated" offer.
 */
/**
 * A share code as it arrives in a page address: percent-decoded first, where a hostile "%"
 * sequence is left as it is (the codec then reports it as a broken link) instead of throwing.
 */
export function openShareLink(catalog: Catalog, segment: string): OpenedCode {
  let code = segment;
  try {
    code = decodeURIComponent(segment);
  } catch {
    /* kept as typed */
  }
  return openShareCode(catalog, code);
}

export function openShareCode(catalog: Catalog, code: string): OpenedCode {
  const header = readShareHeader(code);
  if (!header.ok) return header;
  const bookId = header.bookId ?? legacyShareBookId(catalog);
  const newest = bookId === undefined ? undefined : newestOf(catalog, bookId);
  if (bookId === undefined || !newest) return { ok: false, reason: "unknown_book", bookId: bookId ?? "?", held: [...catalog.books.keys()] };
  const book = versionOf(catalog, bookId, header.version);
  if (!book) return { ok: false, reason: "book_version", bookId, codeVersion: header.version, held: catalog.books.get(bookId)!.map((b) => b.version) };
  const decoded = decodeRoster(book, code);
  return decoded.ok ? { ok: true, roster: decoded.roster, book, newest } : decoded;
}
