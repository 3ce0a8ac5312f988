import { ROSTER_LIMITS } from "./limits";
import type { RosterUnitInput } from "./schema";

/**
 * Pure edits of a roster's unit list: each returns a new list and leaves the one it was given (and
 * every unit it does not touch) as it was, so a screen can tell at a glance what changed. The
 * builder, its undo history and the tests use these and nothing else to change units.
 */
export type Units = readonly RosterUnitInput[];

export function addUnit(units: Units, unitId: string): Units {
  if (units.length >= ROSTER_LIMITS.unitsMax) return units;
  return [...units, { unit: unitId }];
}

/** Generic over the list, so a screen can move its own per-unit keys in step with the units. */
export function removeUnit<T>(units: readonly T[], index: number): readonly T[] {
  if (index < 0 || index >= units.length) return units;
  return units.filter((_, i) => i !== index);
}

/** Moves the unit at `from` to position `to` (the others keep their order). */
export function moveUnit<T>(units: readonly T[], from: number, to: number): readonly T[] {
  if (from === to || from < 0 || to < 0 || from >= units.length || to >= units.length) return units;
  const out = units.slice();
  const [moved] = out.splice(from, 1) as [T];
  out.splice(to, 0, moved);
  return out;
}

/** A copy of the unit right after it: same options, label and note. */
export function duplicateUnit(units: Units, index: number): Units {
  const unit = units[index];
  if (!unit || units.length >= ROSTER_LIMITS.unitsMax) return units;
  const copy: RosterUnitInput = { ...unit, ...(unit.options ? { options: { ...unit.options } } : {}) };
  return [...units.slice(0, index + 1), copy, ...units.slice(index + 1)];
}

/** Sets an option's count; 0 removes the option (an omitted option is 0). */
export function setOption(units: Units, index: number, optionId: string, count: number): Units {
  const unit = units[index];
  if (!unit || !Number.isSafeInteger(count) || count < 0) return units;
  if ((unit.options?.[optionId] ?? 0) === count && (count > 0 || !unit.options || !(optionId in unit.options))) return units;
  const options: Record<string, number> = {};
  for (const [id, n] of Object.entries(unit.options ?? {})) if (id !== optionId) define(options, id, n);
  if (count > 0) define(options, optionId, count);
  const { options: _old, ...rest } = unit;
  return replace(units, index, Object.keys(options).length ? { ...rest, options } : rest);
}

/**
 * Sets the player's label or note. An empty label means "no label" (the book's name shows); a
 * note is kept as typed, and an empty one is dropped too, so clearing a field leaves no trace.
 */
export function setOwnText(units: Units, index: number, field: "label" | "note", text: string): Units {
  const unit = units[index];
  if (!unit || (unit[field] ?? "") === text) return units;
  const { [field]: _old, ...rest } = unit;
  return replace(units, index, text === "" ? rest : { ...rest, [field]: text });
}

function replace(units: Units, index: number, unit: RosterUnitInput): Units {
  const out = units.slice();
  out[index] = unit;
  return out;
}

/** An option id such as "__proto__" must stay data, not become the object's prototype. */
function define(target: Record<string, number>, id: string, n: number) {
  Object.defineProperty(target, id, { value: n, enumerable: true, writable: true, configurable: true });
}
