/**
 * Section 6 of npm run bench: the largest roster a request can carry (200 units × 64 option
 * entries, ids as long as the 512 KB server-action body allows) created, read and duplicated
 * through the real HTTP surface of `npm start`, and how long a small request waits meanwhile.
 */
import type { ArmyBook } from "../../lib/army-book/schema";
import { ACTION_BODY_MAX_BYTES } from "../../lib/body-limits";
import { callServerAction, serverActionId } from "../../tests/support/server-action";
import { worstRoster } from "./fixtures";

const RUNS = 20;
/** Runs before the measured ones: the server's first requests compile code paths (JIT, lazy modules). */
const WARM_UP = 5;

type Created = { status: string; viewId: string; key: string };

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

export async function worstRosterSection(base: string, book: ArmyBook): Promise<void> {
  const roster = worstRoster(book, ACTION_BODY_MAX_BYTES);
  const args = [JSON.stringify(roster)];
  const bodyBytes = Buffer.byteLength(JSON.stringify(args));
  const create = serverActionId("app/actions/rosters.ts", "createRosterAction");
  const duplicate = serverActionId("app/actions/rosters.ts", "duplicateRosterAction");
  const options = roster.units.reduce((n, u) => n + Object.keys(u.options ?? {}).length, 0);

  const times = { create: [] as number[], json: [] as number[], page: [] as number[], duplicate: [] as number[], beside: [] as number[] };
  let pageBytes = 0;
  for (let i = -WARM_UP; i < RUNS; i++) {
    const keep = i >= 0;
    // a small request sent while the big create is under way: how long does the server keep it waiting?
    const beside = new Promise<number>((resolve) => setTimeout(() => void timed(() => fetch(`${base}/api/army-book`).then((r) => r.arrayBuffer())).then((t) => resolve(t.ms)), 5));
    const made = await timed(async () => (await callServerAction(`${base}/`, create, args)).result as Created);
    const besideMs = await beside;
    if (made.value.status !== "created") throw new Error(`worst roster not created: ${JSON.stringify(made.value).slice(0, 300)}`);
    const { viewId } = made.value;
    const json = await timed(() => fetch(`${base}/r/${viewId}/roster.json`).then((r) => r.arrayBuffer()));
    const page = await timed(() => fetch(`${base}/r/${viewId}`).then((r) => r.arrayBuffer()));
    pageBytes = page.value.byteLength;
    const copy = await timed(async () => (await callServerAction(`${base}/`, duplicate, [viewId])).result as Created);
    if (copy.value.status !== "created") throw new Error(`worst roster not duplicated: ${JSON.stringify(copy.value).slice(0, 300)}`);
    if (!keep) continue;
    times.create.push(made.ms);
    times.beside.push(besideMs);
    times.json.push(json.ms);
    times.page.push(page.ms);
    times.duplicate.push(copy.ms);
  }

  console.log(`\n## 6. The largest roster a request can carry (${roster.units.length} units, ${options} option entries, ${bodyBytes} B action body; ${RUNS} runs after ${WARM_UP} to warm up)\n`);
  console.log("| step (over HTTP to npm start) | median | p90 | max |");
  console.log("|---|---:|---:|---:|");
  console.log(`| create (createRosterAction) | ${stats(times.create)} |`);
  console.log(`| read /r/<id>/roster.json | ${stats(times.json)} |`);
  console.log(`| read /r/<id> (view page, ${(pageBytes / 1024).toFixed(0)} KB of HTML) | ${stats(times.page)} |`);
  console.log(`| duplicate (duplicateRosterAction) | ${stats(times.duplicate)} |`);
  console.log(`| GET /api/army-book sent during a create | ${stats(times.beside)} |`);
}
