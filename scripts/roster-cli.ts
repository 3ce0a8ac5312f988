/**
 * `npm run -s roster -- …` (the commands are listed in scripts/cli/roster.ts): runs the command with
 * this process's streams and DATABASE_URL, and exits with its code.
 */
import { runRoster } from "./cli/roster";

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const code = await runRoster(process.argv.slice(2), {
  // npm runs scripts from the package root; a relative FILE means relative to where the user was
  cwd: process.env.INIT_CWD ?? process.cwd(),
  databaseUrl: process.env.DATABASE_URL,
  stdin: readStdin,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
process.exit(code);
