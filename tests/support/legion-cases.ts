import { legionRoster } from "./fixture-book";

/** A legal legion: every unit, and most options, at 869 of 1000. */
export const legalLegion = legionRoster([
  { unit: "legionaries", options: { recruits: 3, centurion: 1, aquilifer: 1, pila: 1, crossbow: 2, ballista: 1, tower: 1 } },
  { unit: "legionaries" },
  { unit: "wolf-riders", options: { "extra-riders": 1, wolves: 3, slings: 1 } },
  { unit: "praetorians", options: { veterans: 1, crossbow: 1 } },
  { unit: "siege-engineers", options: { "fire-pots": 3 } },
]);

type Case = { rule: string; roster: ReturnType<typeof legionRoster>; error: { code: string; unit: number | null; option: string | null; message: string } };

/** One illegal roster per rule of the fixture (every rule type), each with its error as the fixture words it. */
export const illegal: Case[] = [
  {
    rule: "pointsLimit",
    roster: legionRoster([{ unit: "praetorians", options: { veterans: 4 } }, { unit: "legionaries", options: { recruits: 6 } }], 300),
    error: { code: "LEGION_OVER_BUDGET", unit: null, option: null, message: "The legion costs 410 coins against a treasury of 300: cut 110 coins." },
  },
  {
    rule: "uniqueUnits",
    roster: legionRoster([{ unit: "praetorians" }, { unit: "praetorians" }]),
    error: { code: "LEGION_ONE_OF_A_KIND", unit: 1, option: null, message: "Praetorians are one of a kind: one per legion." },
  },
  {
    rule: "armyCap (report: unit, on an option)",
    roster: legionRoster([{ unit: "legionaries", options: { centurion: 1, legate: 1 } }, { unit: "legionaries", options: { legate: 1 } }]),
    error: { code: "LEGION_ONE_LEGATE", unit: 1, option: "legate", message: "Legate: a legion has one legate (2 taken, 1 allowed)." },
  },
  {
    rule: "armyCap (report: army)",
    roster: legionRoster([{ unit: "siege-engineers", options: { "fire-pots": 3 } }, { unit: "wolf-riders" }, { unit: "siege-engineers", options: { "fire-pots": 2, apprentices: 1 } }], 2000),
    error: { code: "LEGION_FIRE_POT_LIMIT", unit: null, option: null, message: "The legion carries 5 fire pots: at most 4 allowed." },
  },
  {
    rule: "requiresInArmy",
    roster: legionRoster([{ unit: "legionaries", options: { legate: 1 } }]),
    error: { code: "LEGION_NEEDS_CENTURION", unit: 0, option: "legate", message: "Legate will not take the field without a centurion somewhere in the legion." },
  },
  {
    rule: "armyRatio",
    roster: legionRoster([{ unit: "legionaries", options: { centurion: 1 } }]),
    error: { code: "LEGION_CENTURION_QUOTA", unit: null, option: null, message: "1 centurion for 1 cohort: 1 per 2 allowed. Add 1 cohort or drop a centurion." },
  },
  {
    rule: "rarePerPoints",
    roster: legionRoster([{ unit: "siege-engineers" }, { unit: "siege-engineers" }]),
    error: { code: "LEGION_TOO_MANY_ELITES", unit: 1, option: null, message: "Too many rare units: the treasury allows 1 (1 per 750 coins)." },
  },
  {
    rule: "ratio (an ability's, on the unit)",
    roster: legionRoster([{ unit: "legionaries", options: { crossbow: 2 } }]),
    error: { code: "LEGION_CROSSBOW_RATIO", unit: 0, option: null, message: "2 crossbows for 5 warriors: 1 per 4 warriors allowed. Add 3 warriors or drop a crossbow." },
  },
  {
    rule: "ratio (the unit's, on an option, with negative terms)",
    roster: legionRoster([{ unit: "siege-engineers", options: { apprentices: 1, ballista: 1, "fire-pots": 3 } }]),
    error: { code: "LEGION_POTS_PER_HAND", unit: 0, option: "fire-pots", message: "3 fire pots but only 2 warriors free of siege engines. Drop a pot or add an apprentice." },
  },
  {
    rule: "ratio (not fixable by adding men)",
    roster: legionRoster([{ unit: "wolf-riders", options: { wolves: 6 } }]),
    error: { code: "LEGION_WOLVES_PER_RIDER", unit: 0, option: "wolves", message: "6 wolves for 2 warriors: at most one per rider. Drop a wolf." },
  },
  {
    rule: "requiresInUnit",
    roster: legionRoster([{ unit: "legionaries", options: { tower: 1 } }]),
    error: { code: "LEGION_TOWER_NEEDS_BALLISTA", unit: 0, option: "tower", message: "Siege tower: nothing to mount — needs a ballista." },
  },
];
