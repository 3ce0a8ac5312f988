/**
 * What the bench prints is also what docs/performance.md shows: every line a section reports goes
 * to stdout and is kept, and at the end each measured section ("## N. …" up to the next heading)
 * replaces its block in the page, between `<!-- bench:N -->` and `<!-- /bench:N -->`, stamped with
 * the date. Notes written by hand stay outside the blocks; a section the page lacks is added at its
 * end. A run of one section (BENCH_ONLY_…) rewrites that section only.
 */
import { readFileSync, writeFileSync } from "node:fs";

const PAGE = "docs/performance.md";
const lines: string[] = [];

export function report(...parts: unknown[]): void {
  const line = parts.map(String).join(" ");
  console.log(line);
  lines.push(line);
}

/** The reported sections by number, each as the markdown the bench printed (its heading first). */
export function reportedSections(text = lines.join("\n")): Map<number, string> {
  const sections = new Map<number, string>();
  let current: { n: number; body: string[] } | null = null;
  for (const line of text.split("\n")) {
    const heading = /^## (\d+)\. /.exec(line);
    if (heading) {
      if (current) sections.set(current.n, current.body.join("\n").trim());
      current = { n: Number(heading[1]), body: [line] };
    } else current?.body.push(line);
  }
  if (current) sections.set(current.n, current.body.join("\n").trim());
  return sections;
}

/** The page with each section's block replaced (or added at the end), stamped with `when`. */
export function withSections(page: string, sections: Map<number, string>, when: string): string {
  let out = page;
  for (const [n, body] of [...sections].sort((a, b) => a[0] - b[0])) {
    const block = `<!-- bench:${n} -->\n${body}\n\n_Written by \`npm run bench\`, ${when}._\n<!-- /bench:${n} -->`;
    const at = new RegExp(`<!-- bench:${n} -->[\\s\\S]*?<!-- /bench:${n} -->`);
    out = at.test(out) ? out.replace(at, () => block) : `${out.trimEnd()}\n\n${block}\n`;
  }
  return out;
}

/** Writes what this run measured into docs/performance.md. */
export function writePerformancePage(): void {
  const sections = reportedSections();
  if (sections.size === 0) return;
  const when = `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`;
  writeFileSync(PAGE, withSections(readFileSync(PAGE, "utf8"), sections, when));
  console.log(`\n${PAGE}: section${sections.size > 1 ? "s" : ""} ${[...sections.keys()].sort((a, b) => a - b).join(", ")} written.`);
}
