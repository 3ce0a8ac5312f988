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
  /** SIGTERM only: whether the process has ended within `ms` (it is left running if not) */
  terminate: (ms: number) => Promise<boolean>;
  pid: number | undefined;
};

/** The command `npm start` runs: the custom server (server.ts) built into dist/ by `npm run build`. */
export const SERVER_COMMAND = [process.execPath, path.join(process.cwd(), "dist", "server.mjs")] as const;

/** The production server (`npm start`) on a free localhost port, over the given database (`env`: more variables for the server). */
export async function startNextServer(databaseUrl: string, ms = 60_000, port?: number, env: Record<string, string> = {}): Promise<NextServer> {
  if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID")) || !existsSync(SERVER_COMMAND[1]))
    throw new Error("No production build: run `npm run build` first (npm test does).");
  port ??= await freePort();
  const child = spawn(SERVER_COMMAND[0], [SERVER_COMMAND[1]], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  /** resolves true once the process has exited, false if it is still there after `ms` */
  const exitWithin = (ms: number) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    return Promise.race([exited.then(() => true), new Promise<boolean>((r) => (timer = setTimeout(() => r(false), ms)))]).finally(() => clearTimeout(timer));
  };
  // waits for the exit (a condition); SIGKILL only if SIGTERM is ignored for a generous 10 s
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    if (await exitWithin(10_000)) return;
    child.kill("SIGKILL");
    await exitWithin(10_000);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const end = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/army-book`)).status < 500) return {
          baseUrl,
          log: () => log,
          stop,
          kill: () => child.kill("SIGKILL"),
          terminate: (ms: number) => {
            child.kill("SIGTERM");
            return exitWithin(ms);
          },
          pid: child.pid,
        };
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
