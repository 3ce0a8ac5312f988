/**
 * Crash consistency of saved rosters. A separate `npm start` serves its own fresh DB; a writer
 * process (tests/e2e/crash-writer.ts, server/data/rosters.ts saveRoster in a loop) saves 100–200-unit
 * rosters and prints every acknowledged version; while it runs, the server is read concurrently
 * (GET /r/<id>/roster.json); then it is SIGKILLed mid-save. Three kills at different points; after
 * each, the DB must pass integrity_check, hold at least the last acknowledged version with exactly
 * that version's contents (or the next one, if its commit beat the kill), never a partial unit
 * list, and the server and later writers must carry on. A second test checks what the concurrent
 * reads saw (plus 150 quick small saves read by 4 clients): each read must be one whole version.
 */
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArmyBook } from "../../lib/army-book/schema";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { rosterSchema, type Roster } from "../../lib/roster/schema";
import { readArmyBook } from "../../server/data/army-books";
import { createPrisma } from "../../server/data/db";
import { createRoster, findRoster } from "../../server/data/rosters";
import { startNextServer, type NextServer } from "../support/next-server";
import { createTempDatabase } from "../support/temp-db";
import { normalizeStored, rosterForVersion } from "../unit/fault-gen";
import { same } from "../support/same";

const WRITER = path.join(process.cwd(), "tests", "e2e", "crash-writer.ts");

let tmp: ReturnType<typeof createTempDatabase>;
let dbFile: string;
let server: NextServer | undefined;
let baseUrl: string;
let book: ArmyBook;
let viewId: string;
let key: string;
let journalMode = "";
/** the roster's stored version, carried from one test to the next */
let current = 1;
let allReads = 0;
const readProblems: string[] = [];

function observe(run: WriterRun, from: number) {
  expect(run.killedByPlan, `the writer from version ${from} was killed at its planned point, not by the safety net: ${run.lines.slice(-4).join(" | ")} ${run.stderr.slice(0, 500)}`).toBe(true);
  expect(run.reads.length, "the server was read while the writer saved").toBeGreaterThan(0);
  allReads += run.reads.length;
  readProblems.push(...checkReads(run, from));
}

beforeAll(async () => {
  tmp = createTempDatabase("crash");
  dbFile = tmp.url.slice("file:".length);
  const db = createPrisma(tmp.url);
  const seeded = await readArmyBook(db, "soviet");
  if (!seeded) throw new Error("no seeded army book");
  book = seeded;
  const created = await createRoster(db, book, rosterForVersion(book, 1));
  viewId = created.summary.viewId;
  key = created.editKey;
  journalMode = String((await db.$queryRawUnsafe<{ journal_mode: string }[]>("PRAGMA journal_mode"))[0]?.journal_mode);
  await db.$disconnect();

  server = await startNextServer(tmp.url);
  baseUrl = server.baseUrl;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  tmp?.cleanup();
});

// ---- the writer ---------------------------------------------------------------------------------

type Size = "large" | "small";
type WriterRun = { from: number; size: Size; killedByPlan: boolean; lastAck: number; lastBegin: number; lines: string[]; stderr: string; leftovers: string; reads: Read[] };
type Read = { status: number; text: string };

/**
 * Starts a writer at `from`, reads the roster over HTTP (`readers` in flight) until two saves
 * before the kill and at least `minReads` reads, and SIGKILLs the writer `delayMs` after it says it
 * has begun the save after its `killAfter`-th ack (and after the readers stopped). Every trigger is
 * a condition on what the writer printed or the readers got; `delayMs` only varies where inside
 * that save the kill lands, and no check depends on where that is.
 */
async function crashWriter(from: number, killAfter: number, delayMs: number, readers = 2, size: Size = "large", minReads = 0): Promise<WriterRun> {
  // node --import tsx, not node_modules/.bin/tsx: the tsx CLI runs the script in a child process,
  // and a SIGKILL to the CLI would leave that child writing
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", WRITER, tmp.url, viewId, key, String(from), size], { stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  let stderr = "";
  let buffered = "";
  let acks = 0;
  let lastAck = from;
  let lastBegin = from;
  let reading = true;
  /** the ack at which the readers stopped, and the first ack after which the writer may be killed */
  let killFrom = Infinity;
  let killing = false;
  const reads: Read[] = [];
  const reading$ = Array.from({ length: readers }, async () => {
    while (reading) {
      const res = await fetch(`${baseUrl}/r/${viewId}/roster.json`);
      reads.push({ status: res.status, text: await res.text() });
    }
  });
  const exited = new Promise<void>((resolve) => child.on("close", () => resolve()));
  child.stderr?.on("data", (d) => (stderr += d));
  child.stdout?.on("data", (d: Buffer) => {
    buffered += d.toString("utf8");
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    for (const line of parts) {
      lines.push(line);
      const [word, n] = line.split(" ");
      if (word === "begin") {
        lastBegin = Number(n);
        // the writer is inside the save after the killAfter-th ack (or a later one)
        if (acks >= killFrom && !killing) {
          killing = true;
          if (delayMs > 0) setTimeout(() => child.kill("SIGKILL"), delayMs);
          else child.kill("SIGKILL");
        }
      }
      if (word === "ack") {
        lastAck = Number(n);
        acks++;
        // readers stop a couple of saves before the kill (once they have read enough), so the kill
        // finds the DB as the writer left it
        if (reading && acks >= Math.max(1, killAfter - 2) && reads.length >= minReads) {
          reading = false;
          killFrom = Math.max(killAfter, acks + (killAfter - Math.max(1, killAfter - 2)));
        }
      }
      if (word === "error" || word === "refused") child.kill("SIGKILL");
    }
  });
  // a safety net against a writer that hangs (generous: a run takes seconds), not a kill point:
  // observe() then fails the run
  const timeout = setTimeout(() => child.kill("SIGKILL"), 90_000);
  await exited;
  clearTimeout(timeout);
  reading = false;
  await Promise.all(reading$);
  // what the kill left next to the DB file (a rollback journal means it landed inside a write transaction)
  const leftovers = ["-journal", "-wal"]
    .filter((suffix) => existsSync(dbFile + suffix))
    .map((suffix) => `${suffix} ${statSync(dbFile + suffix).size} B`)
    .join(", ");
  if (buffered) lines.push(buffered);
  return { from, size, killedByPlan: killing, lastAck, lastBegin, lines, stderr, leftovers, reads };
}

// ---- the checks ---------------------------------------------------------------------------------


/** What the store holds at `version`: the versions a run wrote have its size, the one it started from is large. */
let sizeOf = (_version: number): Size => "large";
function expected(version: number): Roster {
  return normalizeStored(rosterForVersion(book, version, sizeOf(version)));
}

/** What was wrong with reads taken while the writer saved: each must be one whole acknowledged (or in-flight) version. */
function checkReads(run: WriterRun, from: number): string[] {
  const torn: string[] = [];
  for (const read of run.reads) {
    if (read.status !== 200) {
      torn.push(`a read during saves answered ${read.status}: ${read.text.slice(0, 200)}`);
      continue;
    }
    const roster = JSON.parse(read.text) as Roster;
    const version = Number(/^Сохранение (\d+)$/.exec(roster.name)?.[1]);
    if (!(version >= from && version <= run.lastBegin)) {
      torn.push(`a read saw "${roster.name}" while versions ${from}..${run.lastBegin} were current`);
      continue;
    }
    if (!same(roster, expected(version))) {
      // say what it was instead: another version's units (a read straddling a commit) or a part of a list
      const sameUnits = [...Array(run.lastBegin - from + 1).keys()].map((k) => k + from).filter((k) => same(roster.units, expected(k).units));
      const sameIds = [...Array(run.lastBegin - from + 1).keys()].map((k) => k + from).filter((k) => same(roster.units.map((u) => u.unit), expected(k).units.map((u) => u.unit)));
      const withOptions = roster.units.filter((u) => u.options).length;
      torn.push(
        `a concurrent read of /r/${viewId}/roster.json returned "${roster.name}" (pointsLimit ${roster.pointsLimit}) with ${roster.units.length} units, ${withOptions} with options` +
          ` (version ${version} has ${expected(version).units.length} units, ${expected(version).units.filter((u) => u.options).length} with options):` +
          ` whole units of version(s) [${sameUnits.join(", ")}], unit ids of version(s) [${sameIds.join(", ")}] — one read mixed two saves`,
      );
    }
  }
  return torn;
}

/** Opens the DB afresh and checks the roster against what the writer acknowledged. */
async function checkStored(run: WriterRun, viaHttpFirst: boolean): Promise<number> {
  const read = async () => {
    const res = await fetch(`${baseUrl}/r/${viewId}/roster.json`);
    expect(res.status, "the server after the crash").toBe(200);
    return (await res.json()) as Roster;
  };
  const fromHttpFirst = viaHttpFirst ? await read() : null;
  const db = createPrisma(tmp.url);
  try {
    expect(await db.$queryRawUnsafe("PRAGMA integrity_check")).toEqual([{ integrity_check: "ok" }]);
    expect(await db.$queryRawUnsafe("PRAGMA foreign_key_check")).toEqual([]);
    const found = await findRoster(db, viewId);
    expect(found, "the roster survives").not.toBeNull();
    const { roster, summary } = found!;
    // durable: nothing acknowledged is lost; atomic: at most the one save in flight got in
    expect(summary.version, `stored version vs last ack ${run.lastAck} / last begun ${run.lastBegin}`).toBeGreaterThanOrEqual(run.lastAck);
    expect(summary.version).toBeLessThanOrEqual(Math.max(run.lastAck, run.lastBegin));
    expect(rosterSchema.safeParse(roster).success).toBe(true);
    expect(roster, `contents of version ${summary.version}`).toEqual(expected(summary.version));
    const evaluation = evaluateRoster(book, roster);
    expect({ points: summary.points, valid: summary.valid }).toEqual({ points: evaluation.points, valid: evaluation.violations.length === 0 });
    // the stored text itself: exactly the unit list of that version, as v1 JSON
    const row = await db.roster.findUniqueOrThrow({ where: { viewId }, select: { units: true } });
    expect(JSON.parse(row.units), "the stored unit list").toEqual(expected(summary.version).units);
    // the long-running server sees the same thing as a fresh connection
    expect(fromHttpFirst ?? (await read())).toEqual(roster);
    return summary.version;
  } finally {
    await db.$disconnect();
  }
}

describe("saves killed mid-write (SIGKILL of the writing process)", () => {
  it("leave an intact DB holding exactly an acknowledged (or the in-flight) version, readable by a running server", async ({ annotate }) => {
    // WAL is what the seed sets (server/ops/seed.ts); the checks below hold in any journal mode
    const note = `SQLite journal_mode=${journalMode}${journalMode === "wal" ? "" : " — not WAL: readers and the writer block each other"}`;
    if (journalMode !== "wal") console.warn(note);
    await annotate(note, "notice");
    // kill points: after the 3rd/6th/10th acknowledged save, 0/4/12 ms into the next one
    const plans = [
      { killAfter: 3, delayMs: 0 },
      { killAfter: 6, delayMs: 4 },
      { killAfter: 10, delayMs: 12 },
    ];
    let version = 1;
    let inFlight = 0;
    const leftovers: string[] = [];
    for (const [i, plan] of plans.entries()) {
      const run = await crashWriter(version, plan.killAfter, plan.delayMs);
      const context = `run ${i + 1} (${JSON.stringify(plan)}): writer said ${run.lines.slice(-4).join(" | ")} ${run.stderr.slice(0, 500)}`;
      expect(run.lines.some((l) => l.startsWith("error") || l.startsWith("refused")), context).toBe(false);
      expect(run.lastAck, context).toBeGreaterThanOrEqual(version + plan.killAfter);
      // killed between "begin" and "ack": a save was under way
      if (run.lastBegin > run.lastAck) inFlight++;
      leftovers.push(run.leftovers || "nothing");
      observe(run, version);
      version = await checkStored(run, i % 2 === 1);
      current = version;
    }
    // the kills landed inside saves (otherwise this tested nothing)
    expect(inFlight, "kills that interrupted a save").toBeGreaterThan(0);
    await annotate(`${inFlight} of ${plans.length} kills interrupted a save; left behind: ${leftovers.join(" / ")}`, "notice");
    // and the DB takes further saves normally after the crashes
    const after = await crashWriter(version, 2, 0);
    expect(after.lastAck).toBeGreaterThanOrEqual(version + 2);
    observe(after, version);
    current = await checkStored(after, false);
  }, 400_000);
});

describe("reads while a writer saves", () => {
  it("each see one whole saved version: never an error, never one save's roster row with another's units or options", async () => {
    // 150 saves read by 4 clients, plus every read taken during the crash runs above
    // small rosters: saves commit every few milliseconds, so reads straddle many commits
    const from = current;
    sizeOf = (v) => (v > from ? "small" : "large");
    const run = await crashWriter(from, 150, 0, 4, "small", 301);
    observe(run, from);
    current = await checkStored(run, false);
    expect(allReads, "reads taken").toBeGreaterThan(300);
    expect(readProblems, `${readProblems.length} of ${allReads} reads were wrong; the first ones:\n${readProblems.slice(0, 4).join("\n")}`).toEqual([]);
  }, 150_000);
});
