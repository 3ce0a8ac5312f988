/**
 * npm run bench  (BENCH_SECONDS=20 per load test; BENCH_ONLY_ENGINE=1 for sections 1–2 only, BENCH_ONLY_WORST=1 for section 6) — the figures quoted in README.md → Performance. Runs on this machine, offline:
 *  1. engine: validate rosters of 10/100/1000 units vs JSON.parse of the same text
 *  2. share codes vs lz-string-compressed JSON
 *  3. first-load JavaScript (gzip) of the builder vs a bare page, read from the built assets
 *  4. autocannon against /api/validate and a share page (BENCH_SECONDS each, default 20)
 *  5. Chromium: in a 30-unit roster, click an option → total updated (median of 50, performance marks)
 *  6. the largest roster a request can carry: created, read and duplicated over HTTP (scripts/bench/worst-roster.ts)
 * Needs a production build (npm run build) for 3–5.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type autocannonType from "autocannon";
import lz from "lz-string";
import { z } from "zod";
import { evaluateRoster } from "../lib/engine/evaluate";
import { reportFromEvaluation } from "../lib/engine/report";
import { rosterSchema, rosterUnitSchema } from "../lib/roster/schema";
import { encodeRoster } from "../lib/share/codec";
import { readDataFiles } from "../server/seed";
import { startNextServer } from "../tests/support/next-server";
import { createTempDatabase } from "../tests/support/temp-db";
import { bigRoster, tournamentRoster } from "./bench/fixtures";
import { worstRosterSection } from "./bench/worst-roster";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const { book } = await readDataFiles();

/** µs per call: after a warm-up, the best of 5 rounds of `ms` each (the least disturbed by GC and the OS). */
function time(fn: () => unknown, ms = 300): number {
  const warm = performance.now();
  while (performance.now() - warm < 300) fn();
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    let n = 0;
    const start = performance.now();
    let now = start;
    while (now - start < ms) {
      for (let i = 0; i < 10; i++) fn();
      n += 10;
      now = performance.now();
    }
    best = Math.min(best, ((now - start) * 1000) / n);
  }
  return best;
}
const fmt = (us: number) => (us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(1)} µs`);

function engine() {
  // The v1 format caps a roster at 200 units; the 1000-unit case lifts the cap to show growth.
  const uncapped = rosterSchema.extend({ units: z.array(rosterUnitSchema) });
  console.log("\n## 1. Engine: validation vs JSON.parse (same input, same run)\n");
  console.log("| units | JSON bytes | JSON.parse | validate (schema + rules + messages) | ratio | per unit |");
  console.log("|---:|---:|---:|---:|---:|---:|");
  for (const n of [10, 100, 1000]) {
    const text = JSON.stringify(bigRoster(book, n));
    const obj = JSON.parse(text);
    const parse = time(() => JSON.parse(text));
    const validate = time(() => {
      const r = uncapped.parse(obj);
      return reportFromEvaluation(book, r, evaluateRoster(book, r), "ru");
    });
    console.log(`| ${n} | ${text.length} | ${fmt(parse)} | ${fmt(validate)} | ${(validate / parse).toFixed(2)}× | ${fmt(validate / n)} |`);
  }
}

function codec() {
  console.log("\n## 2. Share code length vs lz-string(JSON)\n");
  console.log("| roster | JSON chars | lz-string URI chars | share code chars | /s/… path |");
  console.log("|---|---:|---:|---:|---:|");
  const cases: [string, ReturnType<typeof tournamentRoster>][] = [
    ["3 units, 1000 pts", { ...tournamentRoster(), pointsLimit: 1000, units: tournamentRoster().units.slice(0, 3) }],
    ["15 units, 2000 pts (tournament)", tournamentRoster()],
    ["50 units", bigRoster(book, 50)],
    ["200 units (format maximum)", bigRoster(book, 200)],
  ];
  for (const [label, r] of cases) {
    const json = JSON.stringify(r);
    const code = encodeRoster(book, r);
    console.log(`| ${label} | ${json.length} | ${lz.compressToEncodedURIComponent(json).length} | ${code.length} | ${code.length + 3} |`);
  }
}

async function startServer() {
  const db = createTempDatabase("bench");
  const server = await startNextServer(db.url, 120_000);
  return { base: server.baseUrl, db, stop: server.stop };
}

async function firstLoadJs(base: string, pagePath: string): Promise<{ files: number; raw: number; gzip: number }> {
  const html = await (await fetch(base + pagePath)).text();
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const bytes = readFileSync(path.join(".next", src.replace(/^\/_next\//, "")));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: srcs.length, raw, gzip };
}

async function load(base: string, label: string, opts: autocannonType.Options) {
  const { default: autocannon } = await import("autocannon");
  const result = await autocannon({ ...opts, url: base + (opts.url ?? ""), duration: SECONDS, connections: 10 });
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  console.log(`| ${label} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${errors} | ${result.requests.total} |`);
}

async function interaction(base: string, url: string) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const page = await browser.newPage({ locale: "en-GB" });
  // tsx keeps function names with a helper that does not exist inside the page
  await page.addInitScript({ content: "window.__name = (f) => f;" });
  await page.goto(base + url);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.waitForSelector("#unit-29-title");
  const samples: number[] = await page.evaluate(async () => {
    const total = document.querySelector('[data-testid="army-points"]')!;
    const box = document.querySelector<HTMLInputElement>('#unit-0 input[type="checkbox"]')!;
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const out: number[] = [];
    for (let i = 0; i < 50; i++) {
      await frames();
      const before = total.textContent;
      const changed = new Promise<void>((resolve) => {
        const mo = new MutationObserver(() => {
          if (total.textContent !== before) {
            mo.disconnect();
            resolve();
          }
        });
        mo.observe(total, { childList: true, characterData: true, subtree: true });
      });
      performance.mark("change-start");
      box.click();
      if (total.textContent === before) await changed;
      performance.mark("change-end");
      out.push(performance.measure("change", "change-start", "change-end").duration);
    }
    return out;
  });
  await browser.close();
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  console.log(`\n## 5. Builder interaction (30 units, Chromium headless)\n`);
  console.log(`Option toggled → army total updated: median ${median.toFixed(1)} ms, p90 ${samples[Math.floor(samples.length * 0.9)]!.toFixed(1)} ms, max ${samples.at(-1)!.toFixed(1)} ms over 50 changes (one frame = 16.7 ms).`);
}

if (process.env.BENCH_ONLY_WORST) {
  // section 6 alone, for work on the storage path
  const server = await startServer();
  try {
    await worstRosterSection(server.base, book);
  } finally {
    await server.stop();
    server.db.cleanup();
  }
  process.exit(0);
}
engine();
codec();
if (process.env.BENCH_ONLY_ENGINE) process.exit(0);
const server = await startServer();
try {
  // loaded only now, so the engine figures above are taken in a process without them
  const [{ createPrisma }, { createRoster }] = await Promise.all([import("../server/db"), import("../server/rosters")]);
  const db = createPrisma(server.db.url);
  const small = await createRoster(db, book, tournamentRoster());
  const big = await createRoster(db, book, bigRoster(book, 30, "30 units"));
  await db.$disconnect();
  const editOf = (c: typeof small) => `/r/${c.summary.viewId}/edit?key=${c.editKey}`;

  console.log("\n## 3. First-load JavaScript (from .next/static, gzip -9)\n");
  console.log("| page | script files | raw bytes | gzip bytes |");
  console.log("|---|---:|---:|---:|");
  for (const [label, p] of [["bare page (404)", "/no-such-page"], ["army book", "/army-book"], ["builder", editOf(small)]] as const) {
    const js = await firstLoadJs(server.base, p);
    console.log(`| ${label} | ${js.files} | ${js.raw} | ${js.gzip} |`);
  }

  console.log(`\n## 4. Server under load (autocannon, 10 connections, ${SECONDS} s each, localhost)\n`);
  console.log("| target | req/s | p50 | p99 | errors + non-2xx | requests |");
  console.log("|---|---:|---:|---:|---:|---:|");
  await load(server.base, "POST /api/validate (15-unit roster)", {
    url: "/api/validate",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(tournamentRoster()),
  });
  await load(server.base, "GET /s/<code> (share page, 15 units)", { url: `/s/${encodeRoster(book, tournamentRoster())}` });

  await interaction(server.base, editOf(big));
  await worstRosterSection(server.base, book);
} finally {
  await server.stop();
  server.db.cleanup();
}
