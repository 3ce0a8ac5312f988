"use client";
import { useDeferredValue, useMemo, useRef } from "react";
import type { IndexedBook } from "@/lib/army-book/book-index";
import type { ArmyBook } from "@/lib/army-book/schema";
import { evaluateRoster } from "@/lib/engine/evaluate";
import { describeHint, describeViolation } from "@/lib/engine/violation-text";
import { t } from "@/lib/i18n/builder-ui";
import { checkAddUnit, checkOptionIncrement } from "@/lib/roster/hints";
import type { Roster } from "@/lib/roster/schema";
import type { Lang } from "@/lib/text";
import type { AddState } from "./ArmyBookPanel";

/** option id → why one more would break a rule now */
export type Hints = Readonly<Record<string, string>>;
const NO_HINTS: Hints = {};

/**
 * "Why not now" for the options of the open cards only, and for each unit of the book. Each hint
 * tries one change against the whole army, so working them out for every unit on every change
 * would grow with units² × options; a closed card needs none. Worked out from a deferred copy of
 * the roster, so a click paints first and the hints follow.
 */
export function useHints(book: ArmyBook, indexed: IndexedBook, roster: Roster, open: readonly boolean[], lang: Lang) {
  const deferred = useDeferredValue(roster);
  const deferredOpen = useDeferredValue(open);
  const previous = useRef<Map<string, Hints>>(new Map());
  return useMemo(() => {
    const r = deferred;
    const current = evaluateRoster(book, r).violations;
    const seen = new Map<string, Hints>();
    const hints = r.units.map((u, i) => {
      if (!deferredOpen[i]) return NO_HINTS;
      const type = indexed.units.get(u.unit);
      if (!type) return NO_HINTS;
      const out: Record<string, string> = {};
      for (const o of type.type.options) {
        if ((u.options?.[o.id] ?? 0) >= o.max) continue;
        const news = checkOptionIncrement(book, r, i, o.id, current);
        if (news.length === 0) continue;
        const next = { ...r, units: r.units.map((x, j) => (j === i ? { ...x, options: { ...x.options, [o.id]: (x.options?.[o.id] ?? 0) + 1 } } : x)) };
        out[o.id] = [...new Set(news.map((v) => describeHint(book, next, v, lang)))].join("; ");
      }
      // the same hints as last time → the same object, so the card does not render again
      const signature = `${i}|${JSON.stringify(out)}`;
      const hit = previous.current.get(signature);
      const value = hit ?? (Object.keys(out).length ? out : NO_HINTS);
      seen.set(signature, value);
      return value;
    });
    previous.current = seen;
    const addState: Record<string, AddState> = {};
    for (const u of book.units) {
      const check = checkAddUnit(book, r, u.id, current);
      const next = { ...r, units: [...r.units, { unit: u.id }] };
      addState[u.id] = {
        blocked: check.blocked.length ? check.blocked.map((v) => describeViolation(book, next, v, lang)).join(" ") : null,
        warning: Number.isFinite(r.pointsLimit) && check.points > r.pointsLimit ? t(lang, "wouldExceed", { n: check.points - r.pointsLimit }) : null,
      };
    }
    return { hints, addState };
  }, [book, indexed, deferred, deferredOpen, lang]);
}
