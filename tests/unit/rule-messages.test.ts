import { describe, expect, it } from "vitest";
import { describeHint, describeViolation } from "../../lib/engine/violation-text";
import type { Violation } from "../../lib/engine/evaluate";
import { book } from "../support/book";

/**
 * Every error code's message in both languages, rendered from the book's templates, at the plural
 * boundaries. The Russian forms come from this oracle, not from Intl: 1, 21 → one; 2–4, 22 → few;
 * 0, 5–20, 25 → many.
 */
function ru(n: number, one: string, few: string, many: string): string {
  const d = n % 10;
  const dd = n % 100;
  return `${n} ${d === 1 && dd !== 11 ? one : d >= 2 && d <= 4 && (dd < 12 || dd > 14) ? few : many}`;
}
const en = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
const N = [1, 2, 5, 11, 21, 22];

const units = ["red-army-infantry", "guards", "dog-tank-hunters", "assault-group", "snipers", "mountain-rifles", "tiger-tank"].map((unit) => ({ unit }));
const roster = { units };
const at = (unit: string) => units.findIndex((u) => u.unit === unit);
const v = (code: string, unit: number | null, option: string | null, params: Violation["params"]): Violation => ({ code, unit, option, params });
const say = (x: Violation) => ({ ru: describeViolation(book, roster, x, "ru"), en: describeViolation(book, roster, x, "en") });
const hint = (x: Violation) => ({ ru: describeHint(book, roster, x, "ru"), en: describeHint(book, roster, x, "en") });

describe("messages of the engine's own codes", () => {
  it("UNKNOWN_UNIT, UNKNOWN_OPTION (ids as entered), OPTION_MAX (names from the book)", () => {
    expect(say(v("UNKNOWN_UNIT", at("tiger-tank"), null, { unit: "tiger-tank" }))).toEqual({
      ru: "Отряда «tiger-tank» нет в книге армии.",
      en: 'There is no unit "tiger-tank" in the army book.',
    });
    expect(say(v("UNKNOWN_OPTION", at("guards"), "banner", { option: "banner" }))).toEqual({
      ru: "У отряда «Советское Гвардейское Подразделение» нет опции «banner».",
      en: 'Soviet Guards has no option "banner".',
    });
    expect(say(v("OPTION_MAX", 0, "lmg", { option: "lmg", count: 2, max: 1 }))).toEqual({
      ru: "Ручной пулемёт: взято 2, можно не больше 1.",
      en: "Light machine gun: 2 taken, at most 1 allowed.",
    });
  });
});

describe("messages carried by the book's rules, at the plural boundaries", () => {
  it.each(N)("POINTS_LIMIT_EXCEEDED with %i points over", (n) => {
    const x = v("POINTS_LIMIT_EXCEEDED", null, null, { points: 1000 + n, limit: 1000, over: n });
    expect(say(x)).toEqual({
      ru: `Армия стоит ${ru(1000 + n, "очко", "очка", "очков")} при лимите 1000: уберите ${ru(n, "очко", "очка", "очков")}.`,
      en: `The army costs ${1000 + n} points against a limit of 1000: remove ${en(n, "point", "points")}.`,
    });
    expect(hint(x)).toEqual({ ru: `лимит очков будет превышен на ${ru(n, "очко", "очка", "очков")}`, en: `would go ${en(n, "point", "points")} over the points limit` });
  });

  it("UNIQUE_LIMIT: a Unique unit twice, and a second zampolit — two rules, one code, each its own message", () => {
    expect(say(v("UNIQUE_LIMIT", at("snipers"), null, { unit: "snipers" }))).toEqual({
      ru: "«Советские Снайперы» — уникальный отряд: в армии может быть только один.",
      en: "Soviet Snipers is Unique: only one per army.",
    });
    expect(say(v("UNIQUE_LIMIT", 0, "zampolit", { count: 2, max: 1 }))).toEqual({
      ru: "Замполит (Уникальный): в армии может быть только один.",
      en: "Political officer (zampolit), Unique: only one per army.",
    });
  });

  it.each(N)("RARE_LIMIT, 1 per %i points", (n) => {
    expect(say(v("RARE_LIMIT", at("mountain-rifles"), null, { allowed: 1, perPoints: n }))).toEqual({
      ru: `Слишком много редких отрядов: при этом лимите очков можно 1 (1 на каждые ${ru(n, "очко", "очка", "очков")}).`,
      en: `Too many Rare units: this points limit allows 1 (1 per ${en(n, "point", "points")}).`,
    });
  });

  it.each(N)("SPECIAL_WEAPON_RATIO: %i specials, fixable and not", (n) => {
    const fix = v("SPECIAL_WEAPON_RATIO", 0, null, { count: n, allowed: 0, base: n, per: 5, needed: n, room: 100 });
    expect(say(fix)).toEqual({
      ru: `Спецоружия: ${n} на ${ru(n, "человека", "человека", "человек")}, а можно 1 на каждые 5. Добавьте ${ru(n, "бойца", "бойца", "бойцов")} или уберите спецоружие.`,
      en: `${en(n, "special weapon", "special weapons")} for ${en(n, "man", "men")}: 1 per 5 men allowed. Add ${en(n, "man", "men")} or drop a special weapon.`,
    });
    const stuck = { ...fix, params: { ...fix.params, room: 0 } };
    expect(say(stuck)).toEqual({
      ru: `Спецоружия: ${n} на ${ru(n, "человека", "человека", "человек")}, а можно 1 на каждые 5. В отряде может быть не больше ${ru(n, "человека", "человек", "человек")}: уберите спецоружие.`,
      en: `${en(n, "special weapon", "special weapons")} for ${en(n, "man", "men")}: 1 per 5 men allowed. This unit can have at most ${en(n, "man", "men")}: drop a special weapon.`,
    });
    expect(hint(fix)).toEqual({ ru: `1 спецоружие на 5 человек: добавьте ${ru(n, "бойца", "бойца", "бойцов")}`, en: `1 special weapon per 5 men: add ${en(n, "man", "men")}` });
    expect(hint(stuck).en).toBe(`1 special weapon per 5 men: this unit cannot have more than ${en(n, "man", "men")} — drop a special weapon`);
  });

  it.each(N)("HEAVY_WEAPON_RATIO: %i heavies", (n) => {
    const x = v("HEAVY_WEAPON_RATIO", 1, null, { count: n, allowed: 0, base: n, per: 10, needed: n, room: n });
    expect(say(x)).toEqual({
      ru: `Тяжёлого оружия: ${n} на ${ru(n, "человека", "человека", "человек")}, а можно 1 на каждые 10. Добавьте ${ru(n, "бойца", "бойца", "бойцов")} или уберите тяжёлое оружие.`,
      en: `${en(n, "heavy weapon", "heavy weapons")} for ${en(n, "man", "men")}: 1 per 10 men allowed. Add ${en(n, "man", "men")} or drop a heavy weapon.`,
    });
  });

  it.each(N)("PLATOON_COMMANDER_LIMIT: %i platoon commanders", (n) => {
    const x = v("PLATOON_COMMANDER_LIMIT", null, null, { count: n, allowed: 0, base: n, per: 3, needed: n });
    expect(say(x)).toEqual({
      ru:
        `${ru(n, "командир взвода", "командира взвода", "командиров взвода")} на ${ru(n, "отделение", "отделения", "отделений")} пехоты: можно 1 на каждые 3. ` +
        `Добавьте ${ru(n, "отделение Пехоты Красной Армии", "отделения Пехоты Красной Армии", "отделений Пехоты Красной Армии")} или уберите командира взвода.`,
      en:
        `${en(n, "platoon commander", "platoon commanders")} for ${en(n, "squad", "squads")} of infantry: 1 per 3 allowed. ` +
        `Add ${en(n, "Red Army Infantry squad", "Red Army Infantry squads")} or remove a platoon commander.`,
    });
    expect(hint(x)).toEqual({ ru: `1 на 3 отделения пехоты: добавьте ещё ${ru(n, "отделение", "отделения", "отделений")}`, en: `1 per 3 squads of infantry: add ${n} more` });
  });

  it("REQUIRES_PLATOON_COMMANDER: in this squad (banner) and anywhere in the army (zampolit)", () => {
    expect(say(v("REQUIRES_PLATOON_COMMANDER", 0, "banner", { option: "banner", requires: "platoon-commander" }))).toEqual({
      ru: "Знамя: нужен командир взвода в этом отделении.",
      en: "Banner needs a platoon commander in this squad.",
    });
    expect(say(v("REQUIRES_PLATOON_COMMANDER", 0, "zampolit", { option: "zampolit", requires: "platoon-commander" }))).toEqual({
      ru: "Замполит (Уникальный) требует командира взвода где-нибудь в армии.",
      en: "Political officer (zampolit), Unique needs a platoon commander somewhere in the army.",
    });
    expect(hint(v("REQUIRES_PLATOON_COMMANDER", 0, "zampolit", { option: "zampolit", requires: "platoon-commander" })).en).toBe("needs a platoon commander in the army");
  });

  it("AA_MOUNT_REQUIRES_MG: the options it needs, by name, joined with или / or", () => {
    expect(say(v("AA_MOUNT_REQUIRES_MG", at("guards"), "aa-mount", { option: "aa-mount", requires: "hmg,hcmg" }))).toEqual({
      ru: "Зенитная установка: нужен тяжёлый пулемёт (Максим) или крупнокалиберный пулемёт 12,7 мм (ДШК) в этом отряде.",
      en: "Anti-aircraft mount: needs HMG (Maxim) or heavy MG 12.7 mm (DShK) in this unit.",
    });
  });

  it.each(N)("MINES_PER_MAN: %i mines", (n) => {
    const x = v("MINES_PER_MAN", at("assault-group"), "magnetic-mines", { count: n + 1, allowed: n, base: n, per: 1, needed: 1, room: 0 });
    expect(say(x)).toEqual({
      ru: `${ru(n + 1, "мина", "мины", "мин")}, а свободных рук (бойцы без спец- и тяжёлого оружия) — ${n}. Уберите мину.`,
      en: `${en(n + 1, "mine", "mines")} but only ${en(n, "man", "men")} free of special and heavy weapons. Drop a mine.`,
    });
    expect(hint(x).ru).toBe("одна мина на бойца без спец- и тяжёлого оружия — уберите мину");
  });

  it.each(N)("MINES_ARMY_LIMIT: %i magnetic mines", (n) => {
    expect(say(v("MINES_ARMY_LIMIT", null, null, { count: n, max: 3 }))).toEqual({
      ru: `В армии ${ru(n, "магнитная мина", "магнитные мины", "магнитных мин")}: можно не больше 3.`,
      en: `The army has ${en(n, "magnetic mine", "magnetic mines")}: at most 3 allowed.`,
    });
  });

  it.each(N)("DOGS_PER_HANDLER: %i dogs", (n) => {
    const x = v("DOGS_PER_HANDLER", at("dog-tank-hunters"), "dogs", { count: n + 1, allowed: n, base: n, per: 1, needed: 1, room: 0 });
    expect(say(x)).toEqual({
      ru: `${ru(n + 1, "собака", "собаки", "собак")} на ${ru(n, "человека", "человека", "человек")}: не больше одной на человека. Уберите собаку.`,
      en: `${en(n + 1, "dog", "dogs")} for ${en(n, "man", "men")}: at most one per man. Drop a dog.`,
    });
    expect(hint(x)).toEqual({ ru: "одна собака на человека: бойцов больше не добавить", en: "one dog per man: no more soldiers can be added" });
  });

  it.each(N)("SPOTTER_PER_PAIR: %i spotters", (n) => {
    const x = v("SPOTTER_PER_PAIR", at("snipers"), "spotter", { count: n, allowed: 0, base: n, per: 2, needed: n, room: n });
    expect(say(x)).toEqual({
      ru: `${ru(n, "корректировщик", "корректировщика", "корректировщиков")} на ${ru(n, "снайпера", "снайпера", "снайперов")}: не больше одного на пару. Добавьте снайпера или уберите корректировщика.`,
      en: `${en(n, "spotter", "spotters")} for ${en(n, "sniper", "snipers")}: at most one per pair. Add a sniper or remove a spotter.`,
    });
  });

  it("a code no rule of the book reports reads as the code", () => {
    expect(say(v("NO_SUCH_CODE", null, null, {}))).toEqual({ ru: "NO_SUCH_CODE", en: "NO_SUCH_CODE" });
  });
});
