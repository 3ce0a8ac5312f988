import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "./free-port";
import { createTempDatabase } from "./temp-db";

async function waitUntilUp(url: string, child: ChildProcess, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not come up in ${ms} ms`);
}

/** `next start` of the built app on a free localhost port, over a fresh seeded SQLite file. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID")))
    throw new Error("No production build: run `npx next build` first (npm test does).");
  const db = createTempDatabase("e2e");
  const port = await freePort();
  const next = path.join(process.cwd(), "node_modules", ".bin", "next");
  const child = spawn(next, ["start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, DATABASE_URL: db.url, NEXT_TELEMETRY_DISABLED: "1", PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: false,
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${baseUrl}/api/army-book`, child);
  } catch (e) {
    child.kill("SIGKILL");
    throw new Error(`${(e as Error).message}\n${log}`);
  }
  project.provide("baseUrl", baseUrl);
  project.provide("databaseUrl", db.url);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    if (child.exitCode === null) child.kill("SIGKILL");
    db.cleanup();
  };
}
