/**
 * Section 3 of npm run bench: the first-load JavaScript (gzip -9) of a bare page, the army book and
 * the builder, read from the built assets the page's <script src> tags name; then what the
 * builder loads beyond the bare page, chunk by chunk and module by module (scripts/bench/chunks.ts).
 * Target (from the issue): builder ≤ 1.2 × the bare page.
 */
import { report } from "./report";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chunkModules } from "./chunks";

const TARGET_RATIO = 1.2;

type PageJs = { files: string[]; raw: number; gzip: number; inline: number; inlineGzip: number };

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function pageJs(base: string, pagePath: string): Promise<PageJs> {
  const html = await (await fetch(base + pagePath)).text();
  const files = [...new Set([...html.matchAll(/<script[^>]+src="\/_next\/(static\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(".next", file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  // the RSC payload inlined in the HTML (self.__next_f.push(...)): the props the client components hydrate with
  const inlineText = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");
  return { files, raw, gzip, inline: Buffer.byteLength(inlineText), inlineGzip: gzipSync(inlineText, { level: 9 }).length };
}

export async function firstLoadJsSection(base: string, builderPath: string): Promise<void> {
  const pages: [string, string][] = [
    ["bare page (404)", "/no-such-page"],
    ["army book", "/army-book"],
    ["builder (15 units)", builderPath],
  ];
  const measured = new Map<string, PageJs>();
  report("\n## 3. First-load JavaScript (from .next/static, gzip -9)\n");
  report("| page | script files | raw bytes | gzip bytes | inline RSC payload (gzip) |");
  report("|---|---:|---:|---:|---:|");
  for (const [label, p] of pages) {
    const js = await pageJs(base, p);
    measured.set(label, js);
    report(`| ${label} | ${js.files.length} | ${js.raw} | ${js.gzip} | ${js.inline} (${js.inlineGzip}) |`);
  }
  const bare = measured.get(pages[0]![0])!;
  const builder = measured.get(pages[2]![0])!;
  const ratio = builder.gzip / bare.gzip;
  report(
    `\n${ratio <= TARGET_RATIO ? "PASS" : "FAIL"} builder ≤ ${TARGET_RATIO} × bare page: ${ratio.toFixed(2)}× (${kb(builder.gzip)} vs ${kb(bare.gzip)}; the target allows ${kb(bare.gzip * TARGET_RATIO)}, ${kb(Math.max(0, builder.gzip - bare.gzip * TARGET_RATIO))} to cut)`,
  );

  const own = builder.files.filter((f) => !bare.files.includes(f));
  report(`\nChunks the builder loads and the bare page does not (${own.length}):\n`);
  report("| chunk | raw bytes | gzip bytes | what is in it (module gzip, each compressed alone) |");
  report("|---|---:|---:|---|");
  let ownGzip = 0;
  for (const file of own) {
    const bytes = readFileSync(path.join(".next", file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    ownGzip += gz;
    const mods = chunkModules(file).sort((a, b) => b.gzip - a.gzip);
    const inside = mods.filter((m) => m.gzip >= 400).map((m) => `${m.label} ${kb(m.gzip)}`);
    const small = mods.filter((m) => m.gzip < 400);
    if (small.length) inside.push(`${small.length} more under 0.4 kB`);
    report(`| ${path.basename(file)} | ${bytes.length} | ${gz} | ${inside.join("; ")} |`);
  }
  report(`| all builder-only chunks | | ${ownGzip} | |`);

  // the same module in two chunks the builder loads is sent twice
  const seen = new Map<string, string[]>();
  for (const file of builder.files) for (const m of chunkModules(file)) seen.set(m.id, [...(seen.get(m.id) ?? []), path.basename(file)]);
  const twice = [...seen.entries()].filter(([, chunks]) => chunks.length > 1);
  if (twice.length) {
    report("\nModules the builder loads more than once:");
    for (const [id, chunks] of twice) {
      const m = chunkModules(builder.files.find((f) => f.endsWith(chunks[0]!))!).find((x) => x.id === id)!;
      report(`- ${m.label}: ${kb(m.gzip)} gzip, in ${chunks.join(", ")}`);
    }
  }
}
