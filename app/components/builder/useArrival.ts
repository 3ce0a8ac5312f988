"use client";
import { useEffect, useRef, useState } from "react";
import { rosterJson } from "@/lib/roster/canonical-json";
import type { Roster } from "@/lib/roster/schema";
import type { RosterSummary } from "@/server/data/rosters";
import { rememberKey } from "../key-store";
import { clearDraft, readDraft, readSavedCopy, startingPoint, type Draft, type SavedCopy } from "./local-copy";
import type { useAutosave } from "./useAutosave";

type Opts = {
  viewId: string;
  editKey: string;
  initialRoster: Roster;
  initialVersion: number;
  summary?: RosterSummary;
  autosave: Pick<ReturnType<typeof useAutosave>, "resumeFrom" | "state">;
  /** puts a snapshot on screen without an undo step (useHistory's replace) */
  replace: (json: string) => void;
  /** what else the builder does once on arrival (a unit to add from the army book) */
  then: () => void;
};

/**
 * The builder's arrival: this roster joins My rosters; the page (maybe a copy kept offline, older
 * than a save made here since) gives way to the newest copy this device has; and changes that
 * never reached the server (tab closed, network lost) come back and go on saving. Returns the
 * changes brought back (for the notice, until they are saved) and a way to discard them.
 */
export function useArrival({ viewId, editKey, initialRoster, initialVersion, summary, autosave, replace, then }: Opts) {
  const [restored, setRestored] = useState<{ draft: Draft; base: SavedCopy } | null>(null);
  const arrived = useRef(false);
  // what else happens on arrival runs once the kept copy or the draft is on screen, so that it
  // works on them (a unit added from the army book counts the units brought back)
  const [hasArrived, setArrived] = useState(false);
  const thenRef = useRef(then);
  thenRef.current = then;
  // hasArrived turns true once and never back: this runs once
  useEffect(() => {
    if (hasArrived) thenRef.current();
  }, [hasArrived]);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    rememberKey({ viewId, key: editKey });
    if (summary) void import("../offline/offline-list").then((m) => m.keepSummary(summary));
    const { base, draft } = startingPoint({ json: rosterJson(initialRoster), version: initialVersion }, readSavedCopy(viewId), readDraft(viewId));
    autosave.resumeFrom(base, draft);
    if (draft) {
      replace(draft.json);
      setRestored({ draft, base });
    } else {
      clearDraft(viewId);
      replace(base.json);
    }
    setArrived(true);
    // once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // the notice goes once what it brought back reached the server
  const sawSaving = useRef(false);
  useEffect(() => {
    if (!restored) return;
    if (autosave.state.kind === "saving") sawSaving.current = true;
    else if (autosave.state.kind === "saved" && sawSaving.current) setRestored(null);
  }, [restored, autosave.state.kind]);

  function discard() {
    if (!restored) return;
    autosave.resumeFrom(restored.base, null);
    clearDraft(viewId);
    replace(restored.base.json);
    setRestored(null);
  }
  return { restored: restored?.draft ?? null, discard };
}
