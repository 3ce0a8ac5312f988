/**
 * npm run -s roster -- validate FILE|-     → validation report; exit 0 valid, 1 rule errors, 2 bad input
 * npm run -s roster -- victory FILE|-      → victory result;    exit 0, or 2 for bad input
 * Options: --lang ru|en (messages; default en).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { invalidInputReport, validateRoster } from "../lib/engine/report";
import { unreadableInput } from "../lib/input-errors";
import { isLang, type Lang } from "../lib/text";
import { calculateVictoryFromInput } from "../lib/victory/calculate";
import { loadCatalogForCli } from "../server/cli-catalog";

const USAGE = "usage: npm run -s roster -- validate|victory FILE|- [--lang ru|en]";

async function readInput(file: string): Promise<string> {
  // npm runs scripts from the package root; a relative FILE means relative to where the user was
  if (file !== "-") return readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), "utf8");
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function print(value: unknown) {
  process.stdout.write(JSON.stringify(value, null, 2) + "\n");
}

async function main(argv: string[]): Promise<number> {
  let lang: Lang = "en";
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--lang") {
      const value = argv[++i];
      if (!isLang(value)) {
        process.stderr.write(`--lang takes ru or en\n${USAGE}\n`);
        return 2;
      }
      lang = value;
    } else args.push(a);
  }
  const [command, file] = args;
  if ((command !== "validate" && command !== "victory") || !file || args.length !== 2) {
    process.stderr.write(USAGE + "\n");
    return 2;
  }

  let input: unknown;
  try {
    input = JSON.parse(await readInput(file));
  } catch (e) {
    const detail = e instanceof SyntaxError ? e.message : `${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`;
    const error = unreadableInput(lang, detail);
    print(command === "validate" ? invalidInputReport([error]) : { errors: [error] });
    return 2;
  }

  const { shelf, scoring } = await loadCatalogForCli();
  if (command === "validate") {
    const result = validateRoster(shelf, input, lang);
    print(result.report);
    return result.ok ? (result.report.valid ? 0 : 1) : 2;
  }
  const outcome = calculateVictoryFromInput(input, scoring, lang);
  print(outcome.ok ? outcome.result : { errors: outcome.errors });
  return outcome.ok ? 0 : 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`roster: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(2);
  },
);
