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
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3"],
  poweredByHeader: false,
  // `npm test` runs `tsc --noEmit` over the whole tree (tests included) before building.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // a full 200-unit roster is ~30 KB; anything near this is not a roster
    serverActions: { bodySizeLimit: "512kb" },
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};
export default nextConfig;
