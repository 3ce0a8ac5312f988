import type { Lang } from "../text";
import type { VictoryInput } from "../victory/schema";
import type { Game } from "./game";
import { unitStatus } from "./state";

/**
 * A game as the victory input v1: each unit's cost and the status its losses (or the player) gave
 * it, and the objectives each side holds. The result is then lib/victory/calculate.ts's, the same
 * numbers as the victory calculator's for the same statuses.
 */
export function victoryInputOf(game: Game): VictoryInput {
  const { setup, state } = game;
  const player = (side: 0 | 1) => ({
    name: setup.sides[side].name,
    objectives: state.objectives[side],
    units: setup.sides[side].units.map((u, i) => ({ points: u.points, status: unitStatus(u, state.units[side][i]!) })),
  });
  return { version: 1, pointsLimit: setup.pointsLimit, players: [player(0), player(1)] };
}

/** The units' titles for the result link (lib/victory/share.ts), in the reader's language. */
export function victoryLabelsOf(game: Game, lang: Lang): [string[], string[]] {
  const side = (s: 0 | 1) => game.setup.sides[s].units.map((u) => u.title[lang]);
  return [side(0), side(1)];
}
