// Plain JavaScript: Next loads its cache handler at run time without compiling it.
import { hashPolicy } from "./csp.mjs";

/** Where lib/page-cache/cached-route.ts puts the pages served from the cache (CACHED_PREFIX). */
const CACHED_PAGE = /(^|\/)cached\/(ru|en)\//;

/** Whole pages of 20–100 KB: a few hundred of them, the least recently used dropped first. */
const MAX_BYTES = 64 * 1024 * 1024;

const entries = new Map();
let heldBytes = 0;

function sizeOf(data) {
  if (!data) return 0;
  return (typeof data.html === "string" ? data.html.length * 2 : 0) + (data.rscData?.length ?? 0) + 1024;
}

/**
 * Next's cache for the pages it renders once and serves many times (the share pages, their cards,
 * the army book, under /cached/…), as its documented `cacheHandler` interface (get, set,
 * revalidateTag, resetRequestCache) lets an app keep it. Two reasons for our own:
 * - The entries are held in this process's memory only, bounded, never written into .next: a
 *   server never reads a page that another server or an earlier run made over another database,
 *   and a flood of share codes cannot fill the disk.
 * - A cached page is served to everyone, so it cannot carry a per-request CSP nonce. Next replays
 *   an entry's headers on every answer made from it, the first included, so the policy made here
 *   from the page's own HTML, admitting exactly its inline scripts by hash, is the one every reader
 *   gets (proxy.ts sends no CSP for these pages). This reads the page entry Next hands to `set`
 *   (its `html` and `headers`); any other entry is kept as it comes.
 * - The page's address says nothing of its language, which comes from the reader's cookie or
 *   Accept-Language: a cache outside must keep one copy per language (Vary).
 */
export default class PageCacheHandler {
  async get(key) {
    const entry = entries.get(key);
    if (!entry) return null;
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  async set(key, data, ctx) {
    // in place: Next answers the request whose render fills the entry from this same object
    if (data && data.kind === "APP_PAGE" && typeof data.html === "string" && CACHED_PAGE.test(key))
      data.headers = { ...data.headers, "content-security-policy": hashPolicy(data.html), vary: "Cookie, Accept-Language" };
    this.#forget(key);
    if (!data) return;
    const entry = { value: data, lastModified: Date.now(), tags: ctx?.tags ?? [], bytes: sizeOf(data) };
    entries.set(key, entry);
    heldBytes += entry.bytes;
    for (const [oldest] of entries) {
      if (heldBytes <= MAX_BYTES) break;
      this.#forget(oldest);
    }
  }

  async revalidateTag(tags) {
    const gone = [tags].flat();
    for (const [key, entry] of entries) if (entry.tags.some((tag) => gone.includes(tag))) this.#forget(key);
  }

  resetRequestCache() {}

  #forget(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    heldBytes -= entry.bytes;
  }
}
