import "server-only";
import type { ArmyBook } from "../../lib/army-book/schema";
import { versionOf, type Catalog } from "../../lib/army-book/catalog";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { viewIdSchema } from "../../lib/roster/actions-schema";
import type { Roster } from "../../lib/roster/schema";
import type { PrismaClient } from "./db";
import { hashKey, keyMatches, keyShapeOk, newEditKey, newViewId } from "./keys";

export type RosterSummary = {
  viewId: string;
  name: string;
  /** the army book it is built from: the army book page offers only the rosters of its own book */
  armyBook: string;
  points: number;
  pointsLimit: number;
  valid: boolean;
  version: number;
  updatedAt: string;
};

export type StoredRoster = { roster: Roster; summary: RosterSummary };

type Row = NonNullable<Awaited<ReturnType<PrismaClient["roster"]["findUnique"]>>>;

/** Everything but the unit list, for the queries that only need a summary. */
const summaryOnly = { units: true } as const;

function toRoster(row: Row): Roster {
  return {
    version: 1,
    name: row.name,
    armyBook: row.armyBook,
    bookVersion: row.bookVersion,
    pointsLimit: row.pointsLimit,
    // JSON.parse defines own properties, so even an option id like "__proto__" survives as data
    units: JSON.parse(row.units) as Roster["units"],
  };
}

function toSummary(row: Omit<Row, "units">): RosterSummary {
  return {
    viewId: row.viewId,
    name: row.name,
    armyBook: row.armyBook,
    points: row.points,
    pointsLimit: row.pointsLimit,
    valid: row.valid,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A zero count is the same as an omitted option, so it is neither stored nor judged. */
export function withoutZeroCounts(roster: Roster): Roster {
  return {
    ...roster,
    units: roster.units.map((u) => {
      const ids = Object.keys(u.options ?? {});
      const options = u.options ?? {};
      // most units have no zero count: keep their options object rather than rebuild it
      if (!ids.some((id) => options[id] === 0)) return ids.length ? u : withoutOptions(u);
      const kept = ids.filter((id) => options[id] !== 0);
      return kept.length ? { ...u, options: Object.fromEntries(kept.map((id) => [id, options[id]!])) } : withoutOptions(u);
    }),
  };
}

function withoutOptions(unit: Roster["units"][number]): Roster["units"][number] {
  const { options: _omitted, ...rest } = unit;
  return rest;
}

/** The points column is a 32-bit integer; counts are bounded by the roster schema (ROSTER_LIMITS.countMax). */
export const STORABLE_MAX = 2_147_483_647;

/** Thrown (before anything is written) for a roster whose points the database column cannot hold. */
export class PointsNotStorable extends Error {}

/**
 * The unit list is stored whole, as the v1 JSON of `units`, in its roster's row: a save is one
 * row written in one statement whatever the roster's size (a row per unit cost the query layer
 * about 0.15 ms each), and no save can ever leave half a unit list behind.
 */
function unitsText(roster: Roster): string {
  return JSON.stringify(roster.units);
}

/** The server's own verdict on what it stores: never the client's numbers. */
function verdict(book: ArmyBook, roster: Roster) {
  const evaluation = evaluateRoster(book, roster);
  if (evaluation.points > STORABLE_MAX) throw new PointsNotStorable();
  return { points: evaluation.points, valid: evaluation.violations.length === 0 };
}

/** A new roster row: its verdict is the server's own, its edit key new (only the hash is kept). */
function newRosterRow(book: ArmyBook, roster: Roster, units = unitsText(roster)) {
  const editKey = newEditKey();
  const data = {
    viewId: newViewId(),
    editKeyHash: hashKey(editKey),
    name: roster.name,
    // the book and version it is judged by, which it keeps until the player updates it
    armyBook: book.id,
    bookVersion: book.version,
    pointsLimit: roster.pointsLimit,
    ...verdict(book, roster),
    units,
  };
  return { editKey, data };
}

/** `book` is the version the roster is judged by (lib/army-book/catalog.ts bookFor). */
export async function createRoster(db: PrismaClient, book: ArmyBook, input: Roster) {
  const roster = { ...withoutZeroCounts(input), armyBook: book.id, bookVersion: book.version };
  const { editKey, data } = newRosterRow(book, roster);
  const row = await db.roster.create({ data, omit: summaryOnly });
  return { editKey, roster, summary: toSummary(row) };
}

/** Copies a roster anyone can see into a new one with its own edit key (and its own verdict). */
export async function duplicateRoster(db: PrismaClient, catalog: Catalog, viewId: string, name: (original: string) => string) {
  const source = await findRow(db, viewId);
  if (!source) return null;
  const roster = { ...toRoster(source), name: name(source.name) };
  // the copy keeps the version of the original (a version once held is never removed)
  const book = versionOf(catalog, source.armyBook, source.bookVersion);
  if (!book) return null;
  // the unit list is copied as the text it is stored as
  const { editKey, data } = newRosterRow(book, roster, source.units);
  const created = await db.roster.create({ data, omit: summaryOnly });
  return { editKey, roster, summary: toSummary(created) };
}

function toStored(row: Row): StoredRoster {
  return { roster: toRoster(row), summary: toSummary(row) };
}

function findRow(db: PrismaClient, viewId: string): Promise<Row | null> {
  return viewIdSchema.safeParse(viewId).success ? db.roster.findUnique({ where: { viewId } }) : Promise.resolve(null);
}

export async function findRoster(db: PrismaClient, viewId: string): Promise<StoredRoster | null> {
  const row = await findRow(db, viewId);
  return row ? toStored(row) : null;
}

export type AccessResult = "ok" | "not_found" | "forbidden";

export async function checkAccess(db: PrismaClient, viewId: string, key: unknown): Promise<AccessResult> {
  if (!viewIdSchema.safeParse(viewId).success) return "not_found";
  const row = await db.roster.findUnique({ where: { viewId }, select: { editKeyHash: true } });
  if (!row) return "not_found";
  return keyMatches(key, row.editKeyHash) ? "ok" : "forbidden";
}

export type SaveResult =
  | { status: "saved"; summary: RosterSummary }
  | { status: "conflict"; current: StoredRoster }
  | { status: "forbidden" }
  | { status: "not_found" };

/**
 * Replaces a roster's contents if the caller holds its edit key and saw the latest version.
 * The version check, the key check and the write are one statement, so two tabs cannot both win.
 */
export async function saveRoster(
  db: PrismaClient,
  book: ArmyBook,
  viewId: string,
  key: unknown,
  expectedVersion: number,
  input: Roster,
): Promise<SaveResult> {
  const roster = { ...withoutZeroCounts(input), armyBook: book.id, bookVersion: book.version };
  const judged = verdict(book, roster);
  if (!viewIdSchema.safeParse(viewId).success) return { status: "not_found" };
  // One statement claims the version, checks the key and writes: atomic on its own, and one round
  // trip to the database on the common path (a save that lands).
  // a version past what the column holds was never handed out: nothing to claim, a conflict
  const [saved] = keyShapeOk(key) && expectedVersion <= STORABLE_MAX
    ? await db.roster.updateManyAndReturn({
        where: { viewId, version: expectedVersion, editKeyHash: hashKey(key) },
        data: {
          name: roster.name,
          armyBook: roster.armyBook,
          bookVersion: roster.bookVersion,
          pointsLimit: roster.pointsLimit,
          ...judged,
          units: unitsText(roster),
          version: { increment: 1 },
        },
        omit: summaryOnly,
      })
    : [];
  if (saved) return { status: "saved", summary: toSummary(saved) };
  // Why not: versions only grow and keys never change, so what is read now still tells.
  const current = await db.roster.findUnique({ where: { viewId } });
  if (!current) return { status: "not_found" };
  if (!keyMatches(key, current.editKeyHash)) return { status: "forbidden" };
  return { status: "conflict", current: toStored(current) };
}

export async function deleteRoster(db: PrismaClient, viewId: string, key: unknown): Promise<AccessResult> {
  const access = await checkAccess(db, viewId, key);
  if (access !== "ok") return access;
  await db.roster.delete({ where: { viewId } });
  return "ok";
}

/** Summaries of the rosters whose keys the caller holds; rosters gone or with a wrong key are left out. */
export async function listRosters(db: PrismaClient, entries: { viewId: string; key: string }[]): Promise<RosterSummary[]> {
  // summaries only: the units are not needed here
  const rows = await db.roster.findMany({ where: { viewId: { in: entries.map((e) => e.viewId) } }, omit: summaryOnly });
  return rows
    .filter((r) => entries.some((e) => e.viewId === r.viewId && keyMatches(e.key, r.editKeyHash)))
    .map(toSummary)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}
