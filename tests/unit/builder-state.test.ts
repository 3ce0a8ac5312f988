import { describe, expect, it } from "vitest";
import { builderReducer, HISTORY_DEPTH, initialBuilderState, MERGE_MS, OPEN_ALL_UP_TO, rosterOf, snapshotOf, type BuilderAction, type BuilderState } from "../../lib/roster/builder-state";
import { ROSTER_LIMITS } from "../../lib/roster/limits";
import type { Roster } from "../../lib/roster/schema";

const roster = (units: Roster["units"] = [], over: Partial<Roster> = {}): Roster => ({ version: 1, name: "Штурм", armyBook: "soviet", pointsLimit: 1000, units, ...over });
const run = (state: BuilderState, ...actions: BuilderAction[]) => actions.reduce(builderReducer, state);
/** actions far enough apart to be steps of their own */
let clock = 10_000;
const later = () => (clock += MERGE_MS + 1);

describe("the builder's state", () => {
  it("starts from the roster it opens, every card open up to four units and none past that", () => {
    const small = initialBuilderState(roster(Array.from({ length: OPEN_ALL_UP_TO }, () => ({ unit: "cavalry" }))));
    expect([...small.open]).toEqual([0, 1, 2, 3]);
    const big = initialBuilderState(roster(Array.from({ length: OPEN_ALL_UP_TO + 1 }, () => ({ unit: "cavalry" }))));
    expect(big.open.size).toBe(0);
    expect(rosterOf(big.now, "soviet")).toEqual(roster(Array.from({ length: OPEN_ALL_UP_TO + 1 }, () => ({ unit: "cavalry" }))));
    expect(big.past).toEqual([]);
  });

  it("an added unit gets a new key and opens; a duplicate sits after its original with a key of its own, open", () => {
    const s = run(initialBuilderState(roster([{ unit: "cavalry" }, { unit: "guards" }])), { type: "add", unitId: "scouts", at: later() }, { type: "duplicate", index: 0, at: later() });
    expect(s.now.units.map((u) => u.unit)).toEqual(["cavalry", "cavalry", "guards", "scouts"]);
    expect(s.keys).toEqual([0, 3, 1, 2]);
    expect(s.open.has(2) && s.open.has(3)).toBe(true);
    // the screen names the unit added last until its notice goes
    expect(s.added).toBe(2);
    expect(run(s, { type: "addedSeen" }).added).toBeNull();
  });

  it("keys follow their units through moves and removals, so open cards stay open", () => {
    let s = initialBuilderState(roster([{ unit: "a" }, { unit: "b" }, { unit: "c" }]));
    s = run(s, { type: "toggle", key: 1 }, { type: "move", index: 2, to: 0, at: later() });
    expect(s.now.units.map((u) => u.unit)).toEqual(["c", "a", "b"]);
    expect(s.keys).toEqual([2, 0, 1]);
    s = run(s, { type: "remove", index: 1, at: later() });
    expect(s.keys).toEqual([2, 1]);
    expect(s.open.has(1)).toBe(false);
    expect(s.open.has(2)).toBe(true);
  });

  it("an edit that changes nothing is no step and the same state", () => {
    const s = initialBuilderState(roster([{ unit: "cavalry", options: { lmg: 1 } }]));
    for (const action of [
      { type: "option", index: 0, optionId: "lmg", count: 1, at: later() },
      { type: "option", index: 5, optionId: "lmg", count: 2, at: later() },
      { type: "ownText", index: 0, field: "note", text: "", at: later() },
      { type: "move", index: 0, to: 0, at: later() },
      { type: "remove", index: 3, at: later() },
      { type: "head", head: { name: "Штурм", pointsLimit: 1000 }, at: later() },
      { type: "undo" },
      { type: "redo" },
    ] as BuilderAction[])
      expect(builderReducer(s, action), action.type).toBe(s);
  });

  it("a full roster takes no unit more", () => {
    const full = initialBuilderState(roster(Array.from({ length: ROSTER_LIMITS.unitsMax }, () => ({ unit: "cavalry" }))));
    expect(run(full, { type: "add", unitId: "cavalry", at: later() })).toBe(full);
    expect(full.added).toBeNull();
    expect(run(full, { type: "duplicate", index: 0, at: later() })).toBe(full);
  });

  it(`changes within ${MERGE_MS} ms of the last are one undo step; one more millisecond apart, two`, () => {
    const start = initialBuilderState(roster());
    const t = later();
    const typed = run(start, { type: "head", head: { name: "Ш", pointsLimit: 1000 }, at: t }, { type: "head", head: { name: "Шт", pointsLimit: 1000 }, at: t + MERGE_MS });
    expect(typed.past).toHaveLength(1);
    expect(run(typed, { type: "undo" }).now.head.name).toBe("Штурм");
    const apart = run(start, { type: "head", head: { name: "Ш", pointsLimit: 1000 }, at: t }, { type: "head", head: { name: "Шт", pointsLimit: 1000 }, at: t + MERGE_MS + 1 });
    expect(apart.past).toHaveLength(2);
    expect(run(apart, { type: "undo" }).now.head.name).toBe("Ш");
  });

  it("quick changes merge only when they change the same thing: one stepper's clicks are one step, two options or two added units are two", () => {
    const start = initialBuilderState(roster([{ unit: "red-army-infantry" }]));
    const t = later();
    const stepper = run(start, { type: "option", index: 0, optionId: "extra-soldiers", count: 1, at: t }, { type: "option", index: 0, optionId: "extra-soldiers", count: 2, at: t + 100 });
    expect(stepper.past).toHaveLength(1);
    const mixed = run(stepper, { type: "option", index: 0, optionId: "platoon-commander", count: 1, at: t + 200 });
    expect(mixed.past).toHaveLength(2);
    expect(run(mixed, { type: "undo" }).now.units[0]!.options).toEqual({ "extra-soldiers": 2 });
    const added = run(start, { type: "add", unitId: "snipers", at: t }, { type: "add", unitId: "scouts", at: t + 100 });
    expect(added.past).toHaveLength(2);
    expect(run(added, { type: "undo" }).now.units.map((u) => u.unit)).toEqual(["red-army-infantry", "snipers"]);
    const nameThenLimit = run(start, { type: "head", head: { name: "Ш", pointsLimit: 1000 }, at: t }, { type: "head", head: { name: "Ш", pointsLimit: 1500 }, at: t + 100 });
    expect(nameThenLimit.past).toHaveLength(2);
  });

  it("undo and redo go back and forth over head, units and book version; a new edit drops what could be redone", () => {
    let s = initialBuilderState(roster([{ unit: "cavalry" }], { bookVersion: 1 }));
    s = run(s, { type: "option", index: 0, optionId: "lmg", count: 1, at: later() }, { type: "bookVersion", version: 2, at: later() }, { type: "head", head: { name: "Новое", pointsLimit: NaN }, at: later() });
    const undone = run(s, { type: "undo" }, { type: "undo" });
    expect(undone.now).toEqual({ head: { name: "Штурм", pointsLimit: 1000 }, units: [{ unit: "cavalry", options: { lmg: 1 } }], bookVersion: 1 });
    expect(run(undone, { type: "redo" }, { type: "redo" }).now).toEqual(s.now);
    const branched = run(undone, { type: "remove", index: 0, at: later() });
    expect(branched.future).toEqual([]);
    expect(run(branched, { type: "redo" })).toBe(branched);
  });

  it("an emptied points limit (NaN) is a value like any other: no endless steps", () => {
    const s = run(initialBuilderState(roster()), { type: "head", head: { name: "Штурм", pointsLimit: NaN }, at: later() });
    expect(run(s, { type: "head", head: { name: "Штурм", pointsLimit: NaN }, at: later() })).toBe(s);
  });

  it("undo brings a removed unit back under a new key, open; cards still in place keep theirs", () => {
    let s = initialBuilderState(roster([{ unit: "a" }, { unit: "b" }]));
    s = run(s, { type: "openAll", open: false }, { type: "remove", index: 1, at: later() }, { type: "undo" });
    expect(s.now.units.map((u) => u.unit)).toEqual(["a", "b"]);
    expect(s.keys[0]).toBe(0);
    expect(s.keys[1]).toBe(2);
    expect([...s.open]).toEqual([2]);
  });

  it(`keeps the last ${HISTORY_DEPTH} steps`, () => {
    let s = initialBuilderState(roster([{ unit: "cavalry" }]));
    for (let n = 1; n <= HISTORY_DEPTH + 5; n++) s = run(s, { type: "option", index: 0, optionId: "lmg", count: n, at: later() });
    expect(s.past).toHaveLength(HISTORY_DEPTH);
    for (let n = 0; n < HISTORY_DEPTH; n++) s = run(s, { type: "undo" });
    expect(s.now.units[0]!.options).toEqual({ lmg: 5 });
    expect(run(s, { type: "undo" })).toBe(s);
  });

  it("a restored draft is the starting point (no undo back from it); loading theirs is one undoable step", () => {
    const start = initialBuilderState(roster([{ unit: "cavalry" }]));
    const draft = snapshotOf(roster([{ unit: "cavalry" }, { unit: "guards" }], { name: "Черновик" }));
    const restored = run(start, { type: "replace", snapshot: draft });
    expect(restored.now).toEqual(draft);
    expect(restored.past).toEqual([]);
    expect(restored.open.has(restored.keys[1]!)).toBe(true);
    const theirs = snapshotOf(roster([], { name: "Их" }));
    const loaded = run(restored, { type: "load", snapshot: theirs, at: later() });
    expect(loaded.now).toEqual(theirs);
    expect(run(loaded, { type: "undo" }).now).toEqual(draft);
  });

  it("open, toggle and open-all change only which cards are open: never an undo step", () => {
    const s = initialBuilderState(roster([{ unit: "a" }, { unit: "b" }]));
    const closed = run(s, { type: "openAll", open: false });
    expect(closed.open.size).toBe(0);
    expect([...run(closed, { type: "open", key: 1 }).open]).toEqual([1]);
    expect(run(closed, { type: "toggle", key: 0 }, { type: "toggle", key: 0 }).open.size).toBe(0);
    expect(run(closed, { type: "openAll", open: true }, { type: "toggle", key: 1 }).past).toEqual([]);
  });

  describe("one card open at a time (a phone)", () => {
    const three = () => initialBuilderState(roster([{ unit: "a" }, { unit: "b" }, { unit: "c" }]));

    it("on a wide screen cards open side by side: adding, opening and open-all leave the others open", () => {
      const s = run(three(), { type: "add", unitId: "d", at: later() }, { type: "duplicate", index: 0, at: later() });
      expect([...s.open].sort()).toEqual([0, 1, 2, 3, 4]);
      expect(run(s, { type: "openAll", open: false }, { type: "open", key: 1 }, { type: "toggle", key: 2 }).open).toEqual(new Set([1, 2]));
    });

    it("turning it on closes several open cards and keeps a lone one; adding, duplicating, opening or toggling one closes the others", () => {
      const phone = run(three(), { type: "single", on: true });
      expect(phone.open.size).toBe(0);
      expect(run(initialBuilderState(roster([{ unit: "a" }])), { type: "single", on: true }).open).toEqual(new Set([0]));
      const added = run(phone, { type: "toggle", key: 0 }, { type: "add", unitId: "d", at: later() });
      expect([...added.open]).toEqual([3]);
      expect([...run(added, { type: "duplicate", index: 0, at: later() }).open]).toEqual([4]);
      expect([...run(added, { type: "open", key: 1 }).open]).toEqual([1]);
      expect([...run(added, { type: "toggle", key: 2 }).open]).toEqual([2]);
      expect(run(added, { type: "toggle", key: 3 }).open.size).toBe(0);
      // "open all" opens none: there is no such button on a phone, and one open is the rule
      expect(run(added, { type: "openAll", open: true }).open.size).toBe(0);
    });

    it("a phone known from the start: several cards open on the server's page close at the first 'single'; with none or one open the state stays the same object (no re-render)", () => {
      const known = initialBuilderState(roster([{ unit: "a" }, { unit: "b" }, { unit: "c" }]), true);
      expect(known.single).toBe(true);
      expect(known.open.size).toBe(3);
      expect(run(known, { type: "single", on: true }).open.size).toBe(0);
      const empty = initialBuilderState(roster([]), true);
      expect(run(empty, { type: "single", on: true })).toBe(empty);
      const lone = initialBuilderState(roster([{ unit: "a" }]), true);
      expect(run(lone, { type: "single", on: true })).toBe(lone);
      // a desktop's state learns it is a phone (a turned tablet) as before
      expect(run(initialBuilderState(roster([])), { type: "single", on: true }).single).toBe(true);
    });

    it("a version that brings back several units (theirs, an undo) opens only the last of them; back on a wide screen, what is open stays open", () => {
      const phone = run(three(), { type: "single", on: true });
      const removed = run(phone, { type: "remove", index: 2, at: later() }, { type: "remove", index: 1, at: later() }, { type: "load", snapshot: three().now, at: later() });
      expect(removed.open.size).toBe(1);
      expect([...removed.open]).toEqual([removed.keys[2]]);
      expect(run(removed, { type: "single", on: false }).open).toEqual(removed.open);
    });
  });
});
