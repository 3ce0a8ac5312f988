import type { GameEvent, GameSetup } from "./schema";
import type { GameState, UnitTrack } from "./state";
import { initialState } from "./state";

/** Why a step was refused, with where it was aimed: the page says it at that field. */
export type Refusal =
  | { code: "NO_SUCH_UNIT"; side: 0 | 1; unit: number }
  | { code: "NO_SUCH_GROUP"; side: 0 | 1; unit: number; group: number }
  | { code: "ALL_LOST"; side: 0 | 1; unit: number; group: number; boxes: number }
  | { code: "NONE_LOST"; side: 0 | 1; unit: number; group: number }
  | { code: "HEAVY_NEGATIVE"; side: 0 | 1; unit: number }
  | { code: "HEAVY_ABOVE"; side: 0 | 1; unit: number; max: number }
  | { code: "OBJECTIVES_NEGATIVE"; side: 0 | 1 }
  | { code: "OBJECTIVES_ABOVE"; side: 0 | 1; max: number }
  | { code: "GAME_ENDED" }
  | { code: "TOO_MANY_STEPS"; max: number };

export type Step = { ok: true; state: GameState } | { ok: false; refusal: Refusal };

const refuse = (refusal: Refusal): Step => ({ ok: false, refusal });

function withUnit(state: GameState, side: 0 | 1, unit: number, change: (t: UnitTrack) => UnitTrack): GameState {
  const units: GameState["units"] = [state.units[0], state.units[1]];
  units[side] = units[side].map((t, i) => (i === unit ? change(t) : t));
  return { ...state, units };
}

/**
 * One step of a game. Input outside the unit's models (a casualty past the last box, a negative
 * count, more heavy weapons lost than the unit has) is refused, and the state is left as it was.
 * The turn is clamped to 1..setup.turns; a step that changes nothing returns the same state.
 */
export function applyEvent(setup: GameSetup, state: GameState, event: GameEvent): Step {
  if (event.type === "end") return state.ended ? refuse({ code: "GAME_ENDED" }) : { ok: true, state: { ...state, ended: true } };
  if (state.ended) return refuse({ code: "GAME_ENDED" });
  if (event.type === "turn") {
    const turn = Math.min(setup.turns, Math.max(1, state.turn + event.step));
    return { ok: true, state: turn === state.turn ? state : { ...state, turn } };
  }
  if (event.type === "objectives") {
    const { side, count } = event;
    if (count < 0) return refuse({ code: "OBJECTIVES_NEGATIVE", side });
    const max = setup.objectives - state.objectives[side === 0 ? 1 : 0];
    if (count > max) return refuse({ code: "OBJECTIVES_ABOVE", side, max });
    if (count === state.objectives[side]) return { ok: true, state };
    const objectives: [number, number] = side === 0 ? [count, state.objectives[1]] : [state.objectives[0], count];
    return { ok: true, state: { ...state, objectives } };
  }
  const { side, unit } = event;
  const def = setup.sides[side].units[unit];
  const track = state.units[side][unit];
  if (!def || !track) return refuse({ code: "NO_SUCH_UNIT", side, unit });
  switch (event.type) {
    case "casualty":
    case "revive": {
      const { group } = event;
      const boxes = def.groups[group]?.boxes;
      if (boxes === undefined) return refuse({ code: "NO_SUCH_GROUP", side, unit, group });
      const lost = track.lost[group]! + (event.type === "casualty" ? 1 : -1);
      if (lost > boxes) return refuse({ code: "ALL_LOST", side, unit, group, boxes });
      if (lost < 0) return refuse({ code: "NONE_LOST", side, unit, group });
      return { ok: true, state: withUnit(state, side, unit, (t) => ({ ...t, lost: t.lost.map((n, g) => (g === group ? lost : n)) })) };
    }
    case "heavyLost":
      if (event.count < 0) return refuse({ code: "HEAVY_NEGATIVE", side, unit });
      if (event.count > def.heavy) return refuse({ code: "HEAVY_ABOVE", side, unit, max: def.heavy });
      if (event.count === track.heavyLost) return { ok: true, state };
      return { ok: true, state: withUnit(state, side, unit, (t) => ({ ...t, heavyLost: event.count })) };
    case "override":
      if (event.status === track.override) return { ok: true, state };
      return { ok: true, state: withUnit(state, side, unit, (t) => ({ ...t, override: event.status })) };
    case "marker":
      return { ok: true, state: withUnit(state, side, unit, (t) => ({ ...t, [event.marker]: !t[event.marker] })) };
  }
}

/** The state after `events` from the start, or the first refusal (a damaged history). */
export function replay(setup: GameSetup, events: readonly GameEvent[]): Step {
  let state = initialState(setup);
  for (const event of events) {
    const step = applyEvent(setup, state, event);
    if (!step.ok) return step;
    state = step.state;
  }
  return { ok: true, state };
}
