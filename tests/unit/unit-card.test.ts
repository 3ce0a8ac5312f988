import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { saveShort, saveText, weaponText } from "../../lib/cards/card-text";
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

const men = (count: number) => ({ kind: "men", count });
const role = (id: string, count: number) => ({ kind: "role", name: book.roles[id]!.name, count, man: book.roles[id]!.man !== false });

describe("weapons after swaps", () => {
  it("Red Army Infantry: base kit is rifles and grenades for every man, the commander's pistol", () => {
    const c = card({ unit: "red-army-infantry" });
    expect(c.weapons).toEqual([
      { id: "rifle", name: weaponName("rifle"), carriers: [men(4)] },
      { id: "grenades", name: weaponName("grenades"), carriers: [men(4)] },
      { id: "pistol", name: weaponName("pistol"), carriers: [{ kind: "commander" }] },
    ]);
  });

  it("Red Army Infantry with the SMG swap shows SMGs instead of rifles", () => {
    const c = card({ unit: "red-army-infantry", options: { smg: 1, "extra-soldiers": 2 } });
    expect(names(c.weapons)).toContain(weaponName("smg").en);
    expect(names(c.weapons)).not.toContain(weaponName("rifle").en);
    expect(find(c, "smg")).toEqual([{ id: "smg", name: weaponName("smg"), carriers: [men(6)] }]);
    // the swap is a whole-unit change, not an extra weapon line
    expect(c.weapons).toHaveLength(3);
  });

  it("Soviet Naval Infantry with the rifles swap shows rifles instead of SMGs", () => {
    expect(names(card({ unit: "naval-infantry" }).weapons)).toContain(weaponName("smg").en);
    const c = card({ unit: "naval-infantry", options: { rifles: 1 } });
    expect(names(c.weapons)).toContain(weaponName("rifle").en);
    expect(names(c.weapons)).not.toContain(weaponName("smg").en);
    expect(find(c, "rifle")[0]!.carriers).toEqual([men(4)]);
  });

  it("a swap option at 0 changes nothing", () => {
    const c = card({ unit: "red-army-infantry", options: { smg: 0 } });
    expect(names(c.weapons)).toContain(weaponName("rifle").en);
    expect(names(c.weapons)).not.toContain(weaponName("smg").en);
  });

  it("heavy weapons are carried by a crew of 2; HMG, heavy-calibre MG and ATR are models of 1 wound", () => {
    const c = card({ unit: "red-army-infantry", options: { "extra-soldiers": 8, hmg: 1, atr: 1, hcmg: 1 } });
    for (const id of ["hmg", "atr", "hcmg"]) {
      const [w] = find(c, id);
      expect(w, id).toBeDefined();
      expect(w!.carriers, id).toEqual([{ kind: "crew", men: 2, weapons: 1 }]);
      expect(w!.models, id).toBe(1);
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
      expect(find(c, mg), mg).toEqual([{ id: mg, name: weaponName(mg), carriers: [{ kind: "crew", men: 2, weapons: 1 }], wounds: 2, models: 1, mount: mount.name }]);
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
    expect(find(c, "hmg")).toEqual([{ id: "hmg", name: weaponName("hmg"), carriers: [{ kind: "crew", men: 2, weapons: 1 }], wounds: 1, models: 1 }]);
  });

  it("the book's flamethrower is carried by one man: no wound of its own, no crew", () => {
    const c = card({ unit: "assault-group", options: { flamethrower: 1, lmg: 1, "extra-soldiers": 6 } });
    expect(find(c, "flamethrower")[0]).toEqual({ id: "flamethrower", name: weaponName("flamethrower"), carriers: [role("flamethrower-trooper", 1)] });
    expect(find(c, "lmg")[0]).toEqual({ id: "lmg", name: weaponName("lmg"), carriers: [role("lmg-gunner", 1)] });
  });

  it("a special weapon replaces its carrier's personal weapon; a heavy weapon's crew keep theirs", () => {
    const c = card({ unit: "red-army-infantry", options: { "extra-soldiers": 6, lmg: 1, panzerfaust: 1, hmg: 1 } });
    // 10 men: 8 keep their rifles, the LMG gunner and the panzerfaust trooper do not; all carry grenades
    expect(find(c, "rifle")[0]!.carriers).toEqual([men(8)]);
    expect(find(c, "grenades")[0]!.carriers).toEqual([men(10)]);
    const smg = card({ unit: "assault-group", options: { "extra-soldiers": 1, flamethrower: 1 } });
    expect(find(smg, "smg")[0]!.carriers).toEqual([men(4)]);
  });

  it("snipers with a spotter: optics-and-rifle for the spotter, sniper rifles for the others", () => {
    const c = card({ unit: "snipers", options: { spotter: 1 } });
    expect(find(c, "sniper-rifle")).toEqual([{ id: "sniper-rifle", name: weaponName("sniper-rifle"), carriers: [men(1)] }]);
    expect(find(c, "optics-and-rifle")).toEqual([{ id: "optics-and-rifle", name: weaponName("optics-and-rifle"), carriers: [role("spotter", 1)] }]);
    expect(card({ unit: "snipers" }).weapons.map((w) => w.name.en)).not.toContain(weaponName("optics-and-rifle").en);
  });

  it("counted weapons carry the count as entered; mines one per man", () => {
    const c = card({ unit: "assault-group", options: { "magnetic-mines": 2 } });
    expect(find(c, "magnetic-mine")[0]!.carriers).toEqual([men(2)]);
    const over = card({ unit: "snipers", options: { spotter: 3, "extra-soldiers": 2 } });
    expect(find(over, "optics-and-rifle")[0]!.carriers).toEqual([role("spotter", 3)]);
  });

  it("the platoon commander and the zampolit bring their own pistol and rifle: one line naming both", () => {
    const c = card({ unit: "red-army-infantry", options: { "platoon-commander": 1, zampolit: 1 } });
    expect(find(c, "pistol-and-rifle")).toEqual([
      { id: "pistol-and-rifle", name: weaponName("pistol-and-rifle"), carriers: [role("platoon-commander", 1), role("zampolit", 1)] },
    ]);
    // they are men of the unit but not of its squad kit
    expect(c.men).toBe(6);
    expect(find(c, "rifle")[0]!.carriers).toEqual([men(4)]);
  });

  it("dogs carry reinforced grenades too: one line, men and dogs", () => {
    const c = card({ unit: "dog-tank-hunters", options: { dogs: 3 } });
    expect(find(c, "reinforced-grenades")[0]!.carriers).toEqual([men(4), role("dog", 3)]);
  });
});

describe("men, models, points and options", () => {
  it("dogs are models of their own, not men", () => {
    const c = card({ unit: "dog-tank-hunters", options: { dogs: 3, "extra-soldiers": 1 } });
    expect(c.men).toBe(5);
    expect(c.models.find((g) => g.kind === "role" && g.role === "dog")).toMatchObject({ count: 3, man: false });
    expect(c.points).toBe(110 + 30 + 3 * 15);
    const none = card({ unit: "dog-tank-hunters" });
    expect(none.models.some((g) => g.kind === "role" && !g.man)).toBe(false);
    expect(none.men).toBe(4);
  });

  it("men include extra soldiers and the platoon commander", () => {
    const c = card({ unit: "red-army-infantry", options: { "extra-soldiers": 3, "platoon-commander": 1 } });
    expect(c.men).toBe(8);
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
      expect(c).toMatchObject({ id: type.id, known: true, name: type.name, rarity: type.rarity, points: type.cost, bookComposition: type.composition, mounted: type.mounted, wounds: 1 });
    }
    expect(card({ unit: "cavalry" }).mounted).toBe(true);
    expect(card({ unit: "dog-tank-hunters" }).profileNote).toEqual(book.units.find((u) => u.id === "dog-tank-hunters")!.profile.note);
  });

  it("the player's label and note travel onto the card", () => {
    const e = evaluateRoster(book, roster([{ unit: "guards" }]));
    const c = unitCard(book, { unit: "guards", label: "Гвардия", note: "в резерве" }, e.units[0]!);
    expect(c).toMatchObject({ label: "Гвардия", note: "в резерве" });
    expect(card({ unit: "guards" }).label).toBeUndefined();
  });
});

describe("abilities", () => {
  it("a unit with no options has exactly the abilities no option grants, in book order", () => {
    for (const type of book.units) {
      const c = card({ unit: type.id });
      const always = type.abilities.map((id) => book.abilities.find((a) => a.id === id)!).filter((a) => !a.grantedBy);
      expect(c.abilities.map((a) => a.name)).toEqual(always.map((a) => a.name));
      for (const a of c.abilities)
        for (const lang of ["ru", "en"] as const) {
          expect(a.name[lang].length).toBeGreaterThan(0);
          expect(a.summary[lang].length).toBeGreaterThan(0);
        }
    }
  });

  it("snipers: Sniper and Masters of Camouflage always; Spotter and Dummy when taken", () => {
    expect(card({ unit: "snipers" }).abilities.map((a) => a.name.en)).toEqual(["Sniper", "Masters of Camouflage"]);
    const c = card({ unit: "snipers", options: { spotter: 1, dummy: 1 } });
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
    expect(c.abilities.map((a) => a.name.en)).toEqual(["Reinforced Grenades", "Sabotage"]);
    const all = card({ unit: "scouts", options: { "extra-soldiers": 2, "sniper-rifle": 1, parachutes: 1 } });
    expect(all.abilities.map((a) => a.name.en)).toEqual(["Special Weapons", "Reinforced Grenades", "Sabotage", "From the Skies"]);
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
    expect(saveShort(rai)).toBe("–/6+/5+ (4+)");
    expect(saveShort(card({ unit: "snipers" }).save!)).toBe("6+/5+/5+ (4+)");
    expect(saveShort(card({ unit: "naval-infantry" }).save!)).toBe("–/6+/6+");
  });

  it("weapon lines: who carries it, the mount and the weapon model's wounds, with plural nouns", () => {
    const c = card({ unit: "red-army-infantry", options: { "extra-soldiers": 6, hmg: 1, "aa-mount": 1, "platoon-commander": 1 } });
    const [hmg] = find(c, "hmg");
    expect(weaponText(hmg!, "en")).toBe(`${weaponName("hmg").en} — crew 2 (anti-aircraft mount, 2 wounds)`);
    expect(weaponText(hmg!, "ru")).toBe(`${weaponName("hmg").ru} — расчёт 2 (зенитная установка, 2 раны)`);
    const atr = card({ unit: "red-army-infantry", options: { "extra-soldiers": 6, atr: 1 } });
    expect(weaponText(find(atr, "atr")[0]!, "ru")).toBe(`${weaponName("atr").ru} — расчёт 2 (1 рана)`);
    expect(weaponText(find(c, "pistol")[0]!, "en")).toBe(`${weaponName("pistol").en} — commander`);
    expect(weaponText(find(c, "pistol-and-rifle")[0]!, "en")).toBe(`${weaponName("pistol-and-rifle").en} — platoon commander`);
    expect(weaponText(find(c, "rifle")[0]!, "en")).toBe("rifle — 10 men");
    expect(weaponText(find(c, "rifle")[0]!, "ru")).toBe("винтовка — 10 человек");
    const flamer = card({ unit: "assault-group", options: { flamethrower: 1, "magnetic-mines": 2 } });
    expect(weaponText(find(flamer, "flamethrower")[0]!, "en")).toBe(`${weaponName("flamethrower").en} — flamethrower trooper`);
    expect(weaponText(find(flamer, "magnetic-mine")[0]!, "ru")).toBe("магнитная мина — 2 человека");
    expect(weaponText(find(flamer, "smg")[0]!, "ru")).toBe("пистолет-пулемёт — 3 человека");
    const dogs = card({ unit: "dog-tank-hunters", options: { dogs: 5, "extra-soldiers": 1 } });
    expect(weaponText(find(dogs, "reinforced-grenades")[0]!, "ru")).toBe("усиленные гранаты — 5 человек, 5 собак");
    expect(weaponText(find(dogs, "reinforced-grenades")[0]!, "en")).toBe("reinforced grenades — 5 men, 5 dogs");
  });
});

describe("unknown units and robustness", () => {
  it("an unknown unit gives known: false, 0 points and an empty card", () => {
    const c = card({ unit: "tiger-tank", options: { gun: 1 } });
    expect(c).toMatchObject({ id: "tiger-tank", known: false, points: 0, men: 0, models: [], weapons: [], options: [], abilities: [], save: null });
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
        for (const w of type.weapons) expect(c.weapons.some((l) => l.carriers.some((k) => (w.who === "commander" ? k.kind === "commander" : k.kind === "men")))).toBe(true);
        for (const w of c.weapons) {
          expect(w.name.ru.length).toBeGreaterThan(0);
          expect(w.name.en.length).toBeGreaterThan(0);
          expect(w.carriers.length).toBeGreaterThan(0);
          for (const k of w.carriers) if (k.kind !== "commander") expect(k.kind === "crew" ? k.men * k.weapons : k.count).toBeGreaterThanOrEqual(0);
        }
        // a whole-unit swap taken means its "from" weapon is gone from the base kit
        for (const o of taken)
          if (o.swap && !o.swap.one) {
            expect(names(c.weapons)).not.toContain(weaponName(o.swap.from).en);
            expect(names(c.weapons)).toContain(weaponName(o.swap.to).en);
          }
      }),
      { numRuns: 200 },
    );
  });
});
