"use client";
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { saveRosterAction } from "@/app/actions/rosters";
import type { StoredRoster } from "@/server/data/rosters";
import { loadChecks } from "./lazy-check";
import { rosterJson } from "@/lib/roster/canonical-json";
import { clearDraft, keepSavedCopy, watchSavedCopy, writeDraft, type Draft, type DraftTally } from "./local-copy";

export type SaveState =
  | { kind: "saved"; at: string | null }
  | { kind: "dirty" }
  | { kind: "saving" }
  | { kind: "invalid" }
  /** `failures`: in a row; past one, the page itself may be the cause (a new version replaced its files) */
  | { kind: "error"; retryAt: number; failures: number }
  /** no network: the changes wait on this device and are saved when it returns */
  | { kind: "offline"; changes: number }
  | { kind: "conflict"; current: StoredRoster }
  | { kind: "forbidden" }
  | { kind: "not_found" };

const DEBOUNCE_MS = 700;
const UNSAVED: SaveState = { kind: "dirty" };
/** Changes closer together than this count as one in "N changes will be saved" (as undo merges them). */
const ONE_CHANGE_MS = 600;

/**
 * Saves the roster shortly after each change, one request at a time, carrying the version it was
 * loaded at. Until the server confirms, the change also sits in localStorage, so a failed save, a
 * closed tab or a lost network never loses what was on screen. Offline it waits (counting the
 * changes) and saves when the network returns. A stale version stops autosave with a conflict.
 *
 * `tally`: the builder's figures for what is on screen, kept with a draft for My rosters;
 * `onSavedElsewhere`: puts on screen a newer version another tab of this browser saved, taken as saved here.
 */
export function useAutosave(opts: { viewId: string; editKey: string; version: number; json: string; tally: DraftTally; enabled: boolean; onSavedElsewhere: (json: string) => void }) {
  const { viewId, editKey, json, enabled } = opts;
  const tally = useRef(opts.tally);
  useEffect(() => {
    tally.current = opts.tally;
  }, [opts.tally]);
  const version = useRef(opts.version);
  const savedJson = useRef(json);
  const latest = useRef(json);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const failures = useRef(0);
  const changes = useRef(0);
  const changedAt = useRef(0);
  const stopped = useRef(false);
  const leaving = useRef(false);
  const current = useRef<Promise<void> | null>(null);
  const [state, setState] = useState<SaveState>({ kind: "saved", at: null });
  // what the server holds, for the render: the frame that shows a change says "unsaved" at once
  // (the state follows in an effect, after that frame; a second render before it would slow every tap)
  const [savedAs, setSavedAs] = useState(json);
  const markSaved = useCallback((j: string) => {
    savedJson.current = j;
    setSavedAs(j);
  }, []);

  const saveRef = useRef<() => Promise<void>>(async () => {});
  const schedule = useCallback((ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveRef.current(), ms);
  }, []);

  /** Network or server trouble: back off and try again; the data stays on screen and in the draft. */
  const retryLater = useCallback(() => {
    failures.current++;
    const wait = Math.min(30_000, 2_000 * 2 ** (failures.current - 1));
    setState({ kind: "error", retryAt: Date.now() + wait, failures: failures.current });
    schedule(wait);
  }, [schedule]);

  /** One save of what is on screen: the answer decides the state (saved, conflict, retry later). */
  const saveOnce = useCallback(async () => {
    const sending = latest.current;
    if (sending === savedJson.current) {
      // the screen is the server's copy: a draft written on the way here (a change taken back while
      // another save was under way) holds nothing that waits, and must not come back next visit
      clearDraft(viewId);
      changes.current = 0;
      return setState({ kind: "saved", at: new Date().toISOString() });
    }
    // the checks arrive on first need: a fetch of them that fails is a failed save like any other
    const checks = await loadChecks().catch(() => null);
    const roster = checks?.checkedRoster(sending);
    if (checks && !roster) return setState({ kind: "invalid" });
    if (!navigator.onLine) return setState({ kind: "offline", changes: changes.current });
    if (!roster) return retryLater();
    inFlight.current = true;
    setState({ kind: "saving" });
    const result = await saveRosterAction(JSON.stringify({ viewId, key: editKey, version: version.current, roster })).catch(() => null);
    inFlight.current = false;
    // A save that reached the server but whose answer was lost (the network dropped mid-request) is
    // sent again with the old version: the server's copy is then exactly ours, not someone else's.
    const landed = result?.status === "conflict" && rosterJson(result.current.roster) === sending ? { status: "saved" as const, summary: result.current.summary } : result;
    if (landed?.status === "saved") {
      failures.current = 0;
      version.current = landed.summary.version;
      markSaved(sending);
      keepSavedCopy(viewId, { version: landed.summary.version, json: sending });
      // for My rosters offline (loaded apart: the builder's first load stays small)
      import("../offline/offline-list").then((m) => m.keepSummary(landed.summary), () => {});
      if (latest.current !== sending) {
        // what was typed meanwhile now waits on top of this version: a visit that finds it later
        // must send it against this version, not the one before (that would be a false conflict)
        writeDraft(viewId, { baseVersion: version.current, json: latest.current, at: new Date().toISOString(), changes: Math.max(1, changes.current), tally: tally.current });
        return schedule(0);
      }
      changes.current = 0;
      clearDraft(viewId);
      return setState({ kind: "saved", at: landed.summary.updatedAt });
    }
    if (result?.status === "conflict" || result?.status === "forbidden" || result?.status === "not_found") {
      stopped.current = true;
      return setState(result.status === "conflict" ? { kind: "conflict", current: result.current } : { kind: result.status });
    }
    if (result?.status === "invalid") return setState({ kind: "invalid" });
    // The network went away: wait for it (the "online" event resumes), no retry timer.
    if (!navigator.onLine) return setState({ kind: "offline", changes: changes.current });
    retryLater();
  }, [viewId, editKey, schedule, retryLater, markSaved]);

  /** Starts a save, or joins the one under way (one request at a time). */
  const saveNow = useCallback((): Promise<void> => {
    // a run under way (checking, then sending) is joined, never doubled
    if (current.current || stopped.current) return current.current ?? Promise.resolve();
    const run = saveOnce().finally(() => {
      if (current.current === run) current.current = null;
    });
    current.current = run;
    return run;
  }, [saveOnce]);
  // the timers call the latest saveNow (it is made after schedule, which they are set by)
  useEffect(() => {
    saveRef.current = saveNow;
  }, [saveNow]);

  /** Saves what is on screen now, waiting for a save under way; true once the server has exactly it. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    for (let attempt = 0; attempt < 3 && latest.current !== savedJson.current && !stopped.current; attempt++) {
      const failed = failures.current;
      await saveNow();
      if (failures.current > failed || !(await loadChecks().catch(() => null))?.checkedRoster(latest.current)) break;
    }
    return latest.current === savedJson.current;
  }, [saveNow]);

  useEffect(() => {
    latest.current = json;
    if (!enabled) return;
    if (json === savedJson.current) {
      if (stopped.current) return;
      // back to what the server has (undo, or a change taken back): nothing waits, no draft is left
      // behind to come back on the next visit
      if (!inFlight.current) {
        // (only after a change of this visit: on arrival the draft is still to be read)
        if (changedAt.current !== 0) clearDraft(viewId);
        changes.current = 0;
        setState((s) => (s.kind === "saved" ? s : { kind: "saved", at: new Date().toISOString() }));
      }
      return;
    }
    const now = Date.now();
    if (now - changedAt.current > ONE_CHANGE_MS || changes.current === 0) changes.current++;
    changedAt.current = now;
    writeDraft(viewId, { baseVersion: version.current, json, at: new Date().toISOString(), changes: changes.current, tally: tally.current });
    // after a conflict (or a refused key) saving has stopped, but what is typed is still kept here
    if (stopped.current) return;
    setState((s) => (s.kind === "saving" || (s.kind === "dirty" && navigator.onLine) ? s : navigator.onLine ? { kind: "dirty" } : { kind: "offline", changes: changes.current }));
    schedule(DEBOUNCE_MS);
  }, [json, enabled, viewId, schedule]);

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (latest.current !== savedJson.current && !leaving.current) e.preventDefault();
    };
    // back online: what waited is saved at once, in one request (the roster as it is now)
    const resume = () => {
      if (!stopped.current && latest.current !== savedJson.current) {
        failures.current = 0;
        void saveRef.current();
      }
    };
    window.addEventListener("beforeunload", warn);
    window.addEventListener("online", resume);
    return () => {
      window.removeEventListener("beforeunload", warn);
      window.removeEventListener("online", resume);
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  /** After "load their version": adopt it as saved and resume. */
  const adopt = useCallback((stored: { json: string; version: number }) => {
    version.current = stored.version;
    markSaved(stored.json);
    latest.current = stored.json;
    stopped.current = false;
    failures.current = 0;
    changes.current = 0;
    clearDraft(viewId);
    keepSavedCopy(viewId, stored);
    setState({ kind: "saved", at: new Date().toISOString() });
  }, [viewId, markSaved]);

  // Another tab saved this roster: a tab with nothing of its own waiting shows that version at once
  // (it would otherwise show the old list until its next change ran into a conflict). A tab with
  // changes waiting keeps them, and its next save meets the conflict choice as before.
  const savedElsewhere = useEffectEvent((copy: { json: string; version: number }) => {
    if (!enabled || copy.version <= version.current || latest.current !== savedJson.current || inFlight.current || stopped.current) return;
    adopt(copy);
    opts.onSavedElsewhere(copy.json);
  });
  useEffect(() => watchSavedCopy(viewId, savedElsewhere), [viewId]);

  /**
   * On arrival: `base` is the newest saved version this device knows; a draft left unsaved (tab
   * closed, network lost) goes on saving against the version it was made from, so a change made
   * elsewhere meanwhile ends in the conflict choice, never in an overwrite.
   */
  const resumeFrom = useCallback((base: { json: string; version: number }, draft: Draft | null) => {
    markSaved(base.json);
    latest.current = base.json;
    version.current = draft ? draft.baseVersion : base.version;
    changes.current = draft ? draft.changes - 1 : 0;
    keepSavedCopy(viewId, base);
  }, [viewId, markSaved]);

  /** The next navigation leaves without the "unsaved changes" prompt (the draft stays in localStorage). */
  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);

  /** Loads the page again without the prompt: what is unsaved is in the draft, which the builder offers on arrival. */
  const reload = useCallback(() => {
    leaving.current = true;
    window.location.reload();
  }, []);

  const shown: SaveState = state.kind === "saved" && json !== savedAs ? UNSAVED : state;
  return { state: shown, saveNow: () => void saveNow(), flush, allowLeave, reload, adopt, resumeFrom, version };
}

