import { spawnSync } from "node:child_process";
import { runRoster } from "../../scripts/cli/roster";

/** What one `roster` command did: its exit code, what it printed, and its stdout as JSON. */
export type CliRun = { code: number | null; out: string; err: string; json: () => ReturnType<typeof JSON.parse> };

type CliOptions = { input?: string; databaseUrl?: string; cwd?: string };

const REPO = process.cwd();

const run = (code: number | null, out: string, err: string): CliRun => ({ code, out, err, json: () => JSON.parse(out) });

/**
 * `roster ARGS…` run in this process by the very function `npm run -s roster` runs
 * (scripts/cli/roster.ts), over `databaseUrl` (the run's seeded test database by default): a
 * command's whole behaviour without the two seconds of an npm + tsx start for each call.
 */
export async function roster(args: string[], { input, databaseUrl, cwd = process.cwd() }: CliOptions = {}): Promise<CliRun> {
  let out = "";
  let err = "";
  const code = await runRoster(args, {
    cwd,
    databaseUrl: databaseUrl ?? process.env.DATABASE_URL,
    stdin: async () => input ?? "",
    stdout: (text) => void (out += text),
    stderr: (text) => void (err += text),
  });
  return run(code, out, err);
}

/** `npm run -s roster -- ARGS…` as a user types it: a real process, its exit code and streams. */
export function rosterProcess(args: string[], { input, databaseUrl, cwd }: CliOptions = {}): CliRun {
  // --prefix: the package is this repo wherever the user stands (npm then sets INIT_CWD to `cwd`)
  const r = spawnSync("npm", ["--prefix", REPO, "run", "-s", "roster", "--", ...args], {
    input,
    cwd,
    encoding: "utf8",
    env: { ...process.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    timeout: 30_000,
  });
  return run(r.status, r.stdout, r.stderr);
}
