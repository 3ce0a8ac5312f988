import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type TempDatabaseOptions = {
  /**
   * Army-book files seeded after data/ (tests/fixtures/books/…): the seed reads them from a data
   * directory of their own, as it reads data/, so the app sees them exactly as a published book.
   */
  extraBooks?: readonly string[];
};

/** Creates a new SQLite file, applies the migrations and seeds it; returns its URL and a cleanup. */
export function createTempDatabase(label: string, options: TempDatabaseOptions = {}): { url: string; dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `roster-${label}-`));
  const url = `file:${path.join(dir, "test.db")}`;
  const env = { ...process.env, DATABASE_URL: url, NEXT_TELEMETRY_DISABLED: "1" };
  const bin = (name: string) => path.join(process.cwd(), "node_modules", ".bin", name);
  execFileSync(bin("prisma"), ["migrate", "deploy"], { env, stdio: "pipe" });
  execFileSync(bin("prisma"), ["db", "seed"], { env, stdio: "pipe" });
  if (options.extraBooks?.length) {
    const data = path.join(dir, "data");
    mkdirSync(data);
    copyFileSync(path.join(process.cwd(), "data", "scoring.json"), path.join(data, "scoring.json"));
    for (const file of options.extraBooks) copyFileSync(file, path.join(data, path.basename(file)));
    execFileSync(bin("tsx"), [path.join(process.cwd(), "tests", "support", "seed-dir.ts"), data], { env, stdio: "pipe" });
  }
  return { url, dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
