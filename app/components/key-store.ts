"use client";
import { parseStored, readStoredList, storedList } from "./local-store";

/** The edit keys this browser holds: "My rosters" is exactly the rosters listed here. */
export const KEY_STORE = "roster-keys";

export type KeyEntry = { viewId: string; key: string };

const isKey = (e: unknown): e is KeyEntry => typeof (e as KeyEntry | null)?.viewId === "string" && typeof (e as KeyEntry).key === "string";

export function loadKeys(): KeyEntry[] {
  return readStoredList(KEY_STORE, isKey);
}

/** The keys in a kept text (`useStoredText(KEY_STORE)`). */
export function keysIn(raw: string | null): KeyEntry[] {
  return storedList(parseStored(raw), isKey);
}

export function rememberKey(entry: KeyEntry): void {
  const rest = loadKeys().filter((e) => e.viewId !== entry.viewId);
  localStorage.setItem(KEY_STORE, JSON.stringify([entry, ...rest]));
}

/** Writes the whole list: only for a merge that keeps every entry it had (transfer/device-keys.ts). */
export function saveKeys(entries: KeyEntry[]): void {
  localStorage.setItem(KEY_STORE, JSON.stringify(entries));
}

export function forgetKey(viewId: string): void {
  localStorage.setItem(KEY_STORE, JSON.stringify(loadKeys().filter((e) => e.viewId !== viewId)));
}
