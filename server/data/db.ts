import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../generated/prisma/client";
import { PrismaClient as PgPrismaClient } from "../../generated/prisma-pg/client";
import { databaseUrl, providerOf, type DatabaseProvider } from "../../lib/db/provider";
import { GuardedSQLite3 } from "./sqlite-adapter";


/** A DATABASE_URL this app cannot use; its message is the one line start-up prints. */
export class DatabaseUrlError extends Error {}

const providers = new WeakMap<object, DatabaseProvider>();

/**
 * A client for the database the URL names: the SQLite file through better-sqlite3, or PostgreSQL
 * through node-postgres. Both clients are made from one schema (scripts/pg-schema.ts), so the app
 * codes against one type.
 */
export function createPrisma(url = databaseUrl()): PrismaClient {
  const which = providerOf(url);
  if (!which.ok) throw new DatabaseUrlError(which.message);
  const client =
    which.provider === "postgresql"
      ? (new PgPrismaClient({ adapter: new PrismaPg({ connectionString: url }) }) as unknown as PrismaClient)
      : new PrismaClient({ adapter: new GuardedSQLite3(url) });
  providers.set(client, which.provider);
  return client;
}

export function providerOfClient(db: PrismaClient): DatabaseProvider {
  return providers.get(db) ?? "sqlite";
}

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

/** One client per process (Next's dev server reloads modules; the global keeps it single). */
export function prisma(): PrismaClient {
  globalForPrisma.prisma ??= createPrisma();
  return globalForPrisma.prisma;
}

export type { PrismaClient };
