import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Creates a new SQLite file, applies the migrations and seeds it; returns its URL and a cleanup. */
export function createTempDatabase(label: string): { url: string; dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `roster-${label}-`));
  const url = `file:${path.join(dir, "test.db")}`;
  const env = { ...process.env, DATABASE_URL: url, NEXT_TELEMETRY_DISABLED: "1" };
  const prisma = path.join(process.cwd(), "node_modules", ".bin", "prisma");
  execFileSync(prisma, ["migrate", "deploy"], { env, stdio: "pipe" });
  execFileSync(prisma, ["db", "seed"], { env, stdio: "pipe" });
  return { url, dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
