/** Names shared by the service worker and the pages that talk to it (no DOM or worker types here). */
export const SW_CACHES = { pages: "pages-v1", assets: "assets-v1" } as const;

/** Pages kept when the worker installs: they work offline after one visit to any page. */
export const CORE_PAGES = ["/", "/army-book", "/victory"] as const;

/** What a page never kept shows offline; it also draws share links from the books it carries. */
export const OFFLINE_PAGE = "/offline";

export const SW_MESSAGES = { keep: "keep-pages", keepCore: "keep-core-pages" } as const;

export const SW_URL = "/sw.js";

/** Pages a page brings along for offline use: a roster's builder brings its game page. */
export function companionPages(pathname: string): string[] {
  const builder = /^\/r\/([^/]+)\/edit$/.exec(pathname);
  return builder ? [`/r/${builder[1]}/game`] : [];
}

/** Whether a page may be kept for offline use: a page of this app, not the API or a build asset. */
export function keepable(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || parsed.pathname.startsWith("/api/") || parsed.pathname.startsWith("/_next/")) return null;
  if (carriesEventKey(parsed)) return null;
  return parsed.pathname + parsed.search;
}

/**
 * An organiser's or an entry's page, whose address carries its key (`/e/…?key=`): never kept on
 * the device (not needed offline, and a kept copy would hold the key for months).
 */
export function carriesEventKey(url: URL): boolean {
  return url.pathname.startsWith("/e/") && url.searchParams.has("key");
}
