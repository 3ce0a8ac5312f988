import type { TestProject } from "vitest/node";
import { startPgCluster } from "./pg-cluster";
import { createTempDatabase } from "./temp-db";

/**
 * The PostgreSQL projects' database: a throwaway cluster (Debian's postgresql, run as the postgres
 * user, on a free port) with one migrated and seeded database; every temp database a test makes
 * (tests/support/temp-db.ts) is a new database in the same cluster.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPgCluster("pg-unit");
  process.env.TEST_PG_CLUSTER_URL = cluster.url("postgres");
  const db = createTempDatabase("shared");
  process.env.DATABASE_URL = db.url;
  project.provide("databaseUrl", db.url);
  project.provide("pgClusterUrl", cluster.url("postgres"));
  return () => {
    db.cleanup();
    cluster.cleanup();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** postgresql:// URL of the test cluster's maintenance database; "" on SQLite runs */
    pgClusterUrl: string;
  }
}
