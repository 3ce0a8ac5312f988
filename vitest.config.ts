import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
          environment: "node",
          // a fresh SQLite file per run, migrated and seeded once (tests/support/db-setup.ts)
          globalSetup: ["tests/support/db-setup.ts"],
          // fast-check runs from a fixed seed (FC_SEED overrides), printed with any failure
          setupFiles: ["tests/support/fast-check-seed.ts"],
          testTimeout: 20_000,
          // hooks that make a temp database run prisma migrate + seed as child processes
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/server-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
