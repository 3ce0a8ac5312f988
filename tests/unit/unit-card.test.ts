import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { saveText, weaponText } from "../../lib/cards/card-text";
import { t } from "../../lib/i18n/ui";
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

  it("heavy weapons have a crew of 2; HMG, heavy-calibre MG and ATR have 1 wound", () => {
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
    // the heavy-calibre MG is a heavy MG too (RULES.md "Model profile facts")
    expect(find(c, "hcmg")[0]!.wounds).toBe(1);
  });

  it("an MG on an anti-aircraft mount has 2 wounds and names its mount", () => {
    const mount = book.units[0]!.options.find((o) => o.id === "aa-mount")!;
    for (const mg of ["hmg", "hcmg"]) {
      const c = card({ unit: "red-army-infantry", options: { "extra-soldiers": 6, [mg]: 1, "aa-mount": 1 } });
      expect(find(c, mg), mg).toEqual([{ name: weaponName(mg), who: "count", count: 1, crew: 2, wounds: 2, mount: mount.name }]);
    }
    const guards = card({ unit: "guards", options: { "extra-soldiers": 6, hmg: 1, "aa-mount": 1 } });
    expect(find(guards, "hmg")[0]).toMatchObject({ wounds: 2 });
  });

  it("one AA mount for two MGs: one MG is mounted (2 wounds), the other keeps 1 wound", () => {
    const c = card({ unit: "red-army-infantry", options: { "extra-soldiers": 8, "platoon-commander": 1, zampolit: 1, hmg: 1, hcmg: 1, "aa-mount": 1 } });
    const mgs = [...find(c, "hmg"), ...find(c, "hcmg")];
    expect(mgs.map((w) => w.wounds).sort()).toEqual([1, 2]);
    expect(mgs.filter((w) => w.mount)).toHaveLength(1);
  });

  it("without the mount an HMG has 1 wound", () => {
    const c = card({ unit: "guards", options: { "extra-soldiers": 6, hmg: 1 } });
    expect(find(c, "hmg")).toEqual([{ name: weaponName("hmg"), who: "count", count: 1, crew: 2, wounds: 1 }]);
  });

  it("the book's flamethrower is carried by one man: no wound of its own, no crew", () => {
    const c = card({ unit: "assault-group", options: { flamethrower: 1, lmg: 1, "extra-soldiers": 6 } });
    expect(find(c, "flamethrower")[0]).toMatchObject({ who: "count", count: 1 });
    expect(find(c, "flamethrower")[0]!.wounds).toBeUndefined();
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

describe("ability texts the source gives (issue #9)", () => {
  const ability = (id: string) => book.abilities.find((a) => a.id === id)!;

  it("Born Riders: the 5 is on the roll for which model takes the hit (the rider hides behind the horse), not a 5 to hit", () => {
    const { summary } = ability("born-riders");
    expect(summary.en).toMatch(/which model takes a hit/);
    expect(summary.en).toMatch(/horse/);
    expect(summary.en).not.toMatch(/5 to hit/);
    expect(summary.ru).toMatch(/какая модель получает попадание/);
    expect(summary.ru).not.toMatch(/кубике попадания/);
  });

  it("Scouts carry reinforced grenades and have the ability (5+ against vehicles)", () => {
    const c = card({ unit: "scouts" });
    expect(c.weapons.map((w) => w.name.en)).toContain(weaponName("reinforced-grenades").en);
    const grenades = c.abilities.find((a) => a.name.en === ability("reinforced-grenades").name.en);
    expect(grenades).toBeDefined();
    expect(grenades!.summary.en).toMatch(/5\+/);
    expect(c.abilities.map((a) => a.name.en)).toEqual(["Special Weapons", "Reinforced Grenades", "Sabotage", "From the Skies"]);
  });

  it("From the Skies is flagged as cut off in the source; the card carries the flag, other abilities do not", () => {
    expect(ability("from-the-skies").truncated).toBe(true);
    const c = card({ unit: "scouts", options: { parachutes: 1 } });
    expect(c.abilities.find((a) => a.name.en === "From the Skies")).toMatchObject({ truncated: true });
    for (const a of c.abilities.filter((a) => a.name.en !== "From the Skies")) expect(a.truncated).toBeUndefined();
    expect(book.abilities.filter((a) => a.truncated).map((a) => a.id)).toEqual(["from-the-skies"]);
    expect(t("en", "sourceEndsHere")).toBe("(the source text ends here)");
    expect(t("ru", "sourceEndsHere")).toMatch(/обрывается/);
  });
});

describe("save facts", () => {
  it("naval infantry: never better than 6+", () => {
    expect(card({ unit: "naval-infantry" }).save).toEqual({ open: null, cover: 6, best: 6, bunker: null });
  });

  it.each(["snipers", "assault-group"])("%s: 6+ in the open, 5+ in cover", (id) => {
    expect(card({ unit: id }).save).toEqual({ open: 6, cover: 5, best: 5, bunker: 4 });
  });

  it.each(["red-army-infantry", "guards", "cavalry", "cossacks", "mountain-rifles", "dog-tank-hunters", "scouts"])("%s: no save in the open, 6+ in cover, best 5+", (id) => {
    expect(card({ unit: id }).save).toEqual({ open: null, cover: 6, best: 5, bunker: 4 });
  });

  it("every unit of the book is covered by the cases above", () => {
    expect(book.units.map((u) => u.id).sort()).toEqual(
      ["naval-infantry", "snipers", "assault-group", "red-army-infantry", "guards", "cavalry", "cossacks", "mountain-rifles", "dog-tank-hunters", "scouts"].sort(),
    );
  });
});

describe("card lines in words", () => {
  it("the save limit: never better than 5+, except 4+ in a bunker; no cover saves in melee", () => {
    const rai = card({ unit: "red-army-infantry" }).save!;
    expect(saveText(rai, "en")).toBe("in the open none, in cover 6+, never better than 5+ (except 4+ in a bunker); no cover saves in melee");
    expect(saveText(rai, "ru")).toBe("в поле нет, в укрытии 6+, не лучше 5+ (кроме 4+ в бункере); в рукопашной спас-броска за укрытие нет");
    expect(saveText(card({ unit: "naval-infantry" }).save!, "en")).toBe("in the open none, in cover 6+, never better than 6+ (in a bunker too); no cover saves in melee");
  });

  it("weapon lines: count, mount, crew and wounds with plural nouns", () => {
    const c = card({ unit: "red-army-infantry", options: { "extra-soldiers": 6, hmg: 1, "aa-mount": 1, "platoon-commander": 1 } });
    const [hmg] = find(c, "hmg");
    expect(weaponText(hmg!, "en")).toBe(`${weaponName("hmg").en} ×1 (anti-aircraft mount, crew 2, 2 wounds)`);
    expect(weaponText(hmg!, "ru")).toBe(`${weaponName("hmg").ru} ×1 (зенитная установка, расчёт 2, 2 раны)`);
    const atr = card({ unit: "red-army-infantry", options: { "extra-soldiers": 6, atr: 1 } });
    expect(weaponText(find(atr, "atr")[0]!, "ru")).toBe(`${weaponName("atr").ru} ×1 (расчёт 2, 1 рана)`);
    expect(weaponText(find(c, "pistol")[0]!, "en")).toBe(`${weaponName("pistol").en} (commander)`);
    expect(weaponText(find(c, "pistol-and-rifle")[0]!, "en")).toBe(`${weaponName("pistol-and-rifle").en} ×1 (platoon commander)`);
    const flamer = card({ unit: "assault-group", options: { flamethrower: 1 } });
    expect(weaponText(find(flamer, "flamethrower")[0]!, "en")).toBe(`${weaponName("flamethrower").en} ×1`);
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
