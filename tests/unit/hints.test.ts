import { describe, expect, it } from "vitest";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { checkAddUnit, checkOptionIncrement } from "../../lib/roster/hints";
import { book, roster, type UnitSpec } from "../support/book";

const RAI = "red-army-infantry";
const rai = (options?: Record<string, number>): UnitSpec => (options ? { unit: RAI, options } : { unit: RAI });
/** Two plain squads: with them a platoon commander in a third squad is legal (1 per 3 squads). */
const twoSquads = [rai(), rai()];
const codes = (vs: { code: string }[]) => vs.map((v) => v.code);

describe("checkAddUnit: Unique units", () => {
  it.each(["guards", "cossacks", "dog-tank-hunters", "snipers", "scouts"])("a second %s is blocked with UNIQUE_LIMIT on the new unit", (unit) => {
    const check = checkAddUnit(book, roster([{ unit }, rai()], 1000), unit);
    expect(check.blocked).toEqual([{ code: "UNIQUE_LIMIT", unit: 2, option: null, params: { unit } }]);
    expect(check.warnings).toEqual([]);
  });

  it.each(["guards", "cossacks", "dog-tank-hunters", "snipers", "scouts"])("the first %s is not blocked", (unit) => {
    const check = checkAddUnit(book, roster([rai()], 1000), unit);
    expect(check.blocked).toEqual([]);
    expect(check.warnings).toEqual([]);
  });

  it("a different Unique unit is not blocked by the one already taken", () => {
    expect(checkAddUnit(book, roster([{ unit: "guards" }], 1000), "scouts").blocked).toEqual([]);
  });

  it("a third copy is blocked too, while the second's existing violation is not repeated", () => {
    const check = checkAddUnit(book, roster([{ unit: "snipers" }, { unit: "snipers" }], 1000), "snipers");
    expect(check.blocked).toEqual([{ code: "UNIQUE_LIMIT", unit: 2, option: null, params: { unit: "snipers" } }]);
    expect(check.warnings).toEqual([]);
  });
});

describe("checkAddUnit: Rare units (max(1, floor(pointsLimit / 1000)))", () => {
  it("at 1000 points with one Rare already, a second Rare is blocked with RARE_LIMIT", () => {
    const check = checkAddUnit(book, roster([{ unit: "mountain-rifles" }], 1000), "assault-group");
    expect(check.blocked).toEqual([{ code: "RARE_LIMIT", unit: 1, option: null, params: { allowed: 1, perPoints: 1000 } }]);
    expect(check.warnings).toEqual([]);
    expect(check.points).toBe(220);
  });

  it("the same Rare again at 1000 points is blocked as well (Rare, not Unique)", () => {
    expect(codes(checkAddUnit(book, roster([{ unit: "mountain-rifles" }], 1000), "mountain-rifles").blocked)).toEqual(["RARE_LIMIT"]);
  });

  it("at 2000 points the second Rare is allowed, the third blocked", () => {
    const second = checkAddUnit(book, roster([{ unit: "mountain-rifles" }], 2000), "assault-group");
    expect(second.blocked).toEqual([]);
    expect(second.warnings).toEqual([]);
    const third = checkAddUnit(book, roster([{ unit: "mountain-rifles" }, { unit: "assault-group" }], 2000), "mountain-rifles");
    expect(third.blocked).toEqual([{ code: "RARE_LIMIT", unit: 2, option: null, params: { allowed: 2, perPoints: 1000 } }]);
  });

  it("at 1999 points only one Rare (floor), at 300 points still one (the minimum)", () => {
    expect(codes(checkAddUnit(book, roster([{ unit: "assault-group" }], 1999), "mountain-rifles").blocked)).toEqual(["RARE_LIMIT"]);
    expect(checkAddUnit(book, roster([], 300), "assault-group").blocked).toEqual([]);
  });
});

describe("checkAddUnit: everything else", () => {
  it.each([RAI, "naval-infantry", "cavalry"])("a common unit (%s) is never blocked, however many there are", (unit) => {
    const units = Array.from({ length: 6 }, () => ({ unit }));
    const check = checkAddUnit(book, roster(units), unit);
    expect(check.blocked).toEqual([]);
    expect(check.warnings).toEqual([]);
  });

  it("reports the army's points after adding the unit", () => {
    expect(checkAddUnit(book, roster([]), RAI).points).toBe(100);
    expect(checkAddUnit(book, roster([rai({ "extra-soldiers": 2, lmg: 1 })]), "guards").points).toBe(165 + 120);
    // points are reported even when the add is blocked
    const blocked = checkAddUnit(book, roster([{ unit: "guards" }]), "guards");
    expect(codes(blocked.blocked)).toEqual(["UNIQUE_LIMIT"]);
    expect(blocked.points).toBe(240);
  });

  it("going over the points limit is a warning (army-wide), not a block", () => {
    const check = checkAddUnit(book, roster([rai({ "extra-soldiers": 8 })], 300), "cavalry");
    expect(check.blocked).toEqual([]);
    expect(check.warnings).toEqual([{ code: "POINTS_LIMIT_EXCEEDED", unit: null, option: null, params: { points: 360, limit: 300, over: 60 } }]);
    expect(check.points).toBe(360);
  });

  it("an army already over its limit gets no repeated POINTS_LIMIT_EXCEEDED", () => {
    const check = checkAddUnit(book, roster([rai({ "extra-soldiers": 8 }), { unit: "cavalry" }], 300), "cavalry");
    expect(check).toEqual({ blocked: [], warnings: [], points: 460 });
  });

  it("an unknown unit id is a warning (UNKNOWN_UNIT on the new unit), costing 0", () => {
    const check = checkAddUnit(book, roster([rai()]), "tiger-tank");
    expect(check.blocked).toEqual([]);
    expect(check.warnings).toEqual([{ code: "UNKNOWN_UNIT", unit: 1, option: null, params: { unit: "tiger-tank" } }]);
    expect(check.points).toBe(100);
  });

  it("violations of other units already present are not reported", () => {
    // squad 0: banner without platoon commander; a second guards at index 2
    const before = roster([rai({ banner: 1 }), { unit: "guards" }, { unit: "guards" }], 1000);
    expect(checkAddUnit(book, before, "cavalry")).toEqual({ blocked: [], warnings: [], points: 120 + 120 + 120 + 100 });
  });

  it("the precomputed violations of the roster give the same answer", () => {
    const before = roster([{ unit: "mountain-rifles" }, rai({ banner: 1 })], 1000);
    const current = evaluateRoster(book, before).violations;
    expect(checkAddUnit(book, before, "assault-group", current)).toEqual(checkAddUnit(book, before, "assault-group"));
  });
});

describe("checkOptionIncrement", () => {
  it("a banner without a platoon commander → REQUIRES_PLATOON_COMMANDER on that unit and option", () => {
    expect(checkOptionIncrement(book, roster([rai({ "extra-soldiers": 2 })]), 0, "banner")).toEqual([
      { code: "REQUIRES_PLATOON_COMMANDER", unit: 0, option: "banner", params: { option: "banner", requires: "platoon-commander" } },
    ]);
  });

  it("a radio without a platoon commander → REQUIRES_PLATOON_COMMANDER (radio)", () => {
    expect(checkOptionIncrement(book, roster([rai(), rai()]), 1, "radio")).toEqual([
      { code: "REQUIRES_PLATOON_COMMANDER", unit: 1, option: "radio", params: { option: "radio", requires: "platoon-commander" } },
    ]);
  });

  it("a banner with the platoon commander in the squad → no hint", () => {
    expect(checkOptionIncrement(book, roster([rai({ "platoon-commander": 1 }), ...twoSquads]), 0, "banner")).toEqual([]);
  });

  it("a banner with a platoon commander in ANOTHER squad still needs one in this squad", () => {
    expect(codes(checkOptionIncrement(book, roster([rai({ "platoon-commander": 1 }), ...twoSquads]), 1, "banner"))).toEqual(["REQUIRES_PLATOON_COMMANDER"]);
  });

  it("an LMG on a 4-man squad → SPECIAL_WEAPON_RATIO (1 per 5 men: 1 more man needed)", () => {
    expect(checkOptionIncrement(book, roster([rai()]), 0, "lmg")).toEqual([
      { code: "SPECIAL_WEAPON_RATIO", unit: 0, option: null, params: { count: 1, allowed: 0, base: 4, per: 5, needed: 1, room: 10 } },
    ]);
  });

  it("an LMG on a 5-man squad → no hint", () => {
    expect(checkOptionIncrement(book, roster([rai({ "extra-soldiers": 1 })]), 0, "lmg")).toEqual([]);
  });

  it("a panzerfaust next to an LMG on a 9-man squad → SPECIAL_WEAPON_RATIO; on a 10-man squad → none", () => {
    expect(codes(checkOptionIncrement(book, roster([rai({ "extra-soldiers": 5, lmg: 1 })]), 0, "panzerfaust"))).toEqual(["SPECIAL_WEAPON_RATIO"]);
    expect(checkOptionIncrement(book, roster([rai({ "extra-soldiers": 6, lmg: 1 })]), 0, "panzerfaust")).toEqual([]);
  });

  it("never returns OPTION_MAX: the stepper stops at the max itself", () => {
    // a second LMG on a 10-man squad: over its max of 1, but 2 specials per 10 men is within the ratio
    expect(checkOptionIncrement(book, roster([rai({ "extra-soldiers": 6, lmg: 1 })]), 0, "lmg")).toEqual([]);
    expect(checkOptionIncrement(book, roster([rai({ "extra-soldiers": 8 })]), 0, "extra-soldiers")).toEqual([]);
    expect(checkOptionIncrement(book, roster([rai({ smg: 1 })]), 0, "smg")).toEqual([]);
    expect(checkOptionIncrement(book, roster([{ unit: "dog-tank-hunters", options: { dogs: 4, "extra-soldiers": 2 } }]), 0, "dogs")).toEqual([]);
  });

  it("past the max, the other rules still speak (a second LMG on a 5-man squad → SPECIAL_WEAPON_RATIO only)", () => {
    expect(codes(checkOptionIncrement(book, roster([rai({ "extra-soldiers": 1, lmg: 1 })]), 0, "lmg"))).toEqual(["SPECIAL_WEAPON_RATIO"]);
  });

  it("does not repeat violations already present", () => {
    // already: SPECIAL_WEAPON_RATIO (4 men with an LMG) and a banner without a platoon commander
    const before = roster([rai({ lmg: 1, banner: 1 })]);
    expect(checkOptionIncrement(book, before, 0, "panzerfaust")).toEqual([]);
    // a radio is a new violation of its own (another option); the banner's is not repeated
    expect(checkOptionIncrement(book, before, 0, "radio")).toEqual([
      { code: "REQUIRES_PLATOON_COMMANDER", unit: 0, option: "radio", params: { option: "radio", requires: "platoon-commander" } },
    ]);
    // the same with the precomputed violations
    const current = evaluateRoster(book, before).violations;
    expect(checkOptionIncrement(book, before, 0, "panzerfaust", current)).toEqual([]);
    expect(codes(checkOptionIncrement(book, before, 0, "radio", current))).toEqual(["REQUIRES_PLATOON_COMMANDER"]);
  });

  it("the same violation in ANOTHER unit is not 'already present' for this one", () => {
    expect(checkOptionIncrement(book, roster([rai({ lmg: 1 }), rai()]), 1, "lmg")).toEqual([
      { code: "SPECIAL_WEAPON_RATIO", unit: 1, option: null, params: { count: 1, allowed: 0, base: 4, per: 5, needed: 1, room: 10 } },
    ]);
  });

  it("army-wide consequences are reported: points over the limit, a platoon commander over 1 per 3 squads", () => {
    // 12 men with a panzerfaust: the ratio is fine, but 260 + 60 = 320 > 300
    expect(checkOptionIncrement(book, roster([rai({ "extra-soldiers": 8 })], 300), 0, "panzerfaust")).toEqual([
      { code: "POINTS_LIMIT_EXCEEDED", unit: null, option: null, params: { points: 320, limit: 300, over: 20 } },
    ]);
    // exactly at the limit is fine: 240 + 60 = 300
    expect(checkOptionIncrement(book, roster([rai({ "extra-soldiers": 7 })], 300), 0, "panzerfaust")).toEqual([]);
    expect(checkOptionIncrement(book, roster([rai(), rai()]), 0, "platoon-commander")).toEqual([
      { code: "PLATOON_COMMANDER_LIMIT", unit: null, option: null, params: { count: 1, allowed: 0, base: 2, per: 3, needed: 1 } },
    ]);
  });

  it("a zampolit with no platoon commander in the army, and a second zampolit", () => {
    expect(checkOptionIncrement(book, roster([rai(), rai(), rai()]), 0, "zampolit")).toEqual([
      { code: "REQUIRES_PLATOON_COMMANDER", unit: 0, option: "zampolit", params: { option: "zampolit", requires: "platoon-commander" } },
    ]);
    const withOne = roster([rai({ "platoon-commander": 1, zampolit: 1 }), ...twoSquads]);
    expect(checkOptionIncrement(book, withOne, 2, "zampolit")).toEqual([{ code: "UNIQUE_LIMIT", unit: 2, option: "zampolit", params: { count: 2, max: 1 } }]);
  });

  it("an AA mount without an MG → AA_MOUNT_REQUIRES_MG; with an HMG → none", () => {
    expect(codes(checkOptionIncrement(book, roster([rai()]), 0, "aa-mount"))).toEqual(["AA_MOUNT_REQUIRES_MG"]);
    expect(checkOptionIncrement(book, roster([rai({ "extra-soldiers": 6, hmg: 1 })]), 0, "aa-mount")).toEqual([]);
  });

  it("an index with no unit → []", () => {
    expect(checkOptionIncrement(book, roster([rai()]), 1, "lmg")).toEqual([]);
    expect(checkOptionIncrement(book, roster([]), 0, "lmg")).toEqual([]);
  });

  it("does not change the roster it was given", () => {
    const before = roster([rai({ "extra-soldiers": 1 })]);
    const copy = structuredClone(before);
    checkOptionIncrement(book, before, 0, "lmg");
    checkAddUnit(book, before, "guards");
    expect(before).toEqual(copy);
  });
});
