"use client";
import { useMemo } from "react";
import type { IndexedBook } from "@/lib/army-book/book-index";
import type { ArmyBook } from "@/lib/army-book/schema";
import { contributorsOf } from "@/lib/engine/contributors";
import type { Evaluation } from "@/lib/engine/evaluate";
import { describeViolation } from "@/lib/engine/violation-text";
import type { Roster } from "@/lib/roster/schema";
import { unitTitle } from "@/lib/roster/unit-title";
import type { Lang } from "@/lib/text";
import type { PanelError } from "./ValidationPanel";

/** A problem shown on a unit: its own, or an army-wide one this unit helps to make (`army`). */
export type Problem = { code: string; option: string | null; message: string; army: boolean };

const NONE: readonly Problem[] = [];

/**
 * Every violation in words, where it is made: per unit (army-wide ones on each contributing unit
 * and option, see lib/engine/contributors.ts) and as the panel's list, each with the element it
 * is about. A card compares its problems by what they say (sameProblems), so a unit whose problems
 * did not change is not drawn again.
 */
export function useUnitMarks(book: ArmyBook, indexed: IndexedBook, roster: Roster, evaluation: Evaluation, lang: Lang) {
  return useMemo(() => {
    const lists: Problem[][] = roster.units.map(() => []);
    // as the organiser's table and the exports name it (lib/roster/unit-title.ts)
    const unitName = (i: number) => unitTitle(book, roster.units[i]!, i, lang);
    const panel: PanelError[] = [];
    for (const v of evaluation.violations) {
      const message = describeViolation(book, roster, v, lang);
      const where = contributorsOf(book, evaluation, v);
      for (const c of where) lists[c.unit]?.push({ code: v.code, option: c.option, message, army: v.unit === null });
      const first = where[0];
      panel.push({
        code: v.code,
        unit: first?.unit ?? null,
        option: first?.option ?? null,
        message,
        target: targetOf(book, indexed, roster, first, v.code),
        unitLabel: v.unit === null ? null : unitName(v.unit),
      });
    }
    const byUnit = lists.map((list) => (list.length === 0 ? NONE : list));
    return { byUnit, panel, first: firstOnPage(indexed, roster, byUnit, panel) };
  }, [book, indexed, roster, evaluation, lang]);
}

export function sameProblems(a: readonly Problem[], b: readonly Problem[]) {
  return a.length === b.length && a.every((p, i) => p.code === b[i]!.code && p.option === b[i]!.option && p.message === b[i]!.message && p.army === b[i]!.army);
}

/** The element a violation is about: the option's control, the unit's title, or the points-limit field (the book's pointsLimit rule, whatever its code). */
function targetOf(book: ArmyBook, indexed: IndexedBook, roster: Roster, at: { unit: number; option: string | null } | undefined, code: string): string {
  if (!at) return book.armyRules.some((r) => r.type === "pointsLimit" && r.code === code) ? "roster-points-limit" : "validation-title";
  const type = indexed.units.get(roster.units[at.unit]?.unit ?? "");
  return at.option && type?.options.has(at.option) ? `unit-${at.unit}-${at.option}` : `unit-${at.unit}-title`;
}

/**
 * The problem highest on the page, where "To the first problem" goes: the points limit in the head,
 * then the units top to bottom (a unit's own problems above its options, options in the card's
 * order), army-wide ones on each unit that makes them; last, what has no place on a unit.
 */
function firstOnPage(indexed: IndexedBook, roster: Roster, byUnit: readonly (readonly Problem[])[], panel: readonly PanelError[]): Pick<PanelError, "unit" | "target"> | null {
  const head = panel.find((e) => e.target === "roster-points-limit");
  if (head) return head;
  const unit = byUnit.findIndex((list) => list.length > 0);
  if (unit < 0) return panel[0] ?? null;
  const options = indexed.units.get(roster.units[unit]?.unit ?? "")?.type.options ?? [];
  const place = (p: Problem) => (p.option === null ? -1 : options.findIndex((o) => o.id === p.option));
  const top = Math.min(...byUnit[unit]!.map(place));
  return { unit, target: top < 0 ? `unit-${unit}-title` : `unit-${unit}-${options[top]!.id}` };
}
