import type { InputError } from "../input-errors";
import type { Lang } from "../text";
import type { ArmyBook } from "./schema";

/**
 * Every army book the server holds, each in every version it has published. A roster names its
 * book (`armyBook`) and may name a version (`bookVersion`); the catalog says which tables apply.
 */
export type Catalog = {
  /** book id → its versions, oldest first */
  books: ReadonlyMap<string, readonly ArmyBook[]>;
  /**
   * Books the server's operator removed (`roster remove-book`): still held, so that rosters and
   * links of them keep opening (with a notice), but offered for no new roster.
   */
  removed?: ReadonlySet<string>;
};

export function catalogOf(books: readonly ArmyBook[], removed?: ReadonlySet<string>): Catalog {
  const map = new Map<string, ArmyBook[]>();
  for (const book of books) map.set(book.id, [...(map.get(book.id) ?? []), book]);
  for (const versions of map.values()) versions.sort((a, b) => a.version - b.version);
  return removed && removed.size > 0 ? { books: map, removed } : { books: map };
}

export function isRemoved(catalog: Catalog, id: string): boolean {
  return catalog.removed?.has(id) ?? false;
}

/** The books a new roster may take: every book held but those the operator removed, by name. */
export function offeredBooks(catalog: Catalog, lang: Lang): ArmyBook[] {
  return [...catalog.books.keys()]
    .filter((id) => !isRemoved(catalog, id))
    .map((id) => newestOf(catalog, id)!)
    .sort((a, b) => a.name[lang].localeCompare(b.name[lang], lang));
}

export function isCatalog(source: ArmyBook | Catalog): source is Catalog {
  return "books" in source && source.books instanceof Map;
}

/** The newest version of a book, which new rosters use. */
export function newestOf(catalog: Catalog, id: string): ArmyBook | undefined {
  const versions = catalog.books.get(id);
  return versions?.[versions.length - 1];
}

export function versionOf(catalog: Catalog, id: string, version: number): ArmyBook | undefined {
  return catalog.books.get(id)?.find((b) => b.version === version);
}

/** The book opened when none is named (the army-book page, the API): the one of the old share codes, else the first by id (of those not removed). */
export function defaultBookId(catalog: Catalog): string | undefined {
  const all = [...catalog.books.keys()].sort();
  const kept = all.filter((id) => !isRemoved(catalog, id));
  const ids = kept.length > 0 ? kept : all;
  return ids.find((id) => newestOf(catalog, id)?.legacyShareCodes) ?? ids[0];
}

/** The book of share codes made before codes named their book. */
export function legacyShareBookId(catalog: Catalog): string | undefined {
  return [...catalog.books.keys()].find((id) => catalog.books.get(id)!.some((b) => b.legacyShareCodes));
}

/** What the catalog holds, for messages and the API: "soviet (v1, v2)". */
export function heldList(catalog: Catalog): string {
  return [...catalog.books.entries()].map(([id, versions]) => `${id} (${versions.map((b) => `v${b.version}`).join(", ")})`).join(", ");
}

export type BookChoice = { ok: true; book: ArmyBook; newest: ArmyBook } | { ok: false; error: InputError };

/**
 * The book a roster is judged by: its own version when it names one, else the newest. A book or
 * version the server does not hold is bad input at that field, naming what is held.
 */
export function bookFor(catalog: Catalog, roster: { armyBook: string; bookVersion?: number | undefined }, lang: Lang): BookChoice {
  const newest = newestOf(catalog, roster.armyBook);
  const ru = lang === "ru";
  if (!newest) {
    const held = [...catalog.books.keys()].map((id) => `"${id}"`).join(", ");
    return bad(["armyBook"], ru ? `Книги армии «${roster.armyBook}» нет на сервере. Есть: ${held}.` : `The server holds no army book "${roster.armyBook}". It holds: ${held}.`);
  }
  if (roster.bookVersion === undefined) return { ok: true, book: newest, newest };
  const book = versionOf(catalog, roster.armyBook, roster.bookVersion);
  if (!book) {
    const held = catalog.books.get(roster.armyBook)!.map((b) => b.version).join(", ");
    return bad(
      ["bookVersion"],
      ru ? `Версии ${roster.bookVersion} книги «${roster.armyBook}» нет на сервере. Есть версии: ${held}.` : `The server holds no version ${roster.bookVersion} of "${roster.armyBook}". It holds versions: ${held}.`,
    );
  }
  return { ok: true, book, newest };
}

function bad(path: string[], message: string): BookChoice {
  return { ok: false, error: { code: "INVALID_INPUT", unit: null, option: null, message, path } };
}
