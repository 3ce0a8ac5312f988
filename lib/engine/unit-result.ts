import type { Term } from "../army-book/schema";
import { anySlotAbove0, sumSlots, type UnitLayout } from "./unit-layout";

export type Params = Record<string, string | number>;

/** A rule broken; `message` is added later in the reader's language (lib/engine/violation-text.ts). */
export type Violation = { code: string; unit: number | null; option: string | null; params: Params };

export type UnitResult = {
  unit: string;
  known: boolean;
  /** the unit type's rarity (army rules count Unique and Rare units by it); null for an unknown unit */
  rarity: string | null;
  points: number;
  men: number;
  /** the unit's numbers after options (see unit-layout.ts); null for a unit the book does not know */
  layout: UnitLayout | null;
  slots: number[];
};

/** A tally, category sum or option count of an evaluated unit, by term name ("<tally>", "option:<id>"). */
export function termValue(u: UnitResult, name: string): number {
  const s = u.layout ? u.layout.slotOf(name) : -1;
  return s >= 0 ? u.slots[s]! : 0;
}

/** Whether any one of `terms` is above zero in an evaluated unit (never, for a unit the book does not know); `times` plays no part: for option terms. */
export function anyTaken(u: UnitResult, terms: readonly Term[]): boolean {
  return u.layout ? anySlotAbove0(u.slots, u.layout.compile(terms)) : false;
}

/** Σ of `terms` over one evaluated unit (0 for a unit the book does not know). */
export function termTotal(u: UnitResult, terms: readonly Term[]): number {
  return u.layout ? sumSlots(u.slots, u.layout.compile(terms)) : 0;
}
