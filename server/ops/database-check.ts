import "server-only";
import { existsSync } from "node:fs";
import path from "node:path";
import { databaseUrl, providerOf } from "../../lib/db/provider";
import { createPrisma } from "../data/db";

/** The file a SQLite URL names, relative paths from where the app runs, as the driver opens it. */
function sqliteFile(url: string): string {
  return path.resolve(url.replace(/^file:/, "").replace(/\?.*$/, ""));
}

/** The URL without its password, for messages. */
export function shownUrl(url: string): string {
  return url.replace(/^(postgres(?:ql)?:\/\/[^:/@]+):[^@]*@/, "$1:***@");
}

/** Why a database cannot be used, in one line (node-postgres / SQLite errors, Prisma's codes). */
export function describeDatabaseFailure(url: string, e: unknown): string {
  // a driver adapter's own error sits in Prisma's meta: its kind and the database's code and words
  const adapter = (e as { meta?: { driverAdapterError?: { cause?: Record<string, unknown> } } })?.meta?.driverAdapterError?.cause ?? {};
  const text = [(e as { code?: string })?.code, (e as Error)?.message ?? String(e), (e as { cause?: unknown })?.cause, adapter.kind, adapter.originalCode, adapter.originalMessage].filter(Boolean).join(" ");
  const where = shownUrl(url);
  if (/SQLITE_NOTADB|file is not a database|SQLITE_CORRUPT|malformed/i.test(text))
    return `The SQLite file of ${where} is damaged or not a database (file is not a database): restore it from a backup, or move it away and run "npm run db:prepare" to start an empty one.`;
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|P1001|Can't reach|DatabaseNotReachable/i.test(text)) return `Cannot reach the database at ${where}: is the server running and the host and port right?`;
  if (/password authentication failed|28P01|28000|P1000|P1010|AuthenticationFailed|DatabaseAccessDenied/i.test(text)) return `The database at ${where} refused the login: check the user and password in DATABASE_URL.`;
  if (/database ".*" does not exist|3D000|P1003|DatabaseDoesNotExist/i.test(text)) return `The database named in ${where} does not exist: create it (createdb), then run "npm run db:prepare".`;
  if (/does not exist|no such table|P2021|42P01|TableDoesNotExist/i.test(text)) return `The database at ${where} has no tables yet: run "npm run db:prepare" (migrate + seed).`;
  if (/unable to open database|SQLITE_CANTOPEN|Cannot open database/i.test(text)) return `Cannot open the SQLite file of ${where}: does its folder exist and may this user write there?`;
  // the driver's own words: Prisma's first line alone is often empty after its colon
  const reason = [adapter.originalMessage, (e as Error)?.message?.split("\n").find((line) => line.trim()), String(e)].find((x) => typeof x === "string" && x.trim()) as string;
  return `The database at ${where} cannot be used: ${reason.trim()}`;
}

/**
 * At start-up: the URL names a database this app speaks, it answers, and it is migrated and
 * seeded. `null` when all is well, else the one line to print before stopping.
 */
export async function checkDatabase(url = databaseUrl()): Promise<string | null> {
  const which = providerOf(url);
  if (!which.ok) return which.message;
  // opening a SQLite file that is not there would make an empty one
  if (which.provider === "sqlite" && !existsSync(sqliteFile(url))) return `The SQLite file of ${shownUrl(url)} does not exist: run "npm run db:prepare" (migrate + seed).`;
  const db = createPrisma(url);
  try {
    if ((await db.armyBook.count()) === 0) return `The database at ${shownUrl(url)} holds no army book: run "npm run db:prepare" (migrate + seed).`;
    return null;
  } catch (e) {
    return describeDatabaseFailure(url, e);
  } finally {
    await db.$disconnect().catch(() => {});
  }
}

/** Start-up: prints the one line and ends the process when the database cannot be used. */
export async function stopUnlessDatabaseReady(): Promise<void> {
  const problem = await checkDatabase();
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}
