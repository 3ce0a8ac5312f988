import path from "node:path";
import { defineConfig } from "vitest/config";

// server/ modules import "server-only", which throws outside the react-server condition that
// Next's server layers (and `tsx --conditions=react-server`) resolve it with: tests import them directly
const alias = { "@": path.resolve(import.meta.dirname), "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js") };

/** Suites that run on PostgreSQL too: what touches the database (not SQLite's own file tricks). */
const INTEGRATION = ["tests/integration/**/*.test.ts"];
/**
 * Files that set up module state of their own (a mocked next/headers, DATABASE_URL pointed at a
 * private database before the app's Prisma singleton is made): they run in a fresh module graph
 * each. Every other unit and integration file shares its worker's modules with the files before
 * it, which halves the project's time (each file no longer imports zod, Prisma and the engine anew).
 */
const OWN_MODULES = ["tests/integration/roster-actions.test.ts", "tests/integration/fault-actions.test.ts", "tests/integration/events.test.ts"];
const SQLITE_ONLY = ["tests/integration/migration-roster-units-json.test.ts", "tests/integration/migration-event-entry-bounds.test.ts", "tests/integration/full-disk.test.ts"];
/**
 * The API suites that run on PostgreSQL too. The fault-injection suite (tests/e2e/fault-api.test.ts)
 * runs on SQLite only: its routes (validate, victory, share pages) read no database per request.
 */
const API = ["tests/e2e/api.test.ts", "tests/e2e/events-api.test.ts", "tests/e2e/books-api.test.ts"];

/** The SQLite unit and integration projects' settings. */
const unit = {
  environment: "node",
  // a fresh SQLite file per run, migrated and seeded once (tests/support/db-setup.ts)
  globalSetup: ["tests/support/db-setup.ts"],
  // fast-check runs from a fixed seed (FC_SEED overrides), printed with any failure
  setupFiles: ["tests/support/fast-check-seed.ts"],
  testTimeout: 20_000,
  // hooks that make a temp database run prisma migrate + seed as child processes
  hookTimeout: 120_000,
};

/** The integration suites again, on PostgreSQL; modules shared between files as in the unit project. */
const integrationPg = {
  include: INTEGRATION,
  environment: "node",
  // a throwaway PostgreSQL cluster; every temp database is a database in it
  globalSetup: ["tests/support/pg-setup.ts"],
  setupFiles: ["tests/support/fast-check-seed.ts", "tests/support/pg-env.ts"],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    // three test files at a time on the 2-core CI machine: a browser test waits on frames, pages and
    // servers much of its time, and one or two files left the cores idle then (measured: one at a
    // time ~810 s, two ~530 s, three ~490 s; four kept the cores saturated and took longer, ~513 s,
    // with an offline test's conflict running out of time)
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias },
        test: {
          ...unit,
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
          exclude: OWN_MODULES,
          isolate: false,
        },
      },
      { resolve: { alias }, test: { ...unit, name: "unit-own-modules", include: OWN_MODULES } },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          // each file connects to the project's one Chromium and works over HTTP: only the modules it imports are shared
          isolate: false,
          environment: "node",
          globalSetup: ["tests/support/server-setup.ts", "tests/support/browser-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // a condition a test waits for (a save reaching the database, a page repainting) is
          // given time on a busy 2-core machine running two files at once; it passes as soon as it holds
          expect: { poll: { timeout: 15_000 } },
        },
      },
      { resolve: { alias }, test: { ...integrationPg, name: "integration-pg", exclude: [...SQLITE_ONLY, ...OWN_MODULES], isolate: false } },
      { resolve: { alias }, test: { ...integrationPg, name: "integration-pg-own-modules", include: OWN_MODULES } },
      {
        resolve: { alias },
        test: {
          name: "e2e-pg",
          include: [...API, "tests/e2e-pg/**/*.test.ts"],
          isolate: false,
          environment: "node",
          globalSetup: ["tests/support/pg-server-setup.ts", "tests/support/browser-setup.ts"],
          setupFiles: ["tests/support/pg-env.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
