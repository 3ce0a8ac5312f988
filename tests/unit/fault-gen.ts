/**
 * Deterministic generators for the fault tests (tests/{unit,integration,e2e}/fault-*.test.ts and
 * crash-consistency.test.ts): a seeded PRNG, random strings and JSON, schema-valid rosters built
 * from the army book, and structural / textual mutations. No test in here: only helpers.
 */
import type { ArmyBook } from "../../lib/army-book/schema";
import { ROSTER_LIMITS, type Roster } from "../../lib/roster/schema";

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** an integer in lo..hi, both included */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  bool(p = 0.5): boolean {
    return this.next() < p;
  }
  pick<T>(items: ArrayLike<T>): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** one of the branches, chosen by weight */
  weighted<T>(branches: readonly (readonly [number, () => T])[]): T {
    const total = branches.reduce((a, [w]) => a + w, 0);
    let x = this.next() * total;
    for (const [w, f] of branches) {
      if (x < w) return f();
      x -= w;
    }
    return branches[branches.length - 1]![1]();
  }
}

// ---- strings ----------------------------------------------------------------------------------

const RANGES: [number, number][] = [
  [0x20, 0x7e], // ASCII
  [0x400, 0x4ff], // Cyrillic
  [0x1f300, 0x1faff], // emoji
  [0x4e00, 0x9fff], // CJK
  [0x0, 0x1f], // control characters, NUL included
  [0x0, 0x10ffff], // anything (a surrogate code here becomes a lone surrogate)
];

export const B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** One character (as a JS string): mostly printable, sometimes control, astral or a lone surrogate. */
export function randomChar(rng: Rng, allowLoneSurrogates = true): string {
  const [lo, hi] = rng.weighted<[number, number]>([
    [50, () => RANGES[0]!],
    [20, () => RANGES[1]!],
    [5, () => RANGES[2]!],
    [5, () => RANGES[3]!],
    [5, () => RANGES[4]!],
    [10, () => RANGES[5]!],
    [allowLoneSurrogates ? 2 : 0, () => [0xd800, 0xdfff] as [number, number]],
  ]);
  const cp = rng.int(lo, hi);
  if (cp >= 0xd800 && cp <= 0xdfff) return allowLoneSurrogates ? String.fromCharCode(cp) : String.fromCodePoint(cp + 0x800);
  return String.fromCodePoint(cp);
}

/** A string of up to `maxChars` characters (code points). */
export function randomString(rng: Rng, maxChars: number, allowLoneSurrogates = true): string {
  const n = rng.int(0, maxChars);
  let s = "";
  for (let i = 0; i < n; i++) s += randomChar(rng, allowLoneSurrogates);
  return s;
}

/** Ids a careless or hostile client sends: prototype names, blanks, near-misses, long ones. */
export const STRANGE_IDS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "",
  " ",
  "lmg ",
  "LMG",
  "лмг",
  "💣",
  "\u0000",
  "null",
  "undefined",
  "0",
  "-1",
  "1e3",
  "a\u0000b",
  "units",
  "options",
] as const;

export function strangeId(rng: Rng): string {
  return rng.weighted([
    [4, () => rng.pick(STRANGE_IDS)],
    [4, () => randomString(rng, 12)],
    [1, () => "x".repeat(rng.int(100, 3000))],
  ]);
}

/** A strange id the roster schema still takes: 1..64 characters (longer ones are cut, "" becomes "x"). */
export function strangeValidId(rng: Rng): string {
  const id = strangeId(rng);
  return id.length === 0 ? "x" : [...id].slice(0, ROSTER_LIMITS.idMax).join("");
}

// ---- numbers ----------------------------------------------------------------------------------

/** JSON numbers at and around every edge the schemas and the database care about. */
export const EDGE_NUMBERS = [
  0, -0, 1, -1, 2, 0.5, -0.5, 1.5, 299, 300, 301, 1000, 99_999, 100_000, 100_001, 2 ** 31 - 1, 2 ** 31, 2 ** 32, -(2 ** 31) - 1,
  2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e308, -1e308, 5e-324, 1e-7, Number.MAX_VALUE,
] as const;

export function randomNumber(rng: Rng): number {
  return rng.weighted([
    [4, () => rng.pick(EDGE_NUMBERS)],
    [4, () => rng.int(-10, 20)],
    [2, () => rng.int(-1e6, 1e6)],
    [1, () => (rng.next() - 0.5) * 10 ** rng.int(0, 30)],
  ]);
}

// ---- random JSON --------------------------------------------------------------------------------

const ROSTERISH_KEYS = ["version", "name", "armyBook", "pointsLimit", "units", "unit", "options", "players", "objectives", "points", "status", "viewId", "key", "roster"];

/** A random JSON value; its keys lean towards the roster and victory fields so some land close to valid. */
export function randomJson(rng: Rng, depth = 0): unknown {
  const leafOnly = depth >= 4;
  return rng.weighted<unknown>([
    [3, () => null],
    [3, () => rng.bool()],
    [6, () => randomNumber(rng)],
    [6, () => (rng.bool(0.3) ? rng.pick(["soviet", "german", "red-army-infantry", "cavalry", "lmg", "intact", "damaged", "destroyed", "1"]) : randomString(rng, 20))],
    [leafOnly ? 0 : 4, () => Array.from({ length: rng.int(0, 5) }, () => randomJson(rng, depth + 1))],
    [
      leafOnly ? 0 : 5,
      () => {
        const o: Record<string, unknown> = {};
        const n = rng.int(0, 6);
        for (let i = 0; i < n; i++) {
          const key = rng.bool(0.6) ? rng.pick(ROSTERISH_KEYS) : strangeId(rng);
          Object.defineProperty(o, key, { value: randomJson(rng, depth + 1), enumerable: true, writable: true, configurable: true });
        }
        return o;
      },
    ],
  ]);
}

/** JSON text for a value, pretty or compact (JSON.stringify never emits lone-surrogate code units raw). */
export function jsonText(rng: Rng, value: unknown): string {
  return JSON.stringify(value, null, rng.pick([undefined, 0, 1, 2, "\t"]));
}

// ---- rosters ------------------------------------------------------------------------------------

export type GenOptions = {
  /** allow lone UTF-16 surrogates in unit and option ids (the schema accepts any string there) */
  loneSurrogates?: boolean;
  /** allow counts up to ROSTER_LIMITS.countMax (2^31 − 1), whose points can pass what the DB stores */
  hugeCounts?: boolean;
  /** allow unknown option ids with a count of 0 */
  zeroUnknownOptions?: boolean;
  /** at most this many units */
  maxUnits?: number;
};

function nameOf(rng: Rng, lone: boolean): string {
  const n = rng.weighted([
    [8, () => rng.int(1, 20)],
    [2, () => rng.int(1, 100)],
    [1, () => 100],
  ]);
  let s = "";
  for (let i = 0; i < n; i++) s += randomChar(rng, lone);
  // a name never holds U+0000 (lib/roster/schema.ts nameSchema); every other control character may
  return s.replaceAll("\u0000", "\u0001");
}

function countFor(rng: Rng, max: number, huge: boolean): number {
  return rng.weighted([
    [12, () => rng.int(0, max)],
    [3, () => rng.int(max + 1, max + 3)],
    [huge ? 1 : 0, () => rng.pick([ROSTER_LIMITS.countMax, ROSTER_LIMITS.countMax - 1, 1e9, 65_536])],
  ]);
}

/** A roster that passes rosterSchema: known units mostly, some rule-breaking counts, some unknown ids. */
export function validRoster(rng: Rng, book: ArmyBook, opts: GenOptions = {}): Roster {
  if (rng.bool(0.25)) return tidyRoster(rng, book, opts);
  const lone = opts.loneSurrogates ?? true;
  const huge = opts.hugeCounts ?? true;
  const zeroUnknown = opts.zeroUnknownOptions ?? true;
  const maxUnits = opts.maxUnits ?? 200;
  const unitCount = Math.min(
    maxUnits,
    rng.weighted([
      [3, () => 0],
      [20, () => rng.int(1, 6)],
      [4, () => rng.int(7, 30)],
      [1, () => rng.int(150, 200)],
    ]),
  );
  const units: Roster["units"] = [];
  for (let i = 0; i < unitCount; i++) {
    if (rng.bool(0.06)) {
      const unit = strangeValidId(rng);
      units.push(rng.bool() ? { unit } : { unit, options: rng.bool() ? {} : { [strangeValidId(rng)]: rng.int(1, 3) } });
      continue;
    }
    const type = rng.pick(book.units);
    const options: Record<string, number> = {};
    const put = (id: string, n: number) => Object.defineProperty(options, id, { value: n, enumerable: true, writable: true, configurable: true });
    for (const o of type.options) if (rng.bool(0.3)) put(o.id, countFor(rng, o.max, huge));
    if (rng.bool(0.05)) {
      const id = strangeValidId(rng);
      if (!type.options.some((o) => o.id === id)) put(id, zeroUnknown && rng.bool(0.3) ? 0 : rng.int(1, 3));
    }
    if (!lone) for (const k of Object.keys(options)) if (!isWellFormed(k)) delete options[k];
    const entry = Object.keys(options).length > 0 || rng.bool(0.2) ? { unit: type.id, options } : { unit: type.id };
    units.push(entry);
  }
  if (!lone) for (const u of units) if (!isWellFormed(u.unit)) u.unit = "unknown-unit";
  return {
    version: 1,
    // names never carry a lone surrogate: nameSchema refuses them (ids may: the schema takes any string)
    name: nameOf(rng, false),
    armyBook: "soviet",
    pointsLimit: rng.bool(0.6) ? rng.int(6, 2000) * 50 : rng.int(300, 100_000),
    units,
  };
}

/**
 * A legal roster (common units, extra soldiers within their max, the largest points limit) — most
 * random rosters break some rule, and a verdict that flips only shows on a roster that was legal —
 * sometimes with an unknown option at 0 or an empty options map.
 */
export function tidyRoster(rng: Rng, book: ArmyBook, opts: GenOptions = {}): Roster {
  const common = book.units.filter((u) => u.rarity === "common");
  const units: Roster["units"] = Array.from({ length: Math.min(opts.maxUnits ?? 200, rng.int(0, 4)) }, () => {
    const type = rng.pick(common);
    const extra = type.options.find((o) => o.id === "extra-soldiers");
    const options: Record<string, number> = {};
    if (extra && rng.bool(0.6)) options[extra.id] = rng.int(0, extra.max);
    if ((opts.zeroUnknownOptions ?? true) && rng.bool(0.25)) options[rng.pick(["bogus", "LMG", "lmg ", "колонна"])] = 0;
    return Object.keys(options).length || rng.bool(0.3) ? { unit: type.id, options } : { unit: type.id };
  });
  return { version: 1, name: nameOf(rng, false), armyBook: "soviet", pointsLimit: 100_000, units };
}

/**
 * What the store gives back for a roster: zero counts are the same as omitted, an empty options
 * map is dropped, and the book version it was judged by is named (the only one held: 1).
 */
export function normalizeStored(roster: Roster): Roster {
  return {
    ...roster,
    bookVersion: roster.bookVersion ?? 1,
    units: roster.units.map((u) => {
      const entries = Object.entries(u.options ?? {}).filter(([, n]) => n !== 0);
      return entries.length ? { unit: u.unit, options: Object.fromEntries(entries) } : { unit: u.unit };
    }),
  };
}

/** true when the string has no lone UTF-16 surrogate (String.prototype.isWellFormed is ES2024). */
export function isWellFormed(s: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);
}

// ---- mutations ----------------------------------------------------------------------------------

type Container = Record<string, unknown> | unknown[];
const isContainer = (v: unknown): v is Container => typeof v === "object" && v !== null;

/** Every container in a value, with the containers on its path (for picking a random node). */
function containers(v: unknown, out: Container[] = []): Container[] {
  if (!isContainer(v)) return out;
  out.push(v);
  for (const child of Array.isArray(v) ? v : Object.values(v)) containers(child, out);
  return out;
}

function mutateLeaf(rng: Rng, v: unknown): unknown {
  if (typeof v === "number")
    return rng.weighted<unknown>([
      [3, () => v + rng.pick([1, -1, 0.5, 1000, -1000])],
      [3, () => rng.pick(EDGE_NUMBERS)],
      [1, () => String(v)],
      [1, () => -v],
      [1, () => null],
    ]);
  if (typeof v === "string")
    return rng.weighted<unknown>([
      [3, () => mutateText(rng, v, 1)],
      [1, () => ""],
      [1, () => v + v],
      [1, () => v.toUpperCase()],
      [1, () => Number(v) || 1],
      [1, () => strangeId(rng)],
    ]);
  return randomJson(rng, 3);
}

/** 1..3 structural mutations of a (deep-copied) JSON value: the result is still JSON. */
export function mutateValue<T>(rng: Rng, value: T, times = rng.int(1, 3)): unknown {
  let root: unknown = structuredClone(value);
  for (let t = 0; t < times; t++) {
    const nodes = containers(root);
    if (nodes.length === 0 || rng.bool(0.05)) {
      root = rng.bool() ? mutateLeaf(rng, root) : randomJson(rng);
      continue;
    }
    const node = rng.pick(nodes);
    if (Array.isArray(node)) {
      rng.weighted<void>([
        [3, () => void (node.length && ((i) => (node[i] = mutateLeafOrNode(rng, node[i])))(rng.int(0, node.length - 1)))],
        [2, () => void (node.length && node.splice(rng.int(0, node.length - 1), 1))],
        [2, () => void node.push(node.length && rng.bool(0.7) ? structuredClone(node[rng.int(0, node.length - 1)]) : randomJson(rng, 2))],
        [1, () => void (node.length && node.push(...Array.from({ length: rng.int(1, 201) }, () => structuredClone(node[0]))))],
        [1, () => void node.reverse()],
      ]);
    } else {
      const keys = Object.keys(node);
      rng.weighted<void>([
        [4, () => void (keys.length && ((k) => (node[k] = mutateLeafOrNode(rng, node[k])))(rng.pick(keys)))],
        [2, () => void (keys.length && delete node[rng.pick(keys)])],
        [
          2,
          () =>
            void Object.defineProperty(node, rng.bool(0.5) ? strangeId(rng) : rng.pick(ROSTERISH_KEYS), {
              value: randomJson(rng, 2),
              enumerable: true,
              writable: true,
              configurable: true,
            }),
        ],
        [
          1,
          () =>
            void (keys.length &&
              ((k) => {
                const v = node[k];
                delete node[k];
                Object.defineProperty(node, mutateText(rng, k, 1), { value: v, enumerable: true, writable: true, configurable: true });
              })(rng.pick(keys))),
        ],
      ]);
    }
  }
  return root;
}

function mutateLeafOrNode(rng: Rng, v: unknown): unknown {
  if (isContainer(v)) return rng.bool(0.5) ? mutateValue(rng, v, 1) : rng.bool() ? randomJson(rng, 2) : Array.isArray(v) ? {} : [];
  return mutateLeaf(rng, v);
}

const JSONISH = ['{', '}', '[', ']', '"', ",", ":", "\\", "0", "1", "9", "-", ".", "e", "E", "+", " ", "\n", "n", "t", "f", "u"];

/** 1..`maxOps` character-level edits: substitution, insertion, deletion, truncation, duplication, swap. */
export function mutateText(rng: Rng, text: string, maxOps = 4, alphabet?: string): string {
  let s = text;
  const ops = rng.int(1, maxOps);
  const ch = () => (alphabet ? rng.pick([...alphabet]) : rng.bool(0.6) ? rng.pick(JSONISH) : randomChar(rng));
  for (let k = 0; k < ops; k++) {
    const at = rng.int(0, s.length);
    s = rng.weighted<string>([
      [4, () => (s.length ? s.slice(0, Math.min(at, s.length - 1)) + ch() + s.slice(Math.min(at, s.length - 1) + 1) : ch())],
      [3, () => s.slice(0, at) + ch() + s.slice(at)],
      [3, () => s.slice(0, at) + s.slice(Math.min(s.length, at + rng.int(1, 8)))],
      [1, () => s.slice(0, at)],
      [1, () => s.slice(at)],
      [1, () => s.slice(0, at) + s.slice(Math.max(0, at - rng.int(1, 16)), at) + s.slice(at)],
      [1, () => (at + 1 < s.length ? s.slice(0, at) + s[at + 1] + s[at] + s.slice(at + 2) : s)],
    ]);
  }
  return s;
}

/** Deepest nesting of arrays/objects in a value (a scalar is 0); iterative, so 100,000 levels are fine. */
export function depthOf(v: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[v, 0]];
  while (stack.length) {
    const [x, d] = stack.pop()!;
    if (!isContainer(x)) continue;
    max = Math.max(max, d + 1);
    for (const c of Array.isArray(x) ? x : Object.values(x)) stack.push([c, d + 1]);
  }
  return max;
}

/** Cuts a string for a failure message. */
export function short(v: unknown, max = 600): string {
  let s: string;
  try {
    s = typeof v === "string" ? JSON.stringify(v) : JSON.stringify(v) ?? String(v);
  } catch {
    try {
      s = String(v);
    } catch {
      s = `(an unprintable ${Array.isArray(v) ? "array" : typeof v})`;
    }
  }
  return s.length > max ? `${s.slice(0, max)}… (${s.length} chars)` : s;
}

/**
 * The roster a crash-test writer saves as `version` (tests/e2e/crash-writer.ts): large (100–200
 * units, so a save is a long transaction a kill can land in) or small (3–30 units, so saves commit
 * often), with zero counts the store drops,
 * and named after its version so a reader can tell which save it is looking at.
 */
export function rosterForVersion(book: ArmyBook, version: number, size: "large" | "small" = "large"): Roster {
  const rng = new Rng(version * 7919 + 13);
  const count = size === "small" ? rng.int(3, 30) : version % 2 === 0 ? 200 : rng.int(100, 199);
  const units: Roster["units"] = Array.from({ length: count }, () => {
    const type = rng.pick(book.units);
    const options: Record<string, number> = {};
    for (const o of type.options) if (rng.bool(0.4)) options[o.id] = rng.int(0, o.max);
    return Object.keys(options).length ? { unit: type.id, options } : { unit: type.id };
  });
  return { version: 1, name: `Сохранение ${version}`, armyBook: "soviet", pointsLimit: 300 + (version % 1990) * 50, units };
}
