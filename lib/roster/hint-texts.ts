import type { IndexedBook } from "../army-book/book-index";
import type { ArmyBook } from "../army-book/schema";
import { evaluateRoster } from "../engine/evaluate";
import { describeHint, describeViolation } from "../engine/violation-text";
import { t } from "../i18n/builder-ui";
import type { Lang } from "../text";
import { checkAddUnit, checkOptionIncrement } from "./hints";
import type { Roster } from "./schema";

/** option id → why one more would break a rule now */
export type Hints = Readonly<Record<string, string>>;
/** Whether the army book's "add" button for a unit is blocked now, and what adding it would cost over the limit. */
export type AddState = { blocked: string | null; warning: string | null };

const NO_HINTS: Hints = {};

/**
 * "Why not now" in words for the options of the open units only (`open[i]`), and for each unit of
 * the book. Each hint tries one change against the whole army, so working them out for every unit
 * would grow with units² × options; a closed card needs none.
 */
export function builderHints(book: ArmyBook, indexed: IndexedBook, roster: Roster, open: readonly boolean[], lang: Lang): { hints: Hints[]; addState: Record<string, AddState> } {
  const current = evaluateRoster(book, roster).violations;
  const hints = roster.units.map((u, i) => {
    if (!open[i]) return NO_HINTS;
    const type = indexed.units.get(u.unit);
    if (!type) return NO_HINTS;
    const out: Record<string, string> = {};
    for (const o of type.type.options) {
      if ((u.options?.[o.id] ?? 0) >= o.max) continue;
      const news = checkOptionIncrement(book, roster, i, o.id, current);
      if (news.length === 0) continue;
      const next = { ...roster, units: roster.units.map((x, j) => (j === i ? { ...x, options: { ...x.options, [o.id]: (x.options?.[o.id] ?? 0) + 1 } } : x)) };
      out[o.id] = [...new Set(news.map((v) => describeHint(book, next, v, lang)))].join("; ");
    }
    return Object.keys(out).length ? out : NO_HINTS;
  });
  const addState: Record<string, AddState> = {};
  for (const u of book.units) {
    const check = checkAddUnit(book, roster, u.id, current);
    const next = { ...roster, units: [...roster.units, { unit: u.id }] };
    addState[u.id] = {
      blocked: check.blocked.length ? check.blocked.map((v) => describeViolation(book, next, v, lang)).join(" ") : null,
      warning: Number.isFinite(roster.pointsLimit) && check.points > roster.pointsLimit ? t(lang, "wouldExceed", { n: check.points - roster.pointsLimit }) : null,
    };
  }
  return { hints, addState };
}

/** Two hint lists that say the same: a card given either shows the same. */
export function sameHints(a: Hints, b: Hints): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
