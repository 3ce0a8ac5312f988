"use client";
import { listRostersAction } from "@/app/actions/rosters";
import type { RosterSummary } from "@/server/data/rosters";
import { loadKeys, type KeyEntry } from "./key-store";

/**
 * The rosters this browser holds keys for, as the server has them (`[]` when it holds none), or
 * `null` when the server does not answer. Always settles later, never at once: a caller sets its
 * state in the answer, not in the body of the effect that asked.
 */
export async function listMyRosters(keys: KeyEntry[] = loadKeys()): Promise<RosterSummary[] | null> {
  if (keys.length === 0) return [];
  const result = await listRostersAction(keys).catch(() => null);
  return result?.status === "ok" ? result.rosters : null;
}
