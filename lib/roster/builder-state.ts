import { addUnit, duplicateUnit, moveUnit, removeUnit, setOption, setOwnText, type Units } from "./edits";
import type { Roster } from "./schema";

/**
 * The builder's state as one pure reducer: the roster on screen (its head, units and book
 * version), a stable key per unit (so a card keeps its place on screen, and whether it is open,
 * through moves), which cards are open, and undo/redo as a history of whole states. The screen
 * dispatches what the player did, with the time it happened; nothing here reads a clock.
 */

/** The roster's name and limit; an emptied number field is NaN ("no limit yet"). */
export type Head = { name: string; pointsLimit: number };

/** What undo and redo go back and forth between. */
export type Snapshot = { head: Head; units: Units; bookVersion: number | undefined };

export type BuilderState = {
  now: Snapshot;
  keys: readonly number[];
  nextKey: number;
  open: ReadonlySet<number>;
  past: readonly Snapshot[];
  future: readonly Snapshot[];
  /** when the last step was taken (changes closer together than MERGE_MS are one step); 0 after an undo or redo */
  lastAt: number;
  /** what the last step changed (one field, one option of one unit), or null: only a change of the same thing merges */
  lastWhat: string | null;
  /** the key of the unit added last, while the screen says where it went */
  added: number | null;
  /** one card open at a time (a phone): opening or adding one closes the others */
  single: boolean;
};

export type BuilderAction =
  | { type: "head"; head: Head; at: number }
  | { type: "add"; unitId: string; at: number }
  | { type: "duplicate"; index: number; at: number }
  | { type: "remove"; index: number; at: number }
  | { type: "move"; index: number; to: number; at: number }
  | { type: "option"; index: number; optionId: string; count: number; at: number }
  | { type: "ownText"; index: number; field: "label" | "note"; text: string; at: number }
  | { type: "bookVersion"; version: number; at: number }
  /** someone else's roster taken over (a conflict's "load theirs"): one undoable step */
  | { type: "load"; snapshot: Snapshot; at: number }
  /** the starting point this device kept (a restored draft): no undo step back from it */
  | { type: "replace"; snapshot: Snapshot }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "toggle"; key: number }
  | { type: "open"; key: number }
  | { type: "openAll"; open: boolean }
  /** the notice of the unit added last has gone */
  | { type: "addedSeen" }
  /** the screen became narrow (a phone) or wide: one card open at a time, or any number */
  | { type: "single"; on: boolean };

/** Changes of one thing closer together than this become one undo step (typing a name, quick clicks on one stepper). */
export const MERGE_MS = 600;
/** Undo steps kept. */
export const HISTORY_DEPTH = 100;
/** Up to this many units, a roster opens with every card open; a longer one opens as a compact list. */
export const OPEN_ALL_UP_TO = 4;

export function snapshotOf(roster: Roster): Snapshot {
  return { head: { name: roster.name, pointsLimit: roster.pointsLimit }, units: roster.units, bookVersion: roster.bookVersion };
}

/** The v1 roster on screen, of the book `armyBook`. */
export function rosterOf(snapshot: Snapshot, armyBook: string): Roster {
  return {
    version: 1,
    name: snapshot.head.name,
    armyBook,
    ...(snapshot.bookVersion === undefined ? {} : { bookVersion: snapshot.bookVersion }),
    pointsLimit: snapshot.head.pointsLimit,
    units: snapshot.units as Roster["units"],
  };
}

/**
 * `single`: whether this screen is a phone, when the browser knows it before the first render (it
 * changes no markup, so the hydration pass may start with it). The cards open are those of the
 * server's page either way; the "single" action then closes several open ones.
 */
export function initialBuilderState(roster: Roster, single = false): BuilderState {
  const keys = roster.units.map((_, i) => i);
  return {
    now: snapshotOf(roster),
    keys,
    nextKey: keys.length,
    open: new Set(keys.length <= OPEN_ALL_UP_TO ? keys : []),
    past: [],
    future: [],
    lastAt: 0,
    lastWhat: null,
    added: null,
    single,
  };
}

const sameHead = (a: Head, b: Head) => a.name === b.name && Object.is(a.pointsLimit, b.pointsLimit);

/**
 * A change the player made: one undo step, or part of the last one when it follows it closely and
 * changes the same thing (`what`; null: a step of its own whatever follows, as adding a unit).
 */
function step(state: BuilderState, now: Snapshot, at: number, what: string | null, keys = state.keys, open = state.open, nextKey = state.nextKey): BuilderState {
  const merge = state.past.length > 0 && what !== null && what === state.lastWhat && at - state.lastAt <= MERGE_MS;
  const past = merge ? state.past : [...state.past, state.now].slice(-HISTORY_DEPTH);
  return { ...state, now, keys, nextKey, open, past, future: [], lastAt: at, lastWhat: what };
}

/** A change of the unit list: `keys` says how the cards' keys follow (default: unchanged). */
function unitsStep(state: BuilderState, units: Units, at: number, what: string | null, keys = state.keys, open = state.open, nextKey = state.nextKey): BuilderState {
  if (units === state.now.units) return state;
  return step(state, { ...state.now, units }, at, what, keys, open, nextKey);
}

/**
 * Puts a snapshot on screen. Cards keep their keys where a unit is still at its place, so open
 * cards stay open; units that come back get new keys, and open.
 */
function shown(state: BuilderState, target: Snapshot): Pick<BuilderState, "now" | "keys" | "nextKey" | "open"> {
  const old = state.keys;
  let nextKey = state.nextKey;
  const keys = target.units.map((_, i) => (i < old.length ? old[i]! : nextKey++));
  const open = keys.length > old.length ? new Set([...state.open, ...keys.slice(old.length)]) : state.open;
  return { now: target, keys, nextKey, open: atMostOne(open, state.single) };
}

function toggled(set: ReadonlySet<number>, key: number, on = !set.has(key)): ReadonlySet<number> {
  if (set.has(key) === on) return set;
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

/** `key` opened: alone when one card is open at a time. */
function opened(state: BuilderState, key: number): ReadonlySet<number> {
  return state.single ? (state.open.size === 1 && state.open.has(key) ? state.open : new Set([key])) : toggled(state.open, key, true);
}

/** At most one card open when one is open at a time: of several, the one opened last (a Set keeps the order they were opened in). */
function atMostOne(open: ReadonlySet<number>, single: boolean): ReadonlySet<number> {
  return single && open.size > 1 ? new Set([[...open].at(-1)!]) : open;
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  const units = state.now.units;
  switch (action.type) {
    case "head":
      return sameHead(action.head, state.now.head) ? state : step(state, { ...state.now, head: action.head }, action.at, action.head.name === state.now.head.name ? "limit" : "name");
    case "add": {
      const key = state.nextKey;
      const next = unitsStep(state, addUnit(units, action.unitId), action.at, null, [...state.keys, key], opened(state, key), key + 1);
      return next === state ? state : { ...next, added: key };
    }
    case "duplicate": {
      const key = state.nextKey;
      const next = duplicateUnit(units, action.index);
      const keys = [...state.keys.slice(0, action.index + 1), key, ...state.keys.slice(action.index + 1)];
      return unitsStep(state, next, action.at, null, keys, opened(state, key), key + 1);
    }
    case "remove":
      return unitsStep(state, removeUnit(units, action.index), action.at, null, removeUnit(state.keys, action.index));
    case "move":
      return unitsStep(state, moveUnit(units, action.index, action.to), action.at, null, moveUnit(state.keys, action.index, action.to));
    case "option":
      return unitsStep(state, setOption(units, action.index, action.optionId, action.count), action.at, `option ${state.keys[action.index]} ${action.optionId}`);
    case "ownText":
      return unitsStep(state, setOwnText(units, action.index, action.field, action.text), action.at, `${action.field} ${state.keys[action.index]}`);
    case "bookVersion":
      return state.now.bookVersion === action.version ? state : step(state, { ...state.now, bookVersion: action.version }, action.at, null);
    case "load": {
      const view = shown(state, action.snapshot);
      return step(state, view.now, action.at, null, view.keys, view.open, view.nextKey);
    }
    case "replace":
      return { ...state, ...shown(state, action.snapshot) };
    case "undo": {
      const target = state.past.at(-1);
      if (!target) return state;
      return { ...state, ...shown(state, target), past: state.past.slice(0, -1), future: [...state.future, state.now], lastAt: 0, lastWhat: null };
    }
    case "redo": {
      const target = state.future.at(-1);
      if (!target) return state;
      return { ...state, ...shown(state, target), future: state.future.slice(0, -1), past: [...state.past, state.now], lastAt: 0, lastWhat: null };
    }
    case "toggle":
      return { ...state, open: state.open.has(action.key) ? toggled(state.open, action.key, false) : opened(state, action.key) };
    case "open":
      return state.open.has(action.key) ? state : { ...state, open: opened(state, action.key) };
    case "openAll":
      return { ...state, open: action.open && !state.single ? new Set(state.keys) : new Set() };
    case "single": {
      // of several open cards none stays open on a phone: which one the player wants is not known
      const open = action.on && state.open.size > 1 ? new Set<number>() : state.open;
      // the same state when nothing changes: no second render of the builder in the hydration's commit
      return state.single === action.on && open === state.open ? state : { ...state, single: action.on, open };
    }
    case "addedSeen":
      return state.added === null ? state : { ...state, added: null };
  }
}
