import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { unitCard, type CardWeapon, type UnitCardData } from "../../lib/cards/unit-card";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { book, roster, type UnitSpec } from "../support/book";

/** The card of one unit, evaluated alone (as the roster page does, unit by unit). */
function card(spec: UnitSpec): UnitCardData {
  const e = evaluateRoster(book, roster([spec]));
  return unitCard(book, spec, e.units[0]!);
}
const weaponName = (id: string) => book.weapons[id]!.name;
const names = (ws: CardWeapon[]) => ws.map((w) => w.name.en);
const find = (c: UnitCardData, id: string) => c.weapons.filter((w) => w.name.en === weaponName(id).en);

describe("weapons after swaps", () => {
  it("Red Army Infantry: base kit is rifles, grenades, the commander's pistol", () => {
    const c = card({ unit: "red-army-infantry" });
    expect(c.weapons).toEqual([
      { name: weaponName("rifle"), who: "all", count: 0 },
      { name: weaponName("grenades"), who: "all", count: 0 },
      { name: weaponName("pistol"), who: "commander", count: 0 },
    ]);
  });

  it("Red Army Infantry with the SMG swap shows SMGs instead of rifles", () => {
    const c = card({ unit: "red-army-infantry", options: { smg: 1, "extra-soldiers": 2 } });
    expect(names(c.weapons)).toContain(weaponName("smg").en);
    expect(names(c.weapons)).not.toContain(weaponName("rifle").en);
    expect(find(c, "smg")).toEqual([{ name: weaponName("smg"), who: "all", count: 0 }]);
    // the swap is a whole-unit change, not an extra weapon line
    expect(c.weapons).toHaveLength(3);
  });

  it("Soviet Naval Infantry with the rifles swap shows rifles instead of SMGs", () => {
    expect(names(card({ unit: "naval-infantry" }).weapons)).toContain(weaponName("smg").en);
    const c = card({ unit: "naval-infantry", options: { rifles: 1 } });
    expect(names(c.weapons)).toContain(weaponName("rifle").en);
    expect(names(c.weapons)).not.toContain(weaponName("smg").en);
    expect(find(c, "rifle")[0]!.who).toBe("all");
  });

  it("a swap option at 0 changes nothing", () => {
    const c = card({ unit: "red-army-infantry", options: { smg: 0 } });
    expect(names(c.weapons)).toContain(weaponName("rifle").en);
    expect(names(c.weapons)).not.toContain(weaponName("smg").en);
  });

  it("heavy weapons have a crew of 2; HMG and ATR have 1 wound", () => {
    const c = card({ unit: "red-army-infantry", options: { "extra-soldiers": 8, hmg: 1, atr: 1, hcmg: 1 } });
    for (const id of ["hmg", "atr", "hcmg"]) {
      const [w] = find(c, id);
      expect(w, id).toBeDefined();
      expect(w!.crew, id).toBe(2);
      expect(w!.who).toBe("count");
      expect(w!.count).toBe(1);
    }
    expect(find(c, "hmg")[0]!.wounds).toBe(1);
    expect(find(c, "atr")[0]!.wounds).toBe(1);
  });

  it("the flamethrower has 1 wound; special weapons have no crew", () => {
    const c = card({ unit: "assault-group", options: { flamethrower: 1, lmg: 1, "extra-soldiers": 6 } });
    expect(find(c, "flamethrower")[0]).toMatchObject({ who: "count", count: 1, wounds: 1 });
    expect(find(c, "flamethrower")[0]!.crew).toBeUndefined();
    expect(find(c, "lmg")[0]!.crew).toBeUndefined();
    expect(find(c, "lmg")[0]!.wounds).toBeUndefined();
  });

  it("snipers with a spotter: optics-and-rifle ×1 while keeping sniper rifles", () => {
    const c = card({ unit: "snipers", options: { spotter: 1 } });
    expect(find(c, "sniper-rifle")).toEqual([{ name: weaponName("sniper-rifle"), who: "all", count: 0 }]);
    expect(find(c, "optics-and-rifle")).toHaveLength(1);
    expect(find(c, "optics-and-rifle")[0]).toMatchObject({ who: "count", count: 1 });
    expect(card({ unit: "snipers" }).weapons.map((w) => w.name.en)).not.toContain(weaponName("optics-and-rifle").en);
  });

  it("counted weapons carry the count as entered", () => {
    const c = card({ unit: "assault-group", options: { "magnetic-mines": 2 } });
    expect(find(c, "magnetic-mine")[0]).toMatchObject({ who: "count", count: 2 });
    const over = card({ unit: "snipers", options: { spotter: 3, "extra-soldiers": 2 } });
    expect(find(over, "optics-and-rifle")[0]!.count).toBe(3);
  });

  it("a platoon commander is a weapon line noted with the option's name", () => {
    const c = card({ unit: "red-army-infantry", options: { "platoon-commander": 1 } });
    const pc = book.units[0]!.options.find((o) => o.id === "platoon-commander")!;
    expect(find(c, "pistol-and-rifle")[0]).toMatchObject({ who: "count", count: 1, note: pc.name });
  });
});

describe("men, dogs, points and options", () => {
  it("dogs are counted separately from men", () => {
    const c = card({ unit: "dog-tank-hunters", options: { dogs: 3, "extra-soldiers": 1 } });
    expect(c.men).toBe(5);
    expect(c.dogs).toBe(3);
    expect(c.points).toBe(110 + 30 + 3 * 15);
    const none = card({ unit: "dog-tank-hunters" });
    expect(none.dogs).toBe(0);
    expect(none.men).toBe(4);
  });

  it("men include extra soldiers and the platoon commander; other units have no dogs", () => {
    const c = card({ unit: "red-army-infantry", options: { "extra-soldiers": 3, "platoon-commander": 1 } });
    expect(c.men).toBe(8);
    expect(c.dogs).toBe(0);
    expect(c.points).toBe(100 + 60 + 30);
  });

  it("options taken are listed with counts; steppers (max > 1) and counts above 1 show the count", () => {
    const c = card({ unit: "red-army-infantry", options: { "extra-soldiers": 2, lmg: 1, banner: 0, radio: 2 } });
    const type = book.units[0]!;
    const opt = (id: string) => type.options.find((o) => o.id === id)!.name;
    expect(c.options).toEqual([
      { name: opt("extra-soldiers"), count: 2, showCount: true },
      { name: opt("radio"), count: 2, showCount: true },
      { name: opt("lmg"), count: 1, showCount: false },
    ]);
  });

  it("basic facts come from the book", () => {
    for (const type of book.units) {
      const c = card({ unit: type.id });
      expect(c).toMatchObject({ id: type.id, known: true, name: type.name, rarity: type.rarity, points: type.cost, composition: type.composition, mounted: type.mounted, wounds: 1 });
    }
    expect(card({ unit: "cavalry" }).mounted).toBe(true);
    expect(card({ unit: "dog-tank-hunters" }).profileNote).toEqual(book.units.find((u) => u.id === "dog-tank-hunters")!.profile.note);
  });
});

describe("abilities", () => {
  it("every unit lists its abilities in book order, each with a name and a summary in both languages", () => {
    for (const type of book.units) {
      const c = card({ unit: type.id });
      expect(c.abilities.map((a) => a.name)).toEqual(type.abilities.map((id) => book.abilities.find((a) => a.id === id)!.name));
      for (const a of c.abilities)
        for (const lang of ["ru", "en"] as const) {
          expect(a.name[lang].length).toBeGreaterThan(0);
          expect(a.summary[lang].length).toBeGreaterThan(0);
        }
    }
  });

  it("snipers: Sniper, Masters of Camouflage, Spotter, Dummy with their summaries", () => {
    const c = card({ unit: "snipers" });
    expect(c.abilities.map((a) => a.name.en)).toEqual(["Sniper", "Masters of Camouflage", "Spotter", "Dummy"]);
    const sniper = book.abilities.find((a) => a.id === "sniper")!;
    expect(c.abilities[0]!.summary).toEqual(sniper.summary);
  });
});

describe("save facts", () => {
  it("naval infantry: never better than 6+", () => {
    expect(card({ unit: "naval-infantry" }).save).toEqual({ open: null, cover: 6, best: 6 });
  });

  it.each(["snipers", "assault-group"])("%s: 6+ in the open, 5+ in cover", (id) => {
    expect(card({ unit: id }).save).toEqual({ open: 6, cover: 5, best: 5 });
  });

  it.each(["red-army-infantry", "guards", "cavalry", "cossacks", "mountain-rifles", "dog-tank-hunters", "scouts"])("%s: no save in the open, 6+ in cover, best 5+", (id) => {
    expect(card({ unit: id }).save).toEqual({ open: null, cover: 6, best: 5 });
  });

  it("every unit of the book is covered by the cases above", () => {
    expect(book.units.map((u) => u.id).sort()).toEqual(
      ["naval-infantry", "snipers", "assault-group", "red-army-infantry", "guards", "cavalry", "cossacks", "mountain-rifles", "dog-tank-hunters", "scouts"].sort(),
    );
  });
});

describe("unknown units and robustness", () => {
  it("an unknown unit gives known: false, 0 points and an empty card", () => {
    const c = card({ unit: "tiger-tank", options: { gun: 1 } });
    expect(c).toMatchObject({ id: "tiger-tank", known: false, points: 0, men: 0, dogs: 0, weapons: [], options: [], abilities: [], save: null });
    expect(c.name).toEqual({ ru: "tiger-tank", en: "tiger-tank" });
  });

  it("never throws; weapon and option lines match what is taken", () => {
    const spec: fc.Arbitrary<UnitSpec> = fc.constantFrom(...book.units).chain((u) =>
      fc
        .tuple(...u.options.map((o) => fc.integer({ min: 0, max: o.max + 2 })))
        .map((counts) => ({ unit: u.id, options: Object.fromEntries(u.options.map((o, k) => [o.id, counts[k]!])) })),
    );
    fc.assert(
      fc.property(spec, (s) => {
        const c = card(s);
        const type = book.units.find((u) => u.id === s.unit)!;
        const taken = type.options.filter((o) => (s.options![o.id] ?? 0) > 0);
        expect(c.options.map((o) => o.name)).toEqual(taken.map((o) => o.name));
        expect(c.weapons.filter((w) => w.who !== "count")).toHaveLength(type.weapons.length);
        for (const w of c.weapons) {
          expect(w.name.ru.length).toBeGreaterThan(0);
          expect(w.name.en.length).toBeGreaterThan(0);
          if (w.who === "count") expect(w.count).toBeGreaterThan(0);
        }
        // a whole-unit swap taken means its "from" weapon is gone from the base kit
        for (const o of taken)
          if (o.swap && !o.swap.one) {
            expect(names(c.weapons.filter((w) => w.who !== "count"))).not.toContain(weaponName(o.swap.from).en);
            expect(names(c.weapons)).toContain(weaponName(o.swap.to).en);
          }
      }),
      { numRuns: 200 },
    );
  });
});
