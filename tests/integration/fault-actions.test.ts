/**
 * Fault injection for the roster server actions, called directly (as Next calls them after decoding
 * a request) on a private copy of the seeded DB: 10,000 random, mutated and exotic payloads mixed
 * with a few hundred well-formed calls whose outcome a model predicts (created / saved / conflict /
 * forbidden / not_found / ok). No call may throw or answer "unavailable" on a healthy DB, and
 * afterwards the DB holds only what the model says, every row readable and with a verdict that
 * matches its stored contents.
 */
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { ArmyBook } from "../../lib/army-book/schema";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { listRostersSchema, rosterRefSchema, saveRosterSchema } from "../../lib/roster/actions-schema";
import { rosterSchema, type Roster } from "../../lib/roster/schema";
import { readArmyBook } from "../../server/data/army-books";
import { createPrisma, providerOfClient, type PrismaClient } from "../../server/data/db";
import { mutateValue, normalizeStored, randomJson, randomString, Rng, short, strangeId, validRoster } from "../unit/fault-gen";
import { same } from "../support/same";
import { privateDatabase, type TempDatabase } from "../support/temp-db";

const request = vi.hoisted(() => ({ langCookie: undefined as string | undefined, acceptLanguage: "ru" }));

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (name === "lang" && request.langCookie !== undefined ? { name, value: request.langCookie } : undefined),
  }),
  headers: async () => new Headers({ "accept-language": request.acceptLanguage }),
}));

const N = 10_000;
/** calls that may write (create, save, delete, duplicate) */
const WRITE_BUDGET = 300;
/** well-formed calls that only read (forbidden, not_found, conflict, list) */
const READ_BUDGET = 300;

type Actions = typeof import("../../app/actions/rosters");
let actions: Actions;
let db: PrismaClient;
let book: ArmyBook;
let temp: TempDatabase | undefined;
let findRoster: typeof import("../../server/data/rosters").findRoster;
const logged: string[] = [];

beforeAll(async () => {
  temp = await privateDatabase(inject("databaseUrl"), "fault");
  process.env.DATABASE_URL = temp.url;
  db = createPrisma(process.env.DATABASE_URL);
  // whatever other test files had written into the shared DB is not ours to judge: start empty
  // (this also exercises the cascade: no unit or option row may survive its roster)
  await db.roster.deleteMany();
  actions = await import("../../app/actions/rosters");
  ({ findRoster } = await import("../../server/data/rosters"));
  const { prisma } = await import("../../server/data/db");
  expect(await prisma().armyBook.count()).toBe(1);
  const seeded = await readArmyBook(db, "soviet");
  if (!seeded) throw new Error("no seeded army book");
  book = seeded;
  // "unavailable" is the actions' catch-all: keep what they log so a failure can say why
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(" ").slice(0, 500));
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  const { prisma } = await import("../../server/data/db");
  await prisma().$disconnect();
  await db?.$disconnect();
  temp?.cleanup();
});

// ---- the model ---------------------------------------------------------------------------------

/** roster: what the store should give back; sent: what the last acknowledged call carried */
type Held = { viewId: string; key: string; version: number; roster: Roster; sent: Roster };
const held = new Map<string, Held>();
const gone: { viewId: string; key: string }[] = [];

const STATUSES = {
  create: new Set(["created", "invalid", "unavailable"]),
  save: new Set(["saved", "conflict", "forbidden", "not_found", "invalid", "unavailable"]),
  delete: new Set(["ok", "forbidden", "not_found", "invalid", "unavailable"]),
  duplicate: new Set(["created", "not_found", "invalid", "unavailable"]),
  list: new Set(["ok", "invalid", "unavailable"]),
} satisfies Record<string, Set<string>>;

type Failure = { call: string; payload: string; problem: string };
const failures: Failure[] = [];
const tally: Record<string, Record<string, number>> = {};

function fail(call: string, args: unknown[], problem: string) {
  failures.push({ call, payload: args.map((a) => short(a, 800)).join(" , "), problem });
}

/** One example of each kind of failure (kinds: the call and the problem with numbers and positions blurred). */
function describeFailures(): string {
  const kinds = new Map<string, { n: number; first: Failure }>();
  for (const f of failures) {
    const kind = `${f.call}: ${f.problem.replace(/"[^"]*"/g, '"…"').replace(/\d+/g, "#").replace(/\s+/g, " ").slice(0, 120)}`;
    const k = kinds.get(kind);
    if (k) k.n++;
    else kinds.set(kind, { n: 1, first: f });
  }
  return [...kinds.values()]
    .slice(0, 12)
    .map(({ n, first }) => `${n}× [${first.call}] ${first.problem.replace(/\s+/g, " ").slice(0, 400)}\n     e.g. ${first.payload}`)
    .join("\n");
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

type Name = keyof typeof STATUSES;

/** Roster-carrying actions take JSON text, as the app's client sends it; a payload JSON cannot hold goes as it is. */
function wire(payload: unknown): string {
  if (typeof payload === "string") return payload;
  try {
    return JSON.stringify(payload) ?? (payload as string);
  } catch {
    return payload as string; // BigInt, 10,000 levels deep: the action must refuse the value itself
  }
}

/** Calls an action and checks what every answer must satisfy; keeps the model in step with what was written. */
let made = 0;
async function call(name: Name, args: unknown[], expected?: string): Promise<Record<string, unknown> | undefined> {
  made++;
  const before = logged.length;
  let result: unknown;
  try {
    const fn = {
      create: () => actions.createRosterAction(wire(args[0])),
      save: () => actions.saveRosterAction(wire(args[0])),
      delete: () => actions.deleteRosterAction(args[0]),
      duplicate: () => actions.duplicateRosterAction(args[0], args[1]),
      list: () => actions.listRostersAction(args[0]),
    }[name];
    result = await fn();
  } catch (e) {
    fail(name, args, `threw: ${String(e).slice(0, 300)}`);
    return undefined;
  }
  const status = isRecord(result) ? result.status : undefined;
  (tally[name] ??= {})[String(status)] = (tally[name]![String(status)] ?? 0) + 1;
  if (!isRecord(result) || typeof status !== "string" || !STATUSES[name]!.has(status)) {
    fail(name, args, `unknown answer ${short(result)}`);
    return undefined;
  }
  if (status === "unavailable") fail(name, args, `an internal error became "unavailable": ${logged.slice(before).join(" | ") || "(nothing logged)"}`);
  if (expected !== undefined && status !== expected) fail(name, args, `expected ${expected}, got ${short(result, 300)}`);
  if (status === "invalid") {
    const errors = result.errors;
    if (!Array.isArray(errors) || errors.length === 0) fail(name, args, `invalid without errors: ${short(result)}`);
    else
      for (const e of errors)
        if (!isRecord(e) || e.code !== "INVALID_INPUT" || !Array.isArray(e.path) || typeof e.message !== "string" || !e.message)
          fail(name, args, `malformed INVALID_INPUT entry ${short(e)}`);
        // the path points into what was sent (the last step may name a missing field); a copy's
        // errors are about the copy the action built, not its two arguments
        else if (name !== "duplicate" && !pathResolves(args[0], e.path as (string | number)[]))
          fail(name, args, `INVALID_INPUT path ${JSON.stringify(e.path)} does not point into the payload: ${short(e)}`);
  }
  track(name, args, result);
  return result;
}

function track(name: Name, args: unknown[], result: Record<string, unknown>) {
  const status = result.status;
  const summary = result.summary as { viewId: string; version: number; points: number; valid: boolean; name: string } | undefined;
  const verdictOf = (r: Roster) => {
    const e = evaluateRoster(book, r);
    return { points: e.points, valid: e.violations.length === 0 };
  };
  if (name === "create" && status === "created") {
    const parsed = rosterSchema.safeParse(args[0]);
    if (!parsed.success) return fail(name, args, "created from a payload rosterSchema refuses");
    held.set(result.viewId as string, { viewId: result.viewId as string, key: result.key as string, version: 1, roster: normalizeStored(parsed.data), sent: parsed.data });
    if (summary?.version !== 1) fail(name, args, `a new roster at version ${summary?.version}`);
    // the verdict is the engine's on what is stored (a zero count is the same as an omitted option)
    const v = verdictOf(normalizeStored(parsed.data));
    if (summary?.points !== v.points || summary?.valid !== v.valid) fail(name, args, `summary ${short(summary)} but the engine says ${short(v)} of what is stored`);
  }
  if (name === "save" && status === "saved") {
    const parsed = saveRosterSchema.safeParse(args[0]);
    if (!parsed.success) return fail(name, args, "saved from a payload saveRosterSchema refuses");
    const h = held.get(parsed.data.viewId);
    if (!h || h.key !== parsed.data.key || h.version !== parsed.data.version) return fail(name, args, `saved although the model expected no save (${short(h)})`);
    h.version++;
    h.roster = normalizeStored(parsed.data.roster);
    h.sent = parsed.data.roster;
    if (summary?.version !== h.version) fail(name, args, `saved as version ${summary?.version}, expected ${h.version}`);
  }
  if (name === "save" && status === "conflict") {
    const parsed = saveRosterSchema.safeParse(args[0]);
    const h = parsed.success ? held.get(parsed.data.viewId) : undefined;
    const current = result.current as { roster: Roster; summary: { version: number } } | undefined;
    if (!h) fail(name, args, "conflict on a roster the model does not hold");
    else if (current?.summary.version !== h.version || !same(current.roster, h.roster))
      fail(name, args, `conflict carries ${short(current)} but the model has version ${h.version}: ${short(h.roster)}`);
  }
  if (name === "delete" && status === "ok") {
    const parsed = rosterRefSchema.safeParse(args[0]);
    const h = parsed.success ? held.get(parsed.data.viewId) : undefined;
    if (!h || !parsed.success || h.key !== parsed.data.key) return fail(name, args, "deleted a roster the model did not expect to be deletable");
    held.delete(h.viewId);
    gone.push({ viewId: h.viewId, key: h.key });
  }
  if (name === "duplicate" && status === "created") {
    const source = typeof args[0] === "string" ? held.get(args[0]) : undefined;
    if (!source) return fail(name, args, "duplicated a roster the model does not hold");
    const newName = args[1];
    if (typeof newName === "string" ? summary?.name !== newName : !/ \((копия|copy)\)$/.test(summary?.name ?? ""))
      fail(name, args, `copy named ${short(summary?.name)}`);
    const copy = { ...source.roster, name: summary?.name ?? "" };
    held.set(result.viewId as string, { viewId: result.viewId as string, key: result.key as string, version: 1, roster: copy, sent: copy });
  }
  if (name === "list" && status === "ok") {
    const parsed = listRostersSchema.safeParse(args[0]);
    if (!parsed.success) return fail(name, args, "listed from a payload listRostersSchema refuses");
    const expected = [...new Set(parsed.data.filter((e) => held.get(e.viewId)?.key === e.key).map((e) => e.viewId))].sort();
    const got = (result.rosters as { viewId: string; version: number }[]).map((r) => r.viewId).sort();
    if (!same(got, expected)) fail(name, args, `listed ${short(got)}, expected ${short(expected)}`);
    for (const r of result.rosters as { viewId: string; version: number }[])
      if (held.get(r.viewId) && held.get(r.viewId)!.version !== r.version) fail(name, args, `listed ${r.viewId} at version ${r.version}`);
  }
}

/** Every step but the last exists in `value` (zod paths run through maps and arrays alike). */
function pathResolves(value: unknown, path: (string | number)[]): boolean {
  let at: unknown = value;
  for (const step of path.slice(0, -1)) {
    if (at instanceof Map) at = at.get(step);
    else if (isRecord(at) && Object.prototype.hasOwnProperty.call(at, step)) at = (at as Record<string | number, unknown>)[step];
    else return false;
  }
  return path.length === 0 || at instanceof Map || isRecord(at);
}


// ---- payloads --------------------------------------------------------------------------------

/** Values React's action decoder can hand over besides plain JSON, and a few it cannot. */
function exotic(rng: Rng): unknown {
  return rng.pick<() => unknown>([
    () => undefined,
    () => NaN,
    () => Infinity,
    () => -0,
    () => 10n ** 30n,
    () => new Date(0),
    () => new Date(NaN),
    () => new Map([["version", 1]]),
    () => new Set([1, 2]),
    () => Symbol.for("roster"),
    () => new Uint8Array([1, 2, 3]),
    () => Object.assign(Object.create(null) as object, { viewId: "x", key: "y" }),
    () => [, 1, , 2],
    () => "x".repeat(1_000_000),
    () => Array.from({ length: 501 }, () => ({ viewId: "a", key: "b" })),
    () => JSON.parse("[".repeat(10_000) + "]".repeat(10_000)) as unknown,
    () => ({ ...validRoster(rng, book, { maxUnits: 3 }), units: JSON.parse("[".repeat(5_000) + "]".repeat(5_000)) as unknown }),
  ])();
}

const anyHeld = (rng: Rng) => (held.size ? rng.pick([...held.values()]) : undefined);
/** any roster the schema takes: counts up to 2^53 − 1, lone surrogates in ids, unknown options at 0 */
const smallRoster = (rng: Rng) => validRoster(rng, book, { maxUnits: rng.bool(0.03) ? 200 : 8 });
/** a roster that can also be stored (counts and points within the DB's integer columns, well-formed ids) */
const storable = (rng: Rng) => validRoster(rng, book, { maxUnits: rng.bool(0.03) ? 200 : 8, hugeCounts: false, loneSurrogates: false });

/** A payload for an action that the action's own schema must refuse (or that only reads). */
function junkFor(rng: Rng, name: Name): unknown[] {
  const h = anyHeld(rng);
  const base: Record<Name, () => unknown> = {
    create: () => smallRoster(rng),
    save: () => ({ viewId: h?.viewId ?? strangeId(rng), key: h?.key ?? randomString(rng, 40), version: h?.version ?? rng.int(1, 3), roster: smallRoster(rng) }),
    delete: () => ({ viewId: h?.viewId ?? strangeId(rng), key: h?.key ?? randomString(rng, 40) }),
    list: () => [...held.values()].slice(0, rng.int(0, 4)).map((x) => ({ viewId: x.viewId, key: x.key })),
    duplicate: () => h?.viewId ?? strangeId(rng),
  };
  const one = rng.weighted<unknown>([
    [60, () => mutateValue(rng, base[name]())],
    [25, () => randomJson(rng)],
    [10, () => exotic(rng)],
    [5, () => randomString(rng, 50)],
  ]);
  if (name === "duplicate")
    return rng.weighted<unknown[]>([
      [3, () => [one]],
      [3, () => [one, rng.bool() ? randomJson(rng) : exotic(rng)]],
      // a held view id with a name the schema must refuse: "", 101 characters, not a string is fine (→ default)
      [2, () => [h?.viewId ?? one, rng.pick(["", "я".repeat(101), "\uD800", "a\uDC00b"])]],
    ]);
  return [one];
}

/** Would this call write (or is it a well-formed read we budget separately)? */
function wouldTouch(name: Name, args: unknown[]): "write" | "read" | "none" {
  const a = args[0];
  switch (name) {
    case "create":
      return rosterSchema.safeParse(a).success ? "write" : "none";
    case "save":
      return saveRosterSchema.safeParse(a).success ? "write" : "none";
    case "delete":
      return rosterRefSchema.safeParse(a).success ? "write" : "none";
    case "list":
      return listRostersSchema.safeParse(a).success ? "read" : "none";
    case "duplicate":
      return typeof a === "string" && a.length <= 64 ? (held.has(a) ? "write" : "read") : "none";
  }
}

// ---- the run -----------------------------------------------------------------------------------

/** the PRNG seed: fixed, and named in the test title (so in every failure) */
const SEED = 0xac7_1075;

describe("server actions under 10,000 random and mutated payloads", () => {
  it(`never throw, answer a known status, and leave only valid, consistent rows (Rng seed 0x${SEED.toString(16)})`, async () => {
    const rng = new Rng(SEED);
    let writes = 0;
    let reads = 0;
    const names: Name[] = ["create", "save", "delete", "list", "duplicate"];

    const directed: [number, () => Promise<void>][] = [
      [6, async () => void (await call("create", [storable(rng)], "created"))],
      [
        6,
        async () => {
          const h = anyHeld(rng);
          if (h) await call("save", [{ viewId: h.viewId, key: h.key, version: h.version, roster: storable(rng) }], "saved");
        },
      ],
      [
        2,
        async () => {
          const h = anyHeld(rng);
          if (h) await call("duplicate", rng.bool() ? [h.viewId] : [h.viewId, rng.bool() ? "Копия" : 42], "created");
        },
      ],
      [
        1,
        async () => {
          const h = anyHeld(rng);
          if (h) await call("delete", [{ viewId: h.viewId, key: h.key }], "ok");
        },
      ],
    ];
    const readOnly: [number, () => Promise<void>][] = [
      [
        2,
        async () => {
          const h = anyHeld(rng);
          const stale = h ? rng.pick([h.version - 1, h.version + 1, h.version + 1000, 2 ** 31, 2 ** 53 - 1].filter((v) => v > 0 && v !== h.version)) : 1;
          if (h) await call("save", [{ viewId: h.viewId, key: h.key, version: stale, roster: storable(rng) }], "conflict");
        },
      ],
      [
        2,
        async () => {
          const h = anyHeld(rng);
          if (!h) return;
          const other = [...held.values()].find((x) => x.key !== h.key);
          const key = other && rng.bool() ? other.key : h.viewId;
          if (rng.bool()) await call("save", [{ viewId: h.viewId, key, version: h.version, roster: storable(rng) }], "forbidden");
          else await call("delete", [{ viewId: h.viewId, key }], "forbidden");
        },
      ],
      [
        1,
        async () => {
          const h = anyHeld(rng);
          await call("save", [{ viewId: "nope-" + rng.int(0, 1e9), key: h?.key ?? "k", version: 1, roster: storable(rng) }], "not_found");
        },
      ],
      [
        2,
        async () => {
          const g = gone.length ? rng.pick(gone) : { viewId: `nope-${rng.int(0, 1e9)}`, key: "k" };
          await call("delete", [{ viewId: g.viewId, key: g.key }], "not_found");
        },
      ],
      [
        2,
        async () => {
          const pick = [...held.values()].filter(() => rng.bool(0.3)).slice(0, 40);
          const entries = [
            ...pick.map((x) => ({ viewId: x.viewId, key: rng.bool(0.8) ? x.key : x.viewId })),
            ...gone.slice(0, 3).map((g) => ({ viewId: g.viewId, key: g.key })),
            { viewId: "nope-nope-no", key: "k" },
          ];
          await call("list", [entries], "ok");
        },
      ],
      [1, async () => void (await call("duplicate", [rng.pick(["nope-nope-no", "x".repeat(64), "x".repeat(65), ""])], "not_found"))],
    ];

    while (made < N) {
      request.acceptLanguage = rng.pick(["ru", "en", "en-US,en;q=0.9", "de", "", "ru-RU,ru;q=0.9,en;q=0.5", "*"]);
      request.langCookie = rng.bool(0.1) ? rng.pick(["en", "ru", "xx", ""]) : undefined;
      const r = rng.next();
      if (r < 0.03 && writes < WRITE_BUDGET) {
        writes++;
        await rng.weighted(directed);
        continue;
      }
      if (r < 0.06 && reads < READ_BUDGET) {
        reads++;
        await rng.weighted(readOnly);
        continue;
      }
      const name = rng.pick(names);
      const args = junkFor(rng, name);
      const touch = wouldTouch(name, args);
      if (touch === "write" && writes >= WRITE_BUDGET) continue;
      if (touch === "read" && reads >= READ_BUDGET * 2) continue;
      if (touch === "write") writes++;
      if (touch === "read") reads++;
      await call(name, args);
      if (made % 1000 === 0) {
        const rows = await db.roster.count();
        if (rows !== held.size) fail("count", [made], `${rows} roster rows, the model holds ${held.size}`);
      }
    }

    // ---- after the run: the DB holds exactly the model, every row valid and self-consistent ----
    const rows = await db.roster.findMany({ select: { viewId: true } });
    expect(rows.length, "roster rows vs the model").toBe(held.size);
    for (const { viewId } of rows) {
      let found: Awaited<ReturnType<typeof findRoster>>;
      try {
        found = await findRoster(db, viewId);
      } catch (e) {
        fail("stored", [viewId], `findRoster threw: ${String(e).slice(0, 300)}`);
        continue;
      }
      if (!found) {
        fail("stored", [viewId], "listed but not found");
        continue;
      }
      const parsed = rosterSchema.safeParse(found.roster);
      if (!parsed.success) fail("stored", [viewId], `stored roster fails rosterSchema: ${short(parsed.error.issues)}`);
      const e = evaluateRoster(book, found.roster);
      if (found.summary.points !== e.points || found.summary.valid !== (e.violations.length === 0))
        fail("stored", [held.get(viewId)?.sent ?? found.roster], `stored points/valid ${found.summary.points}/${found.summary.valid} but its contents evaluate to ${e.points}/${e.violations.length === 0} (${e.violations.map((v) => v.code).join(",")})`);
      const h = held.get(viewId);
      if (!h) fail("stored", [viewId], "a row the model does not know");
      else if (found.summary.version !== h.version || !same(found.roster, h.roster))
        fail("stored", [viewId], `stored v${found.summary.version} ${short(found.roster)}; acknowledged v${h.version} ${short(h.roster)}`);
    }
    // SQLite checks its file and foreign keys on request; PostgreSQL enforces both on every write
    const sqlite = providerOfClient(db) === "sqlite";
    const integrity = sqlite ? await db.$queryRawUnsafe<{ integrity_check: string }[]>("PRAGMA integrity_check") : [{ integrity_check: "ok" }];
    const fkProblems = sqlite ? await db.$queryRawUnsafe<unknown[]>("PRAGMA foreign_key_check") : [];

    const summary = `${failures.length} failures in ${made} calls (${writes} writes, ${reads} reads; statuses ${JSON.stringify(tally)}):\n${describeFailures()}`;
    expect(failures, summary).toHaveLength(0);
    expect(integrity).toEqual([{ integrity_check: "ok" }]);
    expect(fkProblems).toEqual([]);
    expect(made).toBe(N);
    // the run did exercise the DB: rows were created, saved, copied, refused and deleted
    expect(tally.create?.created ?? 0).toBeGreaterThan(30);
    expect(tally.save?.saved ?? 0).toBeGreaterThan(30);
    expect(tally.save?.conflict ?? 0).toBeGreaterThan(5);
    expect(tally.save?.forbidden ?? 0).toBeGreaterThan(5);
    expect(tally.delete?.ok ?? 0).toBeGreaterThan(3);
    expect(tally.duplicate?.created ?? 0).toBeGreaterThan(3);
    expect(tally.create?.invalid ?? 0).toBeGreaterThan(1000);
  }, 120_000);
});

/**
 * The fuzz run's findings, one input each, so a failure names its cause. They run after it on the
 * same private DB (the run above checks the DB against its model, so nothing may be written before).
 */
describe("regressions found by the fault run", () => {
  const legal = (units: Roster["units"]): Roster => ({ version: 1, name: "Рота", armyBook: "soviet", pointsLimit: 100_000, units });

  it.each([
    ["delete", () => actions.deleteRosterAction({ viewId: "\uD800", key: "k" })],
    ["save", () => actions.saveRosterAction(JSON.stringify({ viewId: "a\uDC00", key: "k", version: 1, roster: legal([]) }))],
    ["duplicate", () => actions.duplicateRosterAction("\uD83D")],
    ["list", () => actions.listRostersAction([{ viewId: "\uDBFF", key: "k" }])],
  ] as const)("a view id with a lone UTF-16 surrogate is simply unknown to %s, not an internal error", async (_name, run) => {
    const result = await run();
    expect(["not_found", "invalid", "ok"]).toContain(result.status);
    if (result.status === "ok") expect(result).toEqual({ status: "ok", rosters: [] });
  });

  it.each([
    ["unit id", legal([{ unit: "\uD800" }])],
    ["option id", legal([{ unit: "cavalry", options: { "smg\uDC00": 1 } }])],
  ])("a roster whose %s has a lone surrogate is refused as invalid or stored exactly, never \"unavailable\"", async (_what, roster) => {
    const result = await actions.createRosterAction(JSON.stringify(roster));
    expect(["created", "invalid"]).toContain(result.status);
    if (result.status === "created") expect((await findRoster(db, result.viewId))?.roster).toEqual(roster);
  });

  it("counts whose points pass Number.MAX_SAFE_INTEGER are refused as invalid or stored readable, never \"unavailable\"", async () => {
    // 10^15 dogs at 15 points each: 1.5·10^16 points
    const roster = legal([{ unit: "dog-tank-hunters", options: { dogs: 1e15 } }]);
    const created = await actions.createRosterAction(JSON.stringify(roster));
    expect(["created", "invalid"]).toContain(created.status);
    if (created.status === "created") expect(Number.isSafeInteger((await findRoster(db, created.viewId))?.summary.points)).toBe(true);
    const base = await actions.createRosterAction(JSON.stringify(legal([])));
    if (base.status !== "created") throw new Error(JSON.stringify(base));
    const saved = await actions.saveRosterAction(JSON.stringify({ viewId: base.viewId, key: base.key, version: 1, roster }));
    expect(["saved", "invalid"]).toContain(saved.status);
  });

  it("points up to 2^31 − 1 are stored; one dog more and create and save refuse at the roster's units, nothing written", async () => {
    // dog-tank-hunters: 110 + 15 per dog; 143,165,569 dogs = 2,147,483,645 points, one more = 2,147,483,660
    const dogs = (n: number) => legal([{ unit: "dog-tank-hunters", options: { dogs: n } }]);
    const fits = await actions.createRosterAction(JSON.stringify(dogs(143_165_569)));
    expect(fits).toMatchObject({ status: "created", summary: { points: 2_147_483_645 } });
    const over = await actions.createRosterAction(JSON.stringify(dogs(143_165_570)));
    expect(over).toEqual({ status: "invalid", errors: [{ code: "INVALID_INPUT", unit: null, option: null, path: ["units"], message: expect.stringMatching(/points|очков/) }] });
    if (fits.status !== "created") throw new Error(JSON.stringify(fits));
    const saved = await actions.saveRosterAction(JSON.stringify({ viewId: fits.viewId, key: fits.key, version: 1, roster: dogs(143_165_570) }));
    expect(saved).toMatchObject({ status: "invalid", errors: [{ path: ["roster", "units"] }] });
    expect((await findRoster(db, fits.viewId))?.summary).toMatchObject({ version: 1, points: 2_147_483_645 });
  });

  it("a save refused because a count is too large to store points its error into the roster it carries", async () => {
    const base = await actions.createRosterAction(JSON.stringify(legal([])));
    if (base.status !== "created") throw new Error(JSON.stringify(base));
    const payload = { viewId: base.viewId, key: base.key, version: 1, roster: legal([{ unit: "cavalry", options: { smg: 2 ** 32 } }]) };
    const saved = await actions.saveRosterAction(JSON.stringify(payload));
    expect(["saved", "invalid"]).toContain(saved.status);
    if (saved.status === "invalid") for (const e of saved.errors) expect(pathResolves(payload, e.path), JSON.stringify(e.path)).toBe(true);
  });

  it("an unknown option at 0 does not leave a stored verdict that its stored contents contradict", async () => {
    const created = await actions.createRosterAction(JSON.stringify(legal([{ unit: "cavalry", options: { bogus: 0 } }])));
    if (created.status !== "created") throw new Error(JSON.stringify(created));
    const stored = (await findRoster(db, created.viewId))!;
    const fresh = evaluateRoster(book, stored.roster);
    expect({ points: stored.summary.points, valid: stored.summary.valid }).toEqual({ points: fresh.points, valid: fresh.violations.length === 0 });
  });
});
