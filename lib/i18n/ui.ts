import type { Lang } from "../text";

/** Interface strings. Army-book names come from the book itself, in both languages. */
export const ui = {
  appName: { ru: "Штаб: ростеры Советской армии", en: "HQ: Soviet army rosters" },
  navRosters: { ru: "Мои ростеры", en: "My rosters" },
  navArmyBook: { ru: "Книга армии", en: "Army book" },
  navVictory: { ru: "Подсчёт победы", en: "Victory" },
  language: { ru: "Язык", en: "Language" },
  points: { ru: "очков", en: "points" },
  pts: { ru: "оч.", en: "pts" },
  men: { ru: "чел.", en: "men" },
  valid: { ru: "Ростер корректен", en: "Roster is legal" },
  invalid: { ru: "Есть нарушения", en: "Has rule violations" },
} satisfies Record<string, Record<Lang, string>>;

export type UiKey = keyof typeof ui;
export const t = (lang: Lang, key: UiKey) => ui[key][lang];
