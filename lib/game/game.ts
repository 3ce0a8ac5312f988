import { applyEvent, replay, type Refusal } from "./reducer";
import { GAME_LIMITS, savedGameSchema, type GameEvent, type GameSetup, type SavedGame } from "./schema";
import { initialState, type GameState } from "./state";

/** A game in play: its setup, every step taken (what undo walks back) and where that leaves it. */
export type Game = { setup: GameSetup; events: GameEvent[]; state: GameState };

export function startGame(setup: GameSetup): Game {
  return { setup, events: [], state: initialState(setup) };
}

export type Dispatched = { ok: true; game: Game } | { ok: false; refusal: Refusal };

/** One step: recorded when it changes something (a turn already at its limit is not a step). */
export function dispatch(game: Game, event: GameEvent): Dispatched {
  const step = applyEvent(game.setup, game.state, event);
  if (!step.ok) return step;
  if (step.state === game.state) return { ok: true, game };
  if (game.events.length >= GAME_LIMITS.eventsMax) return { ok: false, refusal: { code: "TOO_MANY_STEPS", max: GAME_LIMITS.eventsMax } };
  return { ok: true, game: { setup: game.setup, events: [...game.events, event], state: step.state } };
}

/** The game one step back (the same game when nothing was done yet). */
export function undo(game: Game): Game {
  if (game.events.length === 0) return game;
  const events = game.events.slice(0, -1);
  const step = replay(game.setup, events);
  // every prefix of a history that replayed is itself a history that replays
  return step.ok ? { setup: game.setup, events, state: step.state } : game;
}

/** What the browser keeps: the setup and the steps (the state is replayed from them). */
export function savedForm(game: Game): SavedGame {
  return { version: 1, setup: game.setup, events: game.events };
}

export type Restored = { status: "none" } | { status: "ok"; game: Game } | { status: "damaged" };

/**
 * A game back from its stored text: nothing stored → none; text that is not JSON, not the saved
 * shape, for another roster, or whose steps do not replay → damaged (the page starts fresh and says
 * so). Never throws.
 */
export function restoreGame(raw: string | null, viewId: string): Restored {
  if (raw === null) return { status: "none" };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { status: "damaged" };
  }
  const parsed = savedGameSchema.safeParse(json);
  if (!parsed.success || parsed.data.setup.viewId !== viewId) return { status: "damaged" };
  const step = replay(parsed.data.setup, parsed.data.events);
  if (!step.ok) return { status: "damaged" };
  return { status: "ok", game: { setup: parsed.data.setup, events: parsed.data.events, state: step.state } };
}

export { gameKey } from "./storage-key";
