import { describe, expect, it } from "vitest";
import { addUnit, duplicateUnit, moveUnit, removeUnit, setOption, setOwnText, type Units } from "../../lib/roster/edits";
import { ROSTER_LIMITS } from "../../lib/roster/schema";

const three: Units = [{ unit: "a" }, { unit: "b", label: "B", options: { lmg: 1 } }, { unit: "c" }];

describe("pure roster edits (the builder and its undo history change units only through these)", () => {
  it("add appends; at 200 units it changes nothing", () => {
    expect(addUnit(three, "d").map((u) => u.unit)).toEqual(["a", "b", "c", "d"]);
    const full = Array.from({ length: ROSTER_LIMITS.unitsMax }, () => ({ unit: "x" }));
    expect(addUnit(full, "d")).toBe(full);
    expect(addUnit(full.slice(1), "d")).toHaveLength(ROSTER_LIMITS.unitsMax);
  });
  it("remove takes out one unit; an index outside the list changes nothing", () => {
    expect(removeUnit(three, 1).map((u) => u.unit)).toEqual(["a", "c"]);
    expect(removeUnit(three, 3)).toBe(three);
    expect(removeUnit(three, -1)).toBe(three);
  });
  it("move puts a unit at the new place; the ends and no-ops leave the list as it is", () => {
    expect(moveUnit(three, 0, 2).map((u) => u.unit)).toEqual(["b", "c", "a"]);
    expect(moveUnit(three, 2, 0).map((u) => u.unit)).toEqual(["c", "a", "b"]);
    expect(moveUnit(three, 0, -1)).toBe(three);
    expect(moveUnit(three, 2, 3)).toBe(three);
    expect(moveUnit(three, 1, 1)).toBe(three);
  });
  it("duplicate copies options, label and note right after the unit, as a separate object", () => {
    const out = duplicateUnit(three, 1);
    expect(out.map((u) => u.unit)).toEqual(["a", "b", "b", "c"]);
    expect(out[2]).toEqual(three[1]);
    expect(out[2]!.options).not.toBe(three[1]!.options);
  });
  it("setting an option: a count, a change, and 0 removes it (and an empty options object)", () => {
    const taken = setOption(three, 0, "smg", 2);
    expect(taken[0]).toEqual({ unit: "a", options: { smg: 2 } });
    expect(setOption(taken, 0, "smg", 0)[0]).toEqual({ unit: "a" });
    expect(setOption(three, 1, "lmg", 0)[1]).toEqual({ unit: "b", label: "B" });
    expect(setOption(three, 1, "lmg", 1)).toBe(three);
    expect(setOption(three, 1, "lmg", -1)).toBe(three);
    expect(setOption(three, 1, "lmg", 1.5)).toBe(three);
  });
  it("only the edited unit is a new object: the others stay the same objects", () => {
    const out = setOption(three, 1, "lmg", 2);
    expect(out[0]).toBe(three[0]);
    expect(out[2]).toBe(three[2]);
    expect(three[1]!.options).toEqual({ lmg: 1 });
  });
  it("an option id like __proto__ stays data", () => {
    const out = setOption(three, 0, "__proto__", 1);
    expect(Object.keys(out[0]!.options!)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(out[0]!.options)).toBe(Object.prototype);
  });
  it("label and note: set, change, and an empty text removes the field", () => {
    const named = setOwnText(three, 0, "label", "2-й взвод");
    expect(named[0]).toEqual({ unit: "a", label: "2-й взвод" });
    expect(setOwnText(named, 0, "label", "")[0]).toEqual({ unit: "a" });
    expect(setOwnText(three, 1, "note", "left flank")[1]).toEqual({ unit: "b", label: "B", note: "left flank", options: { lmg: 1 } });
    expect(setOwnText(three, 1, "label", "B")).toBe(three);
  });
});
