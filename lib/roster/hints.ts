import type { ArmyBook } from "../army-book/schema";
import { evaluateRoster, type RosterLike, type Violation } from "../engine/evaluate";
import { ruleTextFor } from "../engine/rule-texts";

const key = (v: Violation) => `${v.code}|${v.unit}|${v.option}`;

/** Violations in `after` that were not there before a change (`known`: the before-state's, if already computed). */
function introduced(book: ArmyBook, before: RosterLike, after: readonly Violation[], known?: readonly Violation[]): Violation[] {
  const old = new Set((known ?? evaluateRoster(book, before).violations).map(key));
  return after.filter((v) => !old.has(key(v)));
}

export type AddUnitCheck = { blocked: Violation[]; warnings: Violation[]; points: number };

/**
 * What adding one more `unitId` would break. Errors of rule types that limit the army's make-up
 * (Unique, Rare: `hint: "add"` in lib/engine/rule-types.ts) block it; anything else is a warning.
 */
export function checkAddUnit(book: ArmyBook, roster: RosterLike, unitId: string, current?: readonly Violation[]): AddUnitCheck {
  const after = { ...roster, units: [...roster.units, { unit: unitId }] };
  const index = roster.units.length;
  // one evaluation gives both what it breaks and what it costs: the army book panel asks this for every unit after every change
  const evaluated = evaluateRoster(book, after);
  const news = introduced(book, roster, evaluated.violations, current).filter((v) => v.unit === index || v.unit === null);
  const blocked = news.filter((v) => v.unit === index && ruleTextFor(book, after, v)?.use === "add");
  return { blocked, warnings: news.filter((v) => !blocked.includes(v)), points: evaluated.points };
}

/**
 * What raising `optionId` by one in unit `index` would break, for the hint next to the option
 * ("needs a platoon commander in this squad", "1 special weapon per 5 men: add 1 soldier").
 * OPTION_MAX is left to the control itself (the stepper stops at the max).
 */
export function checkOptionIncrement(
  book: ArmyBook,
  roster: RosterLike,
  index: number,
  optionId: string,
  current?: readonly Violation[],
): Violation[] {
  const unit = roster.units[index];
  if (!unit) return [];
  const count = unit.options?.[optionId] ?? 0;
  const units = roster.units.map((u, i) => (i === index ? { ...u, options: { ...u.options, [optionId]: count + 1 } } : u));
  return introduced(book, roster, evaluateRoster(book, { ...roster, units }).violations, current).filter((v) => v.code !== "OPTION_MAX");
}
