import { defaultBookId, isRemoved, legacyShareBookId, newestOf, versionOf, type Catalog } from "../army-book/catalog";
import { printViewFromQuery, type PrintView } from "../cards/print-view";
import { checksum } from "../share/checksum";
import { readShareHeader } from "../share/codec";
import type { Lang } from "../text";

/**
 * Pages served from Next's cache live under this internal path, which names everything their
 * content depends on: the language, a stamp of the books they show, and what the public URL asked
 * for. A re-seed changes the stamp, so the next request asks for a page never made before; nothing
 * has to tell any server instance to forget anything.
 */
export const CACHED_PREFIX = "/cached";

/**
 * A share page shows the code's own book version (rows never change once seeded) and the newest
 * version of that book (the "army book updated" offer): the stamp is that newest version. A code
 * whose header cannot be read, or whose book or version is not held, has no stamp: its broken-link
 * page is rendered per request, so junk addresses do not fill the cache.
 */
export function shareStamp(catalog: Catalog, segment: string): string | undefined {
  const header = readShareHeader(decodeSegment(segment));
  if (!header.ok) return undefined;
  const bookId = header.bookId ?? legacyShareBookId(catalog);
  if (bookId === undefined || !versionOf(catalog, bookId, header.version)) return undefined;
  // a book the operator removes (or restores) shows its notice on the links of it
  return `v${newestOf(catalog, bookId)!.version}${isRemoved(catalog, bookId) ? "-removed" : ""}`;
}

/**
 * The army book page lists the book's versions and links the other books by name: its stamp
 * covers those, so a new version of another book (same name) leaves this page cached.
 */
export function armyBookStamp(catalog: Catalog, bookId: string): string {
  const versions = catalog.books.get(bookId)?.map((b) => b.version) ?? [];
  const others = [...catalog.books.keys()].filter((id) => id !== bookId && !isRemoved(catalog, id)).map((id) => [id, newestOf(catalog, id)!.name]);
  const hash = checksum(new TextEncoder().encode(JSON.stringify([versions, others, isRemoved(catalog, bookId)])));
  return `v${versions.at(-1) ?? 0}-${hash.toString(36)}`;
}

/** The book and version `/army-book?book=&version=` shows; anything not held falls back as the page always did. */
export function armyBookChoice(catalog: Catalog, book: string | null, version: string | null): { bookId: string; version: number | "newest" } {
  const bookId = book !== null && catalog.books.has(book) ? book : defaultBookId(catalog)!;
  const asked = Number(version ?? undefined);
  return { bookId, version: Number.isSafeInteger(asked) && versionOf(catalog, bookId, asked) ? asked : "newest" };
}

/** What a print address asks for (`?boxes=0`, `?sheet=1`), as one path segment. */
export function printView(boxes: string | null, sheet: string | null): string {
  const view = printViewFromQuery(boxes, sheet);
  return `boxes${view.boxes ? 1 : 0}-sheet${view.sheet ? 1 : 0}`;
}

export function readPrintView(segment: string): PrintView {
  return { boxes: !segment.includes("boxes0"), sheet: segment.includes("sheet1") };
}

/**
 * The request headers that send a public address to its cached page: the rewrites in
 * next.config.js read them into the internal path (`/cached/<lang>/<stamp>/…`). Query values are
 * folded into the path (a cached page cannot read them), so `?version=junk` and `?version=1` of a
 * book with no v1 share one entry instead of making many. Null: a page rendered per request.
 */
export function cachedRoute(catalog: Catalog, lang: Lang, pathname: string, query: URLSearchParams): Record<string, string> | null {
  if (pathname === "/army-book") {
    const { bookId, version } = armyBookChoice(catalog, query.get("book"), query.get("version"));
    return { "x-page-lang": lang, "x-page-stamp": armyBookStamp(catalog, bookId), "x-page-book": encodeURIComponent(bookId), "x-page-version": String(version) };
  }
  const share = /^\/s\/([^/]+)(\/print)?$/.exec(pathname);
  if (!share) return null;
  const stamp = shareStamp(catalog, share[1]!);
  if (stamp === undefined) return null;
  const page = { "x-page-lang": lang, "x-page-stamp": stamp };
  return share[2] ? { ...page, "x-page-view": printView(query.get("boxes"), query.get("sheet")) } : page;
}

/** Every header cachedRoute may set: the proxy removes any a client sent. */
export const CACHED_ROUTE_HEADERS = ["x-page-lang", "x-page-stamp", "x-page-book", "x-page-version", "x-page-view"];

/** A share code as it arrives in a page address: percent-decoded where that is possible (as openShareLink does). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
