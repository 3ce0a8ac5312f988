import type { UnitStatus } from "../victory/schema";
import type { GameSetup, GameUnit } from "./schema";

/** What happened to one unit so far. `lost[g]`: boxes ticked in casualty group g. */
export type UnitTrack = {
  lost: number[];
  heavyLost: number;
  override: UnitStatus | null;
  pinned: boolean;
  entrenched: boolean;
};

/** The game as it stands: derived from the setup and the events, never stored itself. */
export type GameState = {
  turn: number;
  objectives: [number, number];
  ended: boolean;
  units: [UnitTrack[], UnitTrack[]];
};

export function freshTrack(unit: GameUnit): UnitTrack {
  return { lost: unit.groups.map(() => 0), heavyLost: 0, override: null, pinned: false, entrenched: false };
}

export function initialState(setup: GameSetup): GameState {
  return {
    turn: 1,
    objectives: [0, 0],
    ended: false,
    units: [setup.sides[0].units.map(freshTrack), setup.sides[1].units.map(freshTrack)],
  };
}

/**
 * The status the end-of-game rules give a unit from what was tracked (RULES.md "End of game"):
 * every box ticked → destroyed; some models or wounds lost, or a heavy weapon lost, with something
 * left → damaged; nothing lost → intact. The player's own status, when set, wins.
 */
export function unitStatus(unit: GameUnit, track: UnitTrack): UnitStatus {
  if (track.override) return track.override;
  return lossStatus(unit, track);
}

/**
 * The status from the losses alone (what "Auto" shows). Every man lost is the unit destroyed, as
 * every box is: a heavy weapon or a dog left without its men does not keep it in the game.
 */
export function lossStatus(unit: GameUnit, track: Pick<UnitTrack, "lost" | "heavyLost">): UnitStatus {
  let boxes = 0;
  let lost = 0;
  let men = 0;
  let menLost = 0;
  unit.groups.forEach((g, k) => {
    const n = Math.min(track.lost[k] ?? 0, g.boxes);
    boxes += g.boxes;
    lost += n;
    if (g.alive === false) return;
    men += g.boxes;
    menLost += n;
  });
  if (boxes > 0 && (lost >= boxes || (men > 0 && menLost >= men))) return "destroyed";
  if (lost > 0 || track.heavyLost > 0) return "damaged";
  return "intact";
}

/**
 * Heavy weapons lost: the count the player set, or more when the boxes of weapon models say so
 * (an HMG whose every wound is ticked is lost): one loss, whichever control recorded it.
 */
export function heavyLostOf(unit: GameUnit, track: Pick<UnitTrack, "lost" | "heavyLost">): number {
  const inBoxes = unit.groups.reduce((sum, g, k) => (g.weapons ? sum + Math.floor(Math.min(track.lost[k] ?? 0, g.boxes) / (g.boxes / g.weapons)) : sum), 0);
  return Math.min(unit.heavy, Math.max(track.heavyLost, inBoxes));
}
