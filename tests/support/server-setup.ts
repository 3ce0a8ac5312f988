import type { TestProject } from "vitest/node";
import { startNextServer } from "./next-server";
import { createTempDatabase } from "./temp-db";

/** The e2e project's server: the built app over a fresh seeded SQLite file. */
export default async function setup(project: TestProject) {
  const db = createTempDatabase("e2e");
  const server = await startNextServer(db.url).catch((e) => {
    db.cleanup();
    throw e;
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("databaseUrl", db.url);
  return async () => {
    await server.stop();
    db.cleanup();
  };
}
