import type { Lang } from "../text";

/** How the organiser orders their table: as submitted (oldest first), by player, by points (most first). */
export const TABLE_ORDERS = ["submitted", "player", "points"] as const;
export type TableOrder = (typeof TABLE_ORDERS)[number];

type Row = { player: string; points: number; submittedAt: string; valid: boolean };

/**
 * The rows to show: only the illegal ones when asked, in the chosen order. Ties keep the order
 * of submission, so a player's two lists stay in the order they came.
 */
export function tableRows<R extends Row>(rows: readonly R[], order: TableOrder, onlyIllegal: boolean, lang: Lang): R[] {
  const kept = onlyIllegal ? rows.filter((r) => !r.valid) : [...rows];
  if (order === "submitted") return kept;
  const collator = new Intl.Collator(lang, { sensitivity: "base", numeric: true });
  // Array.prototype.sort is stable: equal rows stay as submitted
  return kept.sort(order === "player" ? (a, b) => collator.compare(a.player, b.player) : (a, b) => b.points - a.points);
}
