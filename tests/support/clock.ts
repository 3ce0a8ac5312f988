import { writeFileSync } from "node:fs";

/**
 * Waits on the clock as a condition, not for a fixed time: resolves once Date.now() is later than
 * `iso` (an updatedAt as stored, millisecond precision). A write made after that gets a strictly
 * later @updatedAt, however busy the machine; a fixed sleep only makes that likely.
 */
export async function clockPast(iso: string): Promise<void> {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) throw new Error(`not a timestamp: ${JSON.stringify(iso)}`);
  while (Date.now() <= t) await new Promise((r) => setImmediate(r));
}

/**
 * A server's test clock (server/data/clock.ts): the file named by its APP_TEST_CLOCK_FILE holds the
 * milliseconds added to real time, read at every call, so moving it takes effect at once.
 */
export function testClock(file: string) {
  return {
    /** the server's time is now real time + `ms` */
    setOffset(ms: number) {
      writeFileSync(file, String(Math.round(ms)));
    },
    /** the server's time is `at` (as of this call; real time moves on from there) */
    setNow(at: Date | number) {
      writeFileSync(file, String(new Date(at).getTime() - Date.now()));
    },
    /** back to real time: call it in afterEach / afterAll so other tests see the real clock */
    reset() {
      writeFileSync(file, "0");
    },
  };
}
