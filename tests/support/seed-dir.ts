/**
 * `tsx tests/support/seed-dir.ts DIR`: seeds the database at DATABASE_URL from DIR (its
 * `*.army-book.json` files and `scoring.json`) with the app's own seed, as `prisma db seed` does
 * with data/. Used by temp-db.ts to put the fixture books on a test server's catalog.
 */
import { createPrisma } from "../../server/data/db";
import { seedFromData } from "../../server/ops/seed";

const dir = process.argv[2];
if (!dir) throw new Error("usage: tsx tests/support/seed-dir.ts DIR");
const db = createPrisma();
try {
  await seedFromData(db, dir);
} finally {
  await db.$disconnect();
}
