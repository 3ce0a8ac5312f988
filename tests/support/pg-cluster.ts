import { execFileSync, spawnSync } from "node:child_process";
import { appendFileSync, chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";
import { sharedBySetups } from "./shared-by-setups";

/** Debian's postgresql package puts its server programs here (they are not on PATH). */
export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export type PgCluster = {
  dataDir: string;
  /** postgresql://… of a database in this cluster */
  url: (database: string) => string;
  /** `pg_ctl stop -m immediate`: the server dies as in a crash, no checkpoint */
  crash: () => void;
  start: () => void;
  stop: () => void;
};

const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** initdb and the server refuse to run as root: as root they run as the `postgres` user. */
function run(program: string, args: string[]): void {
  const [cmd, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(PG_BIN, program), ...args]] : [path.join(PG_BIN, program), args];
  const result = spawnSync(cmd, argv, { stdio: "pipe", encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${program} ${args.join(" ")} failed (${result.status}):\n${result.stdout}${result.stderr}`);
}

/** Stops (as a crash) and starts a cluster by its data dir: everything else it needs is in its own config. */
function controlCluster(dataDir: string): Pick<PgCluster, "crash" | "start"> {
  return {
    crash: () => run("pg_ctl", ["-D", dataDir, "-w", "-m", "immediate", "stop"]),
    start: () => run("pg_ctl", ["-D", dataDir, "-w", "-t", "60", "-l", path.join(dataDir, "..", "server.log"), "start"]),
  };
}

export function havePostgres(): boolean {
  return existsSync(path.join(PG_BIN, "initdb"));
}

/**
 * A throwaway PostgreSQL cluster in a temp dir on a free localhost port, its socket in that dir.
 * `durable: false` (tests) turns off fsync: a killed server still keeps every committed
 * transaction (the WAL is in the OS cache); only a machine crash would lose them.
 */
export async function startPgCluster(label = "pg", { durable = false } = {}): Promise<PgCluster & { cleanup: () => void }> {
  if (!havePostgres()) throw new Error(`PostgreSQL server programs not found in ${PG_BIN}: apt-get install -y postgresql`);
  const dir = mkdtempSync(path.join(tmpdir(), `roster-${label}-`));
  // the postgres user must reach its data dir inside the temp dir
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  // in the cluster's own config, so every pg_ctl start (after a crash too) brings it back the same
  const settings = [`port = ${port}`, `unix_socket_directories = '${dir}'`, "listen_addresses = '127.0.0.1'", "max_connections = 300", ...(durable ? [] : ["fsync = off", "full_page_writes = off"])];
  appendFileSync(path.join(data, "postgresql.conf"), `\n# tests/support/pg-cluster.ts\n${settings.join("\n")}\n`);
  const { start, crash } = controlCluster(data);
  const stop = () => {
    try {
      run("pg_ctl", ["-D", data, "-w", "-m", "fast", "stop"]);
    } catch {
      /* already stopped */
    }
  };
  start();
  // a test or bench run that dies of an uncaught error still stops its server; an exit
  // handler may only do synchronous work, and pg_ctl is called synchronously
  const stopAtExit = () => stop();
  process.once("exit", stopAtExit);
  const url = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  return {
    dataDir: data,
    url,
    crash,
    start,
    stop,
    cleanup: () => {
      process.off("exit", stopAtExit);
      stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The run's one test cluster, shared by the PostgreSQL projects' global setups
 * (tests/support/pg-setup.ts, pg-server-setup.ts): a cluster each meant a second initdb, start and
 * template seed (some 8 s) while the rest of the machine waited. Each setup's databases are its
 * own. (The crash test crashes a cluster of its own.)
 */
export async function sharedPgCluster(): Promise<{ cluster: PgCluster; release: () => Promise<void> }> {
  const { value, release } = await sharedBySetups("pg-cluster", () => startPgCluster("pg-tests"), (cluster) => cluster.cleanup());
  return { cluster: value, release };
}
