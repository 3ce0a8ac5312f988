/**
 * A lazily loaded part of a page whose code fails to arrive (a bad connection) is fetched again,
 * instead of throwing the failure into the page's error boundary.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { importRetrying } from "../../app/components/lazy-retrying";

beforeEach(() => {
  vi.useFakeTimers();
  (globalThis as { window?: unknown }).window = new EventTarget();
});
afterEach(() => {
  vi.useRealTimers();
  delete (globalThis as { window?: unknown }).window;
});

/** An importer that fails `failures` times, then gives the module; counts its calls. */
function flaky(failures: number) {
  const importer = vi.fn(async () => {
    if (importer.mock.calls.length <= failures) throw new Error("ChunkLoadError");
    return { default: "module" };
  });
  return importer;
}

describe("importRetrying", () => {
  it("gives the module at once when the fetch works", async () => {
    const importer = flaky(0);
    await expect(importRetrying(importer)).resolves.toEqual({ default: "module" });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("never rejects: it tries again after 1 s, 2 s, 4 s … until the code arrives", async () => {
    const importer = flaky(3);
    let settled: unknown = "pending";
    void importRetrying(importer).then((m) => (settled = m), (e) => (settled = e));
    await vi.advanceTimersByTimeAsync(0);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(importer).toHaveBeenCalledTimes(3);
    expect(settled).toBe("pending");
    await vi.advanceTimersByTimeAsync(4_000);
    expect(importer).toHaveBeenCalledTimes(4);
    expect(settled).toEqual({ default: "module" });
  });

  it("tries again at once when the network comes back, and waits no longer than 30 s between tries", async () => {
    const importer = flaky(10);
    void importRetrying(importer).catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(importer).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(importer).toHaveBeenCalledTimes(2);
    // pauses 2, 4, 8, 16 s, then 30 s (not 32)
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000 + 16_000);
    expect(importer).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(importer).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(7);
  });
});
