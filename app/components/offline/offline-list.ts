"use client";
import type { RosterSummary } from "@/server/data/rosters";
import { readStoredList, writeStored } from "../local-store";

/** My rosters as the server last listed them, for the home page without a network. */
const STORE = "roster-list";

/** Kept when storage allows it: without it, the list is only missing offline. */
export function keepList(rosters: RosterSummary[]): void {
  writeStored(STORE, rosters);
}

/** Puts a roster's newest summary into the kept list (the builder keeps it up to date as it saves). */
export function keepSummary(summary: RosterSummary): void {
  const all = readAll();
  const i = all.findIndex((r) => r.viewId === summary.viewId);
  if (i >= 0 && all[i]!.version > summary.version) return;
  keepList(i >= 0 ? all.map((r, j) => (j === i ? summary : r)) : [summary, ...all]);
}

function readAll(): RosterSummary[] {
  // lists kept before summaries named their book say "" (not known)
  return readStoredList(STORE, isSummary).map((r) => (typeof r.armyBook === "string" ? r : { ...r, armyBook: "" }));
}

function isSummary(r: unknown): r is RosterSummary {
  const s = r as Partial<RosterSummary> | null;
  // armyBook is not asked for: lists kept before summaries named their book still open offline
  return typeof s?.viewId === "string" && typeof s.name === "string" && typeof s.points === "number" && typeof s.pointsLimit === "number" && typeof s.version === "number" && typeof s.updatedAt === "string";
}

/** The kept list, limited to the rosters this browser still holds keys for. */
export function keptList(keys: readonly { viewId: string }[]): RosterSummary[] {
  const viewIds = new Set(keys.map((k) => k.viewId));
  return readAll().filter((r) => viewIds.has(r.viewId));
}
