import type { ArmyBook } from "../army-book/schema";
import type { Catalog } from "../army-book/catalog";
import { indexBook } from "../army-book/book-index";
import { builderUi } from "../i18n/builder-ui";
import { validateRoster } from "../engine/report";
import { ROSTER_LIMITS, type Roster, type RosterUnitInput } from "../roster/schema";
import { LANGS, type Lang } from "../text";
import { NOTE_MARK } from "../export/roster-text";
import type { ImportProblem } from "./import-roster";

export type TextImportResult = { ok: true; roster: Roster } | { ok: false; problems: ImportProblem[] };

/*
 * What a chat app may do to the text the builder copies (lib/export/roster-text.ts): drop the
 * spaces around lines, and a person retyping it uses other dashes, bullets and "x" for "×".
 */
const DASH = "[—–−-]";
const BULLET = /^[•·◦▪●‣∙*+—–−-]\s*/u;
const NOTE = /^(?:✎|✏|✐|📝)\uFE0F?[ \u00A0]?/u;
// no leading \s*: a pattern that starts with a run of spaces is tried from every space of a long run
const COUNT = /[×xх*]\s*(\d+)$/u;
/** "1. Label (Unit) — 95 pts (9 men)"; the points and men are optional for a list typed by hand */
const UNIT_LINE = new RegExp(`^(\\d+)[.)][ \u00A0]?(.+?)(?:\\s${DASH}\\s*\\d+\\s*[^\\s\\d()]*\\s*(?:\\([^()]*\\))?)?$`, "u");
/** "<name> — <book>, 335 / 1000 pts": the part before the numbers, then the limit */
const HEAD_LINE = /^(.*\S),\s*\d+\s*\/\s*(\d+)(?:\s*[^\s\d/,]+)?$/u;
const TAIL_DASH = new RegExp(`\\s${DASH}\\s*$`, "u");
const TOTAL_LINE = new RegExp(`^(?:${LANGS.map((l) => escape(builderUi.total[l])).join("|")})\\s*:`, "iu");
/** "Army book: Soviet army, version 2" in either language, from the same words the text is made of */
const BOOK_LINES = LANGS.map(
  (l) => new RegExp(`^${escape(builderUi.bookVersionLabel[l]).replace(escape("{name}"), "(?<name>.+)").replace(escape("{version}"), "(?<version>\\d+)")}$`, "iu"),
);
const bookLine = (text: string) => BOOK_LINES.map((r) => r.exec(text)?.groups).find((g) => g !== undefined);

/** Spaces, and the zero-width ones chat apps leave, off both ends (by hand: a regex anchored at the end is tried from every space of a long run). */
function trimLine(line: string): string {
  // \s covers U+FEFF; U+200B (zero-width space) is not whitespace to JavaScript
  const blank = (c: string) => c === "\u200B" || /\s/.test(c);
  let start = 0;
  let end = line.length;
  while (start < end && blank(line[start]!)) start++;
  while (end > start && blank(line[end - 1]!)) end--;
  return line.slice(start, end);
}

/**
 * The names of the book, its units and options, and the words of the text, read with any space as
 * a space: a chat app may send a no-break space for one. One UTF-16 unit for one, so an index
 * into the plain line is an index into the line as typed (a label keeps its own no-break spaces).
 */
const OTHER_SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;
const plain = (text: string) => text.replace(OTHER_SPACES, " ");

/** A chat's quote ("> " before every line) taken off, when every line that says anything has one. */
function unquoted(lines: Found[]): Found[] {
  const said = lines.filter((l) => l.text !== "");
  if (said.length === 0 || !said.every((l) => l.text.startsWith(">"))) return lines;
  return lines.map((l) => {
    const text = trimLine(l.text.replace(/^>+/, ""));
    return { line: l.line, text, plain: plain(text) };
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

type Found = { line: number; text: string; plain: string };
type ParsedUnit = { unit: RosterUnitInput; line: number; optionLines: Map<string, number>; noteLine: number | null };

/**
 * A roster from the text the builder copies for chats ("Copy as text"), in either language, as a
 * chat app gives it back. Each problem is named by its line (1-based). The book and its version
 * come from the text's first and last lines; names of units and options are that version's.
 * Rule violations are not problems here (a list is built step by step): the builder shows them.
 */
export function rosterFromText(catalog: Catalog, text: string, lang: Lang): TextImportResult {
  const lines = unquoted(
    text.split(/\r\n|\r|\n/).map((l, i): Found => {
      const trimmed = trimLine(l);
      return { line: i + 1, text: trimmed, plain: plain(trimmed) };
    }),
  );
  const ru = lang === "ru";
  const problems: ImportProblem[] = [];
  const problem = (line: number, message: string, path: (string | number)[] | null = null) => problems.push({ line, path, code: "INVALID_INPUT", message });

  // the head: the first line that names a book this server holds
  let head: { found: Found; name: string; limit: number; book: ArmyBook } | null = null;
  let firstHeadLike: { found: Found; bookName: string } | null = null;
  for (const found of lines) {
    const m = HEAD_LINE.exec(found.plain);
    if (!m) continue;
    const before = m[1]!;
    const named = bookNamedAtEnd(catalog, before, found.text);
    if (!named) {
      firstHeadLike ??= { found, bookName: before.split(new RegExp(`\\s${DASH}\\s`, "u")).at(-1)!.trim() };
      continue;
    }
    head = { found, name: named.rosterName, limit: Number(m[2]), book: named.book };
    break;
  }
  if (!head) {
    const names = [...catalog.books.values()].map((v) => v.at(-1)!.name[lang]);
    const held = names.map((n) => `«${n}»`).join(", ");
    if (firstHeadLike)
      problem(firstHeadLike.found.line, ru ? `Книги армии «${firstHeadLike.bookName}» нет на сервере. Есть: ${held}.` : `The server holds no army book "${firstHeadLike.bookName}". It holds: ${held}.`);
    else {
      // the example reads as the line itself does (no quotes round the book's name); other books are named after it
      const others = names.length > 1 ? (ru ? ` (книга армии — одна из: ${held})` : ` (the army book is one of: ${held})`) : "";
      problem(
        lines.find((l) => l.text !== "")?.line ?? 1,
        ru
          ? `Не найдена первая строка списка вида «Название — ${names[0]}, 0 / 1000 оч.»${others}. Вставьте текст, скопированный кнопкой «Копировать текстом».`
          : `No first line of the form "Name — ${names[0]}, 0 / 1000 pts" was found${others}. Paste the text the "Copy as text" button gives.`,
      );
    }
    return { ok: false, problems };
  }

  // the version, from the line under the total; without it the roster takes the newest
  let book = head.book;
  let bookVersion: number | undefined;
  let versionLine = head.found.line;
  for (const found of lines) {
    if (found.line <= head.found.line) continue;
    const said = bookLine(found.plain);
    if (!said) continue;
    const held = catalog.books.get(book.id)!;
    const exact = held.find((b) => String(b.version) === said.version);
    versionLine = found.line;
    if (!exact) {
      const versions = held.map((b) => b.version).join(", ");
      problem(
        found.line,
        ru ? `Версии ${said.version} книги «${book.name.ru}» нет на сервере. Есть версии: ${versions}.` : `The server holds no version ${said.version} of "${book.name.en}". It holds versions: ${versions}.`,
        ["bookVersion"],
      );
      return { ok: false, problems };
    }
    book = exact;
    bookVersion = exact.version;
    break;
  }

  const indexed = indexBook(book);
  const unitsByName = namesOf(book.units);
  const units: ParsedUnit[] = [];
  const addNote = (unit: ParsedUnit, text: string, line: number) => {
    unit.unit.note = unit.unit.note === undefined ? text : `${unit.unit.note}\n${text}`;
    unit.noteLine ??= line;
  };
  for (const { line, text, plain: words } of lines) {
    if (line <= head.found.line || text === "") continue;
    if (TOTAL_LINE.test(words) || bookLine(words)) break;
    const current = units.at(-1);
    const note = NOTE.exec(text);
    const unitLine = note ? null : UNIT_LINE.exec(text);
    if (unitLine) {
      const named = unitNamed(unitsByName, unitLine[2]!);
      if (!named) problem(line, ru ? `Нет отряда «${unitLine[2]}» в книге «${book.name.ru}».` : `"${unitLine[2]}" is not a unit of ${book.name.en}.`);
      // an unknown unit is kept as a gap, so that its options are not reported as another unit's
      const unit: RosterUnitInput = { unit: named?.id ?? "", ...(named?.label !== undefined ? { label: named.label } : {}), options: {} };
      units.push({ unit, line, optionLines: new Map(), noteLine: null });
    } else if (!current) {
      problem(line, ru ? `Строка не похожа на отряд («1. Название — 95 оч.»): «${text}».` : `The line is not a unit ("1. Name — 95 pts"): "${text}".`);
    } else if (note) {
      addNote(current, text.slice(note[0].length), line);
    } else if (current.unit.unit !== "") {
      const type = indexed.units.get(current.unit.unit)!.type;
      const bullet = BULLET.exec(text);
      const said = text.slice(bullet ? bullet[0].length : 0);
      const option = optionNamed(namesOf(type.options), said);
      if (option && current.optionLines.has(option.id))
        problem(line, ru ? `Опция «${said}» уже указана в строке ${current.optionLines.get(option.id)}.` : `The option "${said}" is already given on line ${current.optionLines.get(option.id)}.`);
      else if (option) {
        current.unit.options![option.id] = option.count;
        current.optionLines.set(option.id, line);
      } else if (bullet) problem(line, ru ? `У отряда «${type.name.ru}» нет опции «${said}».` : `${type.name.en} has no option "${said}".`);
      // a text copied before notes were marked: plain lines under a unit, above its options
      else if (current.optionLines.size === 0) addNote(current, said, line);
      else problem(line, ru ? `Строка не похожа на опцию (• …) или заметку (${NOTE_MARK} …): «${text}».` : `The line is not an option (• …) or a note (${NOTE_MARK} …): "${text}".`);
    }
  }
  if (problems.length > 0) return { ok: false, problems };

  const roster: Roster = { version: 1, name: head.name, armyBook: book.id, ...(bookVersion !== undefined ? { bookVersion } : {}), pointsLimit: head.limit, units: units.map((u) => u.unit) };
  // the same checks as any roster (lengths, limits, how many units), each pinned to where the text says it
  const checked = validateRoster(catalog, roster, lang);
  if (!checked.ok) {
    const headLine = head.found.line;
    const lineOf = (path: (string | number)[]): number => {
      if (path[0] === "bookVersion") return versionLine;
      if (path[0] !== "units") return headLine;
      const unit = typeof path[1] === "number" ? units[path[1]] : undefined;
      // the whole list: too many units, said at the first one past the limit
      if (!unit) return units[ROSTER_LIMITS.unitsMax]?.line ?? headLine;
      if (path[2] === "note") return unit.noteLine ?? unit.line;
      if (path[2] === "options" && typeof path[3] === "string") return unit.optionLines.get(path[3]) ?? unit.line;
      return unit.line;
    };
    for (const e of checked.report.errors) {
      const path = "path" in e ? e.path : [];
      problem(lineOf(path), e.message, path);
    }
    return { ok: false, problems };
  }
  return { ok: true, roster: checked.roster };
}

type Names = { byName: Map<string, string>; longestFirst: [string, string][] };

const namesCache = new WeakMap<object, Names>();

/** name in either language, and the id itself → id (once per book's list of units or options) */
function namesOf(items: readonly { id: string; name: Record<Lang, string> }[]): Names {
  const hit = namesCache.get(items);
  if (hit) return hit;
  const byName = new Map<string, string>();
  for (const item of items)
    for (const l of LANGS) {
      const name = plain(item.name[l]);
      if (!byName.has(name)) byName.set(name, item.id);
    }
  for (const item of items) if (!byName.has(item.id)) byName.set(item.id, item.id);
  const names: Names = { byName, longestFirst: [...byName].sort((a, b) => b[0].length - a[0].length) };
  namesCache.set(items, names);
  return names;
}

/** "Snipers" → the unit; "Eyes (Snipers)" → the unit with its label */
function unitNamed(names: Names, said: string): { id: string; label?: string } | null {
  const words = plain(said);
  const exact = names.byName.get(words);
  if (exact) return { id: exact };
  for (const [name, id] of names.longestFirst) {
    const tail = ` (${name})`;
    // the label as typed, its own no-break spaces kept
    if (words.length > tail.length && words.endsWith(tail)) return { id, label: said.slice(0, said.length - tail.length) };
  }
  return null;
}

/** "Light machine gun" → count 1; "Extra soldiers ×8" → 8 */
function optionNamed(names: Names, said: string): { id: string; count: number } | null {
  const words = plain(said);
  const exact = names.byName.get(words);
  if (exact) return { id: exact, count: 1 };
  const count = COUNT.exec(words);
  if (!count) return null;
  const id = names.byName.get(words.slice(0, count.index).trimEnd());
  return id ? { id, count: Number(count[1]) } : null;
}

/**
 * The book (its newest version) whose name, in either language and any version, ends `text` (the
 * line's start, its spaces plain) after a dash, longest name first; `rosterName`: what stands
 * before that dash in the line as typed (`typed`).
 */
function bookNamedAtEnd(catalog: Catalog, text: string, typed: string): { book: ArmyBook; rosterName: string } | null {
  let best: { book: ArmyBook; name: string; rosterName: string } | null = null;
  for (const versions of catalog.books.values())
    for (const book of versions)
      for (const l of LANGS) {
        const name = plain(book.name[l]);
        if (!text.endsWith(name) || (best && name.length <= best.name.length)) continue;
        const before = text.slice(0, text.length - name.length);
        const dash = TAIL_DASH.exec(before);
        if (dash) best = { book: versions.at(-1)!, name, rosterName: typed.slice(0, dash.index) };
      }
  return best;
}
