import { indexBook } from "../army-book/book-index";
import type { ArmyBook } from "../army-book/schema";
import type { Roster } from "./schema";
import type { Lang } from "../text";

/**
 * A unit's name wherever a list of results or errors names it: its number in the roster, the
 * player's label and the book's name ("3. Left flank — Red Army Infantry"), so two units of one
 * kind are told apart.
 */
export function unitTitle(book: ArmyBook, unit: Roster["units"][number], index: number, lang: Lang): string {
  return `${index + 1}. ${unit.label ? `${unit.label} — ` : ""}${indexBook(book).units.get(unit.unit)?.type.name[lang] ?? unit.unit}`;
}
