import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve("axe-core/axe.min.js");
const RUN_ONLY = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** axe-core's serious and critical findings on the whole document, as "impact id: targets" lines. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(readFileSync(AXE_PATH, "utf8")); // as DevTools runs it: a cached page's hash CSP (rightly) refuses an injected <script>
  return page.evaluate(async (runOnly) => {
    type Violation = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly, resultTypes: ["violations"] });
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(" ")}`);
  }, RUN_ONLY);
}
