import { expect } from "vitest";

/** Deep equality as vitest's toEqual judges it, as a boolean (for oracles that tally mismatches). */
export function same(a: unknown, b: unknown): boolean {
  try {
    expect(a).toEqual(b);
    return true;
  } catch {
    return false;
  }
}
