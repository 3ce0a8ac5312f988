import type { Reporter, TestModule } from "vitest/node";

/** Ends the run with a plain "N passed, N failed" line that any CI log reader understands. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const m of modules) {
      let failedHere = 0;
      for (const test of m.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failedHere++;
        else skipped++;
      }
      // a file that failed outside its tests (an import, a beforeAll) counts once, though its tests show as skipped
      failed += m.state() === "failed" && failedHere === 0 ? 1 : failedHere;
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`);
  }
}
