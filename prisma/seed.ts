import { createPrisma } from "../server/db";
import { seedFromData } from "../server/seed";

const db = createPrisma();
try {
  const { book, units } = await seedFromData(db);
  console.log(`Seeded army book "${book}" (${units} units) and the scoring table.`);
} finally {
  await db.$disconnect();
}
