/**
 * Builds the custom server (server.ts) after `next build` into dist/server.mjs, which `npm start`
 * runs with plain Node. Packages stay imports (Next is loaded from node_modules as `next start`
 * loads it); our own modules are bundled, and their `import "server-only"` marker is left empty, as
 * React's server condition makes it inside Next.
 */
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "dist/server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  plugins: [
    {
      name: "server-only",
      setup(b) {
        b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "server-only" }));
        b.onLoad({ filter: /.*/, namespace: "server-only" }, () => ({ contents: "" }));
      },
    },
  ],
  logLevel: "warning",
});
