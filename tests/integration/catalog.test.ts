/** The catalog cache (server/catalog.ts): trusted for a while, and read once however many ask at once. */
import { afterEach, describe, expect, inject, it } from "vitest";
import { clearCatalogCache, getShelf, shelfIfFresh } from "../../server/catalog";
import { createPrisma, type PrismaClient } from "../../server/db";

afterEach(() => clearCatalogCache());

/** The seeded test DB, counting how often the army books are read. */
function counted(): { db: PrismaClient; reads: () => number } {
  const real = createPrisma(inject("databaseUrl"));
  let reads = 0;
  const armyBook = new Proxy(real.armyBook, {
    get: (target, name, receiver) => (name === "findMany" ? (...args: unknown[]) => (reads++, (target.findMany as (...a: unknown[]) => unknown)(...args)) : Reflect.get(target, name, receiver)),
  });
  const db = new Proxy(real, { get: (target, name, receiver) => (name === "armyBook" ? armyBook : Reflect.get(target, name, receiver)) });
  return { db, reads: () => reads };
}

describe("the catalog cache", () => {
  it("twenty requests that find it stale at once share one read of the books", async () => {
    const { db, reads } = counted();
    clearCatalogCache();
    expect(shelfIfFresh()).toBeNull();
    const shelves = await Promise.all(Array.from({ length: 20 }, () => getShelf(db)));
    expect(reads()).toBe(1);
    expect(new Set(shelves).size).toBe(1);
    expect(shelfIfFresh()).toBe(shelves[0]);
    // trusted now: no further read
    await getShelf(db);
    expect(reads()).toBe(1);
  });

  it("after clearCatalogCache the next request reads again, and a read begun before it does not put its value back", async () => {
    const { db, reads } = counted();
    clearCatalogCache();
    const before = getShelf(db);
    clearCatalogCache();
    const after = await getShelf(db);
    await before;
    expect(reads()).toBe(2);
    expect(shelfIfFresh()).toBe(after);
  });
});
