"use client";
import { SW_MESSAGES, SW_URL } from "@/worker/names";

/** Registers the service worker (production builds only: `next dev` serves no public/sw.js). */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(SW_URL, { scope: "/" }).catch(() => {
    /* no worker (private mode, old browser): the app works online as before */
  });
}

/** Asks the worker to keep these pages for offline use (a page reached by a client-side link was never fetched whole). */
export function keepForOffline(urls: string[]): void {
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.keep, urls });
}

/** Fetches the pages every visitor gets offline again, e.g. in the language just chosen. */
export function refreshCorePages(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.keepCore });
}
