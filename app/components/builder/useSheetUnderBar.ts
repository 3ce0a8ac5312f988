"use client";
import { useEffect, type RefObject } from "react";

/** Room kept under the bar for "Added: …" when it is not showing yet (one line of it). */
const NOTICE_ROOM = 40;

/**
 * On a phone the army book opens as a sheet from the bottom of the screen. It must never lie over
 * the bar with the total, the legality and "Added: …": on opening, the page scrolls just far
 * enough for the bar to stick to the top, and the sheet's top follows the bar's bottom (and the
 * notice under it) as they change size.
 */
export function useSheetUnderBar(sheet: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const panel = sheet.current;
    const bar = document.querySelector<HTMLElement>(".sticky-bar");
    if (!open || !panel || !bar) return;
    const barTop = bar.getBoundingClientRect().top;
    if (barTop > 0) window.scrollBy({ top: barTop, behavior: "instant" });
    const notice = bar.querySelector<HTMLElement>(".added-toast");
    const place = () => {
      const below = bar.getBoundingClientRect().bottom;
      const shown = notice && notice.childElementCount > 0 ? notice.getBoundingClientRect().bottom : below + NOTICE_ROOM;
      panel.style.setProperty("--sheet-top", `${Math.ceil(Math.max(below, shown) + 4)}px`);
    };
    place();
    const watch = new ResizeObserver(place);
    watch.observe(bar);
    if (notice) watch.observe(notice);
    window.addEventListener("scroll", place, { passive: true });
    return () => {
      watch.disconnect();
      window.removeEventListener("scroll", place);
      panel.style.removeProperty("--sheet-top");
    };
  }, [sheet, open]);
}
