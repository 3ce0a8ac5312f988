import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { armyBookSchema, type ArmyBook } from "../../lib/army-book/schema";
import { abilitiesHad, hasAbility } from "../../lib/cards/abilities";
import { strengthText } from "../../lib/cards/army-facts";
import { compositionText } from "../../lib/cards/card-text";
import { menIn, modelGroups } from "../../lib/cards/composition";
import { unitCard } from "../../lib/cards/unit-card";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { book, roster, type UnitSpec } from "../support/book";

const type = (id: string) => book.units.find((u) => u.id === id)!;
const had = (unit: string, options: Record<string, number> = {}) => abilitiesHad(book, unit, options).map((a) => a.id);

/** A deep copy of the book, changed by `edit`, and the paths of the issues the schema finds in it. */
function issuesAfter(edit: (b: ArmyBook) => void): string[] {
  const copy = structuredClone(book);
  edit(copy);
  const parsed = armyBookSchema.safeParse(copy);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}
const abilityIndex = (id: string) => book.abilities.findIndex((a) => a.id === id);
const unitIndex = (id: string) => book.units.findIndex((u) => u.id === id);

describe("the book says which abilities an option grants (grantedBy), and the schema checks it", () => {
  it("the data file passes", () => {
    expect(armyBookSchema.safeParse(book).success).toBe(true);
  });

  it("an unknown option in grantedBy is an error at its JSON path", () => {
    const a = abilityIndex("radio");
    expect(issuesAfter((b) => (b.abilities[a]!.grantedBy = { options: ["radio", "radoi"] }))).toEqual([
      `abilities.${a}.grantedBy.options.1: unknown option radoi`,
    ]);
  });

  it("a unit listing an ability that none of its options can grant is an error at the unit's ability", () => {
    const u = unitIndex("guards");
    const k = type("guards").abilities.indexOf("radio");
    expect(issuesAfter((b) => (b.abilities[abilityIndex("radio")]!.grantedBy = { options: ["platoon-commander"] }))).toContain(
      `units.${u}.abilities.${k}: no option of guards grants ability radio`,
    );
  });

  it("grantedBy needs options or categories; categories are special or heavy", () => {
    const a = abilityIndex("radio");
    expect(issuesAfter((b) => (b.abilities[a]!.grantedBy = {}))).toContain(`abilities.${a}.grantedBy: grantedBy needs options or categories`);
    expect(issuesAfter((b) => (b.abilities[a]!.grantedBy = { categories: ["light" as "special"] }))[0]).toMatch(/^abilities\.\d+\.grantedBy\.categories\.0/);
  });

  it("roles of models and carriers must exist; one entry without a count; a crew has no role", () => {
    const u = unitIndex("scouts");
    const i = type("scouts").options.findIndex((o) => o.id === "sniper-rifle");
    expect(issuesAfter((b) => (b.units[u]!.models[0]!.role = "captain"))).toEqual([`units.${u}.models.0.role: unknown role captain`]);
    expect(issuesAfter((b) => (b.units[u]!.options[i]!.carriedBy!.role = "marksman"))).toEqual([`units.${u}.options.${i}.carriedBy.role: unknown role marksman`]);
    expect(issuesAfter((b) => b.units[u]!.models.push({ role: "soldier" }))).toEqual([
      `units.${u}.models: exactly one entry without a count (the other men) is needed, found 2`,
    ]);
    expect(issuesAfter((b) => (b.units[u]!.options[i]!.carriedBy = { models: 2, role: "sniper", crew: true }))).toEqual([
      `units.${u}.options.${i}.carriedBy.crew: a crew has no role and needs the option's weapon`,
    ]);
  });

  it("every unit declares its models, with a role for each", () => {
    for (const u of book.units) {
      expect(u.models.filter((m) => m.count === undefined), u.id).toHaveLength(1);
      for (const m of u.models) expect(book.roles[m.role], `${u.id} ${m.role}`).toBeDefined();
    }
  });
});

describe("abilitiesHad: only what the unit has with the options taken", () => {
  it("a Red Army Infantry squad without options has none of its option-granted abilities", () => {
    expect(had("red-army-infantry")).toEqual([]);
  });

  it("taken options grant their abilities, in the unit's book order; untaken ones do not", () => {
    expect(had("red-army-infantry", { "platoon-commander": 1, banner: 1, lmg: 1, "extra-soldiers": 5 })).toEqual([
      "special-weapons",
      "platoon-commander",
      "banner",
    ]);
    expect(had("red-army-infantry", { "platoon-commander": 1, zampolit: 1, radio: 1, hmg: 1, "aa-mount": 1, atr: 1 })).toEqual([
      "heavy-support",
      "weak-anti-tank",
      "anti-aircraft",
      "platoon-commander",
      "zampolit",
      "radio",
    ]);
  });

  it("a category grants: any special weapon gives Special Weapons, any heavy one Heavy Support", () => {
    expect(had("red-army-infantry", { panzerfaust: 1 })).toEqual(["special-weapons"]);
    expect(had("guards", { bazooka: 1 })).toEqual(["heavy-support", "morale-training"]);
    expect(had("assault-group", { hmg: 1 })).toEqual(["heavy-support", "intensive-training", "body-armour", "engineering-tools"]);
  });

  it("options at 0, options of other units and unknown ids grant nothing", () => {
    expect(had("red-army-infantry", { zampolit: 0, dogs: 3, parachutes: 1, "no-such": 1 })).toEqual([]);
    expect(had("naval-infantry")).toEqual(["fury", "gunners", "black-pea-coats"]);
  });

  it("snipers: spotter and dummy; scouts: parachutes give From the Skies; dogs give Tank Hunters", () => {
    expect(had("snipers", { dummy: 1 })).toEqual(["sniper", "masters-of-camouflage", "dummy"]);
    expect(had("scouts", { parachutes: 1 })).toEqual(["reinforced-grenades", "sabotage", "from-the-skies"]);
    expect(had("dog-tank-hunters")).toEqual(["reinforced-grenades"]);
    expect(had("dog-tank-hunters", { dogs: 1 })).toEqual(["reinforced-grenades", "tank-hunters"]);
  });

  it("takes a unit type or its id; an unknown unit has none", () => {
    expect(abilitiesHad(book, type("cavalry")).map((a) => a.id)).toEqual(["sabre-charge"]);
    expect(abilitiesHad(book, "tiger-tank", { gun: 1 })).toEqual([]);
  });

  it("always a subset of the unit's abilities in its order, with every ability no option grants", () => {
    const spec = fc.constantFrom(...book.units).chain((u) =>
      fc.tuple(fc.constant(u), fc.tuple(...u.options.map(() => fc.integer({ min: 0, max: 3 })))),
    );
    fc.assert(
      fc.property(spec, ([u, counts]) => {
        const options = Object.fromEntries(u.options.map((o, k) => [o.id, counts[k]!]));
        const ids = abilitiesHad(book, u, options).map((a) => a.id);
        expect(ids).toEqual(u.abilities.filter((id) => ids.includes(id)));
        for (const id of u.abilities) {
          const a = book.abilities.find((x) => x.id === id)!;
          if (!a.grantedBy) expect(ids).toContain(id);
          expect(ids.includes(id)).toBe(hasAbility(a, u, options));
        }
      }),
      { numRuns: 300 },
    );
  });
});

function groupsOf(spec: UnitSpec) {
  const e = evaluateRoster(book, roster([spec]));
  return { groups: modelGroups(book, type(spec.unit), spec.options ?? {}, e.units[0]!.men), men: e.units[0]!.men, card: unitCard(book, spec, e.units[0]!) };
}
const composition = (spec: UnitSpec, lang: "ru" | "en") => compositionText(groupsOf(spec).card, lang);

describe("composition as it is, from the book's models and the options taken", () => {
  it("a full squad with an LMG and an HMG (EN and RU)", () => {
    const spec = { unit: "red-army-infantry", options: { "extra-soldiers": 8, lmg: 1, hmg: 1 } };
    expect(composition(spec, "en")).toBe("commander, 8 soldiers, LMG gunner; HMG (Maxim) crew 2");
    expect(composition(spec, "ru")).toBe("командир, 8 бойцов, пулемётчик; тяжёлый пулемёт (Максим): расчёт 2");
  });

  it("the platoon commander and the zampolit are named once each, after the soldiers", () => {
    const spec = { unit: "red-army-infantry", options: { "extra-soldiers": 1, "platoon-commander": 1, zampolit: 1 } };
    expect(composition(spec, "en")).toBe("commander, 4 soldiers, platoon commander, political officer (zampolit)");
    expect(composition(spec, "ru")).toBe("командир, 4 бойца, командир взвода, замполит");
  });

  it("Russian plural forms of the soldiers: 1 боец, 2–4 бойца, 5+ бойцов; English 1 soldier, 2 soldiers", () => {
    expect(composition({ unit: "cavalry" }, "ru")).toBe("командир, 1 всадник, верхом");
    expect(composition({ unit: "cavalry" }, "en")).toBe("commander, 1 rider, mounted");
    expect(composition({ unit: "cavalry", options: { "extra-soldiers": 1 } }, "ru")).toBe("командир, 2 всадника, верхом");
    expect(composition({ unit: "cossacks", options: { "extra-soldiers": 4 } }, "ru")).toBe("командир, 5 казаков, верхом");
    expect(composition({ unit: "cossacks" }, "en")).toBe("commander, 1 Cossack, mounted");
    expect(composition({ unit: "scouts" }, "ru")).toBe("командир, 2 бойца");
    expect(composition({ unit: "red-army-infantry", options: { "extra-soldiers": 2 } }, "ru")).toBe("командир, 5 бойцов");
    expect(composition({ unit: "red-army-infantry", options: { "extra-soldiers": 2 } }, "en")).toBe("commander, 5 soldiers");
  });

  it("snipers: the spotter is one of the snipers; dogs come after the men and are not men", () => {
    expect(composition({ unit: "snipers" }, "ru")).toBe("2 снайпера");
    expect(composition({ unit: "snipers", options: { "extra-soldiers": 2, spotter: 1 } }, "en")).toBe("3 snipers, spotter");
    expect(composition({ unit: "snipers", options: { "extra-soldiers": 2, spotter: 2 } }, "ru")).toBe("2 снайпера, 2 корректировщика");
    expect(composition({ unit: "dog-tank-hunters", options: { dogs: 1 } }, "ru")).toBe("командир, 3 бойца + 1 собака");
    expect(composition({ unit: "dog-tank-hunters", options: { dogs: 2 } }, "ru")).toBe("командир, 3 бойца + 2 собаки");
    expect(composition({ unit: "dog-tank-hunters", options: { dogs: 5, "extra-soldiers": 2 } }, "ru")).toBe("командир, 5 бойцов + 5 собак");
    expect(composition({ unit: "dog-tank-hunters", options: { dogs: 1 } }, "en")).toBe("commander, 3 soldiers + 1 dog");
  });

  it("special weapons of the other units: flamethrower, scout sniper, panzerfaust", () => {
    expect(composition({ unit: "assault-group", options: { "extra-soldiers": 1, flamethrower: 1 } }, "ru")).toBe("командир, 3 бойца, огнемётчик");
    expect(composition({ unit: "scouts", options: { "extra-soldiers": 2, "sniper-rifle": 1 } }, "en")).toBe("commander, 3 soldiers, sniper");
    expect(composition({ unit: "guards", options: { "extra-soldiers": 1, panzerfaust: 1 } }, "en")).toBe("commander, 3 soldiers, panzerfaust trooper");
  });

  it("every man is in exactly one group: the groups' men are the engine's men whenever the counts are possible", () => {
    const spec: fc.Arbitrary<UnitSpec> = fc.constantFrom(...book.units).chain((u) =>
      fc
        .tuple(...u.options.map((o) => fc.integer({ min: 0, max: o.max })))
        .map((counts) => ({ unit: u.id, options: Object.fromEntries(u.options.map((o, k) => [o.id, counts[k]!])) })),
    );
    fc.assert(
      fc.property(spec, (s) => {
        const { groups, men } = groupsOf(s);
        const rest = groups.find((g) => g.kind === "role" && g.rest);
        const listed = menIn(groups);
        // the rest absorbs the difference; it can only run out when more men carry weapons than the unit has
        if (rest) expect(listed).toBe(men);
        else expect(listed).toBeGreaterThanOrEqual(men);
        for (const g of groups) expect(g.count).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe("the army's strength", () => {
  it("men with Russian plurals, then the models that are not men, summed by role", () => {
    const dogs = groupsOf({ unit: "dog-tank-hunters", options: { dogs: 3 } }).groups;
    expect(strengthText(58, dogs, "en")).toBe("58 men + 3 dogs");
    expect(strengthText(58, dogs, "ru")).toBe("58 человек + 3 собаки");
    expect(strengthText(21, [], "ru")).toBe("21 человек");
    expect(strengthText(22, [...dogs, ...dogs], "ru")).toBe("22 человека + 6 собак");
    expect(strengthText(1, [], "en")).toBe("1 man");
  });
});
