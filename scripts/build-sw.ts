/**
 * Builds the service worker after `next build`: bundles worker/sw.ts and writes into it the list of
 * the build's assets (`/_next/static/…`) for the worker to fetch when it installs → public/sw.js.
 */
import { readFileSync } from "node:fs";
import { injectManifest } from "@serwist/build";
import { build } from "esbuild";

const buildId = readFileSync(".next/BUILD_ID", "utf8").trim();
await build({
  entryPoints: ["worker/sw.ts"],
  outfile: ".next/sw.src.js",
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  define: { "process.env.NODE_ENV": '"production"' },
  // a new build is a new worker, even when no asset changed
  banner: { js: `/* build ${buildId} */` },
  logLevel: "warning",
});
const { count, size, warnings } = await injectManifest({
  swSrc: ".next/sw.src.js",
  swDest: "public/sw.js",
  globDirectory: ".next",
  globPatterns: ["static/**/*.{js,css,woff2}"],
  modifyURLPrefix: { "static/": "/_next/static/" },
  injectionPoint: "self.__SW_MANIFEST",
  // hashed names: the URL is the revision
  dontCacheBustURLsMatching: /^\/_next\/static\//,
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
});
for (const w of warnings) console.warn(`service worker: ${w}`);
console.log(`service worker: public/sw.js lists ${count} build assets (${Math.round(size / 1024)} kB)`);
