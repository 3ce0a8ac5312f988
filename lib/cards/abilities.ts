import type { Ability, ArmyBook, UnitType } from "../army-book/schema";

type Counts = Readonly<Record<string, number>>;

const taken = (counts: Counts, id: string) => (Number(counts[id]) || 0) > 0;

/**
 * Whether a unit of `type` with these option counts has `ability`. An ability without `grantedBy`
 * is always had; one with it only when the unit takes one of its options or an option of one of its
 * categories. Only the unit type's own options count (an id it does not offer grants nothing).
 */
export function hasAbility(ability: Ability, type: UnitType, counts: Counts): boolean {
  const granted = ability.grantedBy;
  if (!granted) return true;
  return type.options.some(
    (o) => taken(counts, o.id) && (granted.options?.includes(o.id) || (o.category !== undefined && granted.categories?.includes(o.category))),
  );
}

/**
 * The abilities a unit has, in the order its book entry lists them: what an army card shows. Display
 * only — the constraints an ability brings apply to every unit that lists it (lib/engine).
 */
export function abilitiesHad(book: ArmyBook, type: UnitType | string, counts: Counts = {}): Ability[] {
  const unit = typeof type === "string" ? book.units.find((u) => u.id === type) : type;
  if (!unit) return [];
  const byId = new Map(book.abilities.map((a) => [a.id, a]));
  return unit.abilities.flatMap((id) => {
    const a = byId.get(id);
    return a && hasAbility(a, unit, counts) ? [a] : [];
  });
}
