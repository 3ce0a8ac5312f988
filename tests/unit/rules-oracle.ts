/**
 * Test-only helpers for the unit tests, plus an independent reading of RULES.md written from the
 * spec text (NOT from data/ or lib/): the unit table, option costs and maxima, and a reference
 * validator. The engine is compared against it; a disagreement is a bug in one of the two.
 */
import { validateRoster, type Report } from "../../lib/engine/report";
import type { Lang } from "../../lib/text";
import { book, roster, type UnitSpec } from "../support/book";

export type Err = { code: string; unit: number | null; option: string | null };

/** The fixed set of error codes of RULES.md. */
export const ERROR_CODES = [
  "INVALID_INPUT",
  "UNKNOWN_UNIT",
  "UNKNOWN_OPTION",
  "OPTION_MAX",
  "POINTS_LIMIT_EXCEEDED",
  "UNIQUE_LIMIT",
  "RARE_LIMIT",
  "SPECIAL_WEAPON_RATIO",
  "HEAVY_WEAPON_RATIO",
  "PLATOON_COMMANDER_LIMIT",
  "REQUIRES_PLATOON_COMMANDER",
  "AA_MOUNT_REQUIRES_MG",
  "MINES_PER_MAN",
  "MINES_ARMY_LIMIT",
  "DOGS_PER_HANDLER",
  "SPOTTER_PER_PAIR",
] as const;

/** Codes that carry the offending option (RULES.md: "`option` is the option that causes the error"). */
export const CODES_WITH_OPTION = [
  "UNKNOWN_OPTION",
  "OPTION_MAX",
  "REQUIRES_PLATOON_COMMANDER",
  "AA_MOUNT_REQUIRES_MG",
  "MINES_PER_MAN",
  "DOGS_PER_HANDLER",
  "SPOTTER_PER_PAIR",
  "UNIQUE_LIMIT", // only for a second zampolit
] as const;

/** Always army-wide (unit null). */
export const ARMY_WIDE_CODES = ["POINTS_LIMIT_EXCEEDED", "PLATOON_COMMANDER_LIMIT", "MINES_ARMY_LIMIT"] as const;

/** Validate a well-formed roster; throws if the engine calls it INVALID_INPUT. */
export function check(units: UnitSpec[], pointsLimit = 100_000, lang: Lang = "en"): Report {
  const result = validateRoster(book, roster(units, pointsLimit), lang);
  if (!result.ok) throw new Error(`unexpected INVALID_INPUT: ${JSON.stringify(result.report.errors)}`);
  return result.report;
}

/** The errors of a report as (code, unit, option), sorted so the order does not matter. */
export function errorsOf(report: Report): Err[] {
  return sortErrs(report.errors.map(({ code, unit, option }) => ({ code, unit, option })));
}

export function errs(units: UnitSpec[], pointsLimit = 100_000): Err[] {
  return errorsOf(check(units, pointsLimit));
}

export function sortErrs(list: Err[]): Err[] {
  const key = (e: Err) => `${e.unit === null ? "~" : String(e.unit).padStart(4, "0")}|${e.code}|${e.option ?? ""}`;
  return [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export const err = (code: string, unit: number | null = null, option: string | null = null): Err => ({ code, unit, option });

/** Points of one unit as the engine reports them. */
export function unitPoints(spec: UnitSpec): number {
  return check([spec]).units[0]!.points;
}
export function unitMen(spec: UnitSpec): number {
  return check([spec]).units[0]!.men;
}

// ---------------------------------------------------------------------------------------------
// RULES.md, transcribed by hand.

/** "squad" = commander + soldiers (what an SMG swap pays for); "men" = every human model. */
type Cost = number | { perModel: "squad" | "men" };
type Opt = { cost: Cost; max: number; kind?: "special" | "heavy"; men?: boolean; dogs?: boolean };
type UnitDef = {
  rarity: "common" | "unique" | "rare";
  cost: number;
  /** commander + base soldiers (snipers: 2 snipers) */
  baseMen: number;
  specialWeapons: boolean;
  heavySupport: boolean;
  options: Record<string, Opt>;
};

const smg: Opt = { cost: { perModel: "squad" }, max: 1 };
const special = (cost: number): Opt => ({ cost, max: 1, kind: "special" });
const heavy = (cost: number): Opt => ({ cost, max: 1, kind: "heavy" });
const extra = (cost: number, max: number): Opt => ({ cost, max, men: true });

export const RULES_UNITS: Record<string, UnitDef> = {
  "red-army-infantry": {
    rarity: "common",
    cost: 100,
    baseMen: 4,
    specialWeapons: true,
    heavySupport: true,
    options: {
      "extra-soldiers": extra(20, 8),
      "platoon-commander": { cost: 30, max: 1, men: true },
      zampolit: { cost: 50, max: 1, men: true },
      banner: { cost: 20, max: 1 },
      radio: { cost: 50, max: 1 },
      smg,
      lmg: special(25),
      panzerfaust: special(60),
      hmg: heavy(50),
      hcmg: heavy(80),
      atr: heavy(50),
      "aa-mount": { cost: 30, max: 1 },
    },
  },
  guards: {
    rarity: "unique",
    cost: 120,
    baseMen: 4,
    specialWeapons: true,
    heavySupport: true,
    options: {
      "extra-soldiers": extra(25, 6),
      radio: { cost: 50, max: 1 },
      smg,
      lmg: special(25),
      panzerfaust: special(60),
      hmg: heavy(50),
      hcmg: heavy(80),
      atr: heavy(50),
      bazooka: heavy(80),
      "aa-mount": { cost: 30, max: 1 },
    },
  },
  "naval-infantry": {
    rarity: "common",
    cost: 120,
    baseMen: 4,
    specialWeapons: true,
    heavySupport: false,
    options: { "extra-soldiers": extra(30, 8), rifles: { cost: 0, max: 1 }, lmg: special(25) },
  },
  cavalry: {
    rarity: "common",
    cost: 100,
    baseMen: 2,
    specialWeapons: false,
    heavySupport: false,
    options: { "extra-soldiers": extra(50, 4), smg },
  },
  cossacks: {
    rarity: "unique",
    cost: 120,
    baseMen: 2,
    specialWeapons: false,
    heavySupport: false,
    options: { "extra-soldiers": extra(60, 4), smg },
  },
  "mountain-rifles": {
    rarity: "rare",
    cost: 100,
    baseMen: 4,
    specialWeapons: true,
    heavySupport: false,
    options: { "extra-soldiers": extra(25, 8), smg, lmg: special(25) },
  },
  "dog-tank-hunters": {
    rarity: "unique",
    cost: 110,
    baseMen: 4,
    specialWeapons: false,
    heavySupport: false,
    options: { "extra-soldiers": extra(30, 2), dogs: { cost: 15, max: 6, dogs: true } },
  },
  "assault-group": {
    rarity: "rare",
    cost: 120,
    baseMen: 4,
    specialWeapons: true,
    heavySupport: true,
    options: {
      "extra-soldiers": extra(30, 6),
      lmg: special(25),
      flamethrower: special(40),
      hmg: heavy(50),
      radio: { cost: 50, max: 1 },
      "magnetic-mines": { cost: 30, max: 3 },
    },
  },
  snipers: {
    rarity: "unique",
    cost: 100,
    baseMen: 2,
    specialWeapons: false,
    heavySupport: false,
    // spotter: "one per pair" — with at most 4 snipers that is at most 2
    options: { "extra-soldiers": extra(50, 2), spotter: { cost: 50, max: 2 }, dummy: { cost: 20, max: 1 } },
  },
  scouts: {
    rarity: "unique",
    cost: 100,
    baseMen: 3,
    specialWeapons: true,
    heavySupport: false,
    options: { "extra-soldiers": extra(30, 6), "sniper-rifle": special(25), parachutes: { cost: { perModel: "men" }, max: 1 } },
  },
};

export const UNIT_IDS = Object.keys(RULES_UNITS);
export const ALL_OPTION_IDS = [...new Set(UNIT_IDS.flatMap((u) => Object.keys(RULES_UNITS[u]!.options)))];

/** Own-property lookup, so "constructor" or "__proto__" never hit Object.prototype. */
function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}
const unitDef = (id: string): UnitDef | undefined => own(RULES_UNITS, id);
const count = (options: Record<string, number> | undefined, id: string) => own(options, id) ?? 0;

/** Men of a known unit: commander + soldiers (base + extra) + platoon commander + zampolit. */
export function refMen(spec: UnitSpec): number {
  const def = unitDef(spec.unit);
  if (!def) return 0;
  let men = def.baseMen;
  for (const [id, opt] of Object.entries(def.options)) if (opt.men) men += count(spec.options, id);
  return men;
}

/** Commander + soldiers (base + extra): who pays for an SMG swap. */
export function refSquad(spec: UnitSpec): number {
  const def = unitDef(spec.unit);
  return def ? def.baseMen + count(spec.options, "extra-soldiers") : 0;
}

export function refPoints(spec: UnitSpec): number {
  const def = unitDef(spec.unit);
  if (!def) return 0;
  let points = def.cost;
  for (const [id, n] of Object.entries(spec.options ?? {})) {
    const opt = own(def.options, id);
    if (!opt) continue;
    const each = typeof opt.cost === "number" ? opt.cost : 5 * (opt.cost.perModel === "squad" ? refSquad(spec) : refMen(spec));
    points += each * n;
  }
  return points;
}

/** A reference validator: RULES.md's error table, rule by rule, for a well-formed roster. */
export function refErrors(units: UnitSpec[], pointsLimit: number): Err[] {
  const out: Err[] = [];
  let total = 0;
  const seenUnique = new Set<string>();
  let zampolits = 0;
  let rares = 0;
  const rareAllowed = Math.max(1, Math.floor(pointsLimit / 1000));
  let platoonCommanders = 0;
  let infantry = 0;
  let mines = 0;
  const zampolitUnits: number[] = [];
  units.forEach((spec, i) => {
    const def = unitDef(spec.unit);
    if (!def) {
      out.push(err("UNKNOWN_UNIT", i));
      return;
    }
    total += refPoints(spec);
    const o = spec.options ?? {};
    for (const [id, n] of Object.entries(o)) {
      const opt = own(def.options, id);
      if (!opt) out.push(err("UNKNOWN_OPTION", i, id));
      else if (n > opt.max) out.push(err("OPTION_MAX", i, id));
    }
    const known = (id: string) => (own(def.options, id) ? count(o, id) : 0);
    const men = refMen(spec);
    let specials = 0;
    let heavies = 0;
    for (const [id, opt] of Object.entries(def.options)) {
      if (opt.kind === "special") specials += count(o, id);
      if (opt.kind === "heavy") heavies += count(o, id);
    }
    if (def.specialWeapons && specials > Math.floor(men / 5)) out.push(err("SPECIAL_WEAPON_RATIO", i));
    if (def.heavySupport && heavies > Math.floor(men / 10)) out.push(err("HEAVY_WEAPON_RATIO", i));
    if (spec.unit === "red-army-infantry") {
      infantry++;
      platoonCommanders += known("platoon-commander");
      for (const id of ["banner", "radio"])
        if (known(id) > 0 && known("platoon-commander") === 0) out.push(err("REQUIRES_PLATOON_COMMANDER", i, id));
    }
    if (known("aa-mount") > 0 && known("hmg") === 0 && known("hcmg") === 0) out.push(err("AA_MOUNT_REQUIRES_MG", i, "aa-mount"));
    if (spec.unit === "assault-group") {
      const m = known("magnetic-mines");
      mines += m;
      // "mines ≤ men not carrying a special or heavy weapon"; no mines taken breaks nothing
      if (m > 0 && m > men - specials - 2 * heavies) out.push(err("MINES_PER_MAN", i, "magnetic-mines"));
    }
    if (known("dogs") > men) out.push(err("DOGS_PER_HANDLER", i, "dogs"));
    if (spec.unit === "snipers" && known("spotter") > Math.floor(men / 2)) out.push(err("SPOTTER_PER_PAIR", i, "spotter"));
    const z = known("zampolit");
    if (z > 0) {
      zampolits += z;
      zampolitUnits.push(i);
      if (zampolits > 1) out.push(err("UNIQUE_LIMIT", i, "zampolit"));
    }
    if (def.rarity === "unique") {
      if (seenUnique.has(spec.unit)) out.push(err("UNIQUE_LIMIT", i));
      seenUnique.add(spec.unit);
    }
    if (def.rarity === "rare" && ++rares > rareAllowed) out.push(err("RARE_LIMIT", i));
  });
  if (platoonCommanders === 0) for (const i of zampolitUnits) out.push(err("REQUIRES_PLATOON_COMMANDER", i, "zampolit"));
  if (total > pointsLimit) out.push(err("POINTS_LIMIT_EXCEEDED"));
  if (platoonCommanders > Math.floor(infantry / 3)) out.push(err("PLATOON_COMMANDER_LIMIT"));
  if (mines > 3) out.push(err("MINES_ARMY_LIMIT"));
  return sortErrs(out);
}

export function refArmyPoints(units: UnitSpec[]): number {
  return units.reduce((sum, u) => sum + refPoints(u), 0);
}
