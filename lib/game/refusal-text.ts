import { t } from "../i18n/game-ui";
import { countOf } from "../i18n/plural";
import type { Lang } from "../text";
import type { Refusal } from "./reducer";
import type { GameSetup } from "./schema";

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
      return t(lang, "refuseAllLost", { group: group(r.side, r.unit, r.group), count: countOf(lang, r.boxes, "box") });
    case "NONE_LOST":
      return t(lang, "refuseNoneLost", { group: group(r.side, r.unit, r.group) });
    case "NO_SUCH_GROUP":
      return t(lang, "refuseNoSuchGroup");
    case "HEAVY_NEGATIVE":
      return t(lang, "refuseHeavyNegative");
    case "HEAVY_ABOVE":
      return r.max === 0 ? t(lang, "refuseNoHeavy") : t(lang, "refuseHeavyAbove", { count: countOf(lang, r.max, "heavyWeapon") });
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
