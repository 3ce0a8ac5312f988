import type { ArmyBook } from "../army-book/schema";
import { indexBook } from "../army-book/book-index";
import type { Lang } from "../text";
import type { Violation } from "./evaluate";

type Ctx = { p: Violation["params"]; unitName: string; optionName: (id: string | number | undefined) => string; list: (ids: string | number | undefined) => string };
type Template = Record<Lang, (c: Ctx) => string>;

function plural(lang: Lang, n: number, one: string, few: string, many: string, enOne: string, enMany: string): string {
  if (lang === "en") return n === 1 ? enOne : enMany;
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return one;
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return few;
  return many;
}
// "на 1 человека / на 4 человека / на 5 человек"; "добавьте 1 бойца / 2 бойцов"
const men = (lang: Lang, n: number) => `${n} ${plural(lang, n, "человека", "человека", "человек", "man", "men")}`;
const addMen = (lang: Lang, n: number) => `${n} ${plural(lang, n, "бойца", "бойцов", "бойцов", "man", "men")}`;

/** One template per error code: what is wrong and, where it can, what to do about it. */
const templates: Record<string, Template> = {
  UNKNOWN_UNIT: {
    ru: (c) => `Отряда «${c.p.unit}» нет в книге армии.`,
    en: (c) => `There is no unit "${c.p.unit}" in the army book.`,
  },
  UNKNOWN_OPTION: {
    ru: (c) => `У отряда «${c.unitName}» нет опции «${c.p.option}».`,
    en: (c) => `${c.unitName} has no option "${c.p.option}".`,
  },
  OPTION_MAX: {
    ru: (c) => `${c.optionName(c.p.option)}: взято ${c.p.count}, можно не больше ${c.p.max}.`,
    en: (c) => `${c.optionName(c.p.option)}: ${c.p.count} taken, at most ${c.p.max} allowed.`,
  },
  POINTS_LIMIT_EXCEEDED: {
    ru: (c) => `Армия стоит ${c.p.points} очков при лимите ${c.p.limit}: уберите ${c.p.over}.`,
    en: (c) => `The army costs ${c.p.points} points against a limit of ${c.p.limit}: remove ${c.p.over}.`,
  },
  UNIQUE_LIMIT: {
    ru: (c) => (c.p.unit ? `«${c.unitName}» — уникальный отряд: в армии может быть только один.` : `${c.optionName("zampolit")} уникален: в армии может быть только один.`),
    en: (c) => (c.p.unit ? `${c.unitName} is Unique: only one per army.` : `${c.optionName("zampolit")} is Unique: only one per army.`),
  },
  RARE_LIMIT: {
    ru: (c) => `Слишком много редких отрядов: при этом лимите очков можно ${c.p.allowed} (1 на каждые ${c.p.perPoints} очков).`,
    en: (c) => `Too many Rare units: this points limit allows ${c.p.allowed} (1 per ${c.p.perPoints} points).`,
  },
  SPECIAL_WEAPON_RATIO: {
    ru: (c) => `Спецоружия: ${c.p.count} на ${men("ru", Number(c.p.base))}, а можно 1 на каждые ${c.p.per}. Добавьте ${addMen("ru", Number(c.p.needed))} или уберите спецоружие.`,
    en: (c) => `${c.p.count} special weapons for ${men("en", Number(c.p.base))}: 1 per ${c.p.per} men allowed. Add ${addMen("en", Number(c.p.needed))} or drop a special weapon.`,
  },
  HEAVY_WEAPON_RATIO: {
    ru: (c) => `Тяжёлого оружия: ${c.p.count} на ${men("ru", Number(c.p.base))}, а можно 1 на каждые ${c.p.per}. Добавьте ${addMen("ru", Number(c.p.needed))} или уберите тяжёлое оружие.`,
    en: (c) => `${c.p.count} heavy weapons for ${men("en", Number(c.p.base))}: 1 per ${c.p.per} men allowed. Add ${addMen("en", Number(c.p.needed))} or drop a heavy weapon.`,
  },
  PLATOON_COMMANDER_LIMIT: {
    ru: (c) => `${c.p.count} командир(ов) взвода на ${c.p.base} отделений пехоты: можно 1 на каждые ${c.p.per}. Добавьте ${c.p.needed} отделение(й) Пехоты Красной Армии или уберите командира взвода.`,
    en: (c) => `${c.p.count} platoon commander(s) for ${c.p.base} infantry squad(s): 1 per ${c.p.per} allowed. Add ${c.p.needed} Red Army Infantry squad(s) or remove a platoon commander.`,
  },
  REQUIRES_PLATOON_COMMANDER: {
    ru: (c) =>
      c.p.option === "zampolit"
        ? `${c.optionName("zampolit")} требует командира взвода где-нибудь в армии.`
        : `${c.optionName(c.p.option)}: нужен ${c.list(c.p.requires)} в этом отделении.`,
    en: (c) =>
      c.p.option === "zampolit"
        ? `${c.optionName("zampolit")} needs a platoon commander somewhere in the army.`
        : `${c.optionName(c.p.option)} needs a ${c.list(c.p.requires)} in this squad.`,
  },
  AA_MOUNT_REQUIRES_MG: {
    ru: (c) => `${c.optionName(c.p.option)}: нужен ${c.list(c.p.requires)} в этом отряде.`,
    en: (c) => `${c.optionName(c.p.option)} needs a ${c.list(c.p.requires)} in this unit.`,
  },
  MINES_PER_MAN: {
    ru: (c) => `${c.p.count} мин(ы), а свободных рук (бойцы без спец- и тяжёлого оружия) — ${c.p.base}. Уберите мину или добавьте бойца.`,
    en: (c) => `${c.p.count} mine(s) but only ${c.p.base} men free of special and heavy weapons. Drop a mine or add a soldier.`,
  },
  MINES_ARMY_LIMIT: {
    ru: (c) => `В армии ${c.p.count} магнитных мин(ы): можно не больше ${c.p.max}.`,
    en: (c) => `The army has ${c.p.count} magnetic mines: at most ${c.p.max} allowed.`,
  },
  DOGS_PER_HANDLER: {
    ru: (c) => `${c.p.count} собак(и) на ${men("ru", Number(c.p.base))}: не больше одной на человека.`,
    en: (c) => `${c.p.count} dogs for ${men("en", Number(c.p.base))}: at most one per man.`,
  },
  SPOTTER_PER_PAIR: {
    ru: (c) => `${c.p.count} корректировщик(ов) на ${c.p.base} снайперов: не больше одного на пару. Добавьте снайпера или уберите корректировщика.`,
    en: (c) => `${c.p.count} spotter(s) for ${c.p.base} snipers: at most one per pair. Add a sniper or remove a spotter.`,
  },
};

/** Short "why not" phrases for an option one more of which would break a rule (shown beside the option). */
const hintTemplates: Record<string, Template> = {
  SPECIAL_WEAPON_RATIO: {
    ru: (c) => `1 спецоружие на ${c.p.per} человек: добавьте ${addMen("ru", Number(c.p.needed))}`,
    en: (c) => `1 special weapon per ${c.p.per} men: add ${addMen("en", Number(c.p.needed))}`,
  },
  HEAVY_WEAPON_RATIO: {
    ru: (c) => `1 тяжёлое оружие на ${c.p.per} человек: добавьте ${addMen("ru", Number(c.p.needed))}`,
    en: (c) => `1 heavy weapon per ${c.p.per} men: add ${addMen("en", Number(c.p.needed))}`,
  },
  REQUIRES_PLATOON_COMMANDER: {
    ru: (c) => (c.p.option === "zampolit" ? "нужен командир взвода в армии" : "нужен командир взвода в этом отделении"),
    en: (c) => (c.p.option === "zampolit" ? "needs a platoon commander in the army" : "needs a platoon commander in this squad"),
  },
  PLATOON_COMMANDER_LIMIT: {
    ru: (c) => `1 на ${c.p.per} отделения пехоты: добавьте ещё ${c.p.needed}`,
    en: (c) => `1 per ${c.p.per} infantry squads: add ${c.p.needed} more`,
  },
  AA_MOUNT_REQUIRES_MG: {
    ru: (c) => `нужен ${c.list(c.p.requires)}`,
    en: (c) => `needs a ${c.list(c.p.requires)}`,
  },
  UNIQUE_LIMIT: { ru: () => "в армии уже есть один", en: () => "the army already has one" },
  MINES_PER_MAN: {
    ru: () => "одна мина на бойца без спец- и тяжёлого оружия",
    en: () => "one mine per man without a special or heavy weapon",
  },
  MINES_ARMY_LIMIT: { ru: (c) => `не больше ${c.p.max} на армию`, en: (c) => `at most ${c.p.max} per army` },
  DOGS_PER_HANDLER: { ru: () => "одна собака на человека: добавьте бойца", en: () => "one dog per man: add a soldier" },
  SPOTTER_PER_PAIR: { ru: () => "один на пару снайперов: добавьте снайпера", en: () => "one per pair of snipers: add a sniper" },
  POINTS_LIMIT_EXCEEDED: { ru: (c) => `лимит очков будет превышен на ${c.p.over}`, en: (c) => `would go ${c.p.over} over the points limit` },
};

/** A violation in words, in the reader's language, with names from the army book. */
export function describeViolation(book: ArmyBook, roster: { units: readonly { unit: string }[] }, v: Violation, lang: Lang): string {
  return render(templates, book, roster, v, lang);
}

/** The short "why not" phrase for a rule one more of an option would break; falls back to the full message. */
export function describeHint(book: ArmyBook, roster: { units: readonly { unit: string }[] }, v: Violation, lang: Lang): string {
  return render(v.code in hintTemplates ? hintTemplates : templates, book, roster, v, lang);
}

function render(table: Record<string, Template>, book: ArmyBook, roster: { units: readonly { unit: string }[] }, v: Violation, lang: Lang): string {
  const indexed = indexBook(book);
  const unitId = v.unit === null ? undefined : roster.units[v.unit]?.unit;
  const unitType = unitId === undefined ? undefined : indexed.units.get(String(unitId));
  const optionName = (id: string | number | undefined) => {
    const key = String(id);
    const name = unitType?.options.get(key)?.name ?? indexed.optionNames.get(key);
    return name ? name[lang] : key;
  };
  const ctx: Ctx = {
    p: v.params,
    unitName: unitType ? unitType.type.name[lang] : String(unitId ?? ""),
    optionName,
    list: (ids) => String(ids ?? "").split(",").map((id) => optionName(id).toLowerCase()).join(lang === "ru" ? " или " : " or "),
  };
  const template = table[v.code];
  return template ? template[lang](ctx) : v.code;
}
