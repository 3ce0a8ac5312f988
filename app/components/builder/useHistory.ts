"use client";
import { useCallback, useEffect, useRef, useState } from "react";

/** Changes closer together than this become one undo step (typing a name, quick stepper clicks). */
const MERGE_MS = 600;
const DEPTH = 100;

/**
 * Undo/redo over snapshots of the roster. `snapshot` is the current state as JSON; `apply` puts an
 * older one back on the form. Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) outside text fields.
 */
export function useHistory(snapshot: string, apply: (json: string) => void) {
  const past = useRef<string[]>([]);
  const future = useRef<string[]>([]);
  const last = useRef(snapshot);
  const lastAt = useRef(0);
  const [, bump] = useState(0);

  useEffect(() => {
    // a snapshot put back by undo, redo or replace is `last` already: only the player's edits get here
    if (snapshot === last.current) return;
    const now = Date.now();
    if (now - lastAt.current > MERGE_MS || past.current.length === 0) {
      past.current.push(last.current);
      if (past.current.length > DEPTH) past.current.shift();
    }
    lastAt.current = now;
    future.current = [];
    last.current = snapshot;
    bump((n) => n + 1);
  }, [snapshot]);

  const go = useCallback(
    (from: React.RefObject<string[]>, to: React.RefObject<string[]>) => {
      const target = from.current.pop();
      if (target === undefined) return;
      to.current.push(last.current);
      lastAt.current = 0;
      last.current = target;
      apply(target);
      bump((n) => n + 1);
    },
    [apply],
  );
  /** Puts a snapshot on screen as the starting point (what this device kept): no undo step back from it. */
  const replace = useCallback(
    (target: string) => {
      if (target === last.current) return;
      last.current = target;
      apply(target);
      bump((n) => n + 1);
    },
    [apply],
  );
  const undo = useCallback(() => go(past, future), [go]);
  const redo = useCallback(() => go(future, past), [go]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const target = e.target as HTMLElement | null;
      // Text fields keep their own undo.
      if (target?.closest("input[type=text], input:not([type]), textarea")) return;
      const k = e.key.toLowerCase();
      if (k === "z" && !e.shiftKey) {
        e.preventDefault();
        undo();
      } else if ((k === "z" && e.shiftKey) || k === "y") {
        e.preventDefault();
        redo();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo]);

  return { undo, redo, replace, canUndo: past.current.length > 0, canRedo: future.current.length > 0 };
}
