// Next's incremental cache (next.config.js → cacheHandler), loaded by Next at run time as it is.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { hashPolicy } from "./csp.mjs";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** Where lib/page-cache/cached-route.ts puts the pages served from the cache (CACHED_PREFIX). */
const CACHED_PAGE = /(^|\/)cached\/(ru|en)\//;

/**
 * Next's own file-system cache, plus what a cached page's response must carry. Next replays an
 * entry's headers on every response made from it, the first (the render that filled it) included,
 * so the policy made here from the page's own HTML is the one every reader gets:
 * - a CSP that admits the page's inline scripts by hash (it can carry no per-request nonce; the
 *   proxy sends no CSP for these pages, so there is exactly one);
 * - Cache-Control for browsers and shared caches: Next would say `s-maxage=31536000` (a year) for
 *   a page with no revalidation time, while its public address shows new content after a re-seed;
 *   `no-cache` makes any cache ask again every time (the ETag makes that a 304), and the page
 *   differs by the reader's language, hence the Vary.
 */
export default class PageCacheHandler extends FileSystemCache {
  constructor(options) {
    super(options);
    // At run time the only entries made are cached pages: kept in memory (Next's LRU,
    // cacheMaxMemorySize), never written into .next, so a server never reads a page another
    // server or an earlier run made over another database, and a flood of codes cannot fill the disk.
    if (process.env.NEXT_PHASE !== "phase-production-build") this.flushToDisk = false;
  }

  async set(key, data, ctx) {
    if (data && data.kind === "APP_PAGE" && typeof data.html === "string" && CACHED_PAGE.test(key)) {
      data.headers = {
        ...data.headers,
        "content-security-policy": hashPolicy(data.html),
        "cache-control": "public, no-cache",
        vary: "Cookie, Accept-Language",
        // which page this is (language and book stamp in it): the door cache
        // (server/http/front-page-cache.ts) keeps an answer only under the name it was made for
        "x-page-key": key.replace(/^.*?(\/cached\/)/, "$1"),
      };
    }
    return super.set(key, data, ctx);
  }
}
