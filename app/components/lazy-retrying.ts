"use client";
import { lazy } from "react";

/** The pauses before each new try of a fetch that failed with the network up. */
const PAUSES_MS = [1_000, 2_000, 4_000];

/**
 * React.lazy whose code, if its fetch fails, is fetched again: after 1, 2 and 4 s (a phone between
 * two masts, a server restarting), or when the network comes back. Meanwhile the part shows its
 * Suspense fallback, and the page goes on working: a plain lazy() throws the first failure into the
 * page's error boundary, and a builder gave way to the error page over a piece it can do without.
 * Code still missing after the last try (a new version replaced the files) reaches the error
 * boundary, which offers the reload that brings the new files.
 */
export const lazyRetrying: typeof lazy = (importer) => lazy(() => importRetrying(importer));

export async function importRetrying<M>(importer: () => Promise<M>): Promise<M> {
  for (let failed = 0; ; ) {
    try {
      return await importer();
    } catch (e) {
      // no network: the code is not at fault; it is fetched when the network returns
      if (!navigator.onLine) await networkBack();
      else if (failed < PAUSES_MS.length) await pauseOrNetworkBack(PAUSES_MS[failed++]!);
      else throw e;
    }
  }
}

function networkBack(): Promise<void> {
  return new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }));
}

function pauseOrNetworkBack(ms: number): Promise<void> {
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
