/// <reference lib="webworker" />
/**
 * The service worker: the app keeps working at the table without a network.
 *
 * - Build assets (`/_next/static/…`, named by content hash) are fetched into their own cache when
 *   the worker installs, and served from it: a page cached by an earlier build still finds its
 *   scripts after an update.
 * - A page is fetched from the network and kept; without a network the kept copy is served, and a
 *   page never kept gets the offline page (which also draws share links by itself, from the books
 *   it carries). The home page, the army book, the victory calculator and the offline page are
 *   kept as soon as the worker installs, so they work offline after one visit.
 * - Server actions (POST) and the JSON API always go to the network.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate, type PrecacheEntry } from "serwist";
import { CORE_PAGES, OFFLINE_PAGE, SW_CACHES, SW_MESSAGES } from "./names";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const assets = (self.__SW_MANIFEST ?? []).map((e) => (typeof e === "string" ? e : e.url));

/** Keeps these pages (fetched with this browser's cookies, so in its language); one failure does not stop the rest. */
async function keepPages(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(SW_CACHES.pages);
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { credentials: "same-origin", cache: "no-store" }).catch(() => null);
      if (response?.ok && !response.redirected) await cache.put(url, response);
    }),
  );
}

async function keepAssets(): Promise<void> {
  const cache = await caches.open(SW_CACHES.assets);
  const have = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
  await Promise.all(
    assets
      .filter((url) => !have.has(url))
      .map((url) => cache.add(url).catch(() => undefined)),
  );
}

self.addEventListener("install", (event) => {
  event.waitUntil(Promise.all([keepAssets(), keepPages([...CORE_PAGES, OFFLINE_PAGE])]));
});

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === SW_MESSAGES.keep && Array.isArray(data.urls)) {
    const urls = data.urls.filter((u): u is string => typeof u === "string" && u.startsWith("/") && !u.startsWith("//"));
    event.waitUntil(keepPages(urls));
  } else if (data?.type === SW_MESSAGES.keepCore) {
    event.waitUntil(keepPages([...CORE_PAGES, OFFLINE_PAGE]));
  }
});

const offlineFallback = {
  async handlerDidError() {
    return (await caches.open(SW_CACHES.pages)).match(OFFLINE_PAGE);
  },
};

const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: SW_CACHES.assets,
        plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * 24 * 3600 })],
      }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate",
      handler: new NetworkFirst({
        cacheName: SW_CACHES.pages,
        // a weak signal in a club basement: after this long the kept copy is shown
        networkTimeoutSeconds: 8,
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 180 * 24 * 3600 }), offlineFallback],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith("/icons/") || url.pathname === "/manifest.webmanifest" || url.pathname === "/icon.svg" || url.pathname === "/favicon.ico"),
      handler: new StaleWhileRevalidate({ cacheName: SW_CACHES.assets }),
    },
  ],
});

serwist.addEventListeners();
