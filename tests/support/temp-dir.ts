import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, onTestFinished } from "vitest";

/**
 * A new directory in the system's temp dir, removed when the test that made it has finished, or,
 * made at a file's or a describe block's top level, after that file's or block's tests: a run
 * leaves nothing behind on the machine, CI's included. Not from a beforeAll hook: vitest runs no
 * afterAll registered there, so the directory would stay (make it at the top level instead).
 */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    onTestFinished(remove);
  } catch {
    // not inside a test: vitest refuses onTestFinished there
    afterAll(remove);
  }
  return dir;
}
