/** Headers for every response; the Content-Security-Policy (with a per-request nonce) is set in proxy.ts. */
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
  // `npm test` runs `tsc --noEmit` over the whole tree (tests included) before building.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // a full 200-unit roster is ~30 KB; anything near this is not a roster.
    // Must equal ACTION_BODY_MAX_BYTES in server/body-limits.ts (checked before the body is read).
    serverActions: { bodySizeLimit: "256kb" },
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
