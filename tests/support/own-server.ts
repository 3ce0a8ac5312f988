import { afterAll, beforeAll } from "vitest";
import { startNextServer, type NextServer } from "./next-server";
import { createTempDatabase, type TempDatabase, type TempDatabaseOptions } from "./temp-db";

/**
 * A server of the test file's own (`npm start`), over a fresh database (data/, and `extraBooks`):
 * started before the file's tests and stopped after them, for files that change what the shared
 * server's other files rely on (the books it holds, its clock). `env`: more variables for it.
 */
export function serverOfItsOwn(label: string, options: TempDatabaseOptions & { env?: Record<string, string> } = {}) {
  const own = { base: "", databaseUrl: "" };
  let db: TempDatabase | undefined;
  let server: NextServer | undefined;
  beforeAll(async () => {
    const made = createTempDatabase(label, options);
    db = made;
    server = await startNextServer(made.url, 60_000, undefined, options.env).catch((e) => {
      made.cleanup();
      throw e;
    });
    own.base = server.baseUrl;
    own.databaseUrl = made.url;
  });
  afterAll(async () => {
    await server?.stop();
    db?.cleanup();
  });
  return own;
}
