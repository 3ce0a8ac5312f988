/** The embedded SQLite file the two quick-start commands use. */
export const DEFAULT_DATABASE_URL = "file:./prisma/dev.db";

/** The database this process uses: DATABASE_URL, or the embedded default when it is unset or empty. */
export function databaseUrl(env: Record<string, string | undefined> = process.env): string {
  return env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

/** The two databases the app runs on: the embedded SQLite file (default) or a PostgreSQL server. */
export type DatabaseProvider = "sqlite" | "postgresql";

/** Which database a DATABASE_URL names; anything else is a message for the one line start-up prints. */
export function providerOf(url: string): { ok: true; provider: DatabaseProvider } | { ok: false; message: string } {
  if (/^file:/.test(url)) return { ok: true, provider: "sqlite" };
  if (/^postgres(ql)?:\/\//.test(url)) return { ok: true, provider: "postgresql" };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  return {
    ok: false,
    message: `DATABASE_URL ${scheme ? `uses "${scheme}:", which this app does not speak` : "is not a database URL"}: use ${DEFAULT_DATABASE_URL} (SQLite) or postgresql://user:password@host:5432/database`,
  };
}
