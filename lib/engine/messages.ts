import type { ArmyBook } from "../army-book/schema";
import { indexBook } from "../army-book/book-index";
import { countOf } from "../i18n/plural";
import { lowerFirst, type Lang } from "../text";
import type { Violation } from "./evaluate";

type Ctx = { p: Violation["params"]; unitName: string; optionName: (id: string | number | undefined) => string; list: (ids: string | number | undefined) => string };
type Template = Record<Lang, (c: Ctx) => string>;

const n = (v: string | number | undefined) => Number(v);
/** Whether adding to the limit (men, soldiers, snipers) can fix a ratio: the unit's book maxima allow it. */
const fixable = (c: Ctx) => c.p.room === undefined || n(c.p.needed) <= n(c.p.room);
/** The most the limit can reach in this unit (e.g. its max men). */
const reachable = (c: Ctx) => n(c.p.base) + n(c.p.room);

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
    ru: (c) => `Армия стоит ${countOf("ru", n(c.p.points), "point")} при лимите ${c.p.limit}: уберите ${countOf("ru", n(c.p.over), "point")}.`,
    en: (c) => `The army costs ${countOf("en", n(c.p.points), "point")} against a limit of ${c.p.limit}: remove ${countOf("en", n(c.p.over), "point")}.`,
  },
  UNIQUE_LIMIT: {
    ru: (c) => (c.p.unit ? `«${c.unitName}» — уникальный отряд: в армии может быть только один.` : `${c.optionName("zampolit")}: в армии может быть только один.`),
    en: (c) => (c.p.unit ? `${c.unitName} is Unique: only one per army.` : `${c.optionName("zampolit")}: only one per army.`),
  },
  RARE_LIMIT: {
    ru: (c) => `Слишком много редких отрядов: при этом лимите очков можно ${c.p.allowed} (1 на каждые ${countOf("ru", n(c.p.perPoints), "point")}).`,
    en: (c) => `Too many Rare units: this points limit allows ${c.p.allowed} (1 per ${countOf("en", n(c.p.perPoints), "point")}).`,
  },
  SPECIAL_WEAPON_RATIO: {
    ru: (c) =>
      `Спецоружия: ${c.p.count} на ${countOf("ru", n(c.p.base), "manAcc")}, а можно 1 на каждые ${c.p.per}. ` +
      (fixable(c)
        ? `Добавьте ${countOf("ru", n(c.p.needed), "soldierAcc")} или уберите спецоружие.`
        : `В отряде может быть не больше ${countOf("ru", reachable(c), "manGen")}: уберите спецоружие.`),
    en: (c) =>
      `${countOf("en", n(c.p.count), "specialWeapon")} for ${countOf("en", n(c.p.base), "man")}: 1 per ${countOf("en", n(c.p.per), "man")} allowed. ` +
      (fixable(c)
        ? `Add ${countOf("en", n(c.p.needed), "man")} or drop a special weapon.`
        : `This unit can have at most ${countOf("en", reachable(c), "man")}: drop a special weapon.`),
  },
  HEAVY_WEAPON_RATIO: {
    ru: (c) =>
      `Тяжёлого оружия: ${c.p.count} на ${countOf("ru", n(c.p.base), "manAcc")}, а можно 1 на каждые ${c.p.per}. ` +
      (fixable(c)
        ? `Добавьте ${countOf("ru", n(c.p.needed), "soldierAcc")} или уберите тяжёлое оружие.`
        : `В отряде может быть не больше ${countOf("ru", reachable(c), "manGen")}: уберите тяжёлое оружие.`),
    en: (c) =>
      `${countOf("en", n(c.p.count), "heavyWeapon")} for ${countOf("en", n(c.p.base), "man")}: 1 per ${countOf("en", n(c.p.per), "man")} allowed. ` +
      (fixable(c)
        ? `Add ${countOf("en", n(c.p.needed), "man")} or drop a heavy weapon.`
        : `This unit can have at most ${countOf("en", reachable(c), "man")}: drop a heavy weapon.`),
  },
  PLATOON_COMMANDER_LIMIT: {
    ru: (c) =>
      `${countOf("ru", n(c.p.count), "platoonCommander")} на ${countOf("ru", n(c.p.base), "squad")} пехоты: можно 1 на каждые ${c.p.per}. ` +
      `Добавьте ${countOf("ru", n(c.p.needed), "infantrySquad")} или уберите командира взвода.`,
    en: (c) =>
      `${countOf("en", n(c.p.count), "platoonCommander")} for ${countOf("en", n(c.p.base), "squad")} of infantry: 1 per ${c.p.per} allowed. ` +
      `Add ${countOf("en", n(c.p.needed), "infantrySquad")} or remove a platoon commander.`,
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
    en: (c) => `${c.optionName(c.p.option)}: needs ${c.list(c.p.requires)} in this unit.`,
  },
  MINES_PER_MAN: {
    ru: (c) =>
      `${countOf("ru", n(c.p.count), "mine")}, а свободных рук (бойцы без спец- и тяжёлого оружия) — ${c.p.base}. ` +
      (fixable(c) ? "Уберите мину или добавьте бойца." : "Уберите мину."),
    en: (c) =>
      `${countOf("en", n(c.p.count), "mine")} but only ${countOf("en", n(c.p.base), "man")} free of special and heavy weapons. ` +
      (fixable(c) ? "Drop a mine or add a soldier." : "Drop a mine."),
  },
  MINES_ARMY_LIMIT: {
    ru: (c) => `В армии ${countOf("ru", n(c.p.count), "magneticMine")}: можно не больше ${c.p.max}.`,
    en: (c) => `The army has ${countOf("en", n(c.p.count), "magneticMine")}: at most ${c.p.max} allowed.`,
  },
  DOGS_PER_HANDLER: {
    ru: (c) => `${countOf("ru", n(c.p.count), "dog")} на ${countOf("ru", n(c.p.base), "manAcc")}: не больше одной на человека.` + (fixable(c) ? "" : " Уберите собаку."),
    en: (c) => `${countOf("en", n(c.p.count), "dog")} for ${countOf("en", n(c.p.base), "man")}: at most one per man.` + (fixable(c) ? "" : " Drop a dog."),
  },
  SPOTTER_PER_PAIR: {
    ru: (c) =>
      `${countOf("ru", n(c.p.count), "spotter")} на ${countOf("ru", n(c.p.base), "sniperAcc")}: не больше одного на пару. ` +
      (fixable(c) ? "Добавьте снайпера или уберите корректировщика." : "Уберите корректировщика."),
    en: (c) =>
      `${countOf("en", n(c.p.count), "spotter")} for ${countOf("en", n(c.p.base), "sniperAcc")}: at most one per pair. ` +
      (fixable(c) ? "Add a sniper or remove a spotter." : "Remove a spotter."),
  },
};

/** Short "why not" phrases for an option one more of which would break a rule (shown beside the option). */
const hintTemplates: Record<string, Template> = {
  SPECIAL_WEAPON_RATIO: {
    ru: (c) =>
      `1 спецоружие на ${countOf("ru", n(c.p.per), "manAcc")}: ` +
      (fixable(c) ? `добавьте ${countOf("ru", n(c.p.needed), "soldierAcc")}` : `в отряде не больше ${countOf("ru", reachable(c), "manGen")} — уберите спецоружие`),
    en: (c) =>
      `1 special weapon per ${countOf("en", n(c.p.per), "man")}: ` +
      (fixable(c) ? `add ${countOf("en", n(c.p.needed), "man")}` : `this unit cannot have more than ${countOf("en", reachable(c), "man")} — drop a special weapon`),
  },
  HEAVY_WEAPON_RATIO: {
    ru: (c) =>
      `1 тяжёлое оружие на ${countOf("ru", n(c.p.per), "manAcc")}: ` +
      (fixable(c) ? `добавьте ${countOf("ru", n(c.p.needed), "soldierAcc")}` : `в отряде не больше ${countOf("ru", reachable(c), "manGen")} — уберите тяжёлое оружие`),
    en: (c) =>
      `1 heavy weapon per ${countOf("en", n(c.p.per), "man")}: ` +
      (fixable(c) ? `add ${countOf("en", n(c.p.needed), "man")}` : `this unit cannot have more than ${countOf("en", reachable(c), "man")} — drop a heavy weapon`),
  },
  REQUIRES_PLATOON_COMMANDER: {
    ru: (c) => (c.p.option === "zampolit" ? "нужен командир взвода в армии" : "нужен командир взвода в этом отделении"),
    en: (c) => (c.p.option === "zampolit" ? "needs a platoon commander in the army" : "needs a platoon commander in this squad"),
  },
  PLATOON_COMMANDER_LIMIT: {
    ru: (c) => `1 на ${countOf("ru", n(c.p.per), "squad")} пехоты: добавьте ещё ${countOf("ru", n(c.p.needed), "squad")}`,
    en: (c) => `1 per ${countOf("en", n(c.p.per), "squad")} of infantry: add ${n(c.p.needed)} more`,
  },
  AA_MOUNT_REQUIRES_MG: {
    ru: (c) => `нужен ${c.list(c.p.requires)}`,
    en: (c) => `needs ${c.list(c.p.requires)}`,
  },
  UNIQUE_LIMIT: { ru: () => "в армии уже есть один", en: () => "the army already has one" },
  MINES_PER_MAN: {
    ru: (c) => "одна мина на бойца без спец- и тяжёлого оружия" + (fixable(c) ? "" : " — уберите мину"),
    en: (c) => "one mine per man without a special or heavy weapon" + (fixable(c) ? "" : " — drop a mine"),
  },
  MINES_ARMY_LIMIT: { ru: (c) => `не больше ${c.p.max} на армию`, en: (c) => `at most ${c.p.max} per army` },
  DOGS_PER_HANDLER: {
    ru: (c) => "одна собака на человека: " + (fixable(c) ? "добавьте бойца" : "бойцов больше не добавить"),
    en: (c) => "one dog per man: " + (fixable(c) ? "add a soldier" : "no more soldiers can be added"),
  },
  SPOTTER_PER_PAIR: {
    ru: (c) => "один на пару снайперов: " + (fixable(c) ? "добавьте снайпера" : "снайперов больше не добавить"),
    en: (c) => "one per pair of snipers: " + (fixable(c) ? "add a sniper" : "no more snipers can be added"),
  },
  POINTS_LIMIT_EXCEEDED: {
    ru: (c) => `лимит очков будет превышен на ${countOf("ru", n(c.p.over), "point")}`,
    en: (c) => `would go ${countOf("en", n(c.p.over), "point")} over the points limit`,
  },
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
    list: (ids) => String(ids ?? "").split(",").map((id) => lowerFirst(optionName(id))).join(lang === "ru" ? " или " : " or "),
  };
  const template = table[v.code];
  return template ? template[lang](ctx) : v.code;
}
