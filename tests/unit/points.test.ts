import { describe, it, expect } from "vitest";
import { validateRoster } from "../../lib/engine/report";
import { book, type UnitSpec } from "../support/book";
import { RULES_UNITS, UNIT_IDS, check, errorsOf, err, refPoints, unitMen, unitPoints } from "./rules-oracle";

describe("base cost of every unit (RULES.md unit table)", () => {
  const table: [string, number][] = [
    ["red-army-infantry", 100],
    ["guards", 120],
    ["naval-infantry", 120],
    ["cavalry", 100],
    ["cossacks", 120],
    ["mountain-rifles", 100],
    ["dog-tank-hunters", 110],
    ["assault-group", 120],
    ["snipers", 100],
    ["scouts", 100],
  ];

  it("the table covers all ten units of the book", () => {
    expect(table.map(([id]) => id).sort()).toEqual(book.units.map((u) => u.id).sort());
  });

  it.each(table)("%s costs %i with no options", (unit, cost) => {
    expect(unitPoints({ unit })).toBe(cost);
    expect(unitPoints({ unit, options: {} })).toBe(cost);
  });
});

describe("options charged per each", () => {
  const perEach: [string, string, number][] = [
    ["red-army-infantry", "extra-soldiers", 20],
    ["red-army-infantry", "platoon-commander", 30],
    ["red-army-infantry", "zampolit", 50],
    ["red-army-infantry", "banner", 20],
    ["red-army-infantry", "radio", 50],
    ["red-army-infantry", "lmg", 25],
    ["red-army-infantry", "panzerfaust", 60],
    ["red-army-infantry", "hmg", 50],
    ["red-army-infantry", "hcmg", 80],
    ["red-army-infantry", "atr", 50],
    ["red-army-infantry", "aa-mount", 30],
    ["guards", "extra-soldiers", 25],
    ["guards", "radio", 50],
    ["guards", "lmg", 25],
    ["guards", "panzerfaust", 60],
    ["guards", "hmg", 50],
    ["guards", "hcmg", 80],
    ["guards", "atr", 50],
    ["guards", "bazooka", 80],
    ["guards", "aa-mount", 30],
    ["naval-infantry", "extra-soldiers", 30],
    ["naval-infantry", "lmg", 25],
    ["cavalry", "extra-soldiers", 50],
    ["cossacks", "extra-soldiers", 60],
    ["mountain-rifles", "extra-soldiers", 25],
    ["mountain-rifles", "lmg", 25],
    ["dog-tank-hunters", "extra-soldiers", 30],
    ["dog-tank-hunters", "dogs", 15],
    ["assault-group", "extra-soldiers", 30],
    ["assault-group", "lmg", 25],
    ["assault-group", "flamethrower", 40],
    ["assault-group", "hmg", 50],
    ["assault-group", "radio", 50],
    ["assault-group", "magnetic-mines", 30],
    ["snipers", "extra-soldiers", 50],
    ["snipers", "spotter", 50],
    ["snipers", "dummy", 20],
    ["scouts", "extra-soldiers", 30],
    ["scouts", "sniper-rifle", 25],
  ];

  it.each(perEach)("%s %s: %i each", (unit, option, cost) => {
    const base = RULES_UNITS[unit]!.cost;
    expect(unitPoints({ unit, options: { [option]: 0 } })).toBe(base);
    expect(unitPoints({ unit, options: { [option]: 1 } })).toBe(base + cost);
    expect(unitPoints({ unit, options: { [option]: 2 } })).toBe(base + 2 * cost);
  });

  it("every per-each option of the book is in the table above (no option left untested)", () => {
    const swaps = new Set(["smg", "rifles", "parachutes"]);
    const inBook = book.units.flatMap((u) => u.options.filter((o) => !swaps.has(o.id)).map((o) => `${u.id}/${o.id}`));
    expect(perEach.map(([u, o]) => `${u}/${o}`).sort()).toEqual(inBook.sort());
  });

  it("extra soldiers at max: RAI 8 × 20, dogs 6 × 15, mines 3 × 30", () => {
    expect(unitPoints({ unit: "red-army-infantry", options: { "extra-soldiers": 8 } })).toBe(260);
    expect(unitPoints({ unit: "dog-tank-hunters", options: { "extra-soldiers": 2, dogs: 6 } })).toBe(110 + 60 + 90);
    expect(unitPoints({ unit: "assault-group", options: { "extra-soldiers": 2, "magnetic-mines": 3 } })).toBe(120 + 60 + 90);
  });

  it("a fully loaded RAI squad adds every option up", () => {
    const options = {
      "extra-soldiers": 8,
      "platoon-commander": 1,
      zampolit: 1,
      banner: 1,
      radio: 1,
      smg: 1,
      lmg: 1,
      panzerfaust: 1,
      hmg: 1,
      hcmg: 1,
      atr: 1,
      "aa-mount": 1,
    };
    // 100 + 160 + 30 + 50 + 20 + 50 + 5×12 (commander + 11 soldiers) + 25 + 60 + 50 + 80 + 50 + 30
    expect(unitPoints({ unit: "red-army-infantry", options })).toBe(765);
  });
});

describe("per-model swaps", () => {
  it("smg on RAI: 5 × (commander + soldiers)", () => {
    expect(unitPoints({ unit: "red-army-infantry", options: { smg: 1 } })).toBe(100 + 5 * 4);
    expect(unitPoints({ unit: "red-army-infantry", options: { smg: 1, "extra-soldiers": 3 } })).toBe(100 + 60 + 5 * 7);
    expect(unitPoints({ unit: "red-army-infantry", options: { smg: 1, "extra-soldiers": 8 } })).toBe(100 + 160 + 5 * 12);
  });

  it("smg: the platoon commander and the zampolit do not pay", () => {
    const options = { smg: 1, "extra-soldiers": 2, "platoon-commander": 1, zampolit: 1 };
    // 100 + 40 + 30 + 50 + 5 × (1 + 3 + 2) = 250
    expect(unitPoints({ unit: "red-army-infantry", options })).toBe(250);
    expect(unitMen({ unit: "red-army-infantry", options })).toBe(8);
  });

  it("smg costs the same whatever the order of the keys (extra soldiers listed after the swap)", () => {
    const a = unitPoints({ unit: "red-army-infantry", options: { smg: 1, "extra-soldiers": 5 } });
    const b = unitPoints({ unit: "red-army-infantry", options: { "extra-soldiers": 5, smg: 1 } });
    expect(a).toBe(100 + 100 + 45);
    expect(b).toBe(a);
  });

  it("smg on guards, mountain rifles, cavalry and cossacks", () => {
    expect(unitPoints({ unit: "guards", options: { smg: 1 } })).toBe(120 + 20);
    expect(unitPoints({ unit: "guards", options: { smg: 1, "extra-soldiers": 6 } })).toBe(120 + 150 + 50);
    expect(unitPoints({ unit: "mountain-rifles", options: { smg: 1, "extra-soldiers": 1 } })).toBe(100 + 25 + 25);
    expect(unitPoints({ unit: "cavalry", options: { smg: 1 } })).toBe(100 + 10);
    expect(unitPoints({ unit: "cavalry", options: { smg: 1, "extra-soldiers": 4 } })).toBe(100 + 200 + 30);
    expect(unitPoints({ unit: "cossacks", options: { smg: 1, "extra-soldiers": 2 } })).toBe(120 + 120 + 20);
  });

  it("parachutes: 5 × all models of the scouts", () => {
    expect(unitPoints({ unit: "scouts", options: { parachutes: 1 } })).toBe(100 + 15);
    expect(unitPoints({ unit: "scouts", options: { parachutes: 1, "extra-soldiers": 6 } })).toBe(100 + 180 + 45);
    expect(unitPoints({ unit: "scouts", options: { parachutes: 1, "extra-soldiers": 2, "sniper-rifle": 1 } })).toBe(100 + 60 + 25 + 25);
  });

  it("swap count 0 costs nothing", () => {
    expect(unitPoints({ unit: "red-army-infantry", options: { smg: 0, "extra-soldiers": 8 } })).toBe(260);
    expect(unitPoints({ unit: "scouts", options: { parachutes: 0 } })).toBe(100);
  });

  it("naval infantry swap to rifles is free", () => {
    expect(unitPoints({ unit: "naval-infantry", options: { rifles: 1 } })).toBe(120);
    expect(unitPoints({ unit: "naval-infantry", options: { rifles: 1, "extra-soldiers": 8 } })).toBe(120 + 240);
    expect(check([{ unit: "naval-infantry", options: { rifles: 1 } }]).errors).toEqual([]);
  });
});

describe("counts above the max are charged as entered", () => {
  it("smg entered as 2 is charged twice (and is OPTION_MAX)", () => {
    const report = check([{ unit: "red-army-infantry", options: { smg: 2 } }]);
    expect(report.units[0]!.points).toBe(100 + 2 * 5 * 4);
    expect(report.points).toBe(140);
    expect(errorsOf(report)).toEqual([err("OPTION_MAX", 0, "smg")]);
  });

  it("parachutes entered as 3 are charged three times", () => {
    expect(unitPoints({ unit: "scouts", options: { parachutes: 3, "extra-soldiers": 1 } })).toBe(100 + 30 + 3 * 5 * 4);
  });

  it("rifles entered as 2 still cost 0", () => {
    expect(unitPoints({ unit: "naval-infantry", options: { rifles: 2 } })).toBe(120);
  });

  it("extra soldiers above max: 9 RAI extra soldiers cost 9 × 20 and count as 13 men", () => {
    const report = check([{ unit: "red-army-infantry", options: { "extra-soldiers": 9 } }]);
    expect(report.units[0]).toEqual({ unit: "red-army-infantry", points: 280, men: 13 });
    expect(errorsOf(report)).toEqual([err("OPTION_MAX", 0, "extra-soldiers")]);
  });

  it("extra soldiers above max feed the smg swap too", () => {
    expect(unitPoints({ unit: "cavalry", options: { "extra-soldiers": 10, smg: 1 } })).toBe(100 + 500 + 5 * 12);
  });

  it("a toggle entered as 3 is charged three times", () => {
    expect(unitPoints({ unit: "snipers", options: { dummy: 3 } })).toBe(160);
    expect(unitPoints({ unit: "red-army-infantry", options: { lmg: 2, "extra-soldiers": 6 } })).toBe(100 + 120 + 50);
  });
});

describe("unknown units and options cost 0", () => {
  it("an unknown unit costs 0 and has 0 men", () => {
    const report = check([{ unit: "tiger-tank", options: { "extra-soldiers": 3 } }]);
    expect(report.units).toEqual([{ unit: "tiger-tank", points: 0, men: 0 }]);
    expect(report.points).toBe(0);
  });

  it("an unknown option costs 0 (even one another unit offers)", () => {
    expect(unitPoints({ unit: "red-army-infantry", options: { flamethrower: 1 } })).toBe(100);
    expect(unitPoints({ unit: "red-army-infantry", options: { dogs: 5 } })).toBe(100);
    expect(unitPoints({ unit: "cavalry", options: { "no-such-option": 7, "extra-soldiers": 1 } })).toBe(150);
  });

  it("an unknown option adds no men (dogs on RAI, platoon commander on guards)", () => {
    expect(unitMen({ unit: "red-army-infantry", options: { dogs: 5 } })).toBe(4);
    expect(unitMen({ unit: "guards", options: { "platoon-commander": 1 } })).toBe(4);
  });

  it("unknown units are skipped in the army total", () => {
    const report = check([{ unit: "red-army-infantry" }, { unit: "nope" }, { unit: "cavalry" }]);
    expect(report.units.map((u) => u.points)).toEqual([100, 0, 100]);
    expect(report.points).toBe(200);
  });
});

describe("army points", () => {
  it("an empty army costs 0", () => {
    const report = check([]);
    expect(report.points).toBe(0);
    expect(report.units).toEqual([]);
    expect(report.valid).toBe(true);
  });

  it("army points = Σ unit points", () => {
    const units: UnitSpec[] = [
      { unit: "red-army-infantry", options: { "extra-soldiers": 4, smg: 1 } },
      { unit: "guards", options: { lmg: 1, "extra-soldiers": 1 } },
      { unit: "snipers", options: { spotter: 1, dummy: 1 } },
      { unit: "scouts", options: { parachutes: 1 } },
      { unit: "assault-group", options: { "magnetic-mines": 2 } },
    ];
    const report = check(units);
    const expected = [100 + 80 + 40, 120 + 25 + 25, 100 + 50 + 20, 115, 120 + 60];
    expect(report.units.map((u) => u.points)).toEqual(expected);
    expect(report.points).toBe(expected.reduce((a, b) => a + b, 0));
    expect(report.pointsLimit).toBe(100_000);
  });

  it("the same unit twice is charged twice", () => {
    expect(check([{ unit: "cavalry" }, { unit: "cavalry" }, { unit: "cavalry" }]).points).toBe(300);
  });

  it("points are computed even for an invalid roster", () => {
    const report = check([{ unit: "guards" }, { unit: "guards" }], 300);
    expect(report.valid).toBe(false);
    expect(report.points).toBe(240);
  });

  it.each(UNIT_IDS)("%s: engine cost matches the RULES.md table for a sample of options", (unit) => {
    const options: Record<string, number> = {};
    for (const id of Object.keys(RULES_UNITS[unit]!.options)) options[id] = 1;
    options["extra-soldiers"] = 2;
    expect(unitPoints({ unit, options })).toBe(refPoints({ unit, options }));
  });
});

describe("men in the report", () => {
  it("base men of every unit", () => {
    expect(UNIT_IDS.map((unit) => [unit, unitMen({ unit })])).toEqual(UNIT_IDS.map((unit) => [unit, RULES_UNITS[unit]!.baseMen]));
  });

  it("extra soldiers are men", () => {
    expect(unitMen({ unit: "red-army-infantry", options: { "extra-soldiers": 8 } })).toBe(12);
    expect(unitMen({ unit: "cavalry", options: { "extra-soldiers": 4 } })).toBe(6);
    expect(unitMen({ unit: "snipers", options: { "extra-soldiers": 2 } })).toBe(4);
    expect(unitMen({ unit: "scouts", options: { "extra-soldiers": 6 } })).toBe(9);
  });

  it("platoon commander and zampolit are men", () => {
    expect(unitMen({ unit: "red-army-infantry", options: { "platoon-commander": 1 } })).toBe(5);
    expect(unitMen({ unit: "red-army-infantry", options: { zampolit: 1 } })).toBe(5);
    expect(unitMen({ unit: "red-army-infantry", options: { "platoon-commander": 1, zampolit: 1, "extra-soldiers": 8 } })).toBe(14);
  });

  it("dogs are not men", () => {
    expect(unitMen({ unit: "dog-tank-hunters", options: { dogs: 4 } })).toBe(4);
    expect(unitMen({ unit: "dog-tank-hunters", options: { dogs: 6, "extra-soldiers": 2 } })).toBe(6);
  });

  it("the sniper dummy is not a man; a spotter is one of the snipers", () => {
    expect(unitMen({ unit: "snipers", options: { dummy: 1 } })).toBe(2);
    expect(unitMen({ unit: "snipers", options: { spotter: 1 } })).toBe(2);
    expect(unitMen({ unit: "snipers", options: { spotter: 2, "extra-soldiers": 2, dummy: 1 } })).toBe(4);
  });

  it("weapons and swaps add no men", () => {
    expect(unitMen({ unit: "red-army-infantry", options: { lmg: 1, hmg: 1, smg: 1, banner: 1 } })).toBe(4);
    expect(unitMen({ unit: "scouts", options: { parachutes: 1, "sniper-rifle": 1 } })).toBe(3);
    expect(unitMen({ unit: "assault-group", options: { "magnetic-mines": 3, flamethrower: 1 } })).toBe(4);
  });
});

describe("the RULES.md report example", () => {
  const input = {
    version: 1,
    name: "Штурм высоты",
    armyBook: "soviet",
    pointsLimit: 1000,
    units: [{ unit: "red-army-infantry", options: { "extra-soldiers": 8, "platoon-commander": 1, banner: 1, lmg: 1 } }],
  };

  it("points 335, men 13, one PLATOON_COMMANDER_LIMIT error", () => {
    const result = validateRoster(book, input, "en");
    expect(result.ok).toBe(true);
    const report = result.report;
    expect(report.valid).toBe(false);
    expect(report.points).toBe(335);
    expect(report.pointsLimit).toBe(1000);
    expect(report.units).toEqual([{ unit: "red-army-infantry", points: 335, men: 13 }]);
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]).toMatchObject({ code: "PLATOON_COMMANDER_LIMIT", unit: null, option: null });
    expect(typeof report.errors[0]!.message).toBe("string");
    expect(report.errors[0]!.message.length).toBeGreaterThan(0);
  });

  it("has exactly the keys of the documented report", () => {
    const report = validateRoster(book, input, "ru").report;
    expect(Object.keys(report).sort()).toEqual(["errors", "pointsLimit", "points", "units", "valid"].sort());
    expect(Object.keys(report.units[0]!).sort()).toEqual(["men", "points", "unit"]);
    expect(Object.keys(report.errors[0]!).sort()).toEqual(["code", "message", "option", "unit"]);
  });

  it("with three squads the same platoon commander is legal", () => {
    const report = validateRoster(book, { ...input, units: [...input.units, { unit: "red-army-infantry" }, { unit: "red-army-infantry" }] }).report;
    expect(report.valid).toBe(true);
    expect(report.points).toBe(535);
    expect(report.errors).toEqual([]);
  });
});
