import { inject } from "vitest";

// temp databases of a PostgreSQL project are made in its cluster (tests/support/temp-db.ts)
process.env.TEST_PG_CLUSTER_URL = inject("pgClusterUrl");
