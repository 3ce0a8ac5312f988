import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

type Adapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;
type Query = Parameters<Transaction["executeRaw"]>[0];

const ENDS_TRANSACTION = /^\s*(COMMIT|ROLLBACK|END)\b/i;

/**
 * A transaction that always ends and frees the connection. The adapter (6.19.3) holds one
 * connection behind a mutex that only `commit()`/`rollback()` release; Prisma's engine sends the
 * COMMIT or ROLLBACK statement first and calls them only if it succeeds. On a full disk SQLite
 * fails the statement (or has already rolled back on its own, so ROLLBACK says "no transaction is
 * active"), the mutex is never released and every later query waits forever (prisma/orm#29933).
 * Here a failed COMMIT is rolled back, a failed ROLLBACK counts as done, and the mutex is freed.
 */
function guarded(tx: Transaction): Transaction {
  const run = async <T>(query: Query, send: (q: Query) => Promise<T>, empty: T): Promise<T> => {
    try {
      return await send(query);
    } catch (error) {
      if (!ENDS_TRANSACTION.test(query.sql)) throw error;
      const isCommit = !/^\s*ROLLBACK/i.test(query.sql);
      if (isCommit) await tx.executeRaw({ ...query, sql: "ROLLBACK", args: [], argTypes: [] }).catch(() => 0);
      await tx.rollback();
      if (isCommit) throw error;
      return empty;
    }
  };
  return {
    provider: tx.provider,
    adapterName: tx.adapterName,
    options: tx.options,
    queryRaw: (query) => run(query, (q) => tx.queryRaw(q), { columnNames: [], columnTypes: [], rows: [] }),
    executeRaw: (query) => run(query, (q) => tx.executeRaw(q), 0),
    commit: () => tx.commit(),
    rollback: () => tx.rollback(),
  };
}

/** PrismaBetterSQLite3 whose transactions cannot be left open by a failed COMMIT (see `guarded`). */
export class GuardedSQLite3 {
  readonly provider: PrismaBetterSQLite3["provider"];
  readonly adapterName: PrismaBetterSQLite3["adapterName"];
  readonly #inner: PrismaBetterSQLite3;

  constructor(url: string) {
    this.#inner = new PrismaBetterSQLite3({ url });
    this.provider = this.#inner.provider;
    this.adapterName = this.#inner.adapterName;
  }

  async connect(): Promise<Adapter> {
    const adapter = await this.#inner.connect();
    return {
      provider: adapter.provider,
      adapterName: adapter.adapterName,
      queryRaw: (query) => adapter.queryRaw(query),
      executeRaw: (query) => adapter.executeRaw(query),
      executeScript: (script) => adapter.executeScript(script),
      startTransaction: async (level) => guarded(await adapter.startTransaction(level)),
      dispose: () => adapter.dispose(),
      ...(adapter.getConnectionInfo ? { getConnectionInfo: () => adapter.getConnectionInfo!() } : {}),
    };
  }

  connectToShadowDb(): Promise<Adapter> {
    return this.#inner.connectToShadowDb();
  }
}
