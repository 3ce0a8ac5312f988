"use client";
import { lazy } from "react";

const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;

/**
 * React.lazy whose code, if its fetch fails (a phone between two masts, a server restarting), is
 * fetched again when the network comes back or after a pause, until it arrives. Meanwhile the part
 * shows its Suspense fallback: a plain lazy() would throw the failure into the page's error
 * boundary, and a builder would give way to the error page over a piece it can do without.
 */
export const lazyRetrying: typeof lazy = (importer) => lazy(() => importRetrying(importer));

/** The module, fetched again after each failure (1 s, 2 s, 4 s … 30 s apart, or at once when the network returns). */
export async function importRetrying<M>(importer: () => Promise<M>): Promise<M> {
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      return await importer();
    } catch {
      await nextChance(pause);
    }
  }
}

function nextChance(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      clearTimeout(timer);
      window.removeEventListener("online", go);
      resolve();
    };
    const timer = setTimeout(go, ms);
    window.addEventListener("online", go);
  });
}
