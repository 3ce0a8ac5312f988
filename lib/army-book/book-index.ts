import type { ArmyBook, UnitConstraint, UnitOption, UnitType } from "./schema";

export type IndexedUnit = {
  type: UnitType;
  position: number;
  options: Map<string, UnitOption>;
  /** the unit's own constraints plus those its abilities bring (e.g. Special Weapons → 1 per 5 men) */
  constraints: UnitConstraint[];
};

export type IndexedBook = {
  book: ArmyBook;
  units: Map<string, IndexedUnit>;
  /** option id → its name in the first unit that offers it (for army-wide messages) */
  optionNames: Map<string, UnitOption["name"]>;
};

const cache = new WeakMap<ArmyBook, IndexedBook>();

/** Lookup maps over a book, built once per book object. */
export function indexBook(book: ArmyBook): IndexedBook {
  const hit = cache.get(book);
  if (hit) return hit;
  const abilities = new Map(book.abilities.map((a) => [a.id, a]));
  const units = new Map<string, IndexedUnit>();
  const optionNames = new Map<string, UnitOption["name"]>();
  book.units.forEach((type, position) => {
    const fromAbilities = type.abilities.flatMap((a) => abilities.get(a)?.constraints ?? []);
    units.set(type.id, {
      type,
      position,
      options: new Map(type.options.map((o) => [o.id, o])),
      constraints: [...fromAbilities, ...type.constraints],
    });
    for (const o of type.options) if (!optionNames.has(o.id)) optionNames.set(o.id, o.name);
  });
  const indexed = { book, units, optionNames };
  cache.set(book, indexed);
  return indexed;
}
