import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MAX_DEVICE_ROSTERS, mergeKeys, type KeyPair } from "../../lib/transfer/merge";

/** View ids and keys from small pools, so that transfers meet the device's own rosters often. */
const entryArb = fc.record({ viewId: fc.constantFrom("a", "b", "c", "d", "e", "f"), key: fc.constantFrom("k1", "k2", "k3") });
const deviceArb = fc.uniqueArray(entryArb, { maxLength: 6, selector: (e) => e.viewId });
const incomingArb = fc.array(entryArb, { maxLength: 10 });

describe("mergeKeys: a transfer is added to the device's list, never instead of it", () => {
  it("keeps every entry of the device as it was and where it was; adds the new rosters after them, each once", () => {
    fc.assert(
      fc.property(deviceArb, incomingArb, (device, incoming) => {
        const plan = mergeKeys(device, incoming);
        expect(plan.merged.slice(0, device.length)).toEqual(device);
        expect(plan.merged.slice(device.length)).toEqual(plan.added);
        const ids = plan.merged.map((e) => e.viewId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const e of incoming) expect(ids).toContain(e.viewId);
        // every distinct incoming roster is said once: new, already here, or here with the device's key
        const distinct = new Set(incoming.map((e) => e.viewId)).size;
        expect(plan.added.length + plan.alreadyHere.length + plan.keptOwn.length + plan.noRoom.length).toBe(distinct);
      }),
      { numRuns: 300 },
    );
  });

  it("a roster the device holds under another key keeps the device's key, and is reported", () => {
    const device = [{ viewId: "a", key: "mine" }];
    const plan = mergeKeys(device, [{ viewId: "a", key: "theirs" }]);
    expect(plan.merged).toEqual(device);
    expect(plan.keptOwn).toEqual([{ viewId: "a", key: "theirs" }]);
    expect(plan.added).toEqual([]);
  });

  it("sorts a transfer into new, already here and kept-own; the first of a repeated roster counts", () => {
    const device = [
      { viewId: "a", key: "k1" },
      { viewId: "b", key: "k1" },
    ];
    const plan = mergeKeys(device, [
      { viewId: "a", key: "k1" },
      { viewId: "b", key: "k2" },
      { viewId: "c", key: "k3" },
      { viewId: "c", key: "k9" },
      { viewId: "d", key: "k4" },
    ]);
    expect(plan.alreadyHere.map((e) => e.viewId)).toEqual(["a"]);
    expect(plan.keptOwn.map((e) => e.viewId)).toEqual(["b"]);
    expect(plan.added).toEqual([
      { viewId: "c", key: "k3" },
      { viewId: "d", key: "k4" },
    ]);
    expect(plan.merged).toEqual([...device, ...plan.added]);
  });

  it("merging the same transfer twice adds nothing the second time", () => {
    fc.assert(
      fc.property(deviceArb, incomingArb, (device, incoming) => {
        const once = mergeKeys(device, incoming);
        const twice = mergeKeys(once.merged, incoming);
        expect(twice.merged).toEqual(once.merged);
        expect(twice.added).toEqual([]);
      }),
    );
  });

  it("stores only view id and key, whatever else a file's entry carries", () => {
    const plan = mergeKeys([], [{ viewId: "a", key: "k", roster: { name: "big" } }]);
    expect(plan.merged).toEqual([{ viewId: "a", key: "k" }]);
    expect(plan.added[0]).toHaveProperty("roster");
  });

  it("adds no more than the device's list can hold, and says which did not fit", () => {
    const device: KeyPair[] = Array.from({ length: MAX_DEVICE_ROSTERS - 1 }, (_, i) => ({ viewId: `own${i}`, key: "k" }));
    const plan = mergeKeys(device, [
      { viewId: "x", key: "k" },
      { viewId: "y", key: "k" },
      { viewId: "own0", key: "k" },
    ]);
    expect(plan.added.map((e) => e.viewId)).toEqual(["x"]);
    expect(plan.noRoom.map((e) => e.viewId)).toEqual(["y"]);
    expect(plan.alreadyHere.map((e) => e.viewId)).toEqual(["own0"]);
    expect(plan.merged).toHaveLength(MAX_DEVICE_ROSTERS);
  });
});
