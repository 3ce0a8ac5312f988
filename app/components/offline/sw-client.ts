"use client";
import { SW_CACHES, SW_MESSAGES, SW_URL } from "@/worker/names";

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

/** A deleted roster's pages kept for offline use (its edit page carries the key) go too. */
export async function forgetOfflinePages(viewId: string): Promise<void> {
  if (typeof caches === "undefined") return;
  const prefix = `/r/${encodeURIComponent(viewId)}/`;
  const cache = await caches.open(SW_CACHES.pages);
  for (const request of await cache.keys()) if (new URL(request.url).pathname.startsWith(prefix)) await cache.delete(request);
}
