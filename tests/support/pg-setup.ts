import type { TestProject } from "vitest/node";
import { sharedPgCluster } from "./pg-cluster";
import { createTempDatabase } from "./temp-db";

/**
 * The PostgreSQL projects' database: the run's throwaway cluster (Debian's postgresql, run as the
 * postgres user, on a free port) with one migrated and seeded database; every temp database a test
 * makes (tests/support/temp-db.ts) is a new database in the same cluster.
 */
export default async function setup(project: TestProject) {
  const { cluster, release } = await sharedPgCluster();
  // nothing goes into this (main) process's environment: the SQLite projects' workers inherit it
  const db = createTempDatabase("shared", { cluster: cluster.url("postgres") });
  project.provide("databaseUrl", db.url);
  project.provide("pgClusterUrl", cluster.url("postgres"));
  return async () => {
    db.cleanup();
    await release();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** postgresql:// URL of the test cluster's maintenance database; "" on SQLite runs */
    pgClusterUrl: string;
  }
}
