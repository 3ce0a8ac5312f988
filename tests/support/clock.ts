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
