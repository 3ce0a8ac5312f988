"use client";
import { parseStored, readStoredList, storedList, writeStored } from "../local-store";

/** "My entries": the entry links this browser got when submitting, so a player can find them again. */
export const ENTRY_STORE = "event-entries";

/** `rosterName`: the list's name as last submitted (absent in entries kept before it was kept). */
export type StoredEntry = { eventId: string; entryId: string; key: string; player: string; rosterName?: string };

const isEntry = (e: unknown): e is StoredEntry => {
  const fields = e as Record<string, unknown> | null;
  return ["eventId", "entryId", "key", "player"].every((k) => typeof fields?.[k] === "string") && ["string", "undefined"].includes(typeof fields?.rosterName);
};

export function loadEntries(eventId?: string): StoredEntry[] {
  const all = readStoredList(ENTRY_STORE, isEntry);
  return eventId === undefined ? all : all.filter((e) => e.eventId === eventId);
}

/** This event's entries in a kept text (`useStoredText(ENTRY_STORE)`). */
export function entriesIn(raw: string | null, eventId: string): StoredEntry[] {
  return storedList(parseStored(raw), isEntry).filter((e) => e.eventId === eventId);
}

/** Kept when storage allows it: the link on screen is there either way. */
export function rememberEntry(entry: StoredEntry): void {
  writeStored(ENTRY_STORE, [entry, ...loadEntries().filter((e) => e.entryId !== entry.entryId)].slice(0, 200));
}

export function forgetEntry(entryId: string): void {
  writeStored(ENTRY_STORE, loadEntries().filter((e) => e.entryId !== entryId));
}
