/**
 * npm run -s roster -- validate FILE|-     → validation report; exit 0 valid, 1 rule errors, 2 bad input
 * npm run -s roster -- victory FILE|-      → victory result;    exit 0, or 2 for bad input
 * npm run -s roster -- check-book FILE|-   → each problem of an army-book file as "FILE:LINE: PATH: message";
 *                                            exit 0 valid, 1 problems, 2 unreadable (not JSON, no such file)
 * Options: --lang ru|en (messages; default en).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { checkBookText } from "../lib/army-book/check-file";
import { invalidInputReport, validateRoster } from "../lib/engine/report";
import { unreadableInput } from "../lib/input-errors";
import { isLang, type Lang } from "../lib/text";
import { calculateVictoryFromInput } from "../lib/victory/calculate";
import { loadCatalogForCli } from "../server/cli-catalog";

const USAGE = "usage: npm run -s roster -- validate|victory|check-book FILE|- [--lang ru|en]";

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
  if ((command !== "validate" && command !== "victory" && command !== "check-book") || !file || args.length !== 2) {
    process.stderr.write(USAGE + "\n");
    return 2;
  }
  if (command === "check-book") return checkBookFile(file);

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

async function checkBookFile(file: string): Promise<number> {
  let text: string;
  try {
    text = await readInput(file);
  } catch (e) {
    process.stderr.write(`${file}: cannot read: ${(e as NodeJS.ErrnoException).code ?? String(e)}\n`);
    return 2;
  }
  const result = checkBookText(text);
  if (result.ok) {
    const { book } = result;
    process.stdout.write(`${file}: army book "${book.id}" version ${book.version} is valid (${book.units.length} units, ${book.armyRules.length} army rules)\n`);
    return 0;
  }
  if (result.unreadable) {
    process.stderr.write(`${file}: ${result.reason}\n`);
    return 2;
  }
  for (const p of result.problems) process.stdout.write(`${file}:${p.line}: ${p.path}: ${p.message}\n`);
  process.stdout.write(`${file}: ${result.problems.length} problem${result.problems.length === 1 ? "" : "s"}\n`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`roster: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(2);
  },
);
