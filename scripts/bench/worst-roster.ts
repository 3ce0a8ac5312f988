/**
 * Section 6 of npm run bench: the largest roster a request can carry (200 units × 64 option
 * entries, ids as long as the 256 KB server-action body allows) created and read through the real
 * HTTP surface of `npm start` (the create through the rosters API, the same command the builder's
 * action runs), and how long a small request waits meanwhile. Its duplicate has no HTTP surface
 * but the action, so it is timed through the server layer itself, over the server's database.
 */
import { report } from "./report";
import type { ArmyBook } from "../../lib/army-book/schema";
import { ACTION_BODY_MAX_BYTES } from "../../lib/body-limits";
import { catalogOf } from "../../lib/army-book/catalog";
import { readAllArmyBooks } from "../../server/data/army-books";
import { createPrisma } from "../../server/data/db";
import { duplicateRoster } from "../../server/data/rosters";
import { apiCreate } from "../../tests/support/rosters-api";
import { worstRoster } from "./fixtures";

const RUNS = 20;
/** Runs before the measured ones: the server's first requests compile code paths (JIT, lazy modules). */
const WARM_UP = 5;

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

function stats(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `${at(0.5).toFixed(1)} ms | ${at(0.9).toFixed(1)} ms | ${sorted.at(-1)!.toFixed(1)} ms`;
}

export async function worstRosterSection(base: string, book: ArmyBook, databaseUrl: string): Promise<void> {
  const roster = worstRoster(book, ACTION_BODY_MAX_BYTES);
  const args = [JSON.stringify(roster)];
  const bodyBytes = Buffer.byteLength(JSON.stringify(args));
  const db = createPrisma(databaseUrl);
  const catalog = catalogOf(await readAllArmyBooks(db));
  const options = roster.units.reduce((n, u) => n + Object.keys(u.options ?? {}).length, 0);

  const times = { create: [] as number[], json: [] as number[], page: [] as number[], duplicate: [] as number[], beside: [] as number[] };
  let pageBytes = 0;
  for (let i = -WARM_UP; i < RUNS; i++) {
    const keep = i >= 0;
    // a small request sent while the big create is under way: how long does the server keep it waiting?
    const beside = new Promise<number>((resolve) => setTimeout(() => void timed(() => fetch(`${base}/api/army-book`).then((r) => r.arrayBuffer())).then((t) => resolve(t.ms)), 5));
    const made = await timed(() => apiCreate(base, roster));
    const besideMs = await beside;
    if (made.value.status !== "created") throw new Error(`worst roster not created: ${JSON.stringify(made.value).slice(0, 300)}`);
    const { viewId } = made.value;
    const json = await timed(() => fetch(`${base}/r/${viewId}/roster.json`).then((r) => r.arrayBuffer()));
    const page = await timed(() => fetch(`${base}/r/${viewId}`).then((r) => r.arrayBuffer()));
    pageBytes = page.value.byteLength;
    const copy = await timed(() => duplicateRoster(db, catalog, viewId, (name) => `${name} (copy)`));
    if (!copy.value) throw new Error("worst roster not duplicated");
    if (!keep) continue;
    times.create.push(made.ms);
    times.beside.push(besideMs);
    times.json.push(json.ms);
    times.page.push(page.ms);
    times.duplicate.push(copy.ms);
  }

  report(`\n## 6. The largest roster a request can carry (${roster.units.length} units, ${options} option entries, ${bodyBytes} B action body; ${RUNS} runs after ${WARM_UP} to warm up)\n`);
  report("| step (over HTTP to npm start) | median | p90 | max |");
  report("|---|---:|---:|---:|");
  report(`| create (POST /api/rosters) | ${stats(times.create)} |`);
  report(`| read /r/<id>/roster.json | ${stats(times.json)} |`);
  report(`| read /r/<id> (view page, ${(pageBytes / 1024).toFixed(0)} KB of HTML) | ${stats(times.page)} |`);
  report(`| duplicate (server/data duplicateRoster, in the bench's process) | ${stats(times.duplicate)} |`);
  report(`| GET /api/army-book sent during a create | ${stats(times.beside)} |`);
  await db.$disconnect();
}
