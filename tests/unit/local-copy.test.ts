/**
 * What the builder keeps on the device for offline work: where it starts on arrival, and damaged
 * storage read as nothing rather than a crash.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { clearDraft, forgetLocalCopies, keepSavedCopy, readDraft, readSavedCopy, startingPoint, writeDraft, type Draft } from "../../app/components/builder/local-copy";

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
});

const copy = (version: number, json = `{"v":${version}}`) => ({ version, json });
const draft = (baseVersion: number, json: string, changes = 2): Draft => ({ baseVersion, json, at: "2026-12-01T10:00:00.000Z", changes });

describe("startingPoint", () => {
  it("starts from the page when this device kept nothing newer", () => {
    expect(startingPoint(copy(3), null, null)).toEqual({ base: copy(3), draft: null });
    expect(startingPoint(copy(3), copy(3, "kept"), null).base).toEqual(copy(3));
    expect(startingPoint(copy(3), copy(2), null).base).toEqual(copy(3));
  });
  it("starts from the kept copy when the page (kept offline) is older than a save made since", () => {
    expect(startingPoint(copy(3), copy(4), null).base).toEqual(copy(4));
  });
  it("brings back a draft only when it differs from where it starts, with the version it was made from", () => {
    expect(startingPoint(copy(3), null, draft(3, copy(3).json)).draft).toBeNull();
    expect(startingPoint(copy(3), null, draft(2, "mine")).draft).toEqual(draft(2, "mine"));
    expect(startingPoint(copy(3), copy(5), draft(5, copy(5).json)).draft).toBeNull();
  });
});

describe("the kept copies", () => {
  it("keeps the newest saved copy and never goes back to an older one", () => {
    keepSavedCopy("a", copy(2));
    keepSavedCopy("a", copy(1));
    expect(readSavedCopy("a")).toEqual(copy(2));
    keepSavedCopy("a", copy(3));
    expect(readSavedCopy("a")).toEqual(copy(3));
  });
  it("reads a damaged entry as nothing", () => {
    store.set("roster-saved:a", "{not json");
    store.set("roster-draft:a", JSON.stringify({ baseVersion: "1", json: 5 }));
    expect(readSavedCopy("a")).toBeNull();
    expect(readDraft("a")).toBeNull();
  });
  it("reads a draft without a count as one change, and forgets both copies of a deleted roster", () => {
    store.set("roster-draft:a", JSON.stringify({ baseVersion: 1, json: "{}", at: "x" }));
    expect(readDraft("a")).toMatchObject({ baseVersion: 1, changes: 1 });
    writeDraft("a", draft(1, "{}", 4));
    expect(readDraft("a")?.changes).toBe(4);
    clearDraft("a");
    expect(readDraft("a")).toBeNull();
    writeDraft("a", draft(1, "{}"));
    keepSavedCopy("a", copy(1));
    forgetLocalCopies("a");
    expect([readDraft("a"), readSavedCopy("a")]).toEqual([null, null]);
  });
});
