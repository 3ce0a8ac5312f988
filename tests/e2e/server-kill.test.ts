/**
 * The real server SIGKILLed during a stream of saves. Its own `npm start` over its own fresh DB;
 * saves go over HTTP through the rosters API (`PUT /api/rosters/<id>`, the same save the builder's
 * action runs: server/data/roster-commands.ts). Three concurrent loops race to save 20–150-unit
 * rosters named after the version they would become; the server gets SIGKILL at a point drawn from
 * a seeded PRNG and defined by what the client has seen, never by the clock: after the N-th
 * acknowledged save of the round (N in 1..8) and K further answers (K in 0..3), at the moment that
 * answer arrives, while the other loops' saves are in flight. Then it is started again on the same
 * DB, and:
 *  - PRAGMA integrity_check / foreign_key_check pass, and the stored unit list is one
 *    whole list, never a mix with another (partial) save;
 *  - the stored version is at least every version the server reported as committed (acks, and the
 *    versions conflict answers showed), and at most the highest version any request asked for;
 *  - the stored contents are exactly the acknowledged roster of that version, or (if that save was
 *    never acknowledged: in flight at the kill) exactly one of the rosters sent for that version;
 *  - the stored points / valid are the engine's verdict on the stored units;
 *  - the restarted server serves the same roster at /r/<id>/roster.json, takes a further save at
 *    the stored version and refuses a stale one with a conflict.
 * During the stream: no two acks of one version, every ack is the version asked for, every
 * conflict shows a whole roster that was sent for its version, and no answer other than
 * saved/conflict. The seed is fixed (DEFAULT_SEED); SERVER_KILL_SEED=<n> runs another one, and a
 * failure names the seed and the command that replays its kill points.
 */
import { existsSync, readdirSync, readlinkSync, statSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import type { ArmyBook } from "../../lib/army-book/schema";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { rosterSchema, type Roster } from "../../lib/roster/schema";
import { readArmyBook } from "../../server/data/army-books";
import { createPrisma } from "../../server/data/db";
import { createRoster, findRoster, type StoredRoster } from "../../server/data/rosters";
import { Rng, normalizeStored } from "../unit/fault-gen";
import { startNextServer, type NextServer } from "../support/next-server";
import { apiSave, type ApiSaved } from "../support/rosters-api";
import { same } from "../support/same";
import { createTempDatabase } from "../support/temp-db";

const ROUNDS = 3;
const LOOPS = 3;
const DEFAULT_SEED = 844_988;
const SEED = seedFromEnv(process.env.SERVER_KILL_SEED, DEFAULT_SEED);
const REPLAY = `SERVER_KILL_SEED=${SEED} npx vitest run --project e2e tests/e2e/server-kill.test.ts`;

function seedFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`SERVER_KILL_SEED must be an integer, not ${JSON.stringify(value)}`);
  return n;
}

let tmp: ReturnType<typeof createTempDatabase>;
let dbFile: string;
let server: NextServer | undefined;
let book: ArmyBook;
let viewId: string;
let key: string;
let journalMode = "";

/** Every roster sent for a version (by any loop), and the one the server acknowledged for it. */
const sent = new Map<number, Roster[]>();
const acked = new Map<number, Roster>();

/** What a save of `version` by `loop` in `round` sends: named after the version, 20–150 units, some zero counts. */
function rosterFor(round: number, loop: number, version: number): Roster {
  const rng = new Rng(version * 7919 + loop * 104_729 + round * 31);
  const count = 20 + ((version * 37 + loop * 53) % 131);
  const units: Roster["units"] = Array.from({ length: count }, () => {
    const type = rng.pick(book.units);
    const options: Record<string, number> = {};
    for (const o of type.options) if (rng.bool(0.35)) options[o.id] = rng.int(0, o.max);
    return Object.keys(options).length || rng.bool(0.1) ? { unit: type.id, options } : { unit: type.id };
  });
  return { version: 1, name: `v${version} r${round} l${loop}`, armyBook: "soviet", pointsLimit: 300 + (version % 1990) * 50, units };
}

function remember(map: Map<number, Roster[]>, version: number, roster: Roster) {
  const list = map.get(version) ?? [];
  list.push(normalizeStored(roster));
  map.set(version, list);
}

type SaveAnswer = ApiSaved;

async function save(baseUrl: string, version: number, roster: Roster): Promise<SaveAnswer> {
  return apiSave(baseUrl, viewId, key, version, roster);
}

/** Which sent roster a stored / reported one is, or why it is none of them. */
function matchVersion(version: number, roster: Roster): "acked" | "in-flight" | string {
  const ack = acked.get(version);
  if (ack) return same(roster, ack) ? "acked" : `differs from the acknowledged roster of version ${version} ("${ack.name}", ${ack.units.length} units); got "${roster.name}" with ${roster.units.length} units`;
  const candidates = sent.get(version) ?? [];
  if (candidates.some((c) => same(roster, c))) return "in-flight";
  return `"${roster.name}" with ${roster.units.length} units is none of the ${candidates.length} roster(s) sent for version ${version} (${candidates.map((c) => `"${c.name}"/${c.units.length}`).join(", ")})`;
}

/** Processes other than this one that still hold the DB file (or its WAL) open: a kill must leave none. */
function holdersOfDb(): number[] {
  if (!existsSync("/proc/self/fd")) return [];
  const files = new Set([dbFile, `${dbFile}-wal`, `${dbFile}-shm`]);
  const holders: number[] = [];
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    if (Number(pid) === process.pid) continue;
    try {
      if (readdirSync(`/proc/${pid}/fd`).some((fd) => files.has(readlinkSync(`/proc/${pid}/fd/${fd}`)))) holders.push(Number(pid));
    } catch {
      /* gone, or not ours to look at */
    }
  }
  return holders;
}

async function waitGone(pid: number | undefined, ms = 5_000) {
  if (pid === undefined) return;
  const end = Date.now() + ms;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    if (Date.now() > end) throw new Error(`server pid ${pid} still exists ${ms} ms after SIGKILL`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  tmp = createTempDatabase("server-kill");
  dbFile = tmp.url.slice("file:".length);
  const db = createPrisma(tmp.url);
  try {
    const seeded = await readArmyBook(db, "soviet");
    if (!seeded) throw new Error("no seeded army book");
    book = seeded;
    const first = rosterFor(0, 0, 1);
    const created = await createRoster(db, book, first);
    viewId = created.summary.viewId;
    key = created.editKey;
    expect(created.summary.version).toBe(1);
    remember(sent, 1, first);
    acked.set(1, normalizeStored(first));
    journalMode = String((await db.$queryRawUnsafe<{ journal_mode: string }[]>("PRAGMA journal_mode"))[0]?.journal_mode);
  } finally {
    await db.$disconnect();
  }
  server = await startNextServer(tmp.url);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  tmp?.cleanup();
});

/** Where a round's kill lands: at the answer that comes `thenAnswers` answers after the `afterAcks`-th ack. */
type KillPlan = { afterAcks: number; thenAnswers: number };

type Round = { round: number; from: number; plan: KillPlan; acks: number; conflicts: number; inFlightAtKill: number; maxAck: number; stored: number; how: string; leftovers: string };

/**
 * One stream of saves from LOOPS loops, SIGKILLed as `plan` says: when the answer arrives that
 * comes `plan.thenAnswers` answers (acks or conflicts) after the `plan.afterAcks`-th ack. The kill
 * happens in that answer's handler, before its loop sends again, so the other loops' saves are in
 * flight. Should every loop stop before that (each one a problem), the server is killed then.
 */
async function streamAndKill(round: number, from: number, plan: KillPlan) {
  const baseUrl = server!.baseUrl;
  const problems: string[] = [];
  let killed = false;
  let pending = 0;
  let inFlightAtKill = 0;
  let acks = 0;
  let conflicts = 0;
  /** answers since the afterAcks-th ack (null until then) */
  let answersSince: number | null = null;
  const kill = () => {
    if (killed) return;
    inFlightAtKill = pending;
    killed = true;
    server!.kill();
  };
  const answered = (ack: boolean) => {
    if (killed) return;
    if (answersSince === null) {
      if (ack && acks >= plan.afterAcks) answersSince = 0;
    } else answersSince++;
    if (answersSince !== null && answersSince >= plan.thenAnswers) kill();
  };
  let maxAck = from;
  /** the highest version the server said was committed (an ack, or the current version a conflict showed) */
  let maxCommitted = from;
  let maxAsked = from;
  const ackedThisRound = new Set<number>();

  const loop = async (i: number) => {
    let known = from;
    while (!killed) {
      const target = known + 1;
      const roster = rosterFor(round, i, target);
      remember(sent, target, roster);
      maxAsked = Math.max(maxAsked, target);
      pending++;
      let answer: SaveAnswer;
      try {
        answer = await save(baseUrl, known, roster);
      } catch (e) {
        pending--;
        // after the kill, a request dies with the connection (or its answer is cut off): that save is unacknowledged
        if (!killed) problems.push(`loop ${i}: saving version ${target} failed before the kill: ${String(e).slice(0, 300)}`);
        return;
      }
      pending--;
      if (answer.status === "saved" && "summary" in answer) {
        const v = answer.summary.version;
        if (v !== target) problems.push(`loop ${i}: saved at version ${known} but the ack says version ${v}, not ${target}`);
        if (ackedThisRound.has(v) || (acked.has(v) && v > from)) problems.push(`version ${v} was acknowledged twice: two saves won the same version`);
        ackedThisRound.add(v);
        acked.set(v, normalizeStored(roster));
        acks++;
        maxAck = Math.max(maxAck, v);
        maxCommitted = Math.max(maxCommitted, v);
        known = v;
        answered(true);
      } else if (answer.status === "conflict" && "current" in answer) {
        conflicts++;
        const v = answer.current.summary.version;
        if (!(v > known)) problems.push(`loop ${i}: conflict at version ${known} but the current version is ${v}`);
        const verdict = matchVersion(v, answer.current.roster);
        if (verdict !== "acked" && verdict !== "in-flight") problems.push(`loop ${i}: a conflict answer showed version ${v} that ${verdict}`);
        maxCommitted = Math.max(maxCommitted, v);
        known = v;
        answered(false);
      } else {
        problems.push(`loop ${i}: saving version ${target} was answered ${JSON.stringify(answer).slice(0, 300)}`);
        return;
      }
    }
  };

  const loops = Array.from({ length: LOOPS }, (_, i) => loop(i));
  // a loop returns at the kill (its request dies with the connection) or on a problem
  await Promise.all(loops);
  kill();
  await waitGone(server!.pid);
  const leftovers = ["-wal", "-shm", "-journal"]
    .filter((s) => existsSync(dbFile + s))
    .map((s) => `${s} ${statSync(dbFile + s).size} B`)
    .join(", ");
  return { problems, inFlightAtKill, acks, conflicts, maxAck, maxCommitted, maxAsked, leftovers };
}

/** Opens the DB afresh after the restart and checks what the kill left against what was acknowledged. */
async function checkStored(maxCommitted: number, maxAsked: number): Promise<{ stored: StoredRoster; how: string }> {
  const db = createPrisma(tmp.url);
  try {
    expect(await db.$queryRawUnsafe("PRAGMA integrity_check")).toEqual([{ integrity_check: "ok" }]);
    expect(await db.$queryRawUnsafe("PRAGMA foreign_key_check")).toEqual([]);
    const found = await findRoster(db, viewId);
    expect(found, "the roster survives the kill").not.toBeNull();
    const { roster, summary } = found!;
    // durable: nothing the server reported as committed is lost; atomic: nothing nobody asked for
    expect(summary.version, `stored version vs the highest version the server reported committed (${maxCommitted})`).toBeGreaterThanOrEqual(maxCommitted);
    expect(summary.version, `stored version vs the highest version any save asked for (${maxAsked})`).toBeLessThanOrEqual(maxAsked);
    expect(rosterSchema.safeParse(roster).success).toBe(true);
    const how = matchVersion(summary.version, roster);
    expect(["acked", "in-flight"], `stored version ${summary.version} ${how}`).toContain(how);
    const evaluation = evaluateRoster(book, roster);
    expect({ points: summary.points, valid: summary.valid }, "the stored verdict is the engine's on the stored units").toEqual({
      points: evaluation.points,
      valid: evaluation.violations.length === 0,
    });
    // the stored text itself: one whole unit list, the one read back above
    const { units } = await db.roster.findUniqueOrThrow({ where: { viewId }, select: { units: true } });
    expect(JSON.parse(units), "the stored unit list").toEqual(roster.units);
    expect(await db.roster.count(), "rosters in the DB").toBe(1);
    return { stored: found!, how };
  } finally {
    await db.$disconnect();
  }
}

describe("the server SIGKILLed during a stream of saves (saveRosterAction over HTTP)", () => {
  it(`leaves the DB consistent, with every acknowledged save there after a restart (seed ${SEED})`, async ({ annotate }) => {
    const rounds: Round[] = [];
    onTestFailed(() => {
      console.error(`server-kill failed with seed ${SEED}; rounds done: ${JSON.stringify(rounds)}\nreplay the kill points: ${REPLAY}`);
    });
    expect(journalMode, `seed ${SEED}: the seeded DB runs in WAL mode`).toBe("wal");
    const rng = new Rng(SEED);
    // the first action call loads the edit page's server bundle: not part of the stream
    let version = 1;
    {
      const warm = rosterFor(0, 9, 2);
      remember(sent, 2, warm);
      const answer = await save(server!.baseUrl, 1, warm);
      expect(answer.status, JSON.stringify(answer).slice(0, 300)).toBe("saved");
      acked.set(2, normalizeStored(warm));
      version = 2;
    }
    for (let round = 1; round <= ROUNDS; round++) {
      const plan: KillPlan = { afterAcks: rng.int(1, 8), thenAnswers: rng.int(0, 3) };
      const context = `round ${round} (seed ${SEED}, kill ${plan.thenAnswers} answer(s) after ack ${plan.afterAcks}; replay: ${REPLAY})`;
      const from = version;
      // the holder check below can see the server (so its empty answer after the kill means something)
      if (existsSync("/proc/self/fd")) expect(holdersOfDb(), `${context}: the running server holds the DB`).toContain(server!.pid);
      const killedServer = server!;
      const run = await streamAndKill(round, from, plan);
      expect(killedServer.log(), `${context}: the killed server's log before the kill`).not.toMatch(/error|unavailable/i);
      expect(run.problems, `${context}: during the stream`).toEqual([]);
      expect(run.acks, `${context}: saves acknowledged before the kill`).toBeGreaterThanOrEqual(plan.afterAcks);
      expect(holdersOfDb(), `${context}: processes still holding the DB after the kill`).toEqual([]);

      await expect(fetch(`${server!.baseUrl}/api/army-book`), `${context}: the killed server no longer answers`).rejects.toThrow();
      server = await startNextServer(tmp.url);

      const { stored, how } = await checkStored(run.maxCommitted, run.maxAsked);
      expect(stored.summary.version, `${context}: stored version vs the last ack`).toBeGreaterThanOrEqual(run.maxAck);
      // the versions above the stored one were never committed: their rosters are no candidates from now on
      for (const v of [...sent.keys()]) if (v > stored.summary.version) sent.delete(v);
      const base = server.baseUrl;
      // the restarted server serves what is stored…
      const res = await fetch(`${base}/r/${viewId}/roster.json`);
      expect(res.status, `${context}: GET roster.json after the restart`).toBe(200);
      expect(await res.json(), `${context}: roster.json after the restart`).toEqual(stored.roster);
      // …takes a save at the stored version…
      const next = rosterFor(round, 7, stored.summary.version + 1);
      remember(sent, stored.summary.version + 1, next);
      const answer = await save(base, stored.summary.version, next);
      expect(answer, `${context}: a save at the stored version ${stored.summary.version} after the restart`).toMatchObject({
        status: "saved",
        summary: { version: stored.summary.version + 1 },
      });
      acked.set(stored.summary.version + 1, normalizeStored(next));
      expect(await (await fetch(`${base}/r/${viewId}/roster.json`)).json(), `${context}: roster.json after that save`).toEqual(normalizeStored(next));
      // …and refuses a stale one
      const stale = await save(base, stored.summary.version, rosterFor(round, 8, stored.summary.version + 1));
      expect(stale.status, `${context}: a save at the now stale version ${stored.summary.version}`).toBe("conflict");
      expect((stale as { current: StoredRoster }).current.summary.version, `${context}: the conflict's current version`).toBe(stored.summary.version + 1);

      rounds.push({
        round,
        from,
        plan,
        acks: run.acks,
        conflicts: run.conflicts,
        inFlightAtKill: run.inFlightAtKill,
        maxAck: run.maxAck,
        stored: stored.summary.version,
        how,
        leftovers: run.leftovers || "nothing",
      });
      version = stored.summary.version + 1;
    }
    // the kills landed while saves were under way (otherwise this tested nothing)
    expect(rounds.filter((r) => r.inFlightAtKill > 0).length, `seed ${SEED}: ${JSON.stringify(rounds)}`).toBeGreaterThan(0);
    const summary = rounds
      .map((r) => `round ${r.round}: kill ${r.plan.thenAnswers} answer(s) after ack ${r.plan.afterAcks}, ${r.acks} acks / ${r.conflicts} conflicts from v${r.from}, ${r.inFlightAtKill} in flight, last ack v${r.maxAck}, stored v${r.stored} (${r.how}); left ${r.leftovers}`)
      .join("\n");
    console.log(`server-kill (seed ${SEED}, journal_mode=${journalMode}):\n${summary}`);
    await annotate(summary, "notice");
  }, 180_000);
});
