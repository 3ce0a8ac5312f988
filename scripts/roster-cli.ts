/**
 * npm run -s roster -- validate FILE|-     → validation report; exit 0 valid, 1 rule errors, 2 bad input
 * npm run -s roster -- victory FILE|-      → victory result;    exit 0, or 2 for bad input
 * npm run -s roster -- check-book FILE|-   → each problem of an army-book file as "FILE:LINE: PATH: message";
 *                                            exit 0 valid, 1 problems, 2 unreadable (not JSON, no such file)
 * npm run -s roster -- share FILE|-        → the /s/<code> path of a v1 roster (made with its book version);
 *                                            exit 0, or 2 for bad input or a roster too big for a link
 * npm run -s roster -- decode CODE         → { roster, armyBook: { id, version }, report, current }: the report
 *                                            under the code's own version, and under the newest version of
 *                                            that book (null when it is the same); exit 0, or 2 for a damaged code
 * npm run -s roster -- validate-dir DIR [--limit N] [--csv]
 *                                          → a table of every *.json list in DIR (not recursive, by file name):
 *                                            file, name, points, legal, first error; --limit N judges each under
 *                                            N points; --csv for a spreadsheet. Exit 0 all legal, 1 any illegal,
 *                                            2 any file unreadable or not a v1 roster (reason in its row), or no DIR
 * Options: --lang ru|en (messages; default en).
 */
import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { checkBookText } from "../lib/army-book/check-file";
import { evaluateRoster } from "../lib/engine/evaluate";
import { checkLists, listsCsv, listsExitCode, listsTable, type ListFile } from "../lib/events/check-lists";
import { invalidInputReport, reportFromEvaluation, validateRoster } from "../lib/engine/report";
import { codeFromLink, encodeRoster, fitsInLink } from "../lib/share/encode";
import { describeDecodeFailure } from "../lib/share/failure-text";
import { openShareCode } from "../lib/share/open-code";
import { unreadableInput } from "../lib/input-errors";
import { pointsLimitSchema } from "../lib/roster/schema";
import { isLang, type Lang } from "../lib/text";
import { calculateVictoryFromInput } from "../lib/victory/calculate";
import { loadCatalogForCli } from "../server/data/cli-catalog";

const USAGE =
  "usage: npm run -s roster -- validate|victory|check-book|share FILE|- [--lang ru|en]\n       npm run -s roster -- decode CODE [--lang ru|en]\n       npm run -s roster -- validate-dir DIR [--limit N] [--csv] [--lang ru|en]";
const COMMANDS = new Set(["validate", "victory", "check-book", "share", "decode", "validate-dir"]);

// npm runs scripts from the package root; a relative FILE means relative to where the user was
const fromUser = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function readInput(file: string): Promise<string> {
  if (file !== "-") return readFile(fromUser(file), "utf8");
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function print(value: unknown) {
  process.stdout.write(JSON.stringify(value, null, 2) + "\n");
}

async function main(argv: string[]): Promise<number> {
  let lang: Lang = "en";
  let limit: number | undefined;
  let csv = false;
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--csv") csv = true;
    else if (a === "--limit") {
      const value = argv[++i];
      const parsed = pointsLimitSchema.safeParse(value !== undefined && /^\d+$/.test(value) ? Number(value) : NaN);
      if (!parsed.success) {
        process.stderr.write(`--limit takes a whole number of points, 300..100000\n${USAGE}\n`);
        return 2;
      }
      limit = parsed.data;
    } else if (a === "--lang") {
      const value = argv[++i];
      if (!isLang(value)) {
        process.stderr.write(`--lang takes ru or en\n${USAGE}\n`);
        return 2;
      }
      lang = value;
    } else args.push(a);
  }
  const [command, file] = args;
  if (!command || !COMMANDS.has(command) || !file || args.length !== 2) {
    process.stderr.write(USAGE + "\n");
    return 2;
  }
  if ((limit !== undefined || csv) && command !== "validate-dir") {
    process.stderr.write(`--limit and --csv go with validate-dir\n${USAGE}\n`);
    return 2;
  }
  if (command === "validate-dir") return validateDir(file, { limit, csv, lang });
  if (command === "check-book") return checkBookFile(file);
  if (command === "decode") return decode(file, lang);

  let input: unknown;
  try {
    input = JSON.parse(await readInput(file));
  } catch (e) {
    const detail = e instanceof SyntaxError ? e.message : `${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`;
    const error = unreadableInput(lang, detail);
    print(command === "validate" ? invalidInputReport([error]) : { errors: [error] });
    return 2;
  }

  const { catalog, scoring } = await loadCatalogForCli();
  if (command === "validate" || command === "share") {
    const result = validateRoster(catalog, input, lang);
    if (command === "validate" || !result.ok) {
      print(result.report);
      return result.ok ? (result.report.valid ? 0 : 1) : 2;
    }
    // a list that breaks rules can still be shared (to ask about it): only its shape must be right
    const code = encodeRoster(result.book, result.roster);
    if (!fitsInLink(code)) {
      process.stderr.write(lang === "ru" ? "Ростер слишком велик для ссылки — поделитесь файлом JSON.\n" : "The roster is too big for a link: share the JSON file instead.\n");
      return 2;
    }
    process.stdout.write(`/s/${code}\n`);
    return 0;
  }
  const outcome = calculateVictoryFromInput(input, scoring, lang);
  print(outcome.ok ? outcome.result : { errors: outcome.errors });
  return outcome.ok ? 0 : 2;
}

/** A share code read with its own book version, and judged by it and by the newest version of that book. */
async function decode(code: string, lang: Lang): Promise<number> {
  const { catalog } = await loadCatalogForCli();
  const opened = openShareCode(catalog, codeFromLink(code));
  if (!opened.ok) {
    const { ok: _ok, ...failure } = opened;
    const message = describeDecodeFailure(opened, lang);
    print({ error: { ...failure, message } });
    process.stderr.write(message + "\n");
    return 2;
  }
  const { roster, book, newest } = opened;
  const underNewest = { ...roster, bookVersion: newest.version };
  print({
    roster,
    armyBook: { id: book.id, version: book.version },
    report: reportFromEvaluation(book, roster, evaluateRoster(book, roster), lang),
    current: newest === book ? null : reportFromEvaluation(newest, underNewest, evaluateRoster(newest, underNewest), lang),
  });
  return 0;
}

/** Every *.json list of a folder (not recursive) as a table; the judging is lib/events/check-lists.ts. */
async function validateDir(dir: string, options: { limit: number | undefined; csv: boolean; lang: Lang }): Promise<number> {
  const { lang } = options;
  let names: string[];
  try {
    names = (await readdir(fromUser(dir))).filter((name) => name.endsWith(".json"));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    const reason = code === "ENOENT" ? (lang === "ru" ? "нет такой папки" : "no such folder") : code === "ENOTDIR" ? (lang === "ru" ? "это не папка" : "not a folder") : code;
    process.stderr.write(`${dir}: ${reason}\n`);
    return 2;
  }
  const files: ListFile[] = [];
  for (const name of names) {
    const full = path.join(fromUser(dir), name);
    try {
      // a folder named *.json is not a list; a link to a file is read like the file
      if (!(await stat(full)).isFile()) continue;
      files.push({ file: name, text: await readFile(full, "utf8") });
    } catch (e) {
      files.push({ file: name, unreadable: (lang === "ru" ? "не удалось прочитать: " : "cannot read: ") + ((e as NodeJS.ErrnoException).code ?? String(e)) });
    }
  }
  const { catalog } = await loadCatalogForCli();
  const rows = checkLists(catalog, files, { limit: options.limit, lang });
  process.stdout.write(options.csv ? listsCsv(rows, lang) : listsTable(rows, lang));
  return listsExitCode(rows);
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
