import { describe, expect, it } from "vitest";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { describeHint, describeViolation } from "../../lib/engine/violation-text";
import { countOf, pluralForm } from "../../lib/i18n/plural";
import { checkOptionIncrement } from "../../lib/roster/hints";
import { rosterAsText } from "../../lib/export/roster-text";
import type { Lang } from "../../lib/text";
import { book, roster, type UnitSpec } from "../support/book";

describe("pluralForm (Intl.PluralRules)", () => {
  it.each([
    [1, "человек"],
    [2, "человека"],
    [5, "человек"],
    [11, "человек"],
    [21, "человек"],
    [22, "человека"],
  ])("ru: %i %s", (n, form) => {
    expect(countOf("ru", n, "man")).toBe(`${n} ${form}`);
  });

  it.each([
    [1, "отделение", "командир взвода", "собака"],
    [2, "отделения", "командира взвода", "собаки"],
    [5, "отделений", "командиров взвода", "собак"],
    [11, "отделений", "командиров взвода", "собак"],
    [21, "отделение", "командир взвода", "собака"],
    [22, "отделения", "командира взвода", "собаки"],
  ])("ru: %i → %s, %s, %s", (n, squad, pc, dog) => {
    // the book's own nouns (data/…army-book.json → nouns), as its messages use them
    expect(pluralForm("ru", n, book.nouns["squad"]!)).toBe(squad);
    expect(pluralForm("ru", n, book.nouns["platoon-commander"]!)).toBe(pc);
    expect(pluralForm("ru", n, book.nouns["dog"]!)).toBe(dog);
  });

  it("en: 1 man, 2 men; 1 special weapon, 2 special weapons", () => {
    expect(countOf("en", 1, "man")).toBe("1 man");
    expect(countOf("en", 2, "man")).toBe("2 men");
    expect(pluralForm("en", 1, book.nouns["special-weapon"]!)).toBe("special weapon");
    expect(pluralForm("en", 2, book.nouns["special-weapon"]!)).toBe("special weapons");
  });

  it("the organiser's 'remove N entries?' counts them: 1 заявку, 3 заявки, 5 заявок, 21 заявку; 1 entry, 3 entries", () => {
    expect([1, 3, 5, 21, 22, 111].map((n) => countOf("ru", n, "entryAcc"))).toEqual(["1 заявку", "3 заявки", "5 заявок", "21 заявку", "22 заявки", "111 заявок"]);
    expect([1, 3].map((n) => countOf("en", n, "entryAcc"))).toEqual(["1 entry", "3 entries"]);
  });
});

/** The messages of a roster's violations in `lang`. */
function messages(units: UnitSpec[], lang: Lang, pointsLimit?: number): string[] {
  const r = roster(units, pointsLimit);
  return evaluateRoster(book, r).violations.map((v) => describeViolation(book, r, v, lang));
}
const RAI = "red-army-infantry";

describe("messages agree with their counts", () => {
  it("one special weapon on 4 men: singular in English, no '(s)' anywhere", () => {
    const [en] = messages([{ unit: RAI, options: { lmg: 1 } }], "en");
    expect(en).toContain("1 special weapon for 4 men");
    expect(en).toContain("Add 1 man ");
    const [ru] = messages([{ unit: RAI, options: { lmg: 1 } }], "ru");
    expect(ru).toContain("на 4 человека");
    expect(ru).toContain("Добавьте 1 бойца");
  });

  it("platoon commanders and squads: 1 командир взвода на 1 отделение; 2 командира на 2 отделения", () => {
    const one = messages([{ unit: RAI, options: { "platoon-commander": 1 } }], "ru").join(" ");
    expect(one).toContain("1 командир взвода на 1 отделение пехоты");
    expect(one).toContain("Добавьте 2 отделения");
    const two = messages([{ unit: RAI, options: { "platoon-commander": 1 } }, { unit: RAI, options: { "platoon-commander": 1 } }], "ru").join(" ");
    expect(two).toContain("2 командира взвода на 2 отделения пехоты");
    expect(two).toContain("Добавьте 4 отделения");
    const en = messages([{ unit: RAI, options: { "platoon-commander": 1 } }], "en").join(" ");
    expect(en).toContain("1 platoon commander for 1 squad");
    expect(en).toContain("Add 2 Red Army Infantry squads");
    for (const text of [one, two, en]) expect(text).not.toMatch(/\((s|ов|й)\)/);
  });

  it("mines, dogs and spotters are counted with the right noun", () => {
    expect(messages([{ unit: "dog-tank-hunters", options: { dogs: 5 } }], "ru").join(" ")).toContain("5 собак на 4 человека");
    expect(messages([{ unit: "dog-tank-hunters", options: { dogs: 5 } }], "en").join(" ")).toContain("5 dogs for 4 men");
    const mines = [{ unit: "assault-group", options: { "magnetic-mines": 2 } }, { unit: "assault-group", options: { "magnetic-mines": 2 } }];
    expect(messages(mines, "ru").join(" ")).toContain("4 магнитные мины");
    const spotters = messages([{ unit: "snipers", options: { spotter: 2 } }], "ru").join(" ");
    expect(spotters).toContain("2 корректировщика на 2 снайпера");
    expect(messages([{ unit: "snipers", options: { spotter: 2 } }], "en").join(" ")).toContain("2 spotters for 2 snipers");
  });

  it("points: 1 очко, 21 очко, 22 очка, 25 очков", () => {
    // 260 + 100 + 110 = 470 points against the limit
    const at = (limit: number) => messages([{ unit: RAI, options: { "extra-soldiers": 8 } }, { unit: "cavalry" }, { unit: "cavalry", options: { smg: 1 } }], "ru", limit).join(" ");
    expect(at(460)).toContain("уберите 10 очков");
    expect(at(469)).toContain("уберите 1 очко");
    expect(at(449)).toContain("уберите 21 очко");
    expect(at(448)).toContain("уберите 22 очка");
    expect(at(448)).toContain("Армия стоит 470 очков");
  });

  it("text export: '1 man' is never '1 men'", () => {
    const r = roster([{ unit: "snipers", options: { "extra-soldiers": 0 } }]);
    // two snipers: "2 men"; the count/noun pair always agrees
    expect(rosterAsText(book, r, "en")).toContain("(2 men)");
    expect(rosterAsText(book, r, "ru")).toContain("(2 человека)");
  });
});

describe("input errors count items", () => {
  it("at most 1 item / 2 items; не больше 1 элемента / 200 элементов", async () => {
    const { z } = await import("zod");
    const { inputErrors } = await import("../../lib/input-errors");
    const msg = (max: number, len: number, lang: Lang) => {
      const r = z.array(z.int()).max(max).safeParse(Array.from({ length: len }, () => 0));
      return inputErrors(r.error!.issues, lang)[0]!.message;
    };
    expect(msg(1, 2, "en")).toBe("At most 1 item allowed.");
    expect(msg(2, 3, "en")).toBe("At most 2 items allowed.");
    expect(msg(1, 2, "ru")).toBe("Не больше 1 элемента.");
    expect(msg(21, 22, "ru")).toBe("Не больше 21 элемента.");
    expect(msg(200, 201, "ru")).toBe("Не больше 200 элементов.");
  });
});

describe("a fix hint must be possible (from the book's maxima)", () => {
  const guards = (options: Record<string, number>): UnitSpec => ({ unit: "guards", options });

  it("Guards (at most 4 + 6 = 10 men) with two heavy weapons are told to drop one, not to add 10 men", () => {
    for (const lang of ["en", "ru"] as const) {
      const text = messages([guards({ "extra-soldiers": 6, hmg: 1, atr: 1 })], lang).join(" ");
      expect(text).toMatch(lang === "en" ? /at most 10 men: drop a heavy weapon/ : /не больше 10 человек: уберите тяжёлое оружие/);
      expect(text).not.toMatch(/Add 10|Добавьте 10/);
    }
    const r = roster([guards({ "extra-soldiers": 6, hmg: 1 })]);
    const [v] = checkOptionIncrement(book, r, 0, "atr");
    expect(v).toMatchObject({ code: "HEAVY_WEAPON_RATIO", params: { needed: 10, room: 0 } });
    expect(describeHint(book, r, v!, "en")).toBe("1 heavy weapon per 10 men: this unit cannot have more than 10 men — drop a heavy weapon");
  });

  it("Guards of 4 men with one heavy weapon can still add the 6 men they need", () => {
    const r = roster([guards({})]);
    const [v] = checkOptionIncrement(book, r, 0, "hmg");
    expect(v).toMatchObject({ code: "HEAVY_WEAPON_RATIO", params: { needed: 6, room: 6 } });
    expect(describeHint(book, r, v!, "en")).toBe("1 heavy weapon per 10 men: add 6 men");
    expect(describeHint(book, r, v!, "ru")).toBe("1 тяжёлое оружие на 10 человек: добавьте 6 бойцов");
  });

  it("Red Army Infantry counts every option that adds a man (4 + 8 + platoon commander + zampolit = 14): two heavies need 20", () => {
    const text = messages([{ unit: RAI, options: { hmg: 1, atr: 1 } }], "en").join(" ");
    expect(text).toContain("This unit can have at most 14 men: drop a heavy weapon.");
    // one heavy weapon on 4 men: 6 more are within reach
    expect(messages([{ unit: RAI, options: { hmg: 1 } }], "en").join(" ")).toContain("Add 6 men or drop a heavy weapon.");
  });

  it("Naval Infantry at their maximum of 12 men cannot fix 3 special weapons by adding men (generic, not Guards-only)", () => {
    const unit = { unit: "naval-infantry", options: { "extra-soldiers": 8, lmg: 3 } };
    const text = messages([unit], "en").join(" ");
    expect(text).toContain("3 special weapons for 12 men");
    expect(text).toContain("at most 12 men: drop a special weapon");
  });
});
