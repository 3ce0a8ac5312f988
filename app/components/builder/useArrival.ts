"use client";
import { useEffect, useEffectEvent, useRef, useState } from "react";
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
  /** puts a copy (as JSON) on screen without an undo step back from it */
  replace: (json: string) => void;
  /** what else the builder does once on arrival (a unit to add from the army book), after the kept copy is on screen */
  then: () => void;
};

type Start = { base: SavedCopy; draft: Draft | null };

/**
 * The builder's arrival: this roster joins My rosters; the page (maybe a copy kept offline, older
 * than a save made here since) gives way to the newest copy this device has; and changes that
 * never reached the server (tab closed, network lost) come back and go on saving. Returns the
 * changes brought back (for the notice, until they are saved) and a way to discard them.
 */
export function useArrival({ viewId, editKey, initialRoster, initialVersion, summary, autosave, replace, then }: Opts) {
  // set only when changes come back (the notice and its "discard" need where they started from)
  const [start, setStart] = useState<Start | null>(null);
  const arrive = useEffectEvent(() => {
    // what this device kept is read once the page is hydrated (the server has no localStorage)
    const sent = rosterJson(initialRoster);
    const at = startingPoint({ json: sent, version: initialVersion }, readSavedCopy(viewId), readDraft(viewId));
    rememberKey({ viewId, key: editKey });
    // (its code not fetched: the next save keeps it)
    if (summary) import("../offline/offline-list").then((m) => m.keepSummary(summary), () => {});
    autosave.resumeFrom(at.base, at.draft);
    if (!at.draft) clearDraft(viewId);
    const shows = (at.draft ?? at.base).json;
    // the page already shows the roster it was sent: putting it on screen again would draw every card twice
    if (shows !== sent) replace(shows);
    // the reducer takes what follows after the copy, so it works on it (an added unit counts the units brought back)
    then();
    if (at.draft) setStart(at);
  });
  // once, though a development build runs effects twice
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    arrive();
  }, []);

  // the notice goes once what it brought back reached the server (or the player discards it)
  const [noticeGone, setNoticeGone] = useState(false);
  const [sawSaving, setSawSaving] = useState(false);
  const shown = start?.draft && !noticeGone ? start.draft : null;
  if (shown && autosave.state.kind === "saving" && !sawSaving) setSawSaving(true);
  if (shown && autosave.state.kind === "saved" && sawSaving) setNoticeGone(true);

  function discard() {
    if (!start?.draft || noticeGone) return;
    autosave.resumeFrom(start.base, null);
    clearDraft(viewId);
    replace(start.base.json);
    setNoticeGone(true);
  }
  return { restored: shown, discard };
}
