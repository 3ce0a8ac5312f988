/**
 * Section 7 of npm run bench: serving a crowd. In one run, the same five targets on three set-ups
 * of `npm start`: one instance over SQLite, one over PostgreSQL, two over one PostgreSQL (the load
 * split evenly between them, as a reverse proxy would). PostgreSQL is a throwaway cluster of
 * Debian's postgresql with fsync on, as SQLite syncs its WAL. The load generator shares the
 * machine's cores with the servers and the database, as everything here does.
 */
import { report } from "./report";
import { readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import type autocannonType from "autocannon";
import type { ArmyBook } from "../../lib/army-book/schema";
import type { Roster } from "../../lib/roster/schema";
import { encodeRoster } from "../../lib/share/codec";
import { startNextServer, type NextServer } from "../../tests/support/next-server";
import { havePostgres, startPgCluster } from "../../tests/support/pg-cluster";
import { apiCreate } from "../../tests/support/rosters-api";
import { createTempDatabase, type TempDatabase } from "../../tests/support/temp-db";

const CONNECTIONS = 10;

export type Figure = { rps: number; bytesPerSecond: number; p50: number; errors: number };
type Target = { label: string; run: (bases: string[], seconds: number) => Promise<Figure> };

/** Runs over several instances as one figure: req/s and bytes/s summed, the slowest median, every error. */
function combined(results: autocannonType.Result[], otherErrors = 0): Figure {
  return {
    rps: results.reduce((n, r) => n + r.requests.average, 0),
    bytesPerSecond: results.reduce((n, r) => n + r.throughput.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts + (r.non2xx ?? 0), otherErrors),
  };
}

/** autocannon over each base with an equal share of the connections, at once; req/s summed. */
export async function cannon(bases: string[], seconds: number, opts: autocannonType.Options): Promise<Figure> {
  const { default: autocannon } = await import("autocannon");
  const results = await Promise.all(
    bases.map((base) => autocannon({ ...opts, url: base + (opts.url ?? ""), duration: seconds, connections: CONNECTIONS / bases.length })),
  );
  return combined(results);
}

/**
 * Saves through the rosters API (`PUT /api/rosters/<id>`, the save the builder's action runs):
 * each connection edits a roster of its own, one save at a time, each on top of the version the
 * last one made (so none is a conflict; an answer that is not 200 is an error). Driven by
 * autocannon, whose client costs a fraction of a fetch per request: the machine's two cores go
 * to the servers and the database, not to the load generator.
 */
async function saves(bases: string[], seconds: number, book: ArmyBook, roster: Roster): Promise<Figure> {
  const { default: autocannon } = await import("autocannon");
  const perBase = CONNECTIONS / bases.length;
  const results = await Promise.all(
    bases.map(async (base) => {
      // rosters not in flight, each with the version its next save is made on; a request takes
      // one and its answer puts it back (autocannon's per-request context carries it in between)
      type Mine = { viewId: string; key: string; version: number };
      const free: Mine[] = await Promise.all(
        Array.from({ length: perBase }, async () => {
          const made = await apiCreate(base, roster);
          if (made.status !== "created") throw new Error(`bench roster not created: ${made.status}`);
          return { viewId: made.viewId, key: made.key, version: 1 };
        }),
      );
      let errors = 0;
      type Ctx = { mine?: Mine };
      const result = await autocannon({
        url: base,
        connections: perBase,
        duration: seconds,
        requests: [
          {
            method: "PUT",
            setupRequest: (req: autocannonType.Request, context: Ctx) => {
              const mine = (context.mine = free.shift()!);
              const units = roster.units.slice(0, 1 + (mine.version % roster.units.length));
              const payload = { version: mine.version, roster: { ...roster, name: `${book.id} save ${mine.version}`, units } };
              return {
                ...req,
                path: `/api/rosters/${mine.viewId}`,
                headers: { "content-type": "application/json", authorization: `Bearer ${mine.key}` },
                body: JSON.stringify(payload),
              };
            },
            onResponse: (status: number, _body: string, context: Ctx) => {
              const mine = context.mine!;
              if (status === 200) mine.version += 1;
              else errors++;
              free.push(mine);
            },
          },
        ],
      } as autocannonType.Options);
      return { result, errors };
    }),
  );
  return combined(
    results.map((r) => r.result),
    results.reduce((n, r) => n + r.errors, 0),
  );
}

type Setup = { label: string; bases: string[]; pids: number[]; stop: () => Promise<void> };

/** CPU time (ms) the processes have used so far, from /proc (Linux); 0 for one that is gone. */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone */
    }
  }
  return (ticks * 1000) / 100;
}

/** The cluster's server processes: the postmaster (first line of postmaster.pid) and its children. */
function postgresPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const children = readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return Number(readFileSync(`/proc/${d}/stat`, "utf8").split(") ")[1]!.split(" ")[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** Where a target's CPU went, per request (ms): the app servers, the database server, this process (the load generator). */
type CpuShare = { servers: number; database: number; load: number };

async function servers(db: TempDatabase, n: number): Promise<NextServer[]> {
  return Promise.all(Array.from({ length: n }, () => startNextServer(db.url, 120_000)));
}

export async function scalingSection(book: ArmyBook, roster: Roster, seconds: number): Promise<void> {
  report(`\n## 7. Serving a crowd: SQLite and PostgreSQL, one and two instances (${CONNECTIONS} connections in all, ${seconds} s each)\n`);
  if (!havePostgres()) {
    report("PostgreSQL's server programs are missing (apt-get install -y postgresql): section skipped.");
    return;
  }
  const code = encodeRoster(book, roster);
  let asset = "";
  const targets: Target[] = [
    { label: "a static JS asset", run: (b, s) => cannon(b, s, { url: asset }) },
    { label: "GET /s/<code> (share page, 15 units)", run: (b, s) => cannon(b, s, { url: `/s/${code}` }) },
    { label: "GET /army-book", run: (b, s) => cannon(b, s, { url: "/army-book" }) },
    { label: "POST /api/validate (15 units)", run: (b, s) => cannon(b, s, { url: "/api/validate", method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(roster) }) },
    { label: "save through PUT /api/rosters (1–15 units)", run: (b, s) => saves(b, s, book, roster) },
  ];

  const cluster = await startPgCluster("bench-pg", { durable: true });
  const sqliteDb = createTempDatabase("bench-sqlite");
  const pgDb = createTempDatabase("bench-pg", { cluster: cluster.url("postgres") });
  const setups: (() => Promise<Setup>)[] = [
    async () => {
      const [one] = await servers(sqliteDb, 1);
      return { label: "SQLite ×1", bases: [one!.baseUrl], pids: [one!.pid!], stop: one!.stop };
    },
    async () => {
      const [one] = await servers(pgDb, 1);
      return { label: "PostgreSQL ×1", bases: [one!.baseUrl], pids: [one!.pid!], stop: one!.stop };
    },
    async () => {
      const two = await servers(pgDb, 2);
      return { label: "PostgreSQL ×2", bases: two.map((s) => s.baseUrl), pids: two.map((s) => s.pid!), stop: async () => void (await Promise.all(two.map((s) => s.stop()))) };
    },
  ];
  const figures = new Map<string, Figure[]>(targets.map((t) => [t.label, []]));
  const saveCpu: CpuShare[] = [];
  const labels: string[] = [];
  try {
    for (const make of setups) {
      const setup = await make();
      labels.push(setup.label);
      try {
        const home = await (await fetch(setup.bases[0]! + "/")).text();
        asset = /\/_next\/static\/chunks\/[^"]+\.js/.exec(home)![0];
        // every route warmed on every instance (the JIT, lazily loaded modules), saves the longest
        for (const base of setup.bases) for (const t of targets) await t.run([base], t === targets.at(-1) ? 3 : 1);
        for (const t of targets) {
          const db = setup.label.startsWith("PostgreSQL") ? postgresPids(cluster.dataDir) : [];
          const before = { servers: cpuMs(setup.pids), database: cpuMs(db), load: process.cpuUsage() };
          const figure = await t.run(setup.bases, seconds);
          const load = process.cpuUsage(before.load);
          const requests = figure.rps * seconds;
          figures.get(t.label)!.push(figure);
          if (t === targets.at(-1))
            saveCpu.push({ servers: (cpuMs(setup.pids) - before.servers) / requests, database: (cpuMs(db) - before.database) / requests, load: (load.user + load.system) / 1000 / requests });
        }
      } finally {
        await setup.stop();
      }
    }
  } finally {
    sqliteDb.cleanup();
    pgDb.cleanup();
    cluster.cleanup();
  }
  report(`| target | ${labels.map((l) => `${l} req/s (p50)`).join(" | ")} | errors |`);
  report(`|---|${labels.map(() => "---:").join("|")}|---:|`);
  for (const t of targets) {
    const row = figures.get(t.label)!;
    report(`| ${t.label} | ${row.map((f) => `${f.rps.toFixed(0)} (${f.p50} ms)`).join(" | ")} | ${row.reduce((n, f) => n + f.errors, 0)} |`);
  }
  const [static1, share1, book1] = ["a static JS asset", "GET /s/<code> (share page, 15 units)", "GET /army-book"].map((l) => figures.get(l)![0]!.rps);
  const save = figures.get("save through PUT /api/rosters (1–15 units)")!;
  report(`\nOn SQLite ×1 the share page serves ${((share1! / static1!) * 100).toFixed(0)} % and the army book ${((book1! / static1!) * 100).toFixed(0)} % of the static asset's req/s (goal since issue 22: ≥ 10 % without a proxy, section 9; a proxy or CDN keeps these pages by their s-maxage).`);
  report(`\nCPU per save (ms), on this machine's ${cpus().length} cores shared by all of them:\n`);
  report(`| | ${labels.join(" | ")} |`);
  report(`|---|${labels.map(() => "---:").join("|")}|`);
  for (const [name, key] of [["app server(s)", "servers"], ["PostgreSQL", "database"], ["load generator (autocannon)", "load"]] as const)
    report(`| ${name} | ${saveCpu.map((c) => c[key].toFixed(2)).join(" | ")} |`);
  // a Node server is not one core: V8's collector and libuv's pool (zlib, crypto) run beside it
  const bound = (c: CpuShare) => (cpus().length * 1000) / (c.servers + c.database + c.load);
  report(`\nIf the ${cpus().length} cores were the only limit, all of them busy: ${labels.map((l, i) => `${l} ≤ ${bound(saveCpu[i]!).toFixed(0)}`).join(", ")} saves/s.`);
  report(`Saves on PostgreSQL ×2 are ${(save[2]!.rps / save[0]!.rps).toFixed(2)}× those on SQLite ×1 (goal ≥ 1.5×); PostgreSQL ×1 is ${(save[1]!.rps / save[0]!.rps).toFixed(2)}×.`);
}
