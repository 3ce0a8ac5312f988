"use client";
import { useEffect } from "react";

/**
 * A button that disables itself when pressed (the last "+" of a stepper, Undo at the end of the
 * history, "Add" of a Unique unit) drops the browser's focus to the page's body, where a keyboard
 * or screen-reader user is lost. Such a button names, in `data-focus-fallback`, the ids of the
 * controls that take focus instead (the first one there and enabled).
 */
export function useFocusRescue() {
  useEffect(() => {
    const onFocusOut = (e: FocusEvent) => {
      // focus that went somewhere, or a window that lost focus, is left alone
      if (e.relatedTarget !== null || !(e.target instanceof HTMLElement) || !e.target.matches(":disabled")) return;
      const fallback = (e.target.dataset.focusFallback ?? "")
        .split(" ")
        .map((id) => (id ? document.getElementById(id) : null))
        .find((el) => el !== null && !el.matches(":disabled") && el.getClientRects().length > 0);
      fallback?.focus();
    };
    document.addEventListener("focusout", onFocusOut);
    return () => document.removeEventListener("focusout", onFocusOut);
  }, []);
}
