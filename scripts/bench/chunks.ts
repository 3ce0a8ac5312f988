/**
 * Reads the modules out of the production build's browser chunks (.next/static/chunks/*.js) and
 * names them by what is inside. A Turbopack chunk is one call,
 * `(globalThis.TURBOPACK ||= []).push([script, id, factory, id, factory, …])`: running it in an
 * empty VM context with a stand-in TURBOPACK array hands over the factories without running
 * them, and a factory's source text is its module (several of ours when Turbopack merged them).
 * Module ids are numbers and carry no file names, so the labels come from text each module is
 * known to hold (MARKERS); an unknown module shows its first string literals.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

export type ChunkModule = {
  chunk: string;
  id: string;
  /** where the factory's text starts and ends in the chunk's text (UTF-16 offsets, as V8 counts columns) */
  start: number;
  end: number;
  bytes: number;
  gzip: number;
  label: string;
};

/** The first that matches names the module; order matters (a module with our error messages also names zod's issue codes). */
const MARKERS: [RegExp, string][] = [
  [/BIGINT_FORMAT_RANGES|\$ZodType/, "zod (v4, whole `z` namespace)"],
  [/shouldUnregister/, "react-hook-form + @hookform/resolvers (zod resolver)"],
  [/Minified React error/, "react-dom"],
  [/react\.transitional\.element/, "react + react/jsx-runtime"],
  [/unstable_now/, "scheduler (React's task loop)"],
  [/book-panel-title/, "app/components/builder/* (Builder, UnitCard, ArmyBookPanel, hooks…)"],
  [/The army costs/, "lib/engine/violation-text (violation texts)"],
  [/UNKNOWN_OPTION/, "lib/engine/evaluate + unit-layout"],
  [/HQ: Soviet army rosters/, "lib/i18n/ui (every UI string, both languages)"],
  [/Would break a rule now/, "lib/i18n/builder-ui (the builder's strings, both languages)"],
  [/Intl\.PluralRules/, "lib/i18n/plural"],
  [/The text contains invalid characters/, "app/components/useFieldError + lib/input-errors"],
  [/name_unicode/, "lib/roster/schema (zod schema)"],
  [/checksum/, "lib/share/codec (+ bits, base64url)"],
  [/0123456789-_/, "lib/share/encode + bits + base64url"],
  [/optionsPerUnitMax/, "lib/roster/limits"],
  [/card share-tools/, "app/components/view/ShareTools (+ lib/export/roster-text)"],
  [/MINOR_VICTORY/, "lib/victory"],
  [/roster-keys/, "app/components/key-store"],
  [/nameClassName/, "app/components/RosterHeadFields"],
  [/findSourceMapURL/, "server action stubs (createServerReference)"],
  [/next-router-state-tree|__next_error__|HTTPAccessFallbackBoundary|createInitialRouterState/, "next (client runtime)"],
];

export function labelModule(text: string): string {
  for (const [re, label] of MARKERS) if (re.test(text)) return label;
  const strings = [...text.matchAll(/"([^"\\]{4,30})"/g)].map((m) => m[1]).filter((s) => s !== "use strict" && s !== "__esModule");
  return `unknown (${strings.slice(0, 3).map((s) => JSON.stringify(s)).join(", ") || "no strings"})`;
}

const cache = new Map<string, ChunkModule[]>();

/** The modules of one chunk, by its path under .next ("static/chunks/x.js"); [] for a chunk that is not a module list (the runtime). */
export function chunkModules(file: string): ChunkModule[] {
  const known = cache.get(file);
  if (known) return known;
  const text = readFileSync(path.join(".next", file), "utf8");
  const sandbox: { TURBOPACK: unknown[] } = { TURBOPACK: [] };
  const out: ChunkModule[] = [];
  try {
    vm.runInNewContext(text, sandbox, { timeout: 2000 });
  } catch {
    // the runtime chunk touches `self`, `document`…: it is code, not a list of modules
  }
  let from = 0;
  for (const push of sandbox.TURBOPACK) {
    if (!Array.isArray(push)) continue;
    for (let i = 1; i < push.length; i++) {
      const factory = push[i];
      if (typeof factory !== "function") continue;
      const source = String(factory);
      const start = text.indexOf(source, from);
      if (start >= 0) from = start + source.length;
      out.push({
        chunk: path.basename(file),
        id: String(push[i - 1]),
        start,
        end: start < 0 ? -1 : start + source.length,
        bytes: Buffer.byteLength(source),
        gzip: gzipSync(source, { level: 9 }).length,
        label: labelModule(source),
      });
    }
  }
  cache.set(file, out);
  return out;
}
