import { describe, expect, it } from "vitest";
import { contributorsOf } from "../../lib/engine/contributors";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { book, roster, type UnitSpec } from "../support/book";

function where(units: UnitSpec[], code: string, limit = 100_000) {
  const r = roster(units, limit);
  const e = evaluateRoster(book, r);
  const v = e.violations.find((x) => x.code === code);
  return v ? contributorsOf(book, e, v) : null;
}
const rai = (options: Record<string, number> = {}): UnitSpec => ({ unit: "red-army-infantry", options });

describe("an army-wide error is marked on the units and options that make it", () => {
  it("PLATOON_COMMANDER_LIMIT: with 3 squads one commander is allowed; the second (and only it) is marked", () => {
    expect(where([rai({ "platoon-commander": 1 }), rai(), rai({ "platoon-commander": 1 })], "PLATOON_COMMANDER_LIMIT")).toEqual([
      { unit: 2, option: "platoon-commander" },
    ]);
    expect(where([rai({ "platoon-commander": 1 }), rai(), rai()], "PLATOON_COMMANDER_LIMIT")).toBeNull();
  });
  it("PLATOON_COMMANDER_LIMIT with 2 squads: the one commander is the one past the allowance of 0", () => {
    expect(where([rai(), rai({ "platoon-commander": 1 })], "PLATOON_COMMANDER_LIMIT")).toEqual([{ unit: 1, option: "platoon-commander" }]);
  });
  it("MINES_ARMY_LIMIT: 3 mines are legal; the unit holding the 4th mine is marked, and every later one with mines", () => {
    const ag = (n: number): UnitSpec => ({ unit: "assault-group", options: { "extra-soldiers": 5, "magnetic-mines": n } });
    expect(where([ag(2), ag(1)], "MINES_ARMY_LIMIT")).toBeNull();
    expect(where([ag(2), ag(1), { unit: "cavalry" }, ag(1), ag(2)], "MINES_ARMY_LIMIT")).toEqual([
      { unit: 3, option: "magnetic-mines" },
      { unit: 4, option: "magnetic-mines" },
    ]);
    expect(where([ag(2), ag(2)], "MINES_ARMY_LIMIT")).toEqual([{ unit: 1, option: "magnetic-mines" }]);
  });
  it("POINTS_LIMIT_EXCEEDED: the units from the one that crosses the limit on", () => {
    // 100 + 100 + 100 = 300 of 300: legal; one more squad goes over
    expect(where([rai(), rai(), rai()], "POINTS_LIMIT_EXCEEDED", 300)).toBeNull();
    expect(where([rai(), rai(), rai(), { unit: "cavalry" }], "POINTS_LIMIT_EXCEEDED", 300)).toEqual([{ unit: 3, option: null }]);
    expect(where([rai(), rai(), rai({ lmg: 1 }), rai()], "POINTS_LIMIT_EXCEEDED", 300)).toEqual([
      { unit: 2, option: null },
      { unit: 3, option: null },
    ]);
  });
  it("a violation already on a unit is its own place", () => {
    expect(where([rai({ banner: 1 })], "REQUIRES_PLATOON_COMMANDER")).toEqual([{ unit: 0, option: "banner" }]);
  });
  it("a unit's ratio with no option of its own is marked at each option it counts that was taken, not at the unit's top", () => {
    // 4 men: no heavy weapon is allowed (1 per 10); the HMG and the ATR are both counted, the LMG is not heavy
    expect(where([rai({ hmg: 1, atr: 1, lmg: 1 })], "HEAVY_WEAPON_RATIO")).toEqual([
      { unit: 0, option: "hmg" },
      { unit: 0, option: "atr" },
    ]);
    // one heavy weapon with 6 extra soldiers (10 men) is legal: nothing to mark
    expect(where([rai({ hmg: 1, "extra-soldiers": 6 })], "HEAVY_WEAPON_RATIO")).toBeNull();
    // special weapons: 1 per 5 men; a squad of 4 with an LMG breaks it, at the LMG
    expect(where([rai({ lmg: 1 })], "SPECIAL_WEAPON_RATIO")).toEqual([{ unit: 0, option: "lmg" }]);
  });
});
