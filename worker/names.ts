/** Names shared by the service worker and the pages that talk to it (no DOM or worker types here). */
export const SW_CACHES = { pages: "pages-v1", assets: "assets-v1" } as const;

/** Pages kept when the worker installs: they work offline after one visit to any page. */
export const CORE_PAGES = ["/", "/army-book", "/victory"] as const;

/** What a page never kept shows offline; it also draws share links from the books it carries. */
export const OFFLINE_PAGE = "/offline";

export const SW_MESSAGES = { keep: "keep-pages", keepCore: "keep-core-pages" } as const;

export const SW_URL = "/sw.js";
