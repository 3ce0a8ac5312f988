"use client";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Moves focus to the first of `ids` that is on the page (and shown), after the render that may create it (a
 * unit's card is there a render after the edit that adds or opens it). Tried after each render
 * for up to 2 s, rather than once in the next animation frame.
 */
export function useFocusSoon() {
  const pending = useRef<{ ids: string[]; until: number } | null>(null);
  const [, rerender] = useState(0);
  useEffect(() => {
    const want = pending.current;
    if (!want) return;
    if (Date.now() > want.until) return void (pending.current = null);
    // the first that is on screen: the army book's heading is there but hidden on a phone
    const el = want.ids.map((id) => document.getElementById(id)).find((e) => e !== null && e.getClientRects().length > 0);
    if (!el) return;
    pending.current = null;
    // inside a unit, its title comes into sight too (under the sticky bar) when both fit on the
    // screen: an option flagged far down a phone's card is otherwise shown without the unit it is in
    const card = el.closest<HTMLElement>(".unit-card");
    if (card) card.scrollIntoView({ block: "start" });
    if (!card || el.getBoundingClientRect().bottom > window.innerHeight) el.scrollIntoView({ block: "center" });
    el.focus({ preventScroll: true });
  });
  return useCallback((...ids: string[]) => {
    pending.current = { ids, until: Date.now() + 2000 };
    rerender((n) => n + 1);
  }, []);
}
