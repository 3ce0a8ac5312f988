import { newestOf } from "../lib/army-book/shelf";
import { entryCode } from "../lib/events/links";
import type { TableRow } from "../lib/events/export";
import type { Lang } from "../lib/text";
import { getShelf } from "./catalog";
import type { PrismaClient } from "./db";
import { listEntriesWithRosters } from "./events";

/** The entries as the tables show them: each with the share code its read-only page and cards open by. */
export async function tableRows(db: PrismaClient, id: string): Promise<TableRow[]> {
  const [entries, shelf] = await Promise.all([listEntriesWithRosters(db, id), getShelf()]);
  return (entries ?? []).map(({ roster, updatedAt: _updated, ...entry }) => ({ ...entry, code: entryCode(shelf, roster) }));
}

/** The event's book by name in the reader's language (its id when the shelf no longer holds it). */
export async function bookName(armyBook: string, lang: Lang): Promise<string> {
  return newestOf(await getShelf(), armyBook)?.name[lang] ?? armyBook;
}
