import { describe, expect, it } from "vitest";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { describeViolation } from "../../lib/engine/violation-text";
import { bandFor } from "../../lib/victory/calculate";
import { bandReadings, objectiveRule } from "../../lib/victory/readings";
import { book, roster, scoring } from "../support/book";

const unit = (id: string) => book.units.find((u) => u.id === id)!;
const option = (unitId: string, id: string) => unit(unitId).options.find((o) => o.id === id)!;
const ability = (id: string) => book.abilities.find((a) => a.id === id)!;

describe("display names (ids never change)", () => {
  it("the zampolit is a 'Political officer (zampolit)' in English", () => {
    expect(ability("zampolit").name.en).toBe("Political officer (zampolit)");
    expect(option("red-army-infantry", "zampolit").name.en).toMatch(/^Political officer \(zampolit\)/);
    expect(option("red-army-infantry", "zampolit").name.ru).toMatch(/^Замполит/);
  });

  it("Mountain Rifles read as men, not a weapon: 'Soviet Mountain Riflemen'", () => {
    expect(unit("mountain-rifles").name.en).toBe("Soviet Mountain Riflemen");
    expect(unit("mountain-rifles").name.ru).toBe("Советские Горные Стрелки");
  });

  it("HMG and heavy-calibre MG are told apart at a glance, in options and on cards; Russian says 'тяжёлый пулемёт'", () => {
    for (const u of ["red-army-infantry", "guards"]) {
      expect(option(u, "hmg").name).toEqual({ ru: "Тяжёлый пулемёт (Максим)", en: "HMG (Maxim)" });
      expect(option(u, "hcmg").name).toEqual({ ru: "Крупнокалиберный пулемёт 12,7 мм (ДШК)", en: "Heavy MG 12.7 mm (DShK)" });
    }
    expect(book.weapons.hmg!.name.ru).toMatch(/^тяжёлый пулемёт/);
    expect(book.weapons.hmg!.name.en).toBe("HMG (Maxim)");
    expect(book.weapons.hcmg!.name.en).toBe("Heavy MG 12.7 mm (DShK)");
    expect(JSON.stringify(book)).not.toMatch(/станковый/i);
  });

  it("messages keep the names' capitals inside a sentence", () => {
    const r = roster([{ unit: "red-army-infantry", options: { "aa-mount": 1 } }]);
    const [v] = evaluateRoster(book, r).violations;
    expect(describeViolation(book, r, v!, "en")).toBe("Anti-aircraft mount: needs HMG (Maxim) or heavy MG 12.7 mm (DShK) in this unit.");
    expect(describeViolation(book, r, v!, "ru")).toBe("Зенитная установка: нужен тяжёлый пулемёт (Максим) или крупнокалиберный пулемёт 12,7 мм (ДШК) в этом отряде.");
  });
});

describe("readings the app chose are shown as interpretation notes", () => {
  it("Anti-Aircraft: 6+ with a crew of 1–3 (the source skips a crew of 3)", () => {
    const note = ability("anti-aircraft").note!;
    expect(note.en).toMatch(/1–3/);
    expect(note.en).toMatch(/6\+/);
    expect(note.ru).toMatch(/1–3/);
  });

  it("Platoon Commander: only Red Army Infantry squads count towards the three", () => {
    const note = ability("platoon-commander").note!;
    expect(note.en).toMatch(/only Red Army Infantry squads count/);
    expect(note.ru).toMatch(/только отделения Пехоты Красной Армии/);
  });

  it("victory bands: exactly 1500 and 2500 are a Rout, and 3001 points uses the larger table", () => {
    const en = bandReadings(scoring, "en").join(" ");
    expect(en).toMatch(/exactly 1500 is read as a Rout/);
    expect(en).toMatch(/exactly 2500 is read as a Rout/);
    expect(en).toMatch(/above 3000 points, 3001 included/);
    const ru = bandReadings(scoring, "ru").join(" ");
    expect(ru).toMatch(/ровно 1500/);
    expect(ru).toMatch(/ровно 2500/);
    expect(ru).toMatch(/включая 3001/);
    // and the numbers say what the notes say
    expect(bandFor(scoring, 3000, 1500)).toBe("ROUT");
    expect(bandFor(scoring, 3000, 1499)).toBe("CRUSHING_VICTORY");
    expect(bandFor(scoring, 3001, 2500)).toBe("ROUT");
    expect(bandFor(scoring, 3001, 1500)).toBe("CONFIDENT_VICTORY");
  });
});

describe("an army card's readings are those of its game size", () => {
  it("1000 points: its own table's top band only, nothing of games over 3000", () => {
    const en = bandReadings(scoring, "en", 1000);
    expect(en).toHaveLength(1);
    expect(en[0]).toMatch(/exactly 1500 is read as a Rout/);
  });
  it("3000 points: the same; 3001 points: the larger table's top band and why 3001 uses it", () => {
    expect(bandReadings(scoring, "en", 3000)).toEqual(bandReadings(scoring, "en", 1000));
    const big = bandReadings(scoring, "en", 3001).join(" ");
    expect(big).toMatch(/exactly 2500 is read as a Rout/);
    expect(big).toMatch(/above 3000 points, 3001 included/);
    expect(big).not.toMatch(/exactly 1500/);
    expect(bandReadings(scoring, "ru", 5000).join(" ")).not.toMatch(/включая 3001/);
  });
});

describe("victory: who can hold an objective", () => {
  it("only a non-Unique infantry unit, within 10 cm, with no enemy unit within 10 cm (radius from data/scoring.json)", () => {
    expect(scoring.objectiveRadiusCm).toBe(10);
    expect(objectiveRule(scoring, "en")).toBe("Only a non-Unique infantry unit can hold an objective: it must be within 10 cm of it, with no enemy unit within 10 cm.");
    expect(objectiveRule(scoring, "ru")).toMatch(/пехотный отряд, не Уникальный: в пределах 10 см.*в 10 см от него нет ни одного отряда противника/);
    expect(objectiveRule({ ...scoring, objectiveRadiusCm: 15 }, "en")).toMatch(/within 15 cm of it, with no enemy unit within 15 cm/);
  });
});
