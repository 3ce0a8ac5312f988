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
 * npm run -s roster -- text FILE|-         → the roster as the text the builder copies for chats (in --lang);
 *                                            exit 0, or 2 for bad input
 * npm run -s roster -- parse-text FILE|-   → that text (RU or EN, as a chat app returns it) read back into v1 roster JSON;
 *                                            exit 0, or 2 with each problem as "FILE:LINE: message"
 * npm run -s roster -- remove-book ID      → hides an army book (the server's operator): no new roster takes it, its pages
 *                                            and links say it was removed; rosters of it are kept; exit 0, or 2 for no such book
 * npm run -s roster -- restore-book ID     → shows it again
 * Options: --lang ru|en (messages; default en).
 *
 * `runRoster` is the whole command over the streams and environment it is given; scripts/roster-cli.ts
 * runs it as `npm run roster` with the process's own, and the tests call it directly as well.
 */
import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { checkBookText } from "../../lib/army-book/check-file";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { checkLists, listsCsv, listsExitCode, listsTable, type ListFile } from "../../lib/events/check-lists";
import { invalidInputReport, reportFromEvaluation, validateRoster } from "../../lib/engine/report";
import { encodeRoster, fitsInLink } from "../../lib/share/encode";
import { codeFromLink } from "../../lib/share/roster-link";
import { readJsonText } from "../../lib/roster/json-text";
import { describeDecodeFailure } from "../../lib/share/failure-text";
import { openShareCode } from "../../lib/share/open-code";
import { unreadableInput } from "../../lib/input-errors";
import { pointsLimitSchema } from "../../lib/roster/schema";
import { rosterAsText } from "../../lib/export/roster-text";
import { rosterFromText } from "../../lib/import/roster-from-text";
import { isLang, type Lang } from "../../lib/text";
import { calculateVictoryFromInput } from "../../lib/victory/from-input";
import { loadCatalogForCli, setBookRemovedForCli } from "../../server/data/cli-catalog";

const USAGE =
  "usage: npm run -s roster -- validate|victory|check-book|share|text|parse-text FILE|- [--lang ru|en]\n       npm run -s roster -- decode CODE [--lang ru|en]\n       npm run -s roster -- remove-book|restore-book ID\n       npm run -s roster -- validate-dir DIR [--limit N] [--csv] [--lang ru|en]";
const COMMANDS = new Set(["validate", "victory", "check-book", "share", "decode", "validate-dir", "text", "parse-text", "remove-book", "restore-book"]);

/** What the command reads and writes: the process's own streams, or a test's. */
export type CliIo = {
  /** where relative paths start (npm runs scripts from the package root; INIT_CWD is where the user was) */
  cwd: string;
  /** the database to read the books from (DATABASE_URL; the default file when undefined) */
  databaseUrl: string | undefined;
  stdin: () => Promise<string>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
};

/** Runs `roster ARGS…` and resolves with its exit code; an unexpected failure is exit 2 with its message. */
export async function runRoster(argv: string[], io: CliIo): Promise<number> {
  try {
    return await main(argv, io);
  } catch (e) {
    io.stderr(`roster: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
}

/** The streams, and the ways every command reads a file, prints JSON and loads the books. */
function context(io: CliIo) {
  const fromUser = (file: string) => path.resolve(io.cwd, file);
  return {
    io,
    fromUser,
    readInput: (file: string) => (file === "-" ? io.stdin() : readFile(fromUser(file), "utf8")),
    print: (value: unknown) => io.stdout(JSON.stringify(value, null, 2) + "\n"),
    books: () => loadCatalogForCli(io.databaseUrl, io.stderr),
  };
}
type Context = ReturnType<typeof context>;

async function main(argv: string[], io: CliIo): Promise<number> {
  const cx = context(io);
  const { readInput, print } = cx;
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
        io.stderr(`--limit takes a whole number of points, 300..100000\n${USAGE}\n`);
        return 2;
      }
      limit = parsed.data;
    } else if (a === "--lang") {
      const value = argv[++i];
      if (!isLang(value)) {
        io.stderr(`--lang takes ru or en\n${USAGE}\n`);
        return 2;
      }
      lang = value;
    } else args.push(a);
  }
  const [command, file] = args;
  if (!command || !COMMANDS.has(command) || !file || args.length !== 2) {
    io.stderr(USAGE + "\n");
    return 2;
  }
  if ((limit !== undefined || csv) && command !== "validate-dir") {
    io.stderr(`--limit and --csv go with validate-dir\n${USAGE}\n`);
    return 2;
  }
  if (command === "validate-dir") return validateDir(cx, file, { limit, csv, lang });
  if (command === "check-book") return checkBookFile(cx, file);
  if (command === "decode") return decode(cx, file, lang);
  if (command === "parse-text") return parseText(cx, file, lang);
  if (command === "remove-book" || command === "restore-book") return removeBook(cx, file, command === "remove-book");

  const refuse = (detail: string | undefined) => {
    const error = unreadableInput(lang, detail);
    print(command === "validate" ? invalidInputReport([error]) : { errors: [error] });
    return 2;
  };
  let text: string;
  try {
    text = await readInput(file);
  } catch (e) {
    return refuse(`${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  // not JSON: where and why in the reader's language, as the API says it
  const read = readJsonText(text);
  if (!read.ok) return refuse(read.detail?.(lang));
  const input: unknown = read.value;

  const { catalog, scoring } = await cx.books();
  if (command === "validate" || command === "share" || command === "text") {
    const result = validateRoster(catalog, input, lang);
    if (command === "validate" || !result.ok) {
      print(result.report);
      return result.ok ? (result.report.valid ? 0 : 1) : 2;
    }
    if (command === "text") {
      io.stdout(rosterAsText(result.book, result.roster, lang) + "\n");
      return 0;
    }
    // a list that breaks rules can still be shared (to ask about it): only its shape must be right
    const code = encodeRoster(result.book, result.roster);
    if (!fitsInLink(code)) {
      io.stderr(lang === "ru" ? "Ростер слишком велик для ссылки — поделитесь файлом JSON.\n" : "The roster is too big for a link: share the JSON file instead.\n");
      return 2;
    }
    io.stdout(`/s/${code}\n`);
    return 0;
  }
  const outcome = calculateVictoryFromInput(input, scoring, lang);
  print(outcome.ok ? outcome.result : { errors: outcome.errors });
  return outcome.ok ? 0 : 2;
}

/** Hides a book, or shows it again; the running servers see it within their catalog's cache time (10 s). */
async function removeBook({ io }: Context, bookId: string, removed: boolean): Promise<number> {
  const result = await setBookRemovedForCli(io.databaseUrl, bookId, removed);
  if (result === "not_found") {
    io.stderr(`roster: the database holds no army book "${bookId}"\n`);
    return 2;
  }
  const state = removed ? "removed: no new roster takes it, its pages and links say so; rosters of it are kept" : "offered again";
  io.stdout(`army book "${bookId}" ${result === "unchanged" ? "was already " : "is now "}${state}\n`);
  return 0;
}

/** The chat text of a roster read back; each problem on its own line, named by the text's line. */
async function parseText({ io, readInput, print, books }: Context, file: string, lang: Lang): Promise<number> {
  let text: string;
  try {
    text = await readInput(file);
  } catch (e) {
    io.stderr(`${file}: ${lang === "ru" ? "не удалось прочитать" : "cannot read"}: ${(e as NodeJS.ErrnoException).code ?? String(e)}\n`);
    return 2;
  }
  const { catalog } = await books();
  const result = rosterFromText(catalog, text, lang);
  if (!result.ok) {
    for (const p of result.problems) io.stdout(`${file}:${p.line}: ${p.message}\n`);
    return 2;
  }
  print(result.roster);
  return 0;
}

/** A share code read with its own book version, and judged by it and by the newest version of that book. */
async function decode({ io, print, books }: Context, code: string, lang: Lang): Promise<number> {
  const { catalog } = await books();
  const opened = openShareCode(catalog, codeFromLink(code));
  if (!opened.ok) {
    const { ok: _ok, ...failure } = opened;
    const message = describeDecodeFailure(opened, lang);
    print({ error: { ...failure, message } });
    io.stderr(message + "\n");
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
async function validateDir({ io, fromUser, books }: Context, dir: string, options: { limit: number | undefined; csv: boolean; lang: Lang }): Promise<number> {
  const { lang } = options;
  let names: string[];
  try {
    names = (await readdir(fromUser(dir))).filter((name) => name.endsWith(".json"));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    const reason = code === "ENOENT" ? (lang === "ru" ? "нет такой папки" : "no such folder") : code === "ENOTDIR" ? (lang === "ru" ? "это не папка" : "not a folder") : code;
    io.stderr(`${dir}: ${reason}\n`);
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
  const { catalog } = await books();
  const rows = checkLists(catalog, files, { limit: options.limit, lang });
  io.stdout(options.csv ? listsCsv(rows, lang) : listsTable(rows, lang));
  return listsExitCode(rows);
}

async function checkBookFile({ io, readInput }: Context, file: string): Promise<number> {
  let text: string;
  try {
    text = await readInput(file);
  } catch (e) {
    io.stderr(`${file}: cannot read: ${(e as NodeJS.ErrnoException).code ?? String(e)}\n`);
    return 2;
  }
  const result = checkBookText(text);
  if (result.ok) {
    const { book } = result;
    io.stdout(`${file}: army book "${book.id}" version ${book.version} is valid (${book.units.length} units, ${book.armyRules.length} army rules)\n`);
    return 0;
  }
  if (result.unreadable) {
    io.stderr(`${file}: ${result.reason}\n`);
    return 2;
  }
  for (const p of result.problems) io.stdout(`${file}:${p.line}: ${p.path}: ${p.message}\n`);
  io.stdout(`${file}: ${result.problems.length} problem${result.problems.length === 1 ? "" : "s"}\n`);
  return 1;
}
