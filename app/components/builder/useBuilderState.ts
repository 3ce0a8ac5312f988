"use client";
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer } from "react";
import { builderReducer, initialBuilderState, rosterOf, snapshotOf, type Head } from "@/lib/roster/builder-state";
import { rosterJson } from "@/lib/roster/canonical-json";
import type { Roster } from "@/lib/roster/schema";
import type { Lang } from "@/lib/text";
import type { HeadErrors } from "./head-check";
import { useChecks } from "./lazy-check";

export type { Head };

/**
 * A phone: the width at which globals.css lays the builder out for one, with a touch screen. A
 * desktop window as narrow as a phone keeps its mouse, and with it room to open several cards.
 */
const PHONE = "(max-width: 520px) and (pointer: coarse)";

const NO_ERRORS: HeadErrors = {};

/**
 * The builder's state (lib/roster/builder-state.ts) wired to the screen. The head fields show the
 * state's head and change it as they are typed in (an emptied limit field is NaN: "no limit yet" to
 * the engine and the schema), so an undo, a redo or a copy put back moves them too; the roster
 * schema checks them as typed, once its code is here. Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) outside
 * text fields, which keep their own undo.
 */
export function useBuilderState(lang: Lang, initial: Roster) {
  // A phone is known from the first render on: `single` shows nowhere, so this still renders the
  // server's markup, and no update is sent to learn it (a dispatch in the hydration's commit is a
  // synchronous render that also runs every effect of the page in the same task).
  const [state, dispatch] = useReducer(builderReducer, initial, (roster) => initialBuilderState(roster, typeof window !== "undefined" && window.matchMedia(PHONE).matches));
  const head = state.now.head;
  const setHead = useCallback((change: Partial<Head>) => dispatch({ type: "head", head: { ...head, ...change }, at: Date.now() }), [head]);

  // several cards open on the server's page (a short roster) close on a phone before the first
  // paint after hydration, so no frame shows them all open
  const collapse = state.single && state.open.size > 1;
  useLayoutEffect(() => {
    if (collapse) dispatch({ type: "single", on: true });
  }, [collapse]);

  // a turned tablet, a window dragged to another screen
  useEffect(() => {
    const phone = window.matchMedia(PHONE);
    const follow = () => dispatch({ type: "single", on: phone.matches });
    phone.addEventListener("change", follow);
    return () => phone.removeEventListener("change", follow);
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      if ((e.target as HTMLElement | null)?.closest("input[type=text], input:not([type]), textarea")) return;
      const k = e.key.toLowerCase();
      if (k === "z" && !e.shiftKey) {
        e.preventDefault();
        dispatch({ type: "undo" });
      } else if ((k === "z" && e.shiftKey) || k === "y") {
        e.preventDefault();
        dispatch({ type: "redo" });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const roster = useMemo(() => rosterOf(state.now, initial.armyBook), [state.now, initial.armyBook]);
  const json = useMemo(() => rosterJson(roster), [roster]);
  const checks = useChecks();
  // until the checks are here (the page's first use, or a save: lazy-check.ts) the head is taken as it came: saved
  const headErrors = useMemo(() => checks?.headErrors(head.name, head.pointsLimit, lang) ?? NO_ERRORS, [checks, head.name, head.pointsLimit, lang]);
  const headProblem: "name" | "limit" | "both" | null = headErrors.name ? (headErrors.pointsLimit ? "both" : "name") : headErrors.pointsLimit ? "limit" : null;
  /** Puts a copy of the roster (as JSON) on screen: `replace` without an undo step back (a kept copy), `load` as one (theirs). */
  const show = useMemo(
    () => ({
      replace: (json: string) => dispatch({ type: "replace", snapshot: snapshotOf(JSON.parse(json) as Roster) }),
      load: (json: string) => dispatch({ type: "load", snapshot: snapshotOf(JSON.parse(json) as Roster), at: Date.now() }),
    }),
    [],
  );
  return { state, dispatch, head, setHead, headErrors, roster, json, headProblem, ...show, canUndo: state.past.length > 0, canRedo: state.future.length > 0 };
}
