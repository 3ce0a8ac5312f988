import { t } from "../i18n/game-ui";
import { pluralForm, type PluralForms } from "../i18n/plural";
import type { Lang } from "../text";
import type { Refusal } from "./reducer";
import type { GameSetup } from "./schema";

/** Nouns only the game counts (apart from lib/i18n/plural.ts, which the builder ships). */
const gameNouns = {
  /** a casualty box of an army card (one per wound) */
  box: { ru: { one: "клетка", few: "клетки", many: "клеток" }, en: { one: "box", other: "boxes" } },
  heavyWeapon: { ru: { one: "единица тяжёлого вооружения", few: "единицы тяжёлого вооружения", many: "единиц тяжёлого вооружения" }, en: { one: "heavy weapon", other: "heavy weapons" } },
} satisfies Record<string, PluralForms>;

/** Where a refusal is said on the page: a unit's casualty group, its heavy weapons, a side's objectives, or the game. */
export function refusalField(r: Refusal): string {
  switch (r.code) {
    case "ALL_LOST":
    case "NONE_LOST":
    case "NO_SUCH_GROUP":
      return `s${r.side}-u${r.unit}-g${r.group}`;
    case "HEAVY_NEGATIVE":
    case "HEAVY_ABOVE":
      return `s${r.side}-u${r.unit}-heavy`;
    case "NO_SUCH_UNIT":
      return `s${r.side}-u${r.unit}`;
    case "OBJECTIVES_NEGATIVE":
    case "OBJECTIVES_ABOVE":
      return `s${r.side}-objectives`;
    case "GAME_ENDED":
    case "TOO_MANY_STEPS":
      return "game";
  }
}

/** A refusal in words, in the reader's language. */
export function refusalText(r: Refusal, setup: GameSetup, lang: Lang): string {
  const group = (side: 0 | 1, unit: number, g: number) => setup.sides[side].units[unit]?.groups[g]?.label[lang] ?? "";
  switch (r.code) {
    case "ALL_LOST":
      return t(lang, "refuseAllLost", { group: group(r.side, r.unit, r.group), count: `${r.boxes} ${pluralForm(lang, r.boxes, gameNouns.box)}` });
    case "NONE_LOST":
      return t(lang, "refuseNoneLost", { group: group(r.side, r.unit, r.group) });
    case "NO_SUCH_GROUP":
      return t(lang, "refuseNoSuchGroup");
    case "HEAVY_NEGATIVE":
      return t(lang, "refuseHeavyNegative");
    case "HEAVY_ABOVE":
      return r.max === 0 ? t(lang, "refuseNoHeavy") : t(lang, "refuseHeavyAbove", { count: `${r.max} ${pluralForm(lang, r.max, gameNouns.heavyWeapon)}` });
    case "NO_SUCH_UNIT":
      return t(lang, "refuseNoSuchUnit");
    case "OBJECTIVES_NEGATIVE":
      return t(lang, "refuseObjectivesNegative");
    case "OBJECTIVES_ABOVE":
      return t(lang, "refuseObjectivesAbove", { max: r.max, total: setup.objectives });
    case "GAME_ENDED":
      return t(lang, "refuseEnded");
    case "TOO_MANY_STEPS":
      return t(lang, "refuseTooLong", { max: r.max });
  }
}
