/** The catalog cache (server/data/catalog.ts): trusted for a while, and read once however many ask at once. */
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { clearCatalogCache, getScoring, getCatalog, catalogIfFresh } from "../../server/data/catalog";
import { createPrisma, type PrismaClient } from "../../server/data/db";

afterEach(() => {
  vi.useRealTimers();
  clearCatalogCache();
});

/** The seeded test DB, counting how often the army books are read; `down()` makes every read fail as a stopped database does. */
function counted(): { db: PrismaClient; reads: () => number; down: (is: boolean) => void } {
  const real = createPrisma(inject("databaseUrl"));
  let reads = 0;
  let isDown = false;
  const failing = (model: object) =>
    new Proxy(model, {
      get: (target, name, receiver) => {
        const value = Reflect.get(target, name, receiver) as unknown;
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (model === real.armyBook && name === "findMany") reads++;
          return isDown ? Promise.reject(new Error("Can't reach database server")) : (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const models = new Map<PropertyKey, object>();
  const db = new Proxy(real, {
    get: (target, name, receiver) => {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== "object" || value === null || typeof name !== "string" || name.startsWith("$")) return value;
      if (!models.has(name)) models.set(name, failing(value));
      return models.get(name);
    },
  });
  return { db, reads: () => reads, down: (is) => (isDown = is) };
}

describe("the catalog cache", () => {
  it("twenty requests that find it stale at once share one read of the books", async () => {
    const { db, reads } = counted();
    clearCatalogCache();
    expect(catalogIfFresh()).toBeNull();
    const catalogs = await Promise.all(Array.from({ length: 20 }, () => getCatalog(db)));
    expect(reads()).toBe(1);
    expect(new Set(catalogs).size).toBe(1);
    expect(catalogIfFresh()).toBe(catalogs[0]);
    // trusted now: no further read
    await getCatalog(db);
    expect(reads()).toBe(1);
  });

  it("after clearCatalogCache the next request reads again, and a read begun before it does not put its value back", async () => {
    const { db, reads } = counted();
    clearCatalogCache();
    const before = getCatalog(db);
    clearCatalogCache();
    const after = await getCatalog(db);
    await before;
    expect(reads()).toBe(2);
    expect(catalogIfFresh()).toBe(after);
  });

  it("while the database does not answer, the books and the scoring table last read are served (past their 10 s), and read again once it answers", async () => {
    const { db, reads, down } = counted();
    vi.useFakeTimers({ toFake: ["Date"] });
    clearCatalogCache();
    const catalog = await getCatalog(db);
    const scoring = await getScoring(db);
    down(true);
    vi.setSystemTime(Date.now() + 11_000);
    expect(await getCatalog(db)).toBe(catalog);
    expect(await getScoring(db)).toBe(scoring);
    // asked again only every 2 s while it is down, not on every request
    const tried = reads();
    await getCatalog(db);
    expect(reads()).toBe(tried);
    vi.setSystemTime(Date.now() + 2_500);
    expect(await getCatalog(db)).toBe(catalog);
    expect(reads()).toBe(tried + 1);
    down(false);
    vi.setSystemTime(Date.now() + 2_500);
    const fresh = await getCatalog(db);
    expect(reads()).toBe(tried + 2);
    expect(fresh.books.get("soviet")?.map((b) => b.version)).toEqual(catalog.books.get("soviet")?.map((b) => b.version));
  });

  it("with nothing read yet, a database that does not answer is an error (no books to serve)", async () => {
    const { db, down } = counted();
    clearCatalogCache();
    down(true);
    await expect(getCatalog(db)).rejects.toThrow(/reach/);
  });
});
