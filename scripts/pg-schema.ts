/**
 * prisma/schema.prisma (SQLite) is the one schema source of truth; the PostgreSQL schema is made
 * from it by this script and committed. `--check` fails when the committed file has drifted
 * (the test suite runs it).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
export const SQLITE_SCHEMA = path.join(root, "prisma", "schema.prisma");
export const PG_SCHEMA = path.join(root, "prisma", "postgres", "schema.prisma");

export function postgresSchema(sqlite: string): string {
  const replace = (text: string, from: RegExp, to: string) => {
    if (!from.test(text)) throw new Error(`prisma/schema.prisma no longer matches ${from}: update scripts/pg-schema.ts`);
    return text.replace(from, to);
  };
  let out = replace(sqlite, /provider\s*=\s*"sqlite"/, 'provider = "postgresql"');
  out = replace(out, /output\s*=\s*"\.\.\/generated\/prisma"/, 'output     = "../../generated/prisma-pg"');
  out = replace(out, /url\s*=\s*"file:\.\/unused\.db"/, 'url      = "postgresql://unused@localhost/unused"');
  return `// GENERATED from prisma/schema.prisma by scripts/pg-schema.ts — edit that file, then run\n// \`npx tsx scripts/pg-schema.ts\` and add a migration to both prisma/migrations and prisma/postgres/migrations.\n\n${out}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const wanted = postgresSchema(readFileSync(SQLITE_SCHEMA, "utf8"));
  if (process.argv.includes("--check")) {
    if (readFileSync(PG_SCHEMA, "utf8") !== wanted) {
      console.error("prisma/postgres/schema.prisma differs from what prisma/schema.prisma makes: run `npx tsx scripts/pg-schema.ts`");
      process.exit(1);
    }
  } else writeFileSync(PG_SCHEMA, wanted);
}
