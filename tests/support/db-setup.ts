import type { TestProject } from "vitest/node";
import { createTempDatabase } from "./temp-db";

export default function setup(project: TestProject) {
  const db = createTempDatabase("unit");
  process.env.DATABASE_URL = db.url;
  project.provide("databaseUrl", db.url);
  return () => db.cleanup();
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    baseUrl: string;
    /** the e2e server's APP_TEST_CLOCK_FILE (tests/support/clock.ts moves it) */
    clockFile: string;
  }
}
