/**
 * A lazily loaded part of a page whose code fails to arrive (a bad connection) is fetched again,
 * instead of throwing the first failure into the page's error boundary; code that stays missing (a
 * new version replaced the files) still reaches it, for its reload.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { importRetrying } from "../../app/components/lazy-retrying";

const network = { onLine: true };
beforeEach(() => {
  vi.useFakeTimers();
  network.onLine = true;
  vi.stubGlobal("window", new EventTarget());
  vi.stubGlobal("navigator", network);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** An importer that fails `failures` times, then gives the module. */
function flaky(failures: number) {
  const importer = vi.fn(async () => {
    if (importer.mock.calls.length <= failures) throw new Error("ChunkLoadError");
    return { default: "module" };
  });
  return importer;
}

/** Where the import stands: still waiting, the module, or the error it gave up with. */
function follow(p: Promise<unknown>) {
  const seen: { now: unknown } = { now: "pending" };
  p.then((m) => (seen.now = m), (e: Error) => (seen.now = e.message));
  return seen;
}

describe("importRetrying", () => {
  it("gives the module at once when the fetch works", async () => {
    const importer = flaky(0);
    await expect(importRetrying(importer)).resolves.toEqual({ default: "module" });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("tries again after 1, 2 and 4 s: code that arrives on the fourth try is given", async () => {
    const importer = flaky(3);
    const seen = follow(importRetrying(importer));
    await vi.advanceTimersByTimeAsync(999);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(importer).toHaveBeenCalledTimes(3);
    expect(seen.now).toBe("pending");
    await vi.advanceTimersByTimeAsync(4_000);
    expect(importer).toHaveBeenCalledTimes(4);
    expect(seen.now).toEqual({ default: "module" });
  });

  it("gives up after the fourth failed try (the files are gone), with the fetch's own error", async () => {
    const importer = flaky(4);
    const seen = follow(importRetrying(importer));
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 3_999);
    expect(seen.now).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(4);
    expect(seen.now).toBe("ChunkLoadError");
  });

  it("tries again at once when the network comes back", async () => {
    const importer = flaky(1);
    const seen = follow(importRetrying(importer));
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(seen.now).toEqual({ default: "module" });
  });

  it("offline, waits for the network however long, without spending its tries", async () => {
    network.onLine = false;
    const importer = flaky(1);
    const seen = follow(importRetrying(importer));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(seen.now).toBe("pending");
    network.onLine = true;
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.now).toEqual({ default: "module" });
  });
});
