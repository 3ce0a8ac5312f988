import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "../generated/prisma/client";

export const DEFAULT_DATABASE_URL = "file:./prisma/dev.db";

export function createPrisma(url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL): PrismaClient {
  return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url }) });
}

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

/** One client per process (Next's dev server reloads modules; the global keeps it single). */
export function prisma(): PrismaClient {
  globalForPrisma.prisma ??= createPrisma();
  return globalForPrisma.prisma;
}

export type { PrismaClient };
