import "server-only";
import type { ArmyBook } from "../../lib/army-book/schema";
import { saveArmyBook } from "./army-books";
import type { PrismaClient } from "./db";
import { hashKey, keyMatches, newEditKey } from "./keys";

export type Published = { status: "published"; authorKey: string } | { status: "exists" };
export type VersionPublished =
  | { status: "published" }
  | { status: "not_found" }
  | { status: "unauthorized" }
  | { status: "not_next"; next: number };

/**
 * A new book, published by whoever sends it: its first version (as the file numbers it) and the
 * author key that publishes the next ones, returned once and stored as its hash. A book id the
 * server already holds, shipped or published, is not taken over.
 */
export async function publishBook(db: PrismaClient, book: ArmyBook): Promise<Published> {
  const authorKey = newEditKey();
  try {
    await db.$transaction(async (tx) => {
      // the row's primary key is the book id: of two at once, the second fails here
      await tx.publishedBook.create({ data: { bookId: book.id, authorKeyHash: hashKey(authorKey) } });
      if ((await tx.armyBook.count({ where: { bookId: book.id } })) > 0) throw new BookExists();
      await saveArmyBook(tx as unknown as PrismaClient, book, []);
    });
  } catch (e) {
    if (e instanceof BookExists || isUniqueViolation(e)) return { status: "exists" };
    throw e;
  }
  return { status: "published", authorKey };
}

/**
 * The next version of a published book, for the holder of its author key. A version is written
 * once: the next number only, never a change to one that is out (old rosters and links keep theirs).
 */
export async function publishVersion(db: PrismaClient, bookId: string, key: string | null, book: ArmyBook): Promise<VersionPublished> {
  const [held, newest] = await Promise.all([
    db.publishedBook.findUnique({ where: { bookId } }),
    db.armyBook.findFirst({ where: { bookId }, orderBy: { version: "desc" }, select: { version: true } }),
  ]);
  if (!newest || held?.removedAt) return { status: "not_found" };
  // a book the server ships has no author key: none opens it
  if (!held?.authorKeyHash || !keyMatches(key, held.authorKeyHash)) return { status: "unauthorized" };
  const next = newest.version + 1;
  if (book.version !== next) return { status: "not_next", next };
  try {
    await saveArmyBook(db, book, []);
  } catch (e) {
    // the same version sent twice at once: the second is not the next one any more
    if (isUniqueViolation(e)) return { status: "not_next", next: next + 1 };
    throw e;
  }
  return { status: "published" };
}

/** The ids of the books the operator removed. */
export async function readRemovedBookIds(db: PrismaClient): Promise<Set<string>> {
  const rows = await db.publishedBook.findMany({ where: { removedAt: { not: null } }, select: { bookId: true } });
  return new Set(rows.map((r) => r.bookId));
}

/**
 * Hides a book (`roster remove-book`), or shows it again (`restore-book`): its versions stay, so
 * rosters and links of it keep opening. A book the server ships gets a row of its own for this,
 * with no author key (none publishes its versions).
 */
export async function setBookRemoved(db: PrismaClient, bookId: string, removed: boolean): Promise<"done" | "not_found" | "unchanged"> {
  if ((await db.armyBook.count({ where: { bookId } })) === 0) return "not_found";
  const held = await db.publishedBook.findUnique({ where: { bookId } });
  if ((held?.removedAt != null) === removed) return "unchanged";
  const removedAt = removed ? new Date() : null;
  if (held) await db.publishedBook.update({ where: { bookId }, data: { removedAt } });
  else await db.publishedBook.create({ data: { bookId, removedAt } });
  return "done";
}

class BookExists extends Error {}

function isUniqueViolation(e: unknown): boolean {
  return typeof e === "object" && e !== null && (e as { code?: unknown }).code === "P2002";
}
