import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./free-port";

export type Nginx = { baseUrl: string; log: () => string; stop: () => Promise<void> };

/** `bash deploy/run-nginx.sh PORT UPSTREAM…` on a free localhost port, in front of `upstreams` (host:port); `env` sets its write limit. */
export async function startNginx(upstreams: string[], env: Record<string, string> = {}): Promise<Nginx> {
  const port = await freePort();
  const child = spawn("bash", [path.join(process.cwd(), "deploy", "run-nginx.sh"), String(port), ...upstreams], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await exited;
  };
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`run-nginx.sh exited with ${child.exitCode}\n${log}`);
    try {
      await fetch(`${baseUrl}/_next/static/none`);
      return { baseUrl, log: () => log, stop };
    } catch {
      /* not listening yet */
    }
    if (tries > 300) {
      await stop();
      throw new Error(`nginx at ${baseUrl} did not come up\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
