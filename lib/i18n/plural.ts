import type { Lang } from "../text";

/** The forms of a counted noun: Russian one / few / many (1, 2–4, 5+ and 11–14), English one / other. */
export type PluralForms = { ru: { one: string; few: string; many: string }; en: { one: string; other: string } };

// made on first use: a PluralRules costs a few milliseconds of a page's first load (the locale's data)
const rules: Partial<Record<Lang, Intl.PluralRules>> = {};
const rulesOf = (lang: Lang) => (rules[lang] ??= new Intl.PluralRules(lang));

/** Intl.PluralRules#select costs about a microsecond, and messages ask it for the same small counts again and again. */
const CACHED_BELOW = 1000;
const categories: Record<Lang, Intl.LDMLPluralRule[]> = { ru: [], en: [] };

function categoryOf(lang: Lang, n: number): Intl.LDMLPluralRule {
  if (!(Number.isInteger(n) && n >= 0 && n < CACHED_BELOW)) return rulesOf(lang).select(n);
  return (categories[lang][n] ??= rulesOf(lang).select(n));
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
 * Nouns that meet a count in the interface itself (not in an army's messages: those take their
 * nouns from the book's `nouns`). Russian forms are given for the case the phrase needs.
 */
export const nouns = {
  man: { ru: { one: "человек", few: "человека", many: "человек" }, en: { one: "man", other: "men" } },
  wound: { ru: { one: "рана", few: "раны", many: "ран" }, en: { one: "wound", other: "wounds" } },
  /** "не больше 1 элемента, 2 элементов, 200 элементов" */
  itemGen: { ru: { one: "элемента", few: "элементов", many: "элементов" }, en: { one: "item", other: "items" } },
  point: { ru: { one: "очко", few: "очка", many: "очков" }, en: { one: "point", other: "points" } },
  unit: { ru: { one: "отряд", few: "отряда", many: "отрядов" }, en: { one: "unit", other: "units" } },
  change: { ru: { one: "изменение", few: "изменения", many: "изменений" }, en: { one: "change", other: "changes" } },
  roster: { ru: { one: "ростер", few: "ростера", many: "ростеров" }, en: { one: "roster", other: "rosters" } },
  /** "удалить 1 заявку, 2 заявки, 5 заявок" (accusative) */
  entryAcc: { ru: { one: "заявку", few: "заявки", many: "заявок" }, en: { one: "entry", other: "entries" } },
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
