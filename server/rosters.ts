import type { ArmyBook } from "../lib/army-book/schema";
import { evaluateRoster } from "../lib/engine/evaluate";
import { viewIdSchema } from "../lib/roster/actions-schema";
import type { Roster } from "../lib/roster/schema";
import type { PrismaClient } from "./db";
import { hashKey, keyMatches, newEditKey, newViewId } from "./edit-keys";

export type RosterSummary = {
  viewId: string;
  name: string;
  points: number;
  pointsLimit: number;
  valid: boolean;
  version: number;
  updatedAt: string;
};

export type StoredRoster = { roster: Roster; summary: RosterSummary };

const include = { units: { orderBy: { position: "asc" as const }, select: { unitKey: true, options: true } } };

type Row = NonNullable<Awaited<ReturnType<PrismaClient["roster"]["findUnique"]>>> & {
  units: { unitKey: string; options: string }[];
};

function toRoster(row: Row): Roster {
  return {
    version: 1,
    name: row.name,
    armyBook: row.armyBook as "soviet",
    pointsLimit: row.pointsLimit,
    units: row.units.map((u) => {
      // JSON.parse defines own properties, so even an option id like "__proto__" survives as data
      const options = JSON.parse(u.options) as Record<string, number>;
      return Object.keys(options).length ? { unit: u.unitKey, options } : { unit: u.unitKey };
    }),
  };
}

function toSummary(row: Omit<Row, "units">): RosterSummary {
  return {
    viewId: row.viewId,
    name: row.name,
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
      if (!ids.some((id) => options[id] === 0)) return ids.length ? { unit: u.unit, options } : { unit: u.unit };
      const kept = ids.filter((id) => options[id] !== 0);
      return kept.length ? { unit: u.unit, options: Object.fromEntries(kept.map((id) => [id, options[id]!])) } : { unit: u.unit };
    }),
  };
}

/** The points column is a 32-bit integer; counts are bounded by the roster schema (ROSTER_LIMITS.countMax). */
export const STORABLE_MAX = 2_147_483_647;

/** Thrown (before anything is written) for a roster whose points the database column cannot hold. */
export class PointsNotStorable extends Error {}

/** One row per unit, options as JSON text: a whole roster is a single bulk insert. */
function unitRows(roster: Roster) {
  return roster.units.map((u, position) => ({ position, unitKey: u.unit, options: JSON.stringify(u.options ?? {}) }));
}

/** The server's own verdict on what it stores: never the client's numbers. */
function verdict(book: ArmyBook, roster: Roster) {
  const evaluation = evaluateRoster(book, roster);
  if (evaluation.points > STORABLE_MAX) throw new PointsNotStorable();
  return { points: evaluation.points, valid: evaluation.violations.length === 0 };
}

/** A new roster row (its verdict is the server's own) and a new edit key; the units are the caller's to write. */
function newRosterRow(book: ArmyBook, roster: Roster) {
  const editKey = newEditKey();
  const data = {
    viewId: newViewId(),
    editKeyHash: hashKey(editKey),
    name: roster.name,
    armyBook: roster.armyBook,
    pointsLimit: roster.pointsLimit,
    ...verdict(book, roster),
  };
  return { editKey, data };
}

export async function createRoster(db: PrismaClient, book: ArmyBook, input: Roster) {
  const roster = withoutZeroCounts(input);
  const { editKey, data } = newRosterRow(book, roster);
  // one nested write (atomic); the units are written as they were given, so they are not read back
  const row = await db.roster.create({ data: { ...data, units: { createMany: { data: unitRows(roster) } } } });
  return { editKey, roster, summary: toSummary(row) };
}

/**
 * Copies a roster anyone can see into a new one with its own edit key. The unit rows are copied
 * inside the database: a roster at the size limits is never sent through the query layer again.
 */
export async function duplicateRoster(db: PrismaClient, book: ArmyBook, viewId: string, name: (original: string) => string) {
  if (!viewIdSchema.safeParse(viewId).success) return null;
  return db.$transaction(async (tx) => {
    const source = await tx.roster.findUnique({ where: { viewId }, include });
    if (!source) return null;
    const roster = { ...toRoster(source as Row), name: name(source.name) };
    const { editKey, data } = newRosterRow(book, roster);
    const created = await tx.roster.create({ data });
    await tx.$executeRaw`INSERT INTO "RosterUnit" ("rosterId", "position", "unitKey", "options")
      SELECT ${created.id}, "position", "unitKey", "options" FROM "RosterUnit" WHERE "rosterId" = ${source.id} ORDER BY "position"`;
    return { editKey, roster, summary: toSummary(created) };
  });
}

function toStored(row: Row): StoredRoster {
  return { roster: toRoster(row), summary: toSummary(row) };
}

export async function findRoster(db: PrismaClient, viewId: string): Promise<StoredRoster | null> {
  if (!viewIdSchema.safeParse(viewId).success) return null;
  // One transaction, so the roster, its units and their options come from the same save
  // (Prisma reads them with separate queries; WAL gives the transaction a consistent snapshot).
  const row = await db.$transaction((tx) => tx.roster.findUnique({ where: { viewId }, include }));
  return row ? toStored(row as Row) : null;
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
 * The version check and the write happen in one transaction, so two tabs cannot both win.
 */
export async function saveRoster(
  db: PrismaClient,
  book: ArmyBook,
  viewId: string,
  key: unknown,
  expectedVersion: number,
  input: Roster,
): Promise<SaveResult> {
  const roster = withoutZeroCounts(input);
  const judged = verdict(book, roster);
  const access = await checkAccess(db, viewId, key);
  if (access !== "ok") return { status: access };
  return db.$transaction(async (tx) => {
    const claimed = await tx.roster.updateMany({
      where: { viewId, version: expectedVersion },
      data: {
        name: roster.name,
        armyBook: roster.armyBook,
        pointsLimit: roster.pointsLimit,
        ...judged,
        version: { increment: 1 },
      },
    });
    if (claimed.count === 0) {
      const current = await tx.roster.findUnique({ where: { viewId }, include });
      return current ? { status: "conflict" as const, current: toStored(current as Row) } : { status: "not_found" as const };
    }
    const saved = await tx.roster.findUniqueOrThrow({ where: { viewId } });
    await tx.rosterUnit.deleteMany({ where: { rosterId: saved.id } });
    await tx.rosterUnit.createMany({ data: unitRows(roster).map((row) => ({ ...row, rosterId: saved.id })) });
    return { status: "saved" as const, summary: toSummary(saved) };
  });
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
  const rows = await db.roster.findMany({ where: { viewId: { in: entries.map((e) => e.viewId) } } });
  return rows
    .filter((r) => entries.some((e) => e.viewId === r.viewId && keyMatches(e.key, r.editKeyHash)))
    .map(toSummary)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}
