import { fileURLToPath } from "node:url";

/**
 * Headers for every response. The Content-Security-Policy is set in proxy.ts (a per-request nonce)
 * or, for the pages served from the cache, by server/http/cache-handler.mjs (the hashes of their inline scripts).
 */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  // edit links carry the secret key in the query string: never leak it in a Referer
  { key: "Referrer-Policy", value: "no-referrer" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "pg", "@prisma/adapter-pg"],
  poweredByHeader: false,
  // keeps the cached pages in memory, each with the CSP made from its HTML
  cacheHandler: fileURLToPath(new URL("./server/http/cache-handler.mjs", import.meta.url)),
  // the handler is the memory cache: no second one in front of it
  cacheMaxMemorySize: 0,
  // a proxy may serve a cached page up to a day old while it asks for a new one (stale-while-revalidate)
  expireTime: 86_400,
  experimental: {
    // app/global-not-found.tsx: an address that matches no page gets the site's page, in the reader's language
    globalNotFound: true,
    // integrity attributes on the build's script tags: a cached page's CSP has no nonce
    sri: { algorithm: "sha256" },
    // a full 200-unit roster is ~30 KB; anything near this is not a roster.
    // Must equal ACTION_BODY_MAX_BYTES in lib/body-limits.ts (checked before the body is read).
    serverActions: { bodySizeLimit: "256kb" },
  },
  // The pages served from the cache: the proxy (proxy.ts) names the internal page in request
  // headers (lib/page-cache/cached-route.ts → cachedRoute), these put it in the path.
  async rewrites() {
    const page = (...names) => names.map((name) => ({ type: "header", key: `x-page-${name}`, value: `(?<${name}>[^/]+)` }));
    return {
      beforeFiles: [
        { source: "/s/:code", has: page("lang", "stamp"), destination: "/cached/:lang/:stamp/s/:code" },
        { source: "/s/:code/print", has: page("lang", "stamp", "view"), destination: "/cached/:lang/:stamp/s/:code/print/:view" },
        { source: "/army-book", has: page("lang", "stamp", "book", "version"), destination: "/cached/:lang/:stamp/army-book/:book/:version" },
      ],
    };
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // the offline worker is checked for a new version at every visit, never taken from the HTTP cache
      { source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache, no-store, must-revalidate" }, { key: "Service-Worker-Allowed", value: "/" }] },
      // the JSON API skips the nonce proxy (proxy.ts): it serves no HTML, so nothing may run or load
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }] },
    ];
  },
};
export default nextConfig;
