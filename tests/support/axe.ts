import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve("axe-core/axe.min.js");
const RUN_ONLY = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export type AxeNode = { target: unknown[]; failureSummary?: string };
export type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

/**
 * Puts axe-core in every page the context opens, before the page's own scripts (as an extension
 * would; a page's hash CSP rightly refuses an injected <script>). For a context that checks many
 * pages: evaluated from the same source in the same renderer, it is compiled once, where
 * injecting it into each page compiled its 550 kB again, ~0.25 CPU-seconds a page.
 */
export async function axeInEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: AXE_PATH });
}

/** Runs axe-core over the whole document; returns its violations and the checks it could not decide. */
export async function runAxe(page: Page): Promise<{ violations: AxeViolation[]; incomplete: AxeViolation[] }> {
  // as DevTools runs it, when the context does not bring it (axeInEveryPage)
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(readFileSync(AXE_PATH, "utf8"));
  return page.evaluate(async (runOnly) => {
    type Result = { violations: AxeViolation[]; incomplete: AxeViolation[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<Result> } }).axe;
    const result = await axe.run(document, { runOnly, resultTypes: ["violations", "incomplete"] });
    const slim = (list: AxeViolation[]) =>
      list.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
    return { violations: slim(result.violations), incomplete: slim(result.incomplete) };
  }, RUN_ONLY);
}

/** axe-core's serious and critical findings on the whole document, as "impact id: targets" lines. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await runAxe(page);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(" ")}`);
}
