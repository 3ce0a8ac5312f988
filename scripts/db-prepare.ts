/**
 * `npm run db:prepare`: migrates and seeds the database DATABASE_URL names (the SQLite file by
 * default, or PostgreSQL). Safe to run again: applied migrations and held book versions are kept.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { databaseUrl, providerOf } from "../lib/db/provider";
import { describeDatabaseFailure } from "../server/ops/database-check";
import { deployPgMigrations, MigrationError } from "../server/ops/pg-migrations";

const url = databaseUrl();
const which = providerOf(url);
if (!which.ok) {
  console.error(which.message);
  process.exit(1);
}
const bin = (name: string) => path.join(process.cwd(), "node_modules", ".bin", name);
if (which.provider === "postgresql") {
  try {
    const { applied, held } = await deployPgMigrations(url);
    console.log(applied.length ? `PostgreSQL: applied ${applied.join(", ")}` : `PostgreSQL: all ${held} migrations already applied`);
  } catch (e) {
    console.error(e instanceof MigrationError ? e.message : describeDatabaseFailure(url, e));
    process.exit(1);
  }
} else {
  try {
    // Prisma's own progress goes through; its error is read to say what went wrong in one line
    execFileSync(bin("prisma"), ["migrate", "deploy"], { stdio: ["ignore", "inherit", "pipe"] });
  } catch (e) {
    const stderr = String((e as { stderr?: unknown }).stderr ?? "");
    // migrating takes the SQLite file for itself (it leaves WAL mode for a moment), which a running
    // app that has it open forbids: Prisma then prints a WASM_ERROR about "SocketTimeout"
    if (/SocketTimeout|SQLITE_BUSY|database is locked/.test(stderr)) {
      console.error(`The SQLite file of ${url} is in use by a running app: stop it, then run "npm run db:prepare" again (npm run serve runs it for you).`);
    } else console.error(stderr.trim() || (e as Error).message); // no stderr: prisma did not start (missing, killed)
    process.exit(1);
  }
}
try {
  execFileSync(bin("tsx"), ["--conditions=react-server", path.join("prisma", "seed.ts")], { stdio: "inherit" });
} catch {
  process.exit(1);
}
