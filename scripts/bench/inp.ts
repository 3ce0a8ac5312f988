/**
 * Section 5 of npm run bench (BENCH_ONLY_INP=1 runs it alone): the builder's interaction latency,
 * measured as INP is. Chromium's Event Timing API times each interaction from the input (the
 * pointerdown's timestamp) to the next paint after its handlers ran; an interaction's latency is
 * the largest `duration` among its event entries (pointerdown, pointerup, click share one
 * `interactionId`). Clicks are real input (Playwright's mouse, through CDP), never element.click().
 *
 * Two interactions, each at 10, 40 and 200 units in the roster at the moment of the click:
 *  - "add a unit": the book's `Add: Red Army Infantry` button, on a roster of N−1 units; between
 *    samples the added unit is removed again (not measured);
 *  - "toggle an option": the `Banner` checkbox of the first unit, on and off.
 * Before every sample the page is left to settle (main thread idle, no autosave in flight or
 * about to fire: see settle), so each figure is the interaction itself, not a save or a deferred
 * render still running from the last one. The breakdown table says what the deferred work costs.
 * Desktop 1280×800, with no CPU throttling and with Emulation.setCPUThrottlingRate 4; the phone
 * viewport (390×844) unthrottled at 40 units.
 *
 * BENCH_INP_SAMPLES (default 20) samples per case after 3 warm-ups. BENCH_INP_PROFILE=file.cpuprofile
 * also records Chromium CPU profiles of 10 more adds at 200 units and prints where the time goes.
 * Progress (one line per case) goes to stderr.
 */
import { report } from "./report";
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import type { BrowserContext, CDPSession, ElementHandle, Locator, Page } from "playwright-core";
import type { ArmyBook } from "../../lib/army-book/schema";
import type { Roster } from "../../lib/roster/schema";
import { launchBrowser } from "../../tests/support/browser";
import { bigRoster } from "./fixtures";
import { summariseProfiles, type CpuProfile } from "./profile";

const SAMPLES = Number(process.env.BENCH_INP_SAMPLES ?? 20);
const WARM_UP = 3;
const SIZES = [10, 40, 200] as const;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Event Timing's smallest threshold: quicker interactions produce no entry at all. */
const THRESHOLD_MS = 16;
/** What the bench clicks (English UI: the builder reads the `lang` cookie, server/http/lang.ts). */
const ADD_UNIT = "Red Army Infantry";
const TOGGLE_OPTION = "Banner";
const TOGGLE_UNIT = 0;

type Interaction = "add a unit" | "toggle an option";
/** One interaction's latency in ms; `null` when it stayed under THRESHOLD_MS (no entry reported). */
type Sample = {
  ms: number | null;
  /** INP's three parts, of the interaction's longest entry (its duration is rounded to 8 ms, so the last is ± 4 ms) */
  inputDelay: number;
  processing: number;
  presentation: number;
  /** the longest main-thread task (Long Tasks API, ≥ 50 ms) from the click until the page was idle again; 0 if none */
  longTask: number;
  /** a long task that began after the click's own task and before its paint: deferred work that held the frame back */
  paintWaited: boolean;
};
type Case = { interaction: Interaction; units: number; cpu: number; viewport: typeof DESKTOP; samples: Sample[] };
export type RosterMaker = (roster: Roster) => Promise<{ viewId: string; key: string }>;

/**
 * Installed before any page script: keeps every Event Timing entry (>= 16 ms, and the first input)
 * so the driver can read the entries of the interaction it caused. `take()` also flushes records
 * the observer has queued but not yet delivered to its callback.
 */
const OBSERVER = `
window.__name = (f) => f; // tsx names functions with a helper that does not exist in the page
(() => {
  const seen = [];
  const keep = (list) => { for (const e of list.getEntries()) seen.push({ name: e.name, interactionId: e.interactionId ?? 0, startTime: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd }); };
  const events = new PerformanceObserver(keep);
  events.observe({ type: "event", durationThreshold: ${THRESHOLD_MS}, buffered: true });
  const first = new PerformanceObserver(keep);
  first.observe({ type: "first-input", buffered: true });
  const tasks = [];
  const long = new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push({ startTime: e.startTime, duration: e.duration }); });
  long.observe({ type: "longtask", buffered: true });
  window.__eventTiming = {
    take(since) {
      keep({ getEntries: () => events.takeRecords().concat(first.takeRecords()) });
      return seen.filter((e) => e.startTime >= since);
    },
    longTasks(since) {
      for (const e of long.takeRecords()) tasks.push({ startTime: e.startTime, duration: e.duration });
      return tasks.filter((t) => t.startTime >= since);
    },
  };
})();
`;

type Entry = { name: string; interactionId: number; startTime: number; duration: number; processingStart: number; processingEnd: number };

// ---------------------------------------------------------------------------------------------
// Finding the builder's controls. The builder UI is being reworked; this is the one place that
// knows what it looks like.

/** The card of the roster's `index`-th unit (0-based). */
function unitAt(page: Page, index: number): Locator {
  return page.locator(`[id="unit-${index}"]`);
}

/** How many units the builder shows: one title per unit card. */
async function unitCount(page: Page): Promise<number> {
  return page.locator('[id^="unit-"][id$="-title"]').count();
}

/**
 * Makes `control` (something inside `unit`) visible: if the unit is collapsed, clicks its expand
 * control first — a button named "Expand…", anything with aria-expanded="false", or a closed
 * <details>. Returns the control.
 */
async function revealInUnit(unit: Locator, control: Locator): Promise<Locator> {
  if (await control.isVisible()) return control;
  const expander = unit
    .getByRole("button", { name: /^Expand/ })
    .or(unit.locator('[aria-expanded="false"]'))
    .or(unit.locator("details:not([open]) > summary"))
    .first();
  if (await expander.count()) await expander.click();
  await control.waitFor({ state: "visible" });
  return control;
}

const addButton = (page: Page) => page.getByRole("button", { name: `Add: ${ADD_UNIT}`, exact: true });
const toggleBox = (page: Page) => unitAt(page, TOGGLE_UNIT).getByRole("checkbox", { name: TOGGLE_OPTION, exact: true });
const removeButton = (page: Page, index: number) => unitAt(page, index).getByRole("button", { name: /^Remove: / });

/**
 * The element behind `control`, found once and reused while it stays in the document: a role
 * query walks the whole page, which at 200 units (and with the CPU throttled) is slow.
 */
function reusable(control: Locator): () => Promise<ElementHandle> {
  let handle: ElementHandle | null = null;
  return async () => {
    if (handle && (await handle.evaluate((e) => e.isConnected))) return handle;
    await handle?.dispose();
    handle = await control.elementHandle();
    if (!handle) throw new Error(`nothing to click: ${control}`);
    return handle;
  };
}

// ---------------------------------------------------------------------------------------------

const POINTS = '[data-testid="army-points"]';

/** The builder saves this long after the last change (app/components/builder/useAutosave.ts). */
const AUTOSAVE_DEBOUNCE_MS = 700;

/** The page-clock time of the bench's last change to the roster, and how long its click kept the page busy. */
type Pace = { lastChange: number; busy: number };

/**
 * Waits until the next click will meet a quiet page: an idle main thread and no autosave in
 * flight or about to start. A save that is merely scheduled is left alone when the next sample
 * (taken to be twice as busy as the last click) ends well before it fires; every change restarts
 * its timer, so quick samples run back to back and slow ones wait for the save and its re-render.
 */
async function settle(page: Page, pace?: Pace) {
  await page.evaluate(
    async ({ pace, debounce }) => {
      const idle = () => new Promise((r) => requestIdleCallback(r));
      const state = () => document.querySelector<HTMLElement>('[data-testid="save-status"]')?.dataset.state;
      await idle();
      if (pace && state() === "dirty" && performance.now() - pace.lastChange + 2 * pace.busy + 100 <= debounce) return;
      while (state() === "dirty" || state() === "saving") await new Promise((r) => requestAnimationFrame(r));
      await idle();
    },
    { pace: pace ?? null, debounce: AUTOSAVE_DEBOUNCE_MS },
  );
}

/**
 * One click with real input on `control` (found before the clock starts; `beforeClick` runs just
 * before it): waits for the army total to change (the builder's visible answer), then until the
 * main thread is idle again (deferred renders done). Returns the page-clock time just before the
 * click. Its Event Timing entries are read later (collect): Chromium hands them over only once the
 * frame has been presented, often a few frames on, and waiting for them click by click would
 * double the bench's run time.
 */
async function click(page: Page, pace: Pace, control: () => Promise<ElementHandle>, beforeClick?: () => Promise<void>): Promise<number> {
  const before = await page.locator(POINTS).textContent();
  const handle = await control();
  await handle.scrollIntoViewIfNeeded();
  await beforeClick?.();
  const since = await page.evaluate(() => performance.now());
  await handle.click();
  await page.waitForFunction(
    ({ sel, before }) => document.querySelector(sel)?.textContent !== before,
    { sel: POINTS, before },
    { polling: "raf", timeout: 60_000 },
  );
  const idleAt = await page.evaluate(() => new Promise<number>((r) => requestIdleCallback(() => r(performance.now()))));
  Object.assign(pace, { lastChange: since, busy: idleAt - since });
  return since;
}

/** A measured click's span on the page clock: from just before it until the next click. */
type Span = { from: number; to: number };

/**
 * The samples of measured clicks: per span, the Event Timing entries of the one interaction in
 * it. Waits until every span has its click entry, or a second more (60 frames) for those that
 * have none: a click that stays silent was quicker than the threshold.
 */
async function collect(page: Page, spans: Span[]): Promise<Sample[]> {
  const { entries, tasks } = await page.evaluate(async (spans) => {
    const w = window as unknown as { __eventTiming: { take(since: number): Entry[]; longTasks(since: number): { startTime: number; duration: number }[] } };
    const since = spans[0]!.from;
    const complete = (list: Entry[]) => spans.every((s) => list.some((e) => e.name === "click" && e.interactionId > 0 && e.startTime >= s.from && e.startTime < s.to));
    for (let i = 0; i < 60 && !complete(w.__eventTiming.take(since)); i++) await new Promise((r) => requestAnimationFrame(r));
    return { entries: w.__eventTiming.take(since).filter((e) => e.interactionId > 0), tasks: w.__eventTiming.longTasks(since) };
  }, spans);
  return spans.map(({ from, to }) => {
    const mine = entries.filter((e) => e.startTime >= from && e.startTime < to);
    const longTask = Math.max(0, ...tasks.filter((t) => t.startTime >= from && t.startTime < to).map((t) => t.duration));
    const ids = new Set(mine.map((e) => e.interactionId));
    if (ids.size > 1) throw new Error(`one click, ${ids.size} interactions: ${JSON.stringify(mine)}`);
    if (!mine.length) return { ms: null, inputDelay: 0, processing: 0, presentation: 0, longTask, paintWaited: false };
    // INP's breakdown, of the entry that sets the interaction's duration
    const longest = mine.reduce((x, y) => (y.duration > x.duration ? y : x));
    const paint = longest.startTime + longest.duration - 4; // durations are rounded to 8 ms
    const eventTask = tasks.find((t) => t.startTime <= longest.processingStart && longest.processingStart < t.startTime + t.duration);
    return {
      paintWaited: tasks.some((t) => t !== eventTask && t.startTime >= longest.processingEnd && t.startTime < paint),
      ms: longest.duration,
      inputDelay: longest.processingStart - longest.startTime,
      processing: longest.processingEnd - longest.processingStart,
      presentation: Math.max(0, longest.startTime + longest.duration - longest.processingEnd),
      longTask,
    };
  });
}

async function openBuilder(context: BrowserContext, base: string, made: { viewId: string; key: string }, units: number): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}/r/${made.viewId}/edit?key=${made.key}`);
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 60_000 });
  const shown = await unitCount(page);
  if (shown !== units) throw new Error(`the builder shows ${shown} units, expected ${units}`);
  await settle(page);
  return page;
}

async function throttle(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return cdp;
}

/** Removes the last unit (not measured), after an add; returns the page-clock time just before the click. */
async function removeLast(page: Page, pace: Pace, units: number): Promise<number> {
  const remove = reusable(await revealInUnit(unitAt(page, units - 1), removeButton(page, units - 1)));
  const since = await click(page, pace, remove);
  return since;
}

/** Adds a unit to a roster of `units − 1`, measured; removes it again (not measured). */
async function addSamples(page: Page, units: number, count: number, beforeClick?: () => Promise<void>, afterClick?: () => Promise<void>): Promise<Sample[]> {
  const add = reusable(addButton(page));
  const pace: Pace = { lastChange: 0, busy: AUTOSAVE_DEBOUNCE_MS };
  const spans: Span[] = [];
  for (let i = -WARM_UP; i < count; i++) {
    await settle(page, pace);
    const from = await click(page, pace, add, i >= 0 ? beforeClick : undefined);
    if (i >= 0) await afterClick?.();
    const busy = pace.busy;
    const to = await removeLast(page, pace, units);
    pace.busy = Math.max(busy, pace.busy);
    if (i >= 0) spans.push({ from, to });
  }
  return collect(page, spans);
}

/**
 * Not part of the figures: `count` more adds with Chromium's sampling profiler running from just
 * before each click until the page is idle again; prints where the main thread spent the time.
 */
async function profileAdds(page: Page, cdp: CDPSession, units: number, count: number, file: string) {
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  const profiles: CpuProfile[] = [];
  const samples = await addSamples(
    page,
    units,
    count,
    () => cdp.send("Profiler.start").then(() => undefined),
    async () => void profiles.push(((await cdp.send("Profiler.stop")) as { profile: CpuProfile }).profile),
  );
  writeFileSync(file, JSON.stringify(profiles[0]));
  report(`\n### CPU profile: "add a unit" at ${units} units, no throttling (${count} adds; profiled latencies ${samples.map((x) => x.ms ?? "<16").join(", ")} ms; the first written to ${file} for DevTools)\n`);
  report("From just before each click until the page was idle again: the interaction, the deferred render after it, and the bench's own polling.\n");
  report(summariseProfiles(profiles));
}

/** Clicks the option's checkbox on and off: every click is a sample. */
async function toggleSamples(page: Page, count: number): Promise<Sample[]> {
  const box = reusable(await revealInUnit(unitAt(page, TOGGLE_UNIT), toggleBox(page)));
  const pace: Pace = { lastChange: 0, busy: AUTOSAVE_DEBOUNCE_MS };
  const starts: number[] = [];
  for (let i = -WARM_UP; i < count; i++) {
    await settle(page, pace);
    const from = await click(page, pace, box);
    if (i >= 0) starts.push(from);
  }
  return collect(page, starts.map((from, i) => ({ from, to: starts[i + 1] ?? Infinity })));
}

/** Nearest-rank percentile; a sub-threshold sample counts as THRESHOLD_MS (an upper bound). */
function percentile(samples: Sample[], q: number): number {
  const sorted = samples.map((s) => s.ms ?? THRESHOLD_MS).sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const cell = (samples: Sample[], q: number) => {
  const v = percentile(samples, q);
  const quiet = samples.filter((s) => s.ms === null).length;
  return v <= THRESHOLD_MS && quiet >= Math.ceil(q * samples.length) ? `<${THRESHOLD_MS} ms` : `${v} ms`;
};

export async function inpSection(base: string, book: ArmyBook, makeRoster: RosterMaker): Promise<void> {
  const load = [loadavg()[0]!];
  const started = performance.now();
  const browser = await launchBrowser();
  const cases: Case[] = [];
  const profileTo = process.env.BENCH_INP_PROFILE;
  try {
    const run = async (interaction: Interaction, units: number, cpu: number, viewport: typeof DESKTOP) => {
      const context = await browser.newContext({ viewport, locale: "en-GB" });
      await context.addCookies([{ name: "lang", value: "en", url: base }]);
      await context.addInitScript({ content: OBSERVER });
      try {
        const start = interaction === "add a unit" ? units - 1 : units;
        const t0 = performance.now();
        const made = await makeRoster(bigRoster(book, start, `INP ${interaction} ${units}`));
        const page = await openBuilder(context, base, made, start);
        const cdp = await throttle(page, cpu);
        const t1 = performance.now();
        const samples = interaction === "add a unit" ? await addSamples(page, units, SAMPLES) : await toggleSamples(page, SAMPLES);
        const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
        process.stderr.write(`inp: ${interaction}, ${units} units, CPU ×${cpu}, ${viewport.width}×${viewport.height}: page ready in ${secs(t1 - t0)}, ${WARM_UP + SAMPLES} clicks in ${secs(performance.now() - t1)}\n`);
        cases.push({ interaction, units, cpu, viewport, samples });
        if (profileTo && interaction === "add a unit" && units === 200 && cpu === 1 && viewport === DESKTOP) await profileAdds(page, cdp, units, 10, profileTo);
      } finally {
        await context.close();
      }
    };
    for (const cpu of [1, 4])
      for (const units of SIZES)
        for (const interaction of ["add a unit", "toggle an option"] as const) await run(interaction, units, cpu, DESKTOP);
    for (const interaction of ["add a unit", "toggle an option"] as const) await run(interaction, 40, 1, PHONE);
  } finally {
    await browser.close();
  }
  load.push(loadavg()[0]!);
  printReport(cases);
  // other work on this 2-core machine shows up as input delay and noise: say how busy it was
  report(`\nThis section took ${((performance.now() - started) / 60_000).toFixed(1)} min; 1-minute load average ${load.map((l) => l.toFixed(2)).join(" at the start, ")} at the end (2 cores).`);
}

function printReport(cases: Case[]) {
  report(`\n## 5. Builder interaction latency, as INP (Event Timing in Chromium headless; ${SAMPLES} samples after ${WARM_UP} warm-ups)\n`);
  report("Input (pointerdown) to the next paint after the handlers ran; the largest entry of each click's interaction.");
  report(`Desktop ${DESKTOP.width}×${DESKTOP.height} unless noted. "<${THRESHOLD_MS} ms": quicker than Event Timing's smallest threshold.\n`);
  report("| interaction | units | CPU | p50 | p75 | max |");
  report("|---|---:|---|---:|---:|---:|");
  for (const c of cases) {
    const cpu = `${c.cpu === 1 ? "no throttling" : `×${c.cpu} slower`}${c.viewport === DESKTOP ? "" : `, phone ${c.viewport.width}×${c.viewport.height}`}`;
    report(`| ${c.interaction} | ${c.units} | ${cpu} | ${cell(c.samples, 0.5)} | ${cell(c.samples, 0.75)} | ${cell(c.samples, 1)} |`);
  }

  report("\nWhere the time goes (medians; INP's three parts over the samples that produced an entry, of the entry that sets the duration):\n");
  report("| interaction | units | CPU | input delay | event handlers | handlers → paint | longest task, click → idle | paint held by a later long task |");
  report("|---|---:|---|---:|---:|---:|---:|---:|");
  for (const c of cases) {
    if (c.viewport !== DESKTOP) continue;
    const timed = c.samples.filter((s) => s.ms !== null);
    if (!timed.length) continue;
    const m = (f: (s: Sample) => number) => `${median(timed.map(f)).toFixed(1)} ms`;
    const task = median(c.samples.map((s) => s.longTask));
    report(`| ${c.interaction} | ${c.units} | ×${c.cpu} | ${m((s) => s.inputDelay)} | ${m((s) => s.processing)} | ${m((s) => s.presentation)} | ${task ? `${task.toFixed(0)} ms` : "none ≥ 50 ms"} | ${c.samples.filter((x) => x.paintWaited).length} of ${c.samples.length} |`);
  }

  const find = (interaction: Interaction, units: number, cpu: number) =>
    cases.find((c) => c.interaction === interaction && c.units === units && c.cpu === cpu && c.viewport === DESKTOP)!;
  const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
  report("\nTargets (desktop):\n");
  for (const interaction of ["add a unit", "toggle an option"] as const) {
    const p75s = SIZES.map((n) => percentile(find(interaction, n, 1).samples, 0.75));
    report(`- ${verdict(p75s.every((v) => v <= 50))} ${interaction}: p75 ≤ 50 ms at every size, no throttling (${SIZES.map((n, i) => `${n}: ${p75s[i]} ms`).join(", ")})`);
    const small = percentile(find(interaction, 10, 1).samples, 0.75);
    const large = percentile(find(interaction, 200, 1).samples, 0.75);
    report(`- ${verdict(large <= 1.5 * small)} ${interaction}: p75 at 200 units ≤ 1.5 × p75 at 10, no throttling (${large} ms vs ${small} ms: ${(large / small).toFixed(2)}×)`);
    const slow = percentile(find(interaction, 200, 4).samples, 0.75);
    report(`- ${verdict(slow <= 200)} ${interaction}: p75 ≤ 200 ms at 200 units with the CPU ×4 slower (${slow} ms)`);
  }
  report(`\n(Sub-threshold samples count as ${THRESHOLD_MS} ms in the checks; Event Timing rounds durations to 8 ms.)`);
}
