/** @type {import('next').NextConfig} */
const nextConfig = {
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3"],
  poweredByHeader: false,
  // `npm test` runs `tsc --noEmit` over the whole tree (tests included) before building.
  typescript: { ignoreBuildErrors: true },
};
export default nextConfig;
