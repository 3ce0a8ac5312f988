"use client";
/**
 * localStorage that never throws: in private mode, with storage full or disabled, what is read is
 * "nothing kept" and what is written is lost, while the server side of each feature still runs.
 */
export function readStored(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

/** A kept list: only its entries that pass `isEntry` (anything else there is not ours to trust). */
export function readStoredList<T>(key: string, isEntry: (entry: unknown) => entry is T): T[] {
  const value = readStored(key);
  return Array.isArray(value) ? value.filter(isEntry) : [];
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled */
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* storage unavailable: nothing to remove */
  }
}
