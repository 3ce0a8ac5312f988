"use client";
import { parseStored, readStored, removeStored, writeStored } from "../local-store";

/**
 * What this browser keeps of a roster, so the builder works offline and loses nothing:
 * - the saved copy: the newest version the server confirmed here (a page kept offline may be older);
 * - the draft: what is on screen but not yet on the server, with the version it was based on and
 *   how many changes it holds.
 */
export type SavedCopy = { version: number; json: string };
/** What My rosters shows of a draft, as the builder judged it when it was written. */
export type DraftTally = { name: string; points: number; pointsLimit: number; valid: boolean };
export type Draft = { baseVersion: number; json: string; at: string; changes: number; tally?: DraftTally };

const savedKey = (viewId: string) => `roster-saved:${viewId}`;
const draftKey = (viewId: string) => `roster-draft:${viewId}`;

/**
 * Where the builder starts: the newest saved version this device knows (the page may be a copy
 * kept offline, older than a save made since), and the draft if it holds changes beyond it.
 */
export function startingPoint(server: SavedCopy, kept: SavedCopy | null, draft: Draft | null): { base: SavedCopy; draft: Draft | null } {
  const base = kept && kept.version > server.version ? kept : server;
  return { base, draft: draft && draft.json !== base.json ? draft : null };
}

/** A kept saved copy, or null for nothing kept or anything that is not one. */
function savedCopyOf(value: unknown): SavedCopy | null {
  const c = value as Partial<SavedCopy> | null;
  return c && typeof c.json === "string" && Number.isInteger(c.version) ? (c as SavedCopy) : null;
}

export function readSavedCopy(viewId: string): SavedCopy | null {
  return savedCopyOf(readStored(savedKey(viewId)));
}

/** Calls `onCopy` when another tab of this browser keeps a saved copy of the roster (it saved it). */
export function watchSavedCopy(viewId: string, onCopy: (copy: SavedCopy) => void): () => void {
  const key = savedKey(viewId);
  const onStorage = (e: StorageEvent) => {
    const copy = e.key === key ? savedCopyOf(parseStored(e.newValue)) : null;
    if (copy) onCopy(copy);
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

/** Keeps the server's version of the roster, unless a newer one is kept already. */
export function keepSavedCopy(viewId: string, copy: SavedCopy): void {
  const kept = readSavedCopy(viewId);
  if (!kept || kept.version <= copy.version) writeStored(savedKey(viewId), copy);
}

export function readDraft(viewId: string): Draft | null {
  const d = readStored(draftKey(viewId)) as Partial<Draft> | null;
  if (!d || typeof d.json !== "string" || !Number.isInteger(d.baseVersion)) return null;
  return {
    baseVersion: d.baseVersion!,
    json: d.json,
    at: typeof d.at === "string" ? d.at : new Date().toISOString(),
    changes: Number.isInteger(d.changes) && d.changes! > 0 ? d.changes! : 1,
    tally: tallyOf(d.tally),
  };
}

/** A tally kept by an older version of the app, or damaged, is none: the row shows the server's figures. */
function tallyOf(x: unknown): DraftTally | undefined {
  const t = x as Partial<DraftTally> | null | undefined;
  if (!t || typeof t.name !== "string" || !Number.isFinite(t.points) || !Number.isFinite(t.pointsLimit) || typeof t.valid !== "boolean") return undefined;
  return { name: t.name, points: t.points!, pointsLimit: t.pointsLimit!, valid: t.valid };
}

export function writeDraft(viewId: string, draft: Draft): void {
  writeStored(draftKey(viewId), draft);
}

export function clearDraft(viewId: string): void {
  removeStored(draftKey(viewId));
}

/** A roster deleted or forgotten on this device leaves nothing behind. */
export function forgetLocalCopies(viewId: string): void {
  removeStored(draftKey(viewId));
  removeStored(savedKey(viewId));
}
