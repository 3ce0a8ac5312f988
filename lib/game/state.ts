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

/** The status from the losses alone (what "Auto" shows). */
export function lossStatus(unit: GameUnit, track: Pick<UnitTrack, "lost" | "heavyLost">): UnitStatus {
  const boxes = unit.groups.reduce((sum, g) => sum + g.boxes, 0);
  const lost = track.lost.reduce((sum, n) => sum + n, 0);
  if (boxes > 0 && lost >= boxes) return "destroyed";
  if (lost > 0 || track.heavyLost > 0) return "damaged";
  return "intact";
}
