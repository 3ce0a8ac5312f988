"use client";
/**
 * localStorage that never throws: in private mode, with storage full or disabled, what is read is
 * "nothing kept" and what is written is lost, while the server side of each feature still runs.
 */
export function readStored(key: string): unknown {
  return parseStored(readStoredText(key));
}

/** The text kept under `key`, or `null` (nothing kept, or no storage to read). */
export function readStoredText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** What a kept text holds: `null` for nothing kept or anything that is not JSON. */
export function parseStored(raw: string | null): unknown {
  try {
    return JSON.parse(raw ?? "null");
  } catch {
    return null;
  }
}

/** A kept list: only its entries that pass `isEntry` (anything else there is not ours to trust). */
export function storedList<T>(value: unknown, isEntry: (entry: unknown) => entry is T): T[] {
  return Array.isArray(value) ? value.filter(isEntry) : [];
}

export function readStoredList<T>(key: string, isEntry: (entry: unknown) => entry is T): T[] {
  return storedList(readStored(key), isEntry);
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
