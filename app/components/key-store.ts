"use client";
import { mergeKeys, type KeyPair, type MergePlan } from "@/lib/transfer/merge";

/** The edit keys this browser holds: "My rosters" is exactly the rosters listed here. */
const STORE = "roster-keys";

export type KeyEntry = { viewId: string; key: string };

export function loadKeys(): KeyEntry[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORE) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter((e): e is KeyEntry => typeof e?.viewId === "string" && typeof e?.key === "string")
      : [];
  } catch {
    return [];
  }
}

export function rememberKey(entry: KeyEntry): void {
  const rest = loadKeys().filter((e) => e.viewId !== entry.viewId);
  localStorage.setItem(STORE, JSON.stringify([entry, ...rest]));
}

/** Adds rosters from another device to this list (merge: nothing here is removed or replaced). */
export function addKeys<E extends KeyPair>(incoming: readonly E[]): MergePlan<E> {
  const plan = mergeKeys(loadKeys(), incoming);
  if (plan.added.length > 0) localStorage.setItem(STORE, JSON.stringify(plan.merged));
  return plan;
}

/** What adding `incoming` would do, without doing it. */
export function planKeys<E extends KeyPair>(incoming: readonly E[]): MergePlan<E> {
  return mergeKeys(loadKeys(), incoming);
}

export function forgetKey(viewId: string): void {
  localStorage.setItem(STORE, JSON.stringify(loadKeys().filter((e) => e.viewId !== viewId)));
}

export function editUrl(entry: KeyEntry): string {
  return `/r/${encodeURIComponent(entry.viewId)}/edit?key=${encodeURIComponent(entry.key)}`;
}
