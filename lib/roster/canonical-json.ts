import type { Roster } from "./schema";

/** A roster as JSON with its keys in the v1 order, so the same roster always gives the same text. */
export function rosterJson(r: Roster): string {
  return JSON.stringify({ version: r.version, name: r.name, armyBook: r.armyBook, bookVersion: r.bookVersion, pointsLimit: r.pointsLimit, units: r.units });
}
