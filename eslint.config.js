// ESLint flat config: Next's own rules (React, hooks, accessibility, Core Web Vitals) and
// TypeScript's, plus the import boundaries that keep the layers apart (docs/architecture.md).
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import boundaries from "./scripts/eslint-boundaries.js";

/** What pure domain code may not reach: it runs the same in the browser, the server and the CLI. */
const NOT_IN_LIB = [
  { group: ["react", "react/*", "react-dom", "react-dom/*"], message: "lib/ is pure domain code: no React (put UI in app/)." },
  { group: ["next", "next/*"], message: "lib/ is pure domain code: no Next (put it in app/ or server/)." },
  { group: ["@prisma/*", "pg", "**/generated/*", "**/generated/**"], message: "lib/ is pure domain code: no database (data access is in server/)." },
  { group: ["@/server/*", "**/server/*", "server-only"], message: "lib/ may not import server/: server/ builds on lib/, not the other way." },
  { group: ["@/app/*", "**/app/*"], message: "lib/ may not import app/." },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(["dist/**", ".next/**", "generated/**", "public/sw.js", "next-env.d.ts", "node_modules/**"]),
  {
    plugins: { boundaries },
    rules: {
      "boundaries/client-no-server-values": "error",
      // `_`-prefixed parameters and bindings are unused on purpose (a signature Next or React fixes)
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: NOT_IN_LIB }] },
  },
  {
    // in-app links prefetch when reached for, not on sight (app/components/site/IntentLink.tsx)
    files: ["app/**/*.tsx"],
    ignores: ["app/components/site/IntentLink.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [{ name: "next/link", message: "Use IntentLink (app/components/site/IntentLink.tsx): it prefetches a page when the reader reaches for its link." }] }] },
  },
  {
    files: ["server/**/*.ts"],
    rules: { "boundaries/server-only": "error" },
  },
]);
