/**
 * Sums Chromium CPU profiles (CDP Profiler.stop) by where the time went: self time per module of
 * the build (scripts/bench/chunks.ts names them) and per function. The production build is
 * minified, so a function shows as its short name plus chunk:line:column; the module says whose
 * code it is.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { chunkModules } from "./chunks";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type CpuProfile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[]; startTime: number; endTime: number };

const lineStarts = new Map<string, number[]>();

/** The build module (label) a frame is in: chunk file + line/column → offset → the factory that spans it. */
function moduleOf(frame: CallFrame): string {
  const m = /\/_next\/(static\/chunks\/[^?#]+\.js)/.exec(frame.url);
  if (!m) return frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, "") : "(no URL: the bench's polling, V8 built-ins)";
  const file = m[1]!;
  const mods = chunkModules(file);
  let starts = lineStarts.get(file);
  if (!starts) {
    starts = [0];
    const text = mods.length ? readFileSync(path.join(".next", file), "utf8") : "";
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
    lineStarts.set(file, starts);
  }
  const offset = (starts[frame.lineNumber] ?? 0) + frame.columnNumber;
  const hit = mods.find((x) => x.start <= offset && offset < x.end);
  return hit ? hit.label : mods.length ? `${file.split("/").pop()} (outside any module)` : `${file.split("/").pop()} (turbopack runtime)`;
}

/** Self time (ms) per node id: each sample is charged the time until the next one. */
function selfTimes(profile: CpuProfile): Map<number, number> {
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const next = deltas[i + 1] ?? 0;
    self.set(samples[i]!, (self.get(samples[i]!) ?? 0) + next / 1000);
  }
  return self;
}

const frameKey = (frame: CallFrame, mod: string) => `${frame.functionName || "(anonymous)"} · ${mod} · ${frame.url.split("/").pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;

export function summariseProfiles(profiles: CpuProfile[], top = 15): string {
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const keyOf = new Map<number, string | null>();
    const key = (id: number): string | null => {
      if (!keyOf.has(id)) {
        const frame = nodes.get(id)!.callFrame;
        const special = frame.functionName.startsWith("(") && !frame.url;
        keyOf.set(id, special ? null : frameKey(frame, moduleOf(frame)));
      }
      return keyOf.get(id)!;
    };
    for (const [id, ms] of selfTimes(profile)) {
      const frame = nodes.get(id)!.callFrame;
      const special = frame.functionName.startsWith("(") && !frame.url ? frame.functionName : null;
      if (special === "(idle)") continue;
      total += ms;
      const mod = special ?? moduleOf(frame);
      byModule.set(mod, (byModule.get(mod) ?? 0) + ms);
      const fn = special ?? frameKey(frame, mod);
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
      // total time: every function on the stack once (recursion counted once)
      const onStack = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const k = key(at);
        if (k) onStack.add(k);
      }
      for (const k of onStack) inclusive.set(k, (inclusive.get(k) ?? 0) + ms);
    }
  }
  const n = profiles.length;
  const rows = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, ms]) => `| ${k} | ${(ms / n).toFixed(1)} ms | ${((100 * ms) / total).toFixed(0)}% |`)
      .join("\n");
  // the app's own functions by total time: where the engine and the builder's components spend it
  const own = new Map([...inclusive].filter(([k]) => !/react-dom|react \+|next \(|no URL|runtime/.test(k)));
  return [
    `Busy (not idle) main-thread time: ${(total / n).toFixed(1)} ms per profile, over ${n} profiles.\n`,
    "| self time by module | per profile | share |",
    "|---|---:|---:|",
    rows(byModule),
    "",
    "| self time by function (minified name · module · position) | per profile | share |",
    "|---|---:|---:|",
    rows(byFunction),
    "",
    "| total time (self + callees) of the app's and libraries' functions, React and Next left out | per profile | share |",
    "|---|---:|---:|",
    rows(own),
  ].join("\n");
}
