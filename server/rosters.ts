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

const include = { units: { orderBy: { position: "asc" as const }, include: { options: { orderBy: { id: "asc" as const } } } } };

type Row = NonNullable<Awaited<ReturnType<PrismaClient["roster"]["findUnique"]>>> & {
  units: { unitKey: string; options: { optionKey: string; count: number }[] }[];
};

function toRoster(row: Row): Roster {
  return {
    version: 1,
    name: row.name,
    armyBook: row.armyBook as "soviet",
    pointsLimit: row.pointsLimit,
    units: row.units.map((u) => {
      // fromEntries defines own properties, so even an option id like "__proto__" survives as data
      const options: Record<string, number> = Object.fromEntries(u.options.map((o) => [o.optionKey, o.count]));
      return u.options.length ? { unit: u.unitKey, options } : { unit: u.unitKey };
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
      const kept = Object.entries(u.options ?? {}).filter(([, count]) => count !== 0);
      return kept.length ? { unit: u.unit, options: Object.fromEntries(kept) } : { unit: u.unit };
    }),
  };
}

/** The points column is a 32-bit integer; counts are bounded by the roster schema (ROSTER_LIMITS.countMax). */
export const STORABLE_MAX = 2_147_483_647;

export function pointsStorable(book: ArmyBook, roster: Roster): boolean {
  return evaluateRoster(book, roster).points <= STORABLE_MAX;
}

function unitRows(roster: Roster) {
  return roster.units.map((u, position) => ({
    position,
    unitKey: u.unit,
    options: { create: Object.entries(u.options ?? {}).map(([optionKey, count]) => ({ optionKey, count })) },
  }));
}

/** The server's own verdict on what it stores: never the client's numbers. */
function verdict(book: ArmyBook, roster: Roster) {
  const evaluation = evaluateRoster(book, roster);
  return { points: evaluation.points, valid: evaluation.violations.length === 0 };
}

export async function createRoster(db: PrismaClient, book: ArmyBook, input: Roster) {
  const roster = withoutZeroCounts(input);
  const editKey = newEditKey();
  const row = await db.roster.create({
    data: {
      viewId: newViewId(),
      editKeyHash: hashKey(editKey),
      name: roster.name,
      armyBook: roster.armyBook,
      pointsLimit: roster.pointsLimit,
      ...verdict(book, roster),
      units: { create: unitRows(roster) },
    },
    include,
  });
  return { editKey, ...toStored(row as Row) };
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
  const access = await checkAccess(db, viewId, key);
  if (access !== "ok") return { status: access };
  return db.$transaction(async (tx) => {
    const claimed = await tx.roster.updateMany({
      where: { viewId, version: expectedVersion },
      data: {
        name: roster.name,
        armyBook: roster.armyBook,
        pointsLimit: roster.pointsLimit,
        ...verdict(book, roster),
        version: { increment: 1 },
      },
    });
    if (claimed.count === 0) {
      const current = await tx.roster.findUnique({ where: { viewId }, include });
      return current ? { status: "conflict" as const, current: toStored(current as Row) } : { status: "not_found" as const };
    }
    const { id } = await tx.roster.findUniqueOrThrow({ where: { viewId }, select: { id: true } });
    await tx.rosterUnit.deleteMany({ where: { rosterId: id } });
    for (const data of unitRows(roster)) await tx.rosterUnit.create({ data: { ...data, rosterId: id } });
    const saved = await tx.roster.findUniqueOrThrow({ where: { viewId }, include });
    return { status: "saved" as const, summary: toSummary(saved as Row) };
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
