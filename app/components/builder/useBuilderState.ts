"use client";
import { useEffect, useLayoutEffect, useMemo, useReducer, useState } from "react";
import { useForm } from "react-hook-form";
import { builderReducer, initialBuilderState, rosterOf, snapshotOf, type Head } from "@/lib/roster/builder-state";
import { rosterJson } from "@/lib/roster/canonical-json";
import type { Roster } from "@/lib/roster/schema";
import type { Lang } from "@/lib/text";
import { lazyResolver, loadChecks, useChecks } from "./lazy-check";

export type { Head };

/**
 * A phone: the width at which globals.css lays the builder out for one, with a touch screen. A
 * desktop window as narrow as a phone keeps its mouse, and with it room to open several cards.
 */
const PHONE = "(max-width: 520px) and (pointer: coarse)";

/** What the head fields hold; an emptied number field reads as NaN: "no limit yet" to the engine and the schema. */
const headOf = (values: Partial<Head>): Head => ({ name: values.name ?? "", pointsLimit: typeof values.pointsLimit === "number" ? values.pointsLimit : NaN });

/**
 * The builder's state (lib/roster/builder-state.ts) wired to the screen: the head fields live in
 * react-hook-form (validated by the roster schema as typed) and go into the state as they change;
 * an undo, a redo or a copy put back changes the state, and the fields follow it. Ctrl+Z /
 * Ctrl+Shift+Z (and Ctrl+Y) outside text fields, which keep their own undo.
 */
export function useBuilderState(lang: Lang, initial: Roster) {
  const [state, dispatch] = useReducer(builderReducer, initial, initialBuilderState);
  const [resolver] = useState(() => lazyResolver<Head>(() => loadChecks().then((c) => c.headResolver(lang))));
  const form = useForm<Head>({ resolver, defaultValues: { name: initial.name, pointsLimit: initial.pointsLimit }, mode: "onChange" });

  // typing is an edit like any other
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => dispatch({ type: "head", head: headOf(values), at: Date.now() }) }), [form]);
  // the fields follow a head that undo, redo or a restored copy put back (typing leaves them equal)
  const head = state.now.head;
  useEffect(() => {
    const shown = headOf(form.getValues());
    if (shown.name !== head.name || !Object.is(shown.pointsLimit, head.pointsLimit)) form.reset(head, { keepDefaultValues: true });
  }, [form, head]);

  // a phone keeps one card open at a time; set before the first paint after hydration, so no frame
  // shows them all open
  useLayoutEffect(() => {
    const phone = window.matchMedia(PHONE);
    const follow = () => dispatch({ type: "single", on: phone.matches });
    follow();
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
  // until the checks are here (moments after the first paint) the head is taken as it came: saved
  const headProblem = useMemo(() => checks?.headProblem(roster.name, roster.pointsLimit) ?? null, [checks, roster.name, roster.pointsLimit]);
  /** Puts a copy of the roster (as JSON) on screen: `replace` without an undo step back (a kept copy), `load` as one (theirs). */
  const show = useMemo(
    () => ({
      replace: (json: string) => dispatch({ type: "replace", snapshot: snapshotOf(JSON.parse(json) as Roster) }),
      load: (json: string) => dispatch({ type: "load", snapshot: snapshotOf(JSON.parse(json) as Roster), at: Date.now() }),
    }),
    [],
  );
  return { state, dispatch, form, roster, json, headProblem, ...show, canUndo: state.past.length > 0, canRedo: state.future.length > 0 };
}
