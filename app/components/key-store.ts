"use client";
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

/** Writes the whole list: only for a merge that keeps every entry it had (transfer/device-keys.ts). */
export function saveKeys(entries: KeyEntry[]): void {
  localStorage.setItem(STORE, JSON.stringify(entries));
}

export function forgetKey(viewId: string): void {
  localStorage.setItem(STORE, JSON.stringify(loadKeys().filter((e) => e.viewId !== viewId)));
}

export function editUrl(entry: KeyEntry): string {
  return `/r/${encodeURIComponent(entry.viewId)}/edit?key=${encodeURIComponent(entry.key)}`;
}
