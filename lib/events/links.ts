import { versionOf, type Catalog } from "../army-book/catalog";
import type { Roster } from "../roster/schema";
import { linkCode } from "../share/encode";

/**
 * The share code of a frozen list (`/s/<code>` opens it read-only, `/s/<code>/print` its cards,
 * neither needs a key); null when its book version is gone or it is too big for a link.
 */
export function entryCode(catalog: Catalog, roster: Roster): string | null {
  if (roster.bookVersion === undefined) return null;
  const book = versionOf(catalog, roster.armyBook, roster.bookVersion);
  if (!book) return null;
  return linkCode(book, roster);
}

/** The private link of an entry (the key only in the query, which the key pages never send on). */
export function entryPath(eventId: string, entryId: string, key: string): string {
  return `/e/${encodeURIComponent(eventId)}/entry/${encodeURIComponent(entryId)}?key=${encodeURIComponent(key)}`;
}

export function adminPath(eventId: string, key: string): string {
  return `/e/${encodeURIComponent(eventId)}/admin?key=${encodeURIComponent(key)}`;
}

/**
 * The read-only list of an entry by its id (the route answers with its share page, or its cards):
 * a table of 500 entries links by a 12-character id, never by 500 share codes of up to 8 KB each.
 */
export function listPath(eventId: string, entryId: string, cards = false): string {
  return `/e/${encodeURIComponent(eventId)}/list/${encodeURIComponent(entryId)}${cards ? "?cards=1" : ""}`;
}
