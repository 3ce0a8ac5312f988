import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { databaseUrl, providerOf } from "./lib/db/provider";

const url = databaseUrl();
const which = providerOf(url);
if (!which.ok) {
  console.error(which.message);
  process.exit(1);
}
// PostgreSQL has a schema and migrations of its own, made from the SQLite ones (scripts/pg-schema.ts)
const dir = which.provider === "postgresql" ? path.join("prisma", "postgres") : "prisma";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join(dir, "schema.prisma"),
  migrations: {
    path: path.join(dir, "migrations"),
    seed: "tsx --conditions=react-server prisma/seed.ts",
  },
  async adapter() {
    return which.provider === "postgresql" ? new PrismaPg({ connectionString: url }) : new PrismaBetterSQLite3({ url });
  },
});
