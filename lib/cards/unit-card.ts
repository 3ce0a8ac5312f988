import type { ArmyBook, UnitOption } from "../army-book/schema";
import { indexBook } from "../army-book/book-index";
import type { UnitResult } from "../engine/evaluate";
import type { PluralForms } from "../i18n/plural";
import type { RosterUnitInput } from "../roster/schema";
import type { Text } from "../text";
import { abilitiesHad } from "./abilities";
import { modelGroups, type ModelGroup } from "./composition";

/** Who carries a weapon of a card. */
export type Carrier =
  /** that many men of the unit (every man of the squad, the men without a special weapon, one man per mine) */
  | { kind: "men"; count: number }
  | { kind: "commander" }
  /** models of a role: the LMG gunner, the platoon commander, four dogs */
  | { kind: "role"; name: PluralForms; count: number; man: boolean }
  /** the crew of each of `weapons` weapon models */
  | { kind: "crew"; men: number; weapons: number }
  /** the book does not say who: just how many */
  | { kind: "count"; count: number };

export type CardWeapon = {
  id: string;
  name: Text;
  carriers: Carrier[];
  /** a weapon that is a model of its own (a heavy weapon): its wounds, and how many such models */
  wounds?: number;
  models?: number;
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
  /** the unit's models by role (empty when the book declares none: show `bookComposition`) */
  models: ModelGroup[];
  bookComposition: Text | null;
  mounted: boolean;
  weapons: CardWeapon[];
  options: CardOption[];
  /** only the abilities the unit has with the options taken */
  abilities: { name: Text; summary: Text; note?: Text; truncated?: boolean }[];
  save: { open: number | null; cover: number; best: number; bunker: number | null } | null;
  wounds: number;
  profileNote?: Text;
};

const countIn = (counts: Readonly<Record<string, number>>, id: string) => Math.max(0, Number(counts[id]) || 0);
/** A whole-unit swap (SMGs for rifles): it changes the base kit rather than adding a weapon. */
const wholeUnitSwap = (o: UnitOption) => !!o.swap && !o.swap.one;

function carrierOf(book: ArmyBook, o: UnitOption, n: number): Carrier {
  const by = o.carriedBy;
  if (!by) return { kind: "count", count: n };
  if (by.crew) return { kind: "crew", men: by.models, weapons: n };
  if (by.role !== undefined) {
    const role = book.roles[by.role]!;
    return { kind: "role", name: role.name, count: n * by.models, man: role.man !== false };
  }
  return { kind: "men", count: n * by.models };
}

/** Lines of the same weapon carried by different models become one line ("pistol and rifle — platoon commander, zampolit"). */
function merge(lines: CardWeapon[]): CardWeapon[] {
  const out: CardWeapon[] = [];
  for (const line of lines) {
    const same = line.wounds || line.mount ? undefined : out.find((l) => l.id === line.id && !l.wounds && !l.mount);
    if (same) same.carriers.push(...line.carriers);
    else out.push({ ...line, carriers: [...line.carriers] });
  }
  return out;
}

/**
 * The unit's heavy weapons (the options of the book's "heavy" category: HMG, ATR, …), as many as
 * taken: what a player can lose in a game apart from models.
 */
export function heavyWeaponsOf(book: ArmyBook, entry: RosterUnitInput): number {
  const type = indexBook(book).units.get(entry.unit)?.type;
  const counts = entry.options ?? {};
  return (type?.options ?? []).reduce((sum, o) => sum + (o.category === "heavy" ? countIn(counts, o.id) : 0), 0);
}

export function unitCard(book: ArmyBook, entry: RosterUnitInput, result: UnitResult): UnitCardData {
  const indexed = indexBook(book);
  const type = indexed.units.get(entry.unit)?.type;
  const name = (id: string): Text => book.weapons[id]?.name ?? { ru: id, en: id };
  const own = { ...(entry.label ? { label: entry.label } : {}), ...(entry.note ? { note: entry.note } : {}) };
  if (!type)
    return {
      id: entry.unit, ...own, known: false, name: { ru: entry.unit, en: entry.unit }, rarity: "common", points: result.points, men: 0,
      models: [], bookComposition: null, mounted: false, weapons: [], options: [], abilities: [], save: null, wounds: 1,
    };
  const counts = entry.options ?? {};
  const taken = type.options.filter((o) => countIn(counts, o.id) > 0);
  const n = (o: UnitOption) => countIn(counts, o.id);
  const manRole = (o: UnitOption) => o.carriedBy?.role !== undefined && book.roles[o.carriedBy.role]?.man !== false;
  // Men an option adds (a platoon commander) carry only the option's weapon; men it arms (an LMG
  // gunner) are soldiers who keep the unit's kit, less their personal weapon if the new one replaces it.
  const added = taken.reduce((sum, o) => sum + ((o.adds?.men ?? 0) > 0 && manRole(o) ? n(o) * o.carriedBy!.models : 0), 0);
  const kitMen = Math.max(0, result.men - added);
  const replaced = taken.reduce((sum, o) => sum + (o.carriedBy?.replacesPersonal && !((o.adds?.men ?? 0) > 0) ? n(o) * o.carriedBy.models : 0), 0);
  const personalMen = Math.max(0, kitMen - replaced);

  const base: CardWeapon[] = type.weapons.map((w) => {
    const swap = taken.find((o) => wholeUnitSwap(o) && o.swap!.from === w.weapon)?.swap;
    const id = swap ? swap.to : w.weapon;
    const carriers: Carrier[] = w.who === "commander" ? [{ kind: "commander" }] : [{ kind: "men", count: w.personal ? personalMen : kitMen }];
    return { id, name: name(id), carriers };
  });
  // Mounts (the AA mount) carry as many of their weapons as they are taken, in option order.
  const mountsLeft = taken.filter((o) => o.mounts).map((o) => ({ option: o, left: n(o) }));
  const fromOptions = taken
    .filter((o) => o.weapon && !wholeUnitSwap(o))
    .flatMap((o): CardWeapon[] => {
      const wounds = book.weapons[o.weapon!]?.wounds;
      let left = n(o);
      const lines: CardWeapon[] = [];
      for (const m of mountsLeft) {
        if (left === 0 || m.left === 0 || !m.option.mounts!.weapons.includes(o.weapon!)) continue;
        const k = Math.min(m.left, left);
        m.left -= k;
        left -= k;
        lines.push({ id: o.weapon!, name: name(o.weapon!), carriers: [carrierOf(book, o, k)], wounds: m.option.mounts!.wounds, models: k, mount: m.option.name });
      }
      if (left > 0) lines.unshift({ id: o.weapon!, name: name(o.weapon!), carriers: [carrierOf(book, o, left)], ...(wounds ? { wounds, models: left } : {}) });
      return lines;
    });

  return {
    id: type.id,
    ...own,
    known: true,
    name: type.name,
    rarity: type.rarity,
    points: result.points,
    men: result.men,
    models: modelGroups(book, type, counts, result.men),
    bookComposition: type.composition,
    mounted: type.mounted,
    weapons: merge([...base, ...fromOptions]),
    options: taken.map((o) => ({ name: o.name, count: n(o), showCount: o.max > 1 || n(o) > 1 })),
    abilities: abilitiesHad(book, type, counts).map((a) => ({
      name: a.name,
      summary: a.summary,
      ...(a.note ? { note: a.note } : {}),
      ...(a.truncated ? { truncated: true } : {}),
    })),
    save: type.profile.save,
    wounds: type.profile.wounds,
    ...(type.profile.note ? { profileNote: type.profile.note } : {}),
  };
}
