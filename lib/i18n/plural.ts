import type { Lang } from "../text";

/** The forms of a counted noun: Russian one / few / many (1, 2–4, 5+ and 11–14), English one / other. */
export type PluralForms = { ru: { one: string; few: string; many: string }; en: { one: string; other: string } };

const rules: Record<Lang, Intl.PluralRules> = { ru: new Intl.PluralRules("ru"), en: new Intl.PluralRules("en") };

/** Intl.PluralRules#select costs about a microsecond, and messages ask it for the same small counts again and again. */
const CACHED_BELOW = 1000;
const categories: Record<Lang, Intl.LDMLPluralRule[]> = { ru: [], en: [] };

function categoryOf(lang: Lang, n: number): Intl.LDMLPluralRule {
  if (!(Number.isInteger(n) && n >= 0 && n < CACHED_BELOW)) return rules[lang].select(n);
  return (categories[lang][n] ??= rules[lang].select(n));
}

/** The form of `forms` that goes with the number `n` in `lang` (Intl.PluralRules). */
export function pluralForm(lang: Lang, n: number, forms: PluralForms): string {
  const category = categoryOf(lang, n);
  if (lang === "en") return category === "one" ? forms.en.one : forms.en.other;
  const ru = forms.ru;
  // "other" is Russian for fractions (1,5 человека), which read like "few"
  return category === "one" ? ru.one : category === "few" || category === "other" ? ru.few : ru.many;
}

/**
 * Nouns that meet a count in the interface and in messages. Russian forms are given for the case
 * the phrase needs ("на 5 человек" is accusative, "5 человек" nominative: the `…Acc` nouns).
 */
export const nouns = {
  man: { ru: { one: "человек", few: "человека", many: "человек" }, en: { one: "man", other: "men" } },
  /** "на 1 человека, на 2 человека, на 5 человек" */
  manAcc: { ru: { one: "человека", few: "человека", many: "человек" }, en: { one: "man", other: "men" } },
  /** "не больше 1 человека, 2 человек, 10 человек" */
  manGen: { ru: { one: "человека", few: "человек", many: "человек" }, en: { one: "man", other: "men" } },
  /** "добавьте 1 бойца, 2 бойца, 5 бойцов" */
  soldierAcc: { ru: { one: "бойца", few: "бойца", many: "бойцов" }, en: { one: "man", other: "men" } },
  specialWeapon: { ru: { one: "единица спецоружия", few: "единицы спецоружия", many: "единиц спецоружия" }, en: { one: "special weapon", other: "special weapons" } },
  heavyWeapon: { ru: { one: "единица тяжёлого оружия", few: "единицы тяжёлого оружия", many: "единиц тяжёлого оружия" }, en: { one: "heavy weapon", other: "heavy weapons" } },
  platoonCommander: {
    ru: { one: "командир взвода", few: "командира взвода", many: "командиров взвода" },
    en: { one: "platoon commander", other: "platoon commanders" },
  },
  /** a Red Army Infantry squad ("отделение"), nominative = accusative */
  squad: { ru: { one: "отделение", few: "отделения", many: "отделений" }, en: { one: "squad", other: "squads" } },
  /** "добавьте 2 отделения Пехоты Красной Армии" / "add 2 Red Army Infantry squads" */
  infantrySquad: {
    ru: { one: "отделение Пехоты Красной Армии", few: "отделения Пехоты Красной Армии", many: "отделений Пехоты Красной Армии" },
    en: { one: "Red Army Infantry squad", other: "Red Army Infantry squads" },
  },
  mine: { ru: { one: "мина", few: "мины", many: "мин" }, en: { one: "mine", other: "mines" } },
  magneticMine: { ru: { one: "магнитная мина", few: "магнитные мины", many: "магнитных мин" }, en: { one: "magnetic mine", other: "magnetic mines" } },
  dog: { ru: { one: "собака", few: "собаки", many: "собак" }, en: { one: "dog", other: "dogs" } },
  spotter: { ru: { one: "корректировщик", few: "корректировщика", many: "корректировщиков" }, en: { one: "spotter", other: "spotters" } },
  /** "на 1 снайпера, на 2 снайпера, на 5 снайперов" */
  sniperAcc: { ru: { one: "снайпера", few: "снайпера", many: "снайперов" }, en: { one: "sniper", other: "snipers" } },
  wound: { ru: { one: "рана", few: "раны", many: "ран" }, en: { one: "wound", other: "wounds" } },
  /** "не больше 1 элемента, 2 элементов, 200 элементов" */
  itemGen: { ru: { one: "элемента", few: "элементов", many: "элементов" }, en: { one: "item", other: "items" } },
  point: { ru: { one: "очко", few: "очка", many: "очков" }, en: { one: "point", other: "points" } },
  unit: { ru: { one: "отряд", few: "отряда", many: "отрядов" }, en: { one: "unit", other: "units" } },
} satisfies Record<string, PluralForms>;

export type Noun = keyof typeof nouns;

/** "1 man", "2 men", "21 человек", "22 человека": the number and the noun in the form it takes. */
export function countOf(lang: Lang, n: number, noun: Noun): string {
  return `${n} ${pluralForm(lang, n, nouns[noun])}`;
}

/** Just the noun in the form `n` takes (for layouts that style the number apart). */
export function nounFor(lang: Lang, n: number, noun: Noun): string {
  return pluralForm(lang, n, nouns[noun]);
}
