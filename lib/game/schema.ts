import { z } from "zod";
import { ROSTER_LIMITS } from "../roster/limits";
import { nameSchema, pointsLimitSchema } from "../roster/schema";
import { UNIT_STATUSES, VICTORY_LIMITS } from "../victory/schema";

/**
 * A game tracked at the table: its setup (both sides' units with their casualty boxes, fixed at the
 * start) and the events since, persisted in the browser. One schema per shape: a damaged entry in
 * localStorage is refused here, never half-read.
 */

const text = z.strictObject({ ru: z.string().max(200), en: z.string().max(200) });

/** Bounds of a tracked game, so no stored entry can make the page do unbounded work. */
export const GAME_LIMITS = { groupsMax: 40, boxesMax: 1000, heavyMax: 1000, eventsMax: 20_000, objectivesMax: VICTORY_LIMITS.objectivesMax } as const;

/**
 * One row of casualty boxes, as the army card prints it: a kind of model, one box per wound.
 * `alive: false`: not men (dogs, a heavy weapon), which do not keep the unit in the game once every
 * man is lost; `weapons`: the heavy weapon models whose wounds the boxes are. Both absent in games
 * kept before they were known: every row then counts as men, as it did.
 */
export const casualtyGroupSchema = z.strictObject({
  label: text,
  boxes: z.int().min(1).max(GAME_LIMITS.boxesMax),
  alive: z.literal(false).optional(),
  weapons: z.int().min(1).max(GAME_LIMITS.heavyMax).optional(),
});
export type CasualtyGroup = z.infer<typeof casualtyGroupSchema>;

/** A unit as the game knows it: what it costs, its casualty boxes and its heavy weapons (none for a unit typed by hand). */
export const gameUnitSchema = z.strictObject({
  title: text,
  points: z.int().min(0).max(VICTORY_LIMITS.unitPointsMax),
  groups: z.array(casualtyGroupSchema).max(GAME_LIMITS.groupsMax),
  heavy: z.int().min(0).max(GAME_LIMITS.heavyMax),
});
export type GameUnit = z.infer<typeof gameUnitSchema>;

export const gameSideSchema = z.strictObject({
  name: nameSchema,
  units: z.array(gameUnitSchema).max(ROSTER_LIMITS.unitsMax),
});
export type GameSide = z.infer<typeof gameSideSchema>;

/** What is fixed at "Start a game": side 0 is the roster the game was started from. */
export const gameSetupSchema = z.strictObject({
  version: z.literal(1),
  viewId: z.string().min(1).max(64),
  pointsLimit: pointsLimitSchema,
  /** objectives on the table: what both sides can hold together */
  objectives: z.int().min(0).max(GAME_LIMITS.objectivesMax),
  /** the game's length in turns, from the scoring data */
  turns: z.int().min(1).max(100),
  sides: z.tuple([gameSideSchema, gameSideSchema]),
});
export type GameSetup = z.infer<typeof gameSetupSchema>;

const side = z.union([z.literal(0), z.literal(1)]);
const unit = z.int().min(0).max(ROSTER_LIMITS.unitsMax - 1);
const at = { side, unit };
export const MARKERS = ["pinned", "entrenched"] as const;
export type Marker = (typeof MARKERS)[number];

/** Everything a player can do during a game: each a step that undo takes back. */
export const gameEventSchema = z.discriminatedUnion("type", [
  /** one box of a group ticked (one model, or one wound of a weapon model) */
  z.strictObject({ type: z.literal("casualty"), ...at, group: z.int().min(0).max(GAME_LIMITS.groupsMax - 1) }),
  /** one ticked box of a group cleared (a casualty marked by mistake) */
  z.strictObject({ type: z.literal("revive"), ...at, group: z.int().min(0).max(GAME_LIMITS.groupsMax - 1) }),
  /** heavy weapons lost in the unit: the new count */
  z.strictObject({ type: z.literal("heavyLost"), ...at, count: z.int() }),
  /** the player's own status for the unit; null = follow the losses */
  z.strictObject({ type: z.literal("override"), ...at, status: z.enum(UNIT_STATUSES).nullable() }),
  z.strictObject({ type: z.literal("marker"), ...at, marker: z.enum(MARKERS) }),
  z.strictObject({ type: z.literal("turn"), step: z.union([z.literal(1), z.literal(-1)]) }),
  /** objectives the side holds: the new count */
  z.strictObject({ type: z.literal("objectives"), side, count: z.int() }),
  z.strictObject({ type: z.literal("end") }),
]);
export type GameEvent = z.infer<typeof gameEventSchema>;

/** What localStorage holds: the setup and every step since, replayed on load. */
export const savedGameSchema = z.strictObject({
  version: z.literal(1),
  setup: gameSetupSchema,
  events: z.array(gameEventSchema).max(GAME_LIMITS.eventsMax),
});
export type SavedGame = z.infer<typeof savedGameSchema>;
