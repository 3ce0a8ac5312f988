import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { freePort } from "./free-port";

export type NextServer = {
  baseUrl: string;
  log: () => string;
  stop: () => Promise<void>;
  /** SIGKILL, no goodbye: for crash tests */
  kill: () => void;
  pid: number | undefined;
};

/** `next start` of the production build on a free localhost port, over the given database. */
export async function startNextServer(databaseUrl: string, ms = 60_000, port?: number): Promise<NextServer> {
  if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID")))
    throw new Error("No production build: run `npx next build` first (npm test does).");
  port ??= await freePort();
  const child = spawn(path.join(process.cwd(), "node_modules", ".bin", "next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: "1", PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    if (child.exitCode === null) child.kill("SIGKILL");
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const end = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/army-book`)).status < 500) return { baseUrl, log: () => log, stop, kill: () => child.kill("SIGKILL"), pid: child.pid };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > end) {
      await stop();
      throw new Error(`server at ${baseUrl} did not come up in ${ms} ms\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
