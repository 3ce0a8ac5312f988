import { createPrisma } from "../server/data/db";
import { SeedRefused, seedFromData } from "../server/ops/seed";

const db = createPrisma();
try {
  const { books, added } = await seedFromData(db);
  console.log(`Army books: ${books.join(", ")} (${added.length ? `added ${added.join(", ")}` : "all already held"}); the scoring table.`);
} catch (e) {
  if (!(e instanceof SeedRefused)) throw e;
  console.error(e.message);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
