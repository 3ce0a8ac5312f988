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
import { carriesEventKey, companionPages, CORE_PAGES, keepable, OFFLINE_PAGE, SW_CACHES, SW_MESSAGES } from "./names";

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

/**
 * The tabs open while the worker arrives were loaded without it: their pages (an edit link opened
 * from a chat on the first visit) and what they bring along are kept now. Assets of builds long
 * gone are dropped, oldest first, past ASSETS_KEPT.
 */
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const urls = tabs.flatMap((tab) => {
        const here = keepable(tab.url, self.location.origin);
        return here ? [here, ...companionPages(new URL(tab.url).pathname)] : [];
      });
      await Promise.all([keepPages(urls), dropOldAssets(), dropEventKeyPages()]);
    })(),
  );
});

const ASSETS_KEPT = 400;
async function dropOldAssets(): Promise<void> {
  const cache = await caches.open(SW_CACHES.assets);
  const current = new Set(assets);
  const keys = await cache.keys();
  let over = keys.length - ASSETS_KEPT;
  for (const request of keys) {
    if (over <= 0) break;
    if (current.has(new URL(request.url).pathname)) continue;
    await cache.delete(request);
    over--;
  }
}

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === SW_MESSAGES.keep && Array.isArray(data.urls)) {
    const urls = data.urls.flatMap((u) => (typeof u === "string" ? (keepable(u, self.location.origin) ?? []) : []));
    event.waitUntil(keepPages(urls));
  } else if (data?.type === SW_MESSAGES.keepCore) {
    event.waitUntil(keepPages([...CORE_PAGES, OFFLINE_PAGE]));
  }
});

/** Only whole pages are kept: not a redirect (a refused edit key), not an error, not an event key's page. */
const onlyPages = {
  async cacheWillUpdate({ request, response }: { request: Request; response: Response }) {
    if (carriesEventKey(new URL(request.url))) return null;
    return response.status === 200 && response.type === "basic" && !response.redirected ? response : null;
  },
};

/** Copies of event-key pages kept by an earlier worker are dropped when this one arrives. */
async function dropEventKeyPages(): Promise<void> {
  const cache = await caches.open(SW_CACHES.pages);
  for (const request of await cache.keys()) if (carriesEventKey(new URL(request.url))) await cache.delete(request);
}

/**
 * A server that answers but cannot serve (503 while its database is down) is as good as none for
 * a page this device keeps: the kept copy is shown. A page never kept shows the server's answer.
 */
const keptOverServerError = {
  async fetchDidSucceed({ request, response }: { request: Request; response: Response }) {
    if (response.status < 500) return response;
    const kept = await (await caches.open(SW_CACHES.pages)).match(request, { ignoreVary: true });
    if (kept) throw new Error(`server answered ${response.status}: the kept copy is shown`);
    return response;
  },
};

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
        plugins: [new ExpirationPlugin({ maxEntries: ASSETS_KEPT, maxAgeSeconds: 90 * 24 * 3600 })],
      }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate",
      handler: new NetworkFirst({
        cacheName: SW_CACHES.pages,
        // a weak signal in a club basement: after this long the kept copy is shown
        networkTimeoutSeconds: 8,
        // a page served from the server's cache varies by Cookie and Accept-Language (for shared
        // caches); this device keeps its own reader's copy, whatever its navigations send
        matchOptions: { ignoreVary: true },
        plugins: [onlyPages, keptOverServerError, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 180 * 24 * 3600 }), offlineFallback],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith("/icons/") || url.pathname === "/manifest.webmanifest" || url.pathname === "/icon.svg" || url.pathname === "/favicon.ico"),
      handler: new StaleWhileRevalidate({ cacheName: SW_CACHES.assets }),
    },
  ],
});

serwist.addEventListeners();
