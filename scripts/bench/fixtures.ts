import type { ArmyBook } from "../../lib/army-book/schema";
import { ROSTER_LIMITS, type Roster } from "../../lib/roster/schema";

/**
 * A big roster of `n` units: every unit type once (so every rule runs), then common units in turn,
 * each with a few options — what a large game looks like, not a wall of Unique-limit errors.
 */
export function bigRoster(book: ArmyBook, n: number, name = "Бенчмарк"): Roster {
  const picks: Roster["units"] = [];
  const common = book.units.filter((u) => u.rarity === "common");
  for (let i = 0; i < n; i++) {
    const type = i < book.units.length ? book.units[i]! : common[i % common.length]!;
    const options: Record<string, number> = {};
    for (const o of type.options.filter((o) => o.id !== "zampolit").slice(0, 3)) options[o.id] = Math.min(o.max, 1 + (i % 3));
    picks.push({ unit: type.id, options });
  }
  return { version: 1, name, armyBook: book.id, pointsLimit: 100_000, units: picks };
}

/** The 2000-point, 15-unit roster quoted in the README. */
export function tournamentRoster(): Roster {
  return {
    version: 1,
    name: "Штурм высоты",
    armyBook: "soviet",
    pointsLimit: 2000,
    units: [
      { unit: "red-army-infantry", options: { "extra-soldiers": 6, "platoon-commander": 1, banner: 1, lmg: 1, hmg: 1 } },
      { unit: "red-army-infantry", options: { "extra-soldiers": 6, lmg: 1 } },
      { unit: "red-army-infantry", options: { "extra-soldiers": 6, smg: 1 } },
      { unit: "red-army-infantry", options: { "extra-soldiers": 4 } },
      { unit: "red-army-infantry", options: { "extra-soldiers": 4, panzerfaust: 1 } },
      { unit: "red-army-infantry", options: { "extra-soldiers": 2 } },
      { unit: "guards", options: { "extra-soldiers": 6, radio: 1, lmg: 1, hmg: 1, "aa-mount": 1 } },
      { unit: "naval-infantry", options: { "extra-soldiers": 4, lmg: 1 } },
      { unit: "cavalry", options: { "extra-soldiers": 2 } },
      { unit: "mountain-rifles", options: { "extra-soldiers": 4, lmg: 1 } },
      { unit: "dog-tank-hunters", options: { dogs: 4 } },
      { unit: "assault-group", options: { "extra-soldiers": 2, flamethrower: 1, "magnetic-mines": 2 } },
      { unit: "snipers", options: { spotter: 1, dummy: 1 } },
      { unit: "scouts", options: { "extra-soldiers": 2, "sniper-rifle": 1 } },
      { unit: "cossacks", options: { "extra-soldiers": 1 } },
    ],
  };
}

/**
 * The largest roster the v1 schema admits, as far as `bodyBytes` of request lets it be sent: 200
 * units with up to 64 option entries each (its own options, then unknown ids at the largest
 * count), ids as long as the body allows (8..64 characters), the name at 100 characters.
 */
export function worstRoster(book: ArmyBook, bodyBytes = Infinity): Roster {
  const { unitsMax, optionsPerUnitMax, idMax, countMax, nameMax } = ROSTER_LIMITS;
  const build = (entries: number, idLength: number): Roster => ({
    version: 1,
    name: "Я".repeat(nameMax),
    armyBook: book.id,
    pointsLimit: 100_000,
    units: Array.from({ length: unitsMax }, (_, i) => {
      const type = book.units[i % book.units.length]!;
      const options: Record<string, number> = {};
      for (const o of type.options) options[o.id] = 1;
      for (let k = Object.keys(options).length; k < entries; k++) options[`${i}-${k}-`.padEnd(idLength, "x")] = countMax;
      return { unit: type.id, options };
    }),
  });
  // as sent by a server action: JSON text inside a JSON list, so every quote is escaped
  const fits = (r: Roster) => Buffer.byteLength(JSON.stringify([JSON.stringify(r)])) <= bodyBytes;
  for (let idLength = idMax; idLength >= 8; idLength--) if (fits(build(optionsPerUnitMax, idLength))) return build(optionsPerUnitMax, idLength);
  for (let entries = optionsPerUnitMax - 1; entries > 0; entries--) if (fits(build(entries, 8))) return build(entries, 8);
  return build(0, 8);
}
