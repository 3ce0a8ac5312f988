"use client";
import { useCallback, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { Units } from "@/lib/roster/edits";
import { rosterJson } from "@/lib/roster/canonical-json";
import type { Roster } from "@/lib/roster/schema";
import type { Lang } from "@/lib/text";
import { lazyResolver, loadChecks, useChecks } from "./lazy-check";
import { useHistory } from "./useHistory";

/** The roster's name and limit, checked by the roster schema picked to its head (head-check.ts). */
export type Head = { name: string; pointsLimit: number };


/**
 * A unit on screen: `key` stays with it through moves, so React keeps its card (and whether it is
 * open). The book version is state too: updating to a newer one is an edit, undone like any other.
 */
type State = { units: Units; keys: readonly number[]; bookVersion: number | undefined };

/**
 * The builder's state: the head fields in react-hook-form (validated by the roster schema as
 * typed), the units as an immutable list changed only by the pure edits of lib/roster/edits.ts,
 * and undo/redo over both. An edit that leaves a unit alone leaves the same object, so only the
 * cards that changed render again.
 */
export function useRosterState(lang: Lang, initial: Roster, onUnitsBack?: (keys: number[]) => void) {
  const [resolver] = useState(() => lazyResolver<Head>(() => loadChecks().then((c) => c.headResolver(lang))));
  const form = useForm<Head>({
    resolver,
    defaultValues: { name: initial.name, pointsLimit: initial.pointsLimit },
    mode: "onChange",
  });
  const [name, pointsLimit] = useWatch({ control: form.control, name: ["name", "pointsLimit"] });
  const nextKey = useRef(0);
  const fresh = (n: number) => Array.from({ length: n }, () => nextKey.current++);
  const [state, setState] = useState<State>(() => ({ units: initial.units, keys: fresh(initial.units.length), bookVersion: initial.bookVersion }));
  const latest = useRef({ state, onUnitsBack });
  latest.current = { state, onUnitsBack };

  const roster: Roster = useMemo(
    () => ({
      version: 1,
      name: name ?? "",
      armyBook: initial.armyBook,
      ...(state.bookVersion === undefined ? {} : { bookVersion: state.bookVersion }),
      // an emptied number field reads as NaN: the engine and the schema both take it as "no limit yet"
      pointsLimit: typeof pointsLimit === "number" ? pointsLimit : NaN,
      units: state.units as Roster["units"],
    }),
    [name, pointsLimit, state.units, state.bookVersion, initial.armyBook],
  );
  const json = useMemo(() => rosterJson(roster), [roster]);
  const checks = useChecks();
  // until the checks are here (moments after the first paint) the head is taken as it came: saved
  const headProblem = useMemo(() => checks?.headProblem(roster.name, roster.pointsLimit) ?? null, [checks, roster.name, roster.pointsLimit]);

  /** Applies an edit of the unit list; `keys` says how the cards' keys follow (default: unchanged). */
  const edit = useCallback((change: (units: Units) => Units, keys?: (keys: readonly number[], units: Units) => readonly number[]) => {
    setState((s) => {
      const units = change(s.units);
      if (units === s.units) return s;
      return { ...s, units, keys: keys ? keys(s.keys, units) : s.keys };
    });
  }, []);

  /** Puts a snapshot (undo, redo, a restored draft, their version) on screen. */
  const apply = useCallback(
    (snapshot: string) => {
      const r = JSON.parse(snapshot) as Roster;
      form.reset({ name: r.name, pointsLimit: r.pointsLimit }, { keepDefaultValues: true });
      // cards keep their keys where a unit is still at its place, so open cards stay open; units
      // that come back get new keys, and the screen is told so it can show them
      const old = latest.current.state.keys;
      const keys = r.units.map((_, i) => (i < old.length ? old[i]! : nextKey.current++));
      setState({ units: r.units, keys, bookVersion: r.bookVersion });
      if (keys.length > old.length) latest.current.onUnitsBack?.(keys.slice(old.length));
    },
    [form],
  );
  const history = useHistory(json, apply);

  const newKey = useCallback(() => nextKey.current++, []);
  /** Judges the roster by another version of its book from now on (one undoable step). */
  const setBookVersion = useCallback((bookVersion: number) => setState((s) => (s.bookVersion === bookVersion ? s : { ...s, bookVersion })), []);
  return { form, roster, json, units: state.units, keys: state.keys, headProblem, edit, apply, history, newKey, setBookVersion };
}
