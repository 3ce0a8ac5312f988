"use client";
/** "My entries": the entry links this browser got when submitting, so a player can find them again. */
const STORE = "event-entries";

export type StoredEntry = { eventId: string; entryId: string; key: string; player: string };

export function loadEntries(eventId?: string): StoredEntry[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORE) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    const all = parsed.filter((e): e is StoredEntry => ["eventId", "entryId", "key", "player"].every((k) => typeof e?.[k] === "string"));
    return eventId === undefined ? all : all.filter((e) => e.eventId === eventId);
  } catch {
    return [];
  }
}

export function rememberEntry(entry: StoredEntry): void {
  try {
    localStorage.setItem(STORE, JSON.stringify([entry, ...loadEntries().filter((e) => e.entryId !== entry.entryId)].slice(0, 200)));
  } catch {
    /* storage unavailable: the link on screen is still there */
  }
}

export function forgetEntry(entryId: string): void {
  try {
    localStorage.setItem(STORE, JSON.stringify(loadEntries().filter((e) => e.entryId !== entryId)));
  } catch {
    /* nothing kept */
  }
}
