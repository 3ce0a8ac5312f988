/** The production server with a DATABASE_URL it cannot use stops at once, with one line saying why. */
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { SERVER_COMMAND } from "../support/next-server";

async function start(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const child = spawn(SERVER_COMMAND[0], [SERVER_COMMAND[1]], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, output };
}

describe("a wrong DATABASE_URL", () => {
  it.each([
    ["a scheme this app does not speak", "mysql://roster@db/roster", 'DATABASE_URL uses "mysql:", which this app does not speak: use file:./prisma/dev.db (SQLite) or postgresql://user:password@host:5432/database'],
    ["a PostgreSQL server that is not there", "postgresql://roster:s3cret@127.0.0.1:1/roster", "Cannot reach the database at postgresql://roster:***@127.0.0.1:1/roster: is the server running and the host and port right?"],
    ["a SQLite file that was never prepared", "file:/nonexistent/roster.db", 'The SQLite file of file:/nonexistent/roster.db does not exist: run "npm run db:prepare" (migrate + seed).'],
  ])("%s: the server exits with code 1 and that one line, no stack trace, no password", async (_, url, line) => {
    const { code, output } = await start(url);
    expect(code).toBe(1);
    const lines = output.split("\n").map((l) => l.trim());
    expect(lines).toContain(line);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain("s3cret");
  });
});
