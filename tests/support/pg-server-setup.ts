import { writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startNextServer } from "./next-server";
import { sharedPgCluster } from "./pg-cluster";
import { createTempDatabase } from "./temp-db";

/**
 * The e2e-pg project's server: the built app over a migrated and seeded database in the run's
 * throwaway PostgreSQL cluster (the crash test crashes a cluster of its own).
 */
export default async function setup(project: TestProject) {
  const { cluster, release } = await sharedPgCluster();
  const db = createTempDatabase("e2e", { cluster: cluster.url("postgres") });
  const clockFile = path.join(db.dir, "clock-offset-ms");
  writeFileSync(clockFile, "0");
  const server = await startNextServer(db.url, undefined, undefined, { APP_TEST_CLOCK_FILE: clockFile }).catch(async (e) => {
    db.cleanup();
    await release();
    throw e;
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("databaseUrl", db.url);
  project.provide("clockFile", clockFile);
  project.provide("pgClusterUrl", cluster.url("postgres"));
  return async () => {
    await server.stop();
    db.cleanup();
    await release();
  };
}
