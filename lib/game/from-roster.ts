import type { ArmyBook } from "../army-book/schema";
import { casualtyGroups } from "../cards/card-text";
import { heavyWeaponsOf, unitCard } from "../cards/unit-card";
import { evaluateRoster } from "../engine/evaluate";
import type { Roster } from "../roster/schema";
import { unitTitle } from "../roster/unit-title";
import { victoryUnitPoints } from "../victory/from-roster";
import { GAME_LIMITS, type GameUnit } from "./schema";

/**
 * A roster's units as the game tracks them: the casualty boxes of its printed army card (one group
 * per kind of model, one box per wound: lib/cards), its heavy weapons, and its cost as the victory
 * calculator counts it.
 */
export function gameUnitsFromRoster(book: ArmyBook, roster: Roster): GameUnit[] {
  const evaluation = evaluateRoster(book, roster);
  return roster.units.map((u, i) => {
    const card = unitCard(book, u, evaluation.units[i]!);
    const ru = casualtyGroups(card, "ru");
    const en = casualtyGroups(card, "en");
    return {
      title: { ru: unitTitle(book, u, i, "ru"), en: unitTitle(book, u, i, "en") },
      points: victoryUnitPoints(evaluation.units[i]!.points),
      groups: ru
        .map((g, k) => ({
          label: { ru: g.label, en: en[k]!.label },
          boxes: Math.min(g.boxes, GAME_LIMITS.boxesMax),
          ...(g.alive === false ? { alive: false as const } : {}),
          ...(g.weapons ? { weapons: Math.min(g.weapons, GAME_LIMITS.heavyMax) } : {}),
        }))
        .filter((g) => g.boxes > 0)
        .slice(0, GAME_LIMITS.groupsMax),
      heavy: Math.min(heavyWeaponsOf(book, u), GAME_LIMITS.heavyMax),
    };
  });
}
