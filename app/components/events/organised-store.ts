"use client";
import { parseStored, readStoredList, storedList, writeStored } from "../local-store";

/**
 * "My events": the organiser's links this browser has opened, so an organiser who closed the tab
 * finds their event again (its key is the only way in). Kept as the edit keys of My rosters are.
 */
export const ORGANISED_STORE = "organised-events";

export type OrganisedEvent = { eventId: string; key: string; name: string };

const isOrganised = (e: unknown): e is OrganisedEvent => ["eventId", "key", "name"].every((k) => typeof (e as Record<string, unknown> | null)?.[k] === "string");

/** The kept events in a kept text (`useStoredText(ORGANISED_STORE)`), the latest opened first. */
export const organisedIn = (raw: string | null): OrganisedEvent[] => storedList(parseStored(raw), isOrganised);

/** Kept (first in the list) when storage allows it; only a write when something changed. */
export function rememberOrganised(event: OrganisedEvent): void {
  const kept = readStoredList(ORGANISED_STORE, isOrganised);
  const first = kept[0];
  if (first && first.eventId === event.eventId && first.key === event.key && first.name === event.name) return;
  writeStored(ORGANISED_STORE, [event, ...kept.filter((e) => e.eventId !== event.eventId)].slice(0, 100));
}

/** Off this browser's list (a borrowed device, an event over): the link itself still works. */
export function forgetOrganised(eventId: string): void {
  writeStored(ORGANISED_STORE, readStoredList(ORGANISED_STORE, isOrganised).filter((e) => e.eventId !== eventId));
  // a tab hears only other tabs' writes: this one is told by hand, so its list follows at once
  window.dispatchEvent(new StorageEvent("storage", { key: ORGANISED_STORE }));
}
