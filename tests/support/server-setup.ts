import { writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startNextServer } from "./next-server";
import { createTempDatabase } from "./temp-db";

/**
 * The e2e project's server: the built app over a fresh seeded SQLite file, its clock at real time
 * (APP_TEST_CLOCK_FILE holds an offset of 0; tests/support/clock.ts moves it and puts it back).
 */
export default async function setup(project: TestProject) {
  const db = createTempDatabase("e2e");
  const clockFile = path.join(db.dir, "clock-offset-ms");
  writeFileSync(clockFile, "0");
  const server = await startNextServer(db.url, undefined, undefined, { APP_TEST_CLOCK_FILE: clockFile }).catch((e) => {
    db.cleanup();
    throw e;
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("databaseUrl", db.url);
  project.provide("clockFile", clockFile);
  return async () => {
    await server.stop();
    db.cleanup();
  };
}
