import { inject } from "vitest";

// In a PostgreSQL project's workers only: temp databases are made in its cluster
// (tests/support/temp-db.ts), and code that reads DATABASE_URL itself finds its database.
process.env.TEST_PG_CLUSTER_URL = inject("pgClusterUrl");
process.env.DATABASE_URL = inject("databaseUrl");
