import { describe, it, expect } from "vitest";
import type { UnitSpec } from "../support/book";
import { check, err, errs, refErrors, sortErrs } from "./rules-oracle";

const RAI = "red-army-infantry";
const rai = (options?: Record<string, number>): UnitSpec => ({ unit: RAI, options });
/** Two plain squads that make a platoon commander legal in a third one. */
const twoSquads = [rai(), rai()];

/** The engine agrees with the hand-written RULES.md reading, and with the expected list. */
function expectErrors(units: UnitSpec[], expected: ReturnType<typeof err>[], pointsLimit = 100_000) {
  const actual = errs(units, pointsLimit);
  expect(actual).toEqual(sortErrs(expected));
  expect(refErrors(units, pointsLimit)).toEqual(actual);
}
function expectValid(units: UnitSpec[], pointsLimit = 100_000) {
  const report = check(units, pointsLimit);
  expect(report.errors).toEqual([]);
  expect(report.valid).toBe(true);
  expect(refErrors(units, pointsLimit)).toEqual([]);
}

describe("legal minimal rosters", () => {
  it("an empty units list is valid", () => expectValid([]));
  it("options omitted is valid", () => expectValid([{ unit: "cavalry" }]));
  it("options {} is valid", () => expectValid([{ unit: "cavalry", options: {} }]));
  it("all ten units once each are valid at 2000 (two rares)", () =>
    expectValid(
      ["red-army-infantry", "guards", "naval-infantry", "cavalry", "cossacks", "mountain-rifles", "dog-tank-hunters", "assault-group", "snipers", "scouts"].map(
        (unit) => ({ unit }),
      ),
      2000,
    ));
  it("options with count 0 are like omitted ones, even with prerequisites", () =>
    expectValid([rai({ banner: 0, radio: 0, "aa-mount": 0, zampolit: 0, "platoon-commander": 0, lmg: 0, hmg: 0 })]));
});

describe("SPECIAL_WEAPON_RATIO: specials ≤ floor(men / 5)", () => {
  it("RAI with 4 men and an lmg → error", () => expectErrors([rai({ lmg: 1 })], [err("SPECIAL_WEAPON_RATIO", 0)]));
  it("RAI with 5 men and an lmg → legal", () => expectValid([rai({ lmg: 1, "extra-soldiers": 1 })]));
  it("RAI 9 men (commander + 3 + 5 extra) with lmg + panzerfaust → error", () =>
    expectErrors([rai({ "extra-soldiers": 5, lmg: 1, panzerfaust: 1 })], [err("SPECIAL_WEAPON_RATIO", 0)]));
  it("RAI 10 men with lmg + panzerfaust → legal", () => expectValid([rai({ "extra-soldiers": 6, lmg: 1, panzerfaust: 1 })]));
  it("the platoon commander counts as a man (4 + 4 extra + PC = 9 → error; + zampolit = 10 → legal)", () => {
    expectErrors([rai({ "extra-soldiers": 4, "platoon-commander": 1, lmg: 1, panzerfaust: 1 }), ...twoSquads], [err("SPECIAL_WEAPON_RATIO", 0)]);
    expectValid([rai({ "extra-soldiers": 4, "platoon-commander": 1, zampolit: 1, lmg: 1, panzerfaust: 1 }), ...twoSquads]);
  });
  it("naval infantry: 4 men + lmg → error, 5 men → legal", () => {
    expectErrors([{ unit: "naval-infantry", options: { lmg: 1 } }], [err("SPECIAL_WEAPON_RATIO", 0)]);
    expectValid([{ unit: "naval-infantry", options: { lmg: 1, "extra-soldiers": 1 } }]);
  });
  it("mountain rifles: 4 men + lmg → error, 5 men → legal", () => {
    expectErrors([{ unit: "mountain-rifles", options: { lmg: 1 } }], [err("SPECIAL_WEAPON_RATIO", 0)]);
    expectValid([{ unit: "mountain-rifles", options: { lmg: 1, "extra-soldiers": 1 } }]);
  });
  it("guards: 9 men with lmg + panzerfaust → error, 10 → legal", () => {
    expectErrors([{ unit: "guards", options: { lmg: 1, panzerfaust: 1, "extra-soldiers": 5 } }], [err("SPECIAL_WEAPON_RATIO", 0)]);
    expectValid([{ unit: "guards", options: { lmg: 1, panzerfaust: 1, "extra-soldiers": 6 } }]);
  });
  it("assault group: 9 men lmg + flamethrower → error, 10 → legal", () => {
    expectErrors([{ unit: "assault-group", options: { lmg: 1, flamethrower: 1, "extra-soldiers": 5 } }], [err("SPECIAL_WEAPON_RATIO", 0)]);
    expectValid([{ unit: "assault-group", options: { lmg: 1, flamethrower: 1, "extra-soldiers": 6 } }]);
  });
  it("scouts: sniper rifle with 4 men → error, 5 men → legal", () => {
    expectErrors([{ unit: "scouts", options: { "sniper-rifle": 1, "extra-soldiers": 1 } }], [err("SPECIAL_WEAPON_RATIO", 0)]);
    expectValid([{ unit: "scouts", options: { "sniper-rifle": 1, "extra-soldiers": 2 } }]);
  });
  it("two of the same kind (lmg 2) is OPTION_MAX and feeds the ratio as entered", () => {
    expectErrors([rai({ lmg: 2, "extra-soldiers": 6 })], [err("OPTION_MAX", 0, "lmg")]);
    expectErrors([rai({ lmg: 2, "extra-soldiers": 5 })], [err("OPTION_MAX", 0, "lmg"), err("SPECIAL_WEAPON_RATIO", 0)]);
  });
  it("heavy weapons are not specials", () => expectValid([rai({ hmg: 1, "extra-soldiers": 6 })]));
  it("the error sits on the offending unit's index", () =>
    expectErrors([{ unit: "cavalry" }, rai(), rai({ lmg: 1 })], [err("SPECIAL_WEAPON_RATIO", 2)]));
});

describe("HEAVY_WEAPON_RATIO: heavies ≤ floor(men / 10)", () => {
  it("RAI 9 men + hmg → error", () => expectErrors([rai({ "extra-soldiers": 5, hmg: 1 })], [err("HEAVY_WEAPON_RATIO", 0)]));
  it("RAI 10 men (6 extra) + hmg → legal", () => expectValid([rai({ "extra-soldiers": 6, hmg: 1 })]));
  it.each(["hmg", "hcmg", "atr"])("RAI %s: 9 men error / 10 men legal", (heavy) => {
    expectErrors([rai({ "extra-soldiers": 5, [heavy]: 1 })], [err("HEAVY_WEAPON_RATIO", 0)]);
    expectValid([rai({ "extra-soldiers": 6, [heavy]: 1 })]);
  });
  it("platoon commander counts: 4 + 5 extra + PC = 10 men + hmg → legal", () =>
    expectValid([rai({ "extra-soldiers": 5, "platoon-commander": 1, hmg: 1 }), ...twoSquads]));
  it("zampolit counts: 4 + 4 extra + PC + zampolit = 10 men + hmg → legal; without zampolit 9 → error", () => {
    expectValid([rai({ "extra-soldiers": 4, "platoon-commander": 1, zampolit: 1, hmg: 1 }), ...twoSquads]);
    expectErrors([rai({ "extra-soldiers": 4, "platoon-commander": 1, hmg: 1 }), ...twoSquads], [err("HEAVY_WEAPON_RATIO", 0)]);
  });
  it("12 men + hmg + atr → error (2 > 1)", () => expectErrors([rai({ "extra-soldiers": 8, hmg: 1, atr: 1 })], [err("HEAVY_WEAPON_RATIO", 0)]));
  it("guards bazooka: 9 men error, 10 men legal", () => {
    expectErrors([{ unit: "guards", options: { bazooka: 1, "extra-soldiers": 5 } }], [err("HEAVY_WEAPON_RATIO", 0)]);
    expectValid([{ unit: "guards", options: { bazooka: 1, "extra-soldiers": 6 } }]);
  });
  it("assault group hmg: 9 men error, 10 men legal", () => {
    expectErrors([{ unit: "assault-group", options: { hmg: 1, "extra-soldiers": 5 } }], [err("HEAVY_WEAPON_RATIO", 0)]);
    expectValid([{ unit: "assault-group", options: { hmg: 1, "extra-soldiers": 6 } }]);
  });
});

describe("PLATOON_COMMANDER_LIMIT: platoon commanders ≤ floor(RAI units / 3), army-wide", () => {
  it("one squad with a platoon commander → error (unit null)", () =>
    expectErrors([rai({ "platoon-commander": 1 })], [err("PLATOON_COMMANDER_LIMIT")]));
  it("2 RAI units → error", () => expectErrors([rai({ "platoon-commander": 1 }), rai()], [err("PLATOON_COMMANDER_LIMIT")]));
  it("3 RAI units → legal", () => expectValid([rai({ "platoon-commander": 1 }), rai(), rai()]));
  it("other units do not count as squads", () =>
    expectErrors([rai({ "platoon-commander": 1 }), rai(), { unit: "naval-infantry" }, { unit: "cavalry" }], [err("PLATOON_COMMANDER_LIMIT")]));
  it("5 RAI with 2 commanders → error; 6 RAI with 2 → legal", () => {
    const pc = rai({ "platoon-commander": 1 });
    expectErrors([pc, pc, rai(), rai(), rai()], [err("PLATOON_COMMANDER_LIMIT")]);
    expectValid([pc, pc, rai(), rai(), rai(), rai()]);
  });
  it("reported once however many commanders are over", () =>
    expectErrors([rai({ "platoon-commander": 1 }), rai({ "platoon-commander": 1 })], [err("PLATOON_COMMANDER_LIMIT")]));
  it("a count of 2 counts as two commanders (and is OPTION_MAX)", () => {
    expectErrors([rai({ "platoon-commander": 2 }), rai(), rai()], [err("OPTION_MAX", 0, "platoon-commander"), err("PLATOON_COMMANDER_LIMIT")]);
    expectErrors([rai({ "platoon-commander": 2 }), rai(), rai(), rai(), rai(), rai()], [err("OPTION_MAX", 0, "platoon-commander")]);
  });
});

describe("REQUIRES_PLATOON_COMMANDER", () => {
  it("banner without a platoon commander in the unit → error on that unit, option banner", () =>
    expectErrors([rai({ banner: 1 })], [err("REQUIRES_PLATOON_COMMANDER", 0, "banner")]));
  it("banner with a platoon commander → legal", () => expectValid([rai({ banner: 1, "platoon-commander": 1 }), ...twoSquads]));
  it("radio without a platoon commander → error, option radio", () =>
    expectErrors([rai({ radio: 1 })], [err("REQUIRES_PLATOON_COMMANDER", 0, "radio")]));
  it("radio with a platoon commander → legal", () => expectValid([rai({ radio: 1, "platoon-commander": 1 }), ...twoSquads]));
  it("banner and radio both without → two errors", () =>
    expectErrors([rai({ banner: 1, radio: 1 })], [err("REQUIRES_PLATOON_COMMANDER", 0, "banner"), err("REQUIRES_PLATOON_COMMANDER", 0, "radio")]));
  it("a platoon commander in ANOTHER unit does not satisfy banner/radio", () =>
    expectErrors([rai({ "platoon-commander": 1 }), rai({ banner: 1 }), rai({ radio: 1 })], [
      err("REQUIRES_PLATOON_COMMANDER", 1, "banner"),
      err("REQUIRES_PLATOON_COMMANDER", 2, "radio"),
    ]));
  it("guards radio has no prerequisite", () => expectValid([{ unit: "guards", options: { radio: 1 } }]));
  it("assault group radio has no prerequisite", () => expectValid([{ unit: "assault-group", options: { radio: 1 } }]));
  it("zampolit with no platoon commander anywhere → error, option zampolit", () =>
    expectErrors([rai({ zampolit: 1 })], [err("REQUIRES_PLATOON_COMMANDER", 0, "zampolit")]));
  it("zampolit with a platoon commander in the same unit → legal", () =>
    expectValid([rai({ zampolit: 1, "platoon-commander": 1 }), ...twoSquads]));
  it("zampolit with a platoon commander in another unit → legal", () =>
    expectValid([rai(), rai({ "platoon-commander": 1 }), rai({ zampolit: 1 })]));
  it("zampolit error sits on the zampolit's unit index", () =>
    expectErrors([{ unit: "cavalry" }, rai(), rai({ zampolit: 1 })], [err("REQUIRES_PLATOON_COMMANDER", 2, "zampolit")]));
});

describe("UNIQUE_LIMIT", () => {
  it.each(["guards", "cossacks", "dog-tank-hunters", "snipers", "scouts"])("unique %s once → legal, twice → error on the second", (unit) => {
    expectValid([{ unit }]);
    expectErrors([{ unit }, { unit }], [err("UNIQUE_LIMIT", 1)]);
  });
  it("a unique unit three times → error on the second and third", () =>
    expectErrors([{ unit: "snipers" }, { unit: "cavalry" }, { unit: "snipers" }, { unit: "snipers" }], [err("UNIQUE_LIMIT", 2), err("UNIQUE_LIMIT", 3)]));
  it("different unique units may all be taken once", () =>
    expectValid(["guards", "cossacks", "dog-tank-hunters", "snipers", "scouts"].map((unit) => ({ unit }))));
  it("common units may repeat", () => expectValid([rai(), rai(), rai(), { unit: "naval-infantry" }, { unit: "naval-infantry" }, { unit: "cavalry" }, { unit: "cavalry" }]));
  it("one zampolit → legal; a second zampolit → UNIQUE_LIMIT on the second unit, option zampolit", () => {
    expectValid([rai({ "platoon-commander": 1, zampolit: 1 }), rai(), rai()]);
    expectErrors([rai({ "platoon-commander": 1, zampolit: 1 }), rai(), rai({ zampolit: 1 })], [err("UNIQUE_LIMIT", 2, "zampolit")]);
  });
  it("three zampolits → error on the second and third", () => {
    const units = [rai({ "platoon-commander": 1 }), rai({ zampolit: 1 }), rai(), rai({ zampolit: 1 }), rai({ zampolit: 1 }), rai()];
    expectErrors(units, [err("UNIQUE_LIMIT", 3, "zampolit"), err("UNIQUE_LIMIT", 4, "zampolit")]);
  });
});

describe("RARE_LIMIT: rares ≤ max(1, floor(pointsLimit / 1000)), on each rare past the limit", () => {
  const ag = { unit: "assault-group" };
  const mr = { unit: "mountain-rifles" };
  it("1000 allows one rare", () => {
    expectValid([ag], 1000);
    expectErrors([ag, mr], [err("RARE_LIMIT", 1)], 1000);
  });
  it("1999 allows one rare", () => {
    expectValid([mr], 1999);
    expectErrors([mr, mr], [err("RARE_LIMIT", 1)], 1999);
  });
  it("2000 allows two rares", () => {
    expectValid([ag, mr], 2000);
    expectErrors([ag, mr, ag], [err("RARE_LIMIT", 2)], 2000);
  });
  it("300 still allows one (max(1, …)); a second is past the limit", () => {
    expectValid([mr], 300);
    // 200 points, within the limit
    expectErrors([mr, mr], [err("RARE_LIMIT", 1)], 300);
  });
  it("999 allows one", () => {
    expectValid([mr], 999);
    expectErrors([mr, mr], [err("RARE_LIMIT", 1)], 999);
  });
  it("each rare past the limit is reported, commons in between keep their indices", () =>
    expectErrors([mr, rai(), ag, { unit: "cavalry" }, mr, ag], [err("RARE_LIMIT", 2), err("RARE_LIMIT", 4), err("RARE_LIMIT", 5)], 1000));
  it("3000 allows three, 3999 still three", () => {
    expectValid([mr, mr, mr], 3000);
    expectErrors([mr, mr, mr, mr], [err("RARE_LIMIT", 3)], 3999);
    expectValid([mr, mr, mr, mr], 4000);
  });
  it("unique and common units are not rare", () => expectValid([{ unit: "guards" }, rai(), rai(), { unit: "scouts" }], 1000));
});

describe("AA_MOUNT_REQUIRES_MG", () => {
  it("RAI aa-mount alone → error, option aa-mount", () => expectErrors([rai({ "aa-mount": 1 })], [err("AA_MOUNT_REQUIRES_MG", 0, "aa-mount")]));
  it("RAI aa-mount with hmg → legal", () => expectValid([rai({ "aa-mount": 1, hmg: 1, "extra-soldiers": 6 })]));
  it("RAI aa-mount with hcmg → legal", () => expectValid([rai({ "aa-mount": 1, hcmg: 1, "extra-soldiers": 6 })]));
  it("RAI aa-mount with atr only → error (an ATR is not an MG)", () =>
    expectErrors([rai({ "aa-mount": 1, atr: 1, "extra-soldiers": 6 })], [err("AA_MOUNT_REQUIRES_MG", 0, "aa-mount")]));
  it("guards aa-mount: alone → error; with hmg → legal; with bazooka → error", () => {
    expectErrors([{ unit: "guards", options: { "aa-mount": 1 } }], [err("AA_MOUNT_REQUIRES_MG", 0, "aa-mount")]);
    expectValid([{ unit: "guards", options: { "aa-mount": 1, hmg: 1, "extra-soldiers": 6 } }]);
    expectValid([{ unit: "guards", options: { "aa-mount": 1, hcmg: 1, "extra-soldiers": 6 } }]);
    expectErrors([{ unit: "guards", options: { "aa-mount": 1, bazooka: 1, "extra-soldiers": 6 } }], [err("AA_MOUNT_REQUIRES_MG", 0, "aa-mount")]);
  });
  it("an hmg in another unit does not help", () =>
    expectErrors([rai({ hmg: 1, "extra-soldiers": 6 }), rai({ "aa-mount": 1 })], [err("AA_MOUNT_REQUIRES_MG", 1, "aa-mount")]));
});

describe("MINES_PER_MAN: mines ≤ men − specials − 2 × heavies", () => {
  const ag = (options: Record<string, number>): UnitSpec => ({ unit: "assault-group", options });
  it("3 mines with 4 men → legal", () => expectValid([ag({ "magnetic-mines": 3 })]));
  it("4 men, hmg: free hands 2 → 2 mines no MINES_PER_MAN, 3 mines MINES_PER_MAN", () => {
    expectErrors([ag({ hmg: 1, "magnetic-mines": 2 })], [err("HEAVY_WEAPON_RATIO", 0)]);
    expectErrors([ag({ hmg: 1, "magnetic-mines": 3 })], [err("HEAVY_WEAPON_RATIO", 0), err("MINES_PER_MAN", 0, "magnetic-mines")]);
  });
  it("4 men, lmg + flamethrower: free hands 2", () => {
    expectErrors([ag({ lmg: 1, flamethrower: 1, "magnetic-mines": 2 })], [err("SPECIAL_WEAPON_RATIO", 0)]);
    expectErrors([ag({ lmg: 1, flamethrower: 1, "magnetic-mines": 3 })], [err("SPECIAL_WEAPON_RATIO", 0), err("MINES_PER_MAN", 0, "magnetic-mines")]);
  });
  it("4 men, lmg: free hands 3 → 3 mines are fine for this rule", () =>
    expectErrors([ag({ lmg: 1, "magnetic-mines": 3 })], [err("SPECIAL_WEAPON_RATIO", 0)]));
  it("4 men, lmg + flamethrower + hmg: free hands 0 → 1 mine is too many", () =>
    expectErrors([ag({ lmg: 1, flamethrower: 1, hmg: 1, "magnetic-mines": 1 })], [
      err("SPECIAL_WEAPON_RATIO", 0),
      err("HEAVY_WEAPON_RATIO", 0),
      err("MINES_PER_MAN", 0, "magnetic-mines"),
    ]));
  it("10 men, lmg + flamethrower + hmg: free hands 6 → 3 mines legal", () =>
    expectValid([ag({ "extra-soldiers": 6, lmg: 1, flamethrower: 1, hmg: 1, "magnetic-mines": 3 })]));
  it("counts above max feed the rule: 5 mines with 4 men", () =>
    expectErrors([ag({ "magnetic-mines": 5 })], [err("OPTION_MAX", 0, "magnetic-mines"), err("MINES_PER_MAN", 0, "magnetic-mines"), err("MINES_ARMY_LIMIT")]));
  it("4 mines with 4 men → OPTION_MAX and MINES_ARMY_LIMIT but not MINES_PER_MAN", () =>
    expectErrors([ag({ "magnetic-mines": 4 })], [err("OPTION_MAX", 0, "magnetic-mines"), err("MINES_ARMY_LIMIT")]));
  it("no mines: weapons beyond the free hands alone are not MINES_PER_MAN", () =>
    expectErrors([ag({ lmg: 1, flamethrower: 1, hmg: 2 })], [err("OPTION_MAX", 0, "hmg"), err("SPECIAL_WEAPON_RATIO", 0), err("HEAVY_WEAPON_RATIO", 0)]));
});

describe("MINES_ARMY_LIMIT: army mines ≤ 3 (army-wide)", () => {
  const ag = (mines: number): UnitSpec => ({ unit: "assault-group", options: { "magnetic-mines": mines } });
  it("2 + 1 across two assault groups → legal", () => expectValid([ag(2), ag(1)], 2000));
  it("2 + 2 across two assault groups → error, unit null, option null", () => expectErrors([ag(2), ag(2)], [err("MINES_ARMY_LIMIT")], 2000));
  it("3 + 3 + 3 → one army-wide error", () => expectErrors([ag(3), ag(3), ag(3)], [err("MINES_ARMY_LIMIT")], 3000));
  it("3 in one group → legal", () => expectValid([ag(3)]));
});

describe("DOGS_PER_HANDLER: dogs ≤ men", () => {
  const dth = (options: Record<string, number>): UnitSpec => ({ unit: "dog-tank-hunters", options });
  it("4 men + 4 dogs → legal", () => expectValid([dth({ dogs: 4 })]));
  it("4 men + 5 dogs → error, option dogs", () => expectErrors([dth({ dogs: 5 })], [err("DOGS_PER_HANDLER", 0, "dogs")]));
  it("5 men + 5 dogs → legal; 5 men + 6 dogs → error", () => {
    expectValid([dth({ dogs: 5, "extra-soldiers": 1 })]);
    expectErrors([dth({ dogs: 6, "extra-soldiers": 1 })], [err("DOGS_PER_HANDLER", 0, "dogs")]);
  });
  it("6 men + 6 dogs → legal", () => expectValid([dth({ dogs: 6, "extra-soldiers": 2 })]));
  it("7 dogs with 6 men → OPTION_MAX and DOGS_PER_HANDLER", () =>
    expectErrors([dth({ dogs: 7, "extra-soldiers": 2 })], [err("OPTION_MAX", 0, "dogs"), err("DOGS_PER_HANDLER", 0, "dogs")]));
  it("the error sits on the dog unit's index", () => expectErrors([rai(), dth({ dogs: 6 })], [err("DOGS_PER_HANDLER", 1, "dogs")]));
});

describe("SPOTTER_PER_PAIR: spotters ≤ floor(snipers / 2)", () => {
  const sn = (options: Record<string, number>): UnitSpec => ({ unit: "snipers", options });
  it("2 snipers, 1 spotter → legal", () => expectValid([sn({ spotter: 1 })]));
  it("2 snipers, 2 spotters → error, option spotter", () => expectErrors([sn({ spotter: 2 })], [err("SPOTTER_PER_PAIR", 0, "spotter")]));
  it("3 snipers, 2 spotters → error", () => expectErrors([sn({ spotter: 2, "extra-soldiers": 1 })], [err("SPOTTER_PER_PAIR", 0, "spotter")]));
  it("4 snipers, 2 spotters → legal", () => expectValid([sn({ spotter: 2, "extra-soldiers": 2 })]));
  it("the dummy is not a model: 2 snipers + dummy, 2 spotters → still an error", () =>
    expectErrors([sn({ spotter: 2, dummy: 1 })], [err("SPOTTER_PER_PAIR", 0, "spotter")]));
  it("3 spotters with 4 snipers → OPTION_MAX and SPOTTER_PER_PAIR", () =>
    expectErrors([sn({ spotter: 3, "extra-soldiers": 2 })], [err("OPTION_MAX", 0, "spotter"), err("SPOTTER_PER_PAIR", 0, "spotter")]));
});

describe("OPTION_MAX", () => {
  it.each([
    [RAI, "extra-soldiers", 8],
    ["guards", "extra-soldiers", 6],
    ["naval-infantry", "extra-soldiers", 8],
    ["cavalry", "extra-soldiers", 4],
    ["cossacks", "extra-soldiers", 4],
    ["mountain-rifles", "extra-soldiers", 8],
    ["dog-tank-hunters", "extra-soldiers", 2],
    ["assault-group", "extra-soldiers", 6],
    ["snipers", "extra-soldiers", 2],
    ["scouts", "extra-soldiers", 6],
  ])("%s %s: %i legal, one more → OPTION_MAX", (unit, option, max) => {
    expect(errs([{ unit, options: { [option]: max } }])).toEqual([]);
    expect(errs([{ unit, options: { [option]: max + 1 } }])).toEqual([err("OPTION_MAX", 0, option)]);
  });
  it.each([
    [RAI, "smg"],
    ["guards", "smg"],
    ["cavalry", "smg"],
    ["cossacks", "smg"],
    ["mountain-rifles", "smg"],
    ["naval-infantry", "rifles"],
    ["scouts", "parachutes"],
  ])("%s swap %s entered as 2 → OPTION_MAX", (unit, option) => {
    expect(errs([{ unit, options: { [option]: 1 } }])).toEqual([]);
    expect(errs([{ unit, options: { [option]: 2 } }])).toEqual([err("OPTION_MAX", 0, option)]);
  });
  it("toggles entered as 2 → OPTION_MAX", () => {
    expect(errs([{ unit: "snipers", options: { dummy: 2 } }])).toEqual([err("OPTION_MAX", 0, "dummy")]);
    expect(errs([{ unit: "guards", options: { radio: 2 } }])).toEqual([err("OPTION_MAX", 0, "radio")]);
    expect(errs([{ unit: "assault-group", options: { radio: 2 } }])).toEqual([err("OPTION_MAX", 0, "radio")]);
  });
  it("dogs 6 legal / 7 over; mines 3 legal / 4 over (also army limit)", () => {
    expect(errs([{ unit: "dog-tank-hunters", options: { dogs: 6, "extra-soldiers": 2 } }])).toEqual([]);
    expect(errs([{ unit: "assault-group", options: { "magnetic-mines": 3 } }])).toEqual([]);
  });
  it("one OPTION_MAX per offending option", () =>
    expectErrors([rai({ "extra-soldiers": 9, smg: 2 })], [err("OPTION_MAX", 0, "extra-soldiers"), err("OPTION_MAX", 0, "smg")]));
  it("on the offending unit's index", () => expectErrors([{ unit: "cavalry" }, { unit: "cavalry", options: { "extra-soldiers": 5 } }], [err("OPTION_MAX", 1, "extra-soldiers")]));
});

describe("UNKNOWN_UNIT and UNKNOWN_OPTION", () => {
  it("an unknown unit id → UNKNOWN_UNIT on its index, option null", () =>
    expectErrors([{ unit: "cavalry" }, { unit: "tiger" }], [err("UNKNOWN_UNIT", 1)]));
  it("unit ids are case-sensitive", () => expectErrors([{ unit: "Guards" }], [err("UNKNOWN_UNIT", 0)]));
  it("a one-character unit id is unknown", () => expectErrors([{ unit: "x" }], [err("UNKNOWN_UNIT", 0)]));
  it("prototype names are not units", () =>
    expectErrors([{ unit: "constructor" }, { unit: "__proto__" }, { unit: "toString" }], [err("UNKNOWN_UNIT", 0), err("UNKNOWN_UNIT", 1), err("UNKNOWN_UNIT", 2)]));
  it("an unknown unit's options are not examined", () => expectErrors([{ unit: "tiger", options: { nonsense: 99 } }], [err("UNKNOWN_UNIT", 0)]));
  it("an option the unit does not offer → UNKNOWN_OPTION with the option id", () =>
    expectErrors([rai({ bazooka: 1 })], [err("UNKNOWN_OPTION", 0, "bazooka")]));
  it("banner on guards / platoon commander on naval infantry / zampolit on guards", () => {
    expectErrors([{ unit: "guards", options: { banner: 1 } }], [err("UNKNOWN_OPTION", 0, "banner")]);
    expectErrors([{ unit: "naval-infantry", options: { "platoon-commander": 1 } }], [err("UNKNOWN_OPTION", 0, "platoon-commander")]);
    expectErrors([{ unit: "guards", options: { zampolit: 1 } }], [err("UNKNOWN_OPTION", 0, "zampolit")]);
  });
  it("an unknown option counts for nothing else (no men, no specials)", () =>
    expectErrors([{ unit: "cavalry", options: { lmg: 1, "sniper-rifle": 1 } }], [err("UNKNOWN_OPTION", 0, "lmg"), err("UNKNOWN_OPTION", 0, "sniper-rifle")]));
  it("an unknown option is reported even with count 0 (the id is not offered)", () =>
    expectErrors([rai({ dogs: 0 })], [err("UNKNOWN_OPTION", 0, "dogs")]));
  it("prototype names are not options", () =>
    expectErrors([rai({ constructor: 1, toString: 1 })], [err("UNKNOWN_OPTION", 0, "constructor"), err("UNKNOWN_OPTION", 0, "toString")]));
});

describe("POINTS_LIMIT_EXCEEDED: army cost ≤ pointsLimit", () => {
  it("exactly at the limit is legal", () => expectValid([{ unit: "cavalry" }, { unit: "cavalry" }, { unit: "cavalry" }], 300));
  it("limit + 1 is illegal (unit null, option null)", () =>
    expectErrors([{ unit: "cavalry" }, { unit: "cavalry" }, { unit: "cavalry", options: { smg: 1 } }], [err("POINTS_LIMIT_EXCEEDED")], 309));
  it("a 1000-point army: legal at 1000, POINTS_LIMIT_EXCEEDED at 999", () => {
    // 2 × (100 + 8 × 20 + smg 5 × 12) = 640; scouts 100 + 6 × 30 + 25 + parachutes 5 × 9 = 350; dog tank hunters 110
    const army = [
      rai({ "extra-soldiers": 8, smg: 1 }),
      rai({ "extra-soldiers": 8, smg: 1 }),
      { unit: "scouts", options: { "extra-soldiers": 6, "sniper-rifle": 1, parachutes: 1 } },
      { unit: "dog-tank-hunters" },
    ];
    expect(check(army).points).toBe(640 + 350 + 110);
    const atLimit = army.slice(0, 3).concat({ unit: "cavalry" }, { unit: "naval-infantry", options: { rifles: 1 } });
    expect(check(atLimit).points).toBe(640 + 350 + 100 + 120);
    expectValid(atLimit, 1210);
    expectErrors(atLimit, [err("POINTS_LIMIT_EXCEEDED")], 1209);
  });
  it("unknown units cost nothing towards the limit", () => expectErrors([{ unit: "cavalry" }, { unit: "x" }, { unit: "cavalry" }, { unit: "cavalry" }], [err("UNKNOWN_UNIT", 1)], 300));
  it("overcharged swaps count towards the limit", () =>
    expectErrors([{ unit: "cavalry", options: { smg: 2, "extra-soldiers": 4 } }], [err("OPTION_MAX", 0, "smg")], 360));
});

describe("several rules at once", () => {
  it("each violation is reported once, with its own unit index", () => {
    const units: UnitSpec[] = [
      rai({ lmg: 1, banner: 1 }),
      { unit: "guards" },
      { unit: "guards", options: { "aa-mount": 1 } },
      { unit: "dog-tank-hunters", options: { dogs: 5 } },
      { unit: "snipers", options: { spotter: 2 } },
      { unit: "mountain-rifles" },
      { unit: "assault-group", options: { "magnetic-mines": 3 } },
      { unit: "assault-group", options: { "magnetic-mines": 1 } },
      { unit: "bogus" },
    ];
    expectErrors(
      units,
      [
        err("SPECIAL_WEAPON_RATIO", 0),
        err("REQUIRES_PLATOON_COMMANDER", 0, "banner"),
        err("UNIQUE_LIMIT", 2),
        err("AA_MOUNT_REQUIRES_MG", 2, "aa-mount"),
        err("DOGS_PER_HANDLER", 3, "dogs"),
        err("SPOTTER_PER_PAIR", 4, "spotter"),
        err("RARE_LIMIT", 6),
        err("RARE_LIMIT", 7),
        err("UNKNOWN_UNIT", 8),
        err("MINES_ARMY_LIMIT"),
        err("POINTS_LIMIT_EXCEEDED"),
      ],
      1000,
    );
  });

  it("valid is false exactly when there are errors", () => {
    expect(check([rai({ lmg: 1 })]).valid).toBe(false);
    expect(check([rai()]).valid).toBe(true);
  });

  it("unit-level errors come in unit order, army-wide ones after", () => {
    const report = check([{ unit: "snipers" }, rai({ "platoon-commander": 1 }), { unit: "snipers" }, rai({ lmg: 1 })], 300);
    const units = report.errors.map((e) => e.unit);
    const firstNull = units.indexOf(null);
    expect(firstNull).toBeGreaterThan(-1);
    expect(units.slice(firstNull).every((u) => u === null)).toBe(true);
    const indices = units.slice(0, firstNull) as number[];
    expect(indices).toEqual([...indices].sort((a, b) => a - b));
  });
});

describe("every rule code has a message in ru and en", () => {
  const cases: [string, UnitSpec[], number][] = [
    ["UNKNOWN_UNIT", [{ unit: "tiger" }], 1000],
    ["UNKNOWN_OPTION", [rai({ dogs: 1 })], 1000],
    ["OPTION_MAX", [rai({ "extra-soldiers": 9 })], 1000],
    ["POINTS_LIMIT_EXCEEDED", [{ unit: "cavalry" }, { unit: "cavalry" }, { unit: "cavalry" }, { unit: "cavalry" }], 300],
    ["UNIQUE_LIMIT", [{ unit: "guards" }, { unit: "guards" }], 1000],
    ["UNIQUE_LIMIT", [rai({ "platoon-commander": 1, zampolit: 1 }), rai(), rai({ zampolit: 1 })], 1000],
    ["RARE_LIMIT", [{ unit: "mountain-rifles" }, { unit: "mountain-rifles" }], 1000],
    ["SPECIAL_WEAPON_RATIO", [rai({ lmg: 1 })], 1000],
    ["HEAVY_WEAPON_RATIO", [rai({ hmg: 1 })], 1000],
    ["PLATOON_COMMANDER_LIMIT", [rai({ "platoon-commander": 1 })], 1000],
    ["REQUIRES_PLATOON_COMMANDER", [rai({ banner: 1 })], 1000],
    ["REQUIRES_PLATOON_COMMANDER", [rai({ zampolit: 1 })], 1000],
    ["AA_MOUNT_REQUIRES_MG", [rai({ "aa-mount": 1 })], 1000],
    ["MINES_PER_MAN", [{ unit: "assault-group", options: { hmg: 1, "magnetic-mines": 3 } }], 1000],
    ["MINES_ARMY_LIMIT", [{ unit: "assault-group", options: { "magnetic-mines": 2 } }, { unit: "assault-group", options: { "magnetic-mines": 2 } }], 2000],
    ["DOGS_PER_HANDLER", [{ unit: "dog-tank-hunters", options: { dogs: 5 } }], 1000],
    ["SPOTTER_PER_PAIR", [{ unit: "snipers", options: { spotter: 2 } }], 1000],
  ];
  it.each(cases)("%s", (code, units, limit) => {
    const en = check(units, limit, "en").errors.filter((e) => e.code === code);
    const ru = check(units, limit, "ru").errors.filter((e) => e.code === code);
    expect(en.length).toBeGreaterThan(0);
    expect(ru.length).toBe(en.length);
    en.forEach((e, i) => {
      const r = ru[i]!;
      expect(e.message.length).toBeGreaterThan(0);
      expect(e.message).not.toBe(code);
      expect(r.message).not.toBe(e.message);
      expect(r.message).toMatch(/[А-Яа-яЁё]/);
    });
  });
  it("the points message names the cost and the limit", () => {
    const [e] = check([{ unit: "cavalry" }, { unit: "cavalry" }, { unit: "cavalry" }, { unit: "cavalry" }], 300).errors;
    expect(e!.message).toContain("400");
    expect(e!.message).toContain("300");
  });
  it("the unknown-unit message names the unit id", () => {
    expect(check([{ unit: "tiger" }]).errors[0]!.message).toContain("tiger");
  });
});
