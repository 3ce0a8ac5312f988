import type { ArmyBook } from "../army-book/schema";
import { indexBook } from "../army-book/book-index";
import { termValue, type UnitResult } from "../engine/evaluate";
import type { RosterUnitInput } from "../roster/schema";
import type { Text } from "../text";

export type CardWeapon = {
  name: Text;
  who: "all" | "commander" | "count";
  count: number;
  /** wounds of the weapon model (heavy weapons); absent for a weapon a man carries */
  wounds?: number;
  crew?: number;
  note?: Text;
  /** the mount it stands on (e.g. the AA mount), which sets its wounds */
  mount?: Text;
};
export type CardOption = { name: Text; count: number; showCount: boolean };

/** Everything an army card shows about one unit, worked out from the book (no layout). */
export type UnitCardData = {
  id: string;
  /** the player's own name and note for the unit */
  label?: string;
  note?: string;
  known: boolean;
  name: Text;
  rarity: string;
  points: number;
  men: number;
  dogs: number;
  composition: Text | null;
  mounted: boolean;
  weapons: CardWeapon[];
  options: CardOption[];
  abilities: { name: Text; summary: Text; note?: Text; truncated?: boolean }[];
  save: { open: number | null; cover: number; best: number; bunker: number | null } | null;
  wounds: number;
  profileNote?: Text;
};

export function unitCard(book: ArmyBook, entry: RosterUnitInput, result: UnitResult): UnitCardData {
  const indexed = indexBook(book);
  const type = indexed.units.get(entry.unit);
  const name = (id: string): Text => book.weapons[id]?.name ?? { ru: id, en: id };
  const own = { ...(entry.label ? { label: entry.label } : {}), ...(entry.note ? { note: entry.note } : {}) };
  if (!type)
    return {
      id: entry.unit, ...own, known: false, name: { ru: entry.unit, en: entry.unit }, rarity: "common", points: result.points, men: 0, dogs: 0,
      composition: null, mounted: false, weapons: [], options: [], abilities: [], save: null, wounds: 1,
    };
  const counts = entry.options ?? {};
  const taken = type.type.options.filter((o) => (counts[o.id] ?? 0) > 0);
  // Base kit, with whole-unit swaps applied (SMGs for rifles and the like).
  const base = type.type.weapons.map((w) => {
    const swap = taken.find((o) => o.swap && !o.swap.one && o.swap.from === w.weapon)?.swap;
    return { id: swap ? swap.to : w.weapon, who: w.who };
  });
  // Mounts (the AA mount) carry as many of their weapons as they are taken, in option order.
  const mountsLeft = taken.filter((o) => o.mounts).map((o) => ({ option: o, left: counts[o.id]! }));
  const weapons: CardWeapon[] = [
    ...base.map((w) => ({ name: name(w.id), who: w.who, count: 0 })),
    ...taken
      .filter((o) => o.weapon && !(o.swap && !o.swap.one))
      .flatMap((o) => {
        const line = {
          name: name(o.weapon!),
          who: "count" as const,
          count: counts[o.id]!,
          ...(book.weapons[o.weapon!]?.wounds ? { wounds: book.weapons[o.weapon!]!.wounds } : {}),
          ...(o.category === "heavy" ? { crew: 2 } : {}),
          ...(o.adds?.men ? { note: o.name } : {}),
        };
        const lines: CardWeapon[] = [];
        for (const m of mountsLeft) {
          if (line.count === 0 || m.left === 0 || !m.option.mounts!.weapons.includes(o.weapon!)) continue;
          const k = Math.min(m.left, line.count);
          m.left -= k;
          line.count -= k;
          lines.push({ ...line, count: k, wounds: m.option.mounts!.wounds, mount: m.option.name });
        }
        return line.count > 0 ? [line, ...lines] : lines;
      }),
  ];
  const options: CardOption[] = taken.map((o) => ({ name: o.name, count: counts[o.id]!, showCount: o.max > 1 || counts[o.id]! > 1 }));
  const abilityById = new Map(book.abilities.map((a) => [a.id, a]));
  return {
    id: type.type.id,
    ...own,
    known: true,
    name: type.type.name,
    rarity: type.type.rarity,
    points: result.points,
    men: result.men,
    dogs: termValue(result, "dogs"),
    composition: type.type.composition,
    mounted: type.type.mounted,
    weapons,
    options,
    abilities: type.type.abilities.flatMap((id) => {
      const a = abilityById.get(id);
      return a ? [{ name: a.name, summary: a.summary, ...(a.note ? { note: a.note } : {}), ...(a.truncated ? { truncated: true } : {}) }] : [];
    }),
    save: type.type.profile.save,
    wounds: type.type.profile.wounds,
    ...(type.type.profile.note ? { profileNote: type.type.profile.note } : {}),
  };
}
