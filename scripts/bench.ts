/**
 * npm run bench  (BENCH_SECONDS=20 per load test; BENCH_ONLY_ENGINE=1 for sections 1–2 only, BENCH_ONLY_JS=1 for section 3, BENCH_ONLY_LOAD=1 for section 4,
 * BENCH_ONLY_INP=1 for section 5, BENCH_ONLY_WORST=1 for section 6, BENCH_ONLY_SCALE=1 for section 7, BENCH_ONLY_EVENT=1 for section 8, BENCH_ONLY_PROXY=1 for section 9, BENCH_ONLY_PHONE=1 for section 10, BENCH_ONLY_BOOK=1 for section 11) — the figures quoted in
 * docs/performance.md, which it writes itself at the end of a run (scripts/bench/report.ts), and docs/operations.md → Measured. Runs on this machine, offline:
 *  1. engine: validate rosters of 10/100/1000 units vs JSON.parse of the same text
 *  2. share codes vs lz-string-compressed JSON
 *  3. first-load JavaScript (gzip) of the builder vs a bare page, read from the built assets, and what the builder adds (scripts/bench/first-load-js.ts)
 *  4. autocannon against /api/validate, a static JS asset, a share page and the army book (BENCH_SECONDS each, default 20)
 *  5. Chromium: interaction latency as INP (Event Timing) for adding a unit and toggling an option at 10/40/200 units (scripts/bench/inp.ts)
 *  6. the largest roster a request can carry: created, read and duplicated over HTTP (scripts/bench/worst-roster.ts)
 *  7. a static asset, the share page, the army book, /api/validate and saves on SQLite ×1, PostgreSQL ×1 and ×2 instances (scripts/bench/scaling.ts)
 *  9. a share page and a static asset with and without nginx in front (scripts/bench/proxy-cache.ts)
 * 10. page speed on a mid-range phone: Lighthouse 12.2.3's mobile preset on six pages (scripts/bench/lighthouse.ts; BENCH_ONLY_PHONE=1 alone)
 * 11. the worst book anyone may publish × the worst roster, validated in-process (scripts/bench/worst-book.ts)
 * Needs a production build (npm run build) for 3–7, and Debian's postgresql for 7.
 */
import { report, writePerformancePage } from "./bench/report";
import type autocannonType from "autocannon";
import lz from "lz-string";
import { z } from "zod";
import { evaluateRoster } from "../lib/engine/evaluate";
import { reportFromEvaluation } from "../lib/engine/report";
import { rosterSchema, rosterUnitSchema, type Roster } from "../lib/roster/schema";
import { compiledOnServer } from "../lib/roster/parse-roster";
import { encodeRoster } from "../lib/share/codec";
import { readDataFiles } from "../server/ops/seed";
import { startNextServer } from "../tests/support/next-server";
import { createTempDatabase } from "../tests/support/temp-db";
import { bigRoster, tournamentRoster } from "./bench/fixtures";
import { firstLoadJsSection } from "./bench/first-load-js";
import { scalingSection } from "./bench/scaling";
import { worstRosterSection } from "./bench/worst-roster";
import { eventAtCapSection } from "./bench/event-at-cap";
import { proxyCacheSection } from "./bench/proxy-cache";
import { phoneSpeedSection, type PhonePage } from "./bench/lighthouse";
import { worstBookSection } from "./bench/worst-book";

/**
 * Section 5 loads playwright-core only when it runs: playwright-core carries its own copy of zod,
 * which writes into the global config every zod copy shares (`globalThis.__zod_globalConfig`: a
 * locale and a memoizer). Imported at the top, it made section 1's schema parse about 6× slower
 * than in the server, which never loads it.
 */
const inpSection: typeof import("./bench/inp").inpSection = async (...args) => (await import("./bench/inp")).inpSection(...args);

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const { books } = await readDataFiles();
// the book of the benchmark's rosters: the one whose first version the app opens by default
const book = books.find((b) => b.legacyShareCodes) ?? books[0]!;

/** µs per call over one round of about `ms`, in batches of 10 calls between clock reads. */
function round(fn: () => unknown, ms: number): number {
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 10; i++) fn();
    n += 10;
    now = performance.now();
  }
  return ((now - start) * 1000) / n;
}
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1]!;

/**
 * µs per call of `a` and of `b`, and b/a. The two are timed in alternating rounds (a then b, then b
 * then a, …) and each figure is the median over the rounds, the ratio the median of the per-pair
 * ratios: whatever else the machine is doing (GC aside, which counts) falls on both sides alike,
 * where timing all of `a` and then all of `b` compared two different moments of a shared machine.
 */
function timePair(a: () => unknown, b: () => unknown, rounds = 15, ms = 100) {
  const warm = performance.now();
  while (performance.now() - warm < 300) {
    a();
    b();
  }
  const as: number[] = [];
  const bs: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const aFirst = r % 2 === 0;
    let ta = aFirst ? round(a, ms) : 0;
    const tb = round(b, ms);
    if (!aFirst) ta = round(a, ms);
    as.push(ta);
    bs.push(tb);
    ratios.push(tb / ta);
  }
  return { a: median(as), b: median(bs), ratio: median(ratios) };
}
const fmt = (us: number) => (us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(1)} µs`);

function engine() {
  // The v1 format caps a roster at 200 units; the 1000-unit case lifts the cap to show growth.
  // …and is compiled as the server's is (lib/roster/parse-roster.ts)
  const uncapped = compiledOnServer(rosterSchema.extend({ units: z.array(rosterUnitSchema) }));
  report("\n## 1. Engine: validation vs JSON.parse (same input, same run)\n");
  report("| units | JSON bytes | JSON.parse | validate (schema + rules + messages) | ratio | per unit |");
  report("|---:|---:|---:|---:|---:|---:|");
  for (const n of [10, 100, 1000]) {
    const text = JSON.stringify(bigRoster(book, n));
    const obj = JSON.parse(text);
    const { a: parse, b: validate, ratio } = timePair(
      () => JSON.parse(text),
      () => {
        const r = uncapped.parse(obj);
        return reportFromEvaluation(book, r, evaluateRoster(book, r), "ru");
      },
    );
    report(`| ${n} | ${text.length} | ${fmt(parse)} | ${fmt(validate)} | ${ratio.toFixed(2)}× | ${fmt(validate / n)} |`);
  }
}

function codec() {
  report("\n## 2. Share code length vs lz-string(JSON)\n");
  report("| roster | JSON chars | lz-string URI chars | share code chars | /s/… path |");
  report("|---|---:|---:|---:|---:|");
  const cases: [string, ReturnType<typeof tournamentRoster>][] = [
    ["3 units, 1000 pts", { ...tournamentRoster(), pointsLimit: 1000, units: tournamentRoster().units.slice(0, 3) }],
    ["15 units, 2000 pts (tournament)", tournamentRoster()],
    ["50 units", bigRoster(book, 50)],
    ["200 units (format maximum)", bigRoster(book, 200)],
  ];
  for (const [label, r] of cases) {
    const json = JSON.stringify(r);
    const code = encodeRoster(book, r);
    report(`| ${label} | ${json.length} | ${lz.compressToEncodedURIComponent(json).length} | ${code.length} | ${code.length + 3} |`);
  }
}

async function startServer() {
  const db = createTempDatabase("bench");
  const server = await startNextServer(db.url, 120_000);
  return { base: server.baseUrl, db, stop: server.stop };
}

async function load(base: string, label: string, opts: autocannonType.Options) {
  const { default: autocannon } = await import("autocannon");
  const result = await autocannon({ ...opts, url: base + (opts.url ?? ""), duration: SECONDS, connections: 10 });
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  report(`| ${label} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${errors} | ${result.requests.total} |`);
}

/** Section 4: the server under load (BENCH_ONLY_LOAD=1 for this section alone). */
async function loadSection(base: string) {
  report(`\n## 4. Server under load (autocannon, 10 connections, ${SECONDS} s each, localhost)\n`);
  report("| target | req/s | p50 | p99 | errors + non-2xx | requests |");
  report("|---|---:|---:|---:|---:|---:|");
  await load(base, "POST /api/validate (15-unit roster)", {
    url: "/api/validate",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(tournamentRoster()),
  });
  // the cached pages (share page, army book: rendered once, then served from Next's cache) against a static asset
  const sharePath = `/s/${encodeRoster(book, tournamentRoster())}`;
  const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await (await fetch(base + sharePath)).text())![1]!;
  await load(base, "GET a static JS asset", { url: asset });
  await load(base, "GET /s/<code> (share page, 15 units, cached)", { url: sharePath });
  await load(base, "GET /army-book (cached)", { url: "/army-book" });
}

/** Rosters for the builder pages: written straight into the server's database, as createRosterAction would. */
async function rosterMaker(dbUrl: string) {
  const [{ createPrisma }, { createRoster }] = await Promise.all([import("../server/data/db"), import("../server/data/rosters")]);
  const db = createPrisma(dbUrl);
  const make = async (roster: Roster) => {
    const made = await createRoster(db, book, roster);
    return { viewId: made.summary.viewId, key: made.editKey };
  };
  return { make, databaseUrl: dbUrl, close: () => db.$disconnect() };
}
const editUrl = (made: { viewId: string; key: string }) => `/r/${made.viewId}/edit?key=${made.key}`;

/** Section 10's pages, with the goals issue 23 set for them. */
async function phonePages(rosters: Awaited<ReturnType<typeof rosterMaker>>): Promise<PhonePage[]> {
  const full = tournamentRoster();
  return [
    { label: `builder, ${full.units.length}-unit roster`, path: editUrl(await rosters.make(full)), score: 90, tbtMs: 300 },
    { label: "builder, empty roster", path: editUrl(await rosters.make({ ...full, units: [] })), score: 95 },
    { label: "home", path: "/", score: 95 },
    { label: "victory calculator", path: "/victory", score: 95 },
    { label: "army book", path: "/army-book", score: 95 },
    { label: "share page", path: `/s/${encodeRoster(book, full)}`, score: 95 },
  ];
}

/** One section alone, over its own server (BENCH_ONLY_…=1). */
async function only(section: (base: string, rosters: Awaited<ReturnType<typeof rosterMaker>>) => Promise<void>): Promise<never> {
  const server = await startServer();
  const rosters = await rosterMaker(server.db.url);
  try {
    await section(server.base, rosters);
  } finally {
    await rosters.close();
    await server.stop();
    server.db.cleanup();
  }
  writePerformancePage();
  process.exit(0);
}

if (process.env.BENCH_ONLY_PROXY) {
  await proxyCacheSection(book, tournamentRoster(), SECONDS);
  writePerformancePage();
  process.exit(0);
}
if (process.env.BENCH_ONLY_SCALE) {
  await scalingSection(book, tournamentRoster(), SECONDS);
  writePerformancePage();
  process.exit(0);
}
// one section alone: 6 for work on the storage path, 5 for the builder's responsiveness, 3 for its bundle
if (process.env.BENCH_ONLY_WORST) await only((base, rosters) => worstRosterSection(base, book, rosters.databaseUrl));
if (process.env.BENCH_ONLY_EVENT) await only((base) => eventAtCapSection(base, book));
if (process.env.BENCH_ONLY_INP) await only((base, rosters) => inpSection(base, book, rosters.make));
if (process.env.BENCH_ONLY_LOAD) await only((base) => loadSection(base));
if (process.env.BENCH_ONLY_PHONE) await only(async (base, rosters) => phoneSpeedSection(base, await phonePages(rosters)));
if (process.env.BENCH_ONLY_JS) await only(async (base, rosters) => firstLoadJsSection(base, editUrl(await rosters.make(tournamentRoster()))));
if (process.env.BENCH_ONLY_BOOK) {
  worstBookSection();
  writePerformancePage();
  process.exit(0);
}
engine();
codec();
worstBookSection();
if (process.env.BENCH_ONLY_ENGINE) {
  writePerformancePage();
  process.exit(0);
}
const server = await startServer();
try {
  // loaded only now, so the engine figures above are taken in a process without them
  const rosters = await rosterMaker(server.db.url);
  await firstLoadJsSection(server.base, editUrl(await rosters.make(tournamentRoster())));

  await loadSection(server.base);

  await inpSection(server.base, book, rosters.make);
  await phoneSpeedSection(server.base, await phonePages(rosters));
  await rosters.close();
  await worstRosterSection(server.base, book, server.db.url);
  await eventAtCapSection(server.base, book);
} finally {
  await server.stop();
  server.db.cleanup();
}
// its own servers and databases, with nothing else running
await scalingSection(book, tournamentRoster(), SECONDS);
await proxyCacheSection(book, tournamentRoster(), SECONDS);
writePerformancePage();
