import type { ArmyBook } from "../army-book/schema";
import { indexBook } from "../army-book/book-index";
import { evaluateRoster } from "../engine/evaluate";
import { describeViolation } from "../engine/violation-text";
import { countOf } from "../i18n/plural";
import { t } from "../i18n/builder-ui";
import type { Roster } from "../roster/schema";
import type { Lang } from "../text";

/** What starts each line of a unit's note, so that reading the text back never takes a note for an option or a unit. */
export const NOTE_MARK = "✎";

/** A name or label on one line of the text: a line break inside it (possible in a JSON file) becomes a space. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, " ");

/**
 * The roster as plain text for chats and forums: units, options, points per unit, total, errors,
 * then the book and version it was built with and, when given, its share link (absolute).
 */
export function rosterAsText(book: ArmyBook, roster: Roster, lang: Lang, link?: string): string {
  const evaluation = evaluateRoster(book, roster);
  const lines: string[] = [];
  lines.push(`${oneLine(roster.name)} — ${book.name[lang]}, ${evaluation.points} / ${roster.pointsLimit} ${t(lang, "pts")}`);
  lines.push("");
  lines.push(...unitLines(book, roster, lang, evaluation));
  lines.push("");
  const valid = evaluation.violations.length === 0;
  lines.push(`${t(lang, "total")}: ${evaluation.points} / ${roster.pointsLimit} ${t(lang, "pts")} — ${valid ? "✓ " + t(lang, "valid") : "✗ " + t(lang, "invalid")}`);
  for (const v of evaluation.violations) {
    const where = v.unit === null ? t(lang, "armyWide") : `${v.unit + 1}`;
    lines.push(`   ! ${where}: ${describeViolation(book, roster, v, lang)}`);
  }
  lines.push("");
  lines.push(t(lang, "bookVersionLabel", { name: book.name[lang], version: book.version }));
  if (link) lines.push(link);
  return lines.join("\n");
}

/**
 * The units as the chat text lists them: "1. Red Army Infantry — 95 pts (9 men)", then the note and
 * one "• option" line each (lib/import/roster-from-text.ts reads them back) (an organiser's export carries them in one cell).
 */
export function unitLines(book: ArmyBook, roster: Roster, lang: Lang, evaluation = evaluateRoster(book, roster)): string[] {
  const indexed = indexBook(book);
  const lines: string[] = [];
  roster.units.forEach((u, i) => {
    const type = indexed.units.get(u.unit);
    const result = evaluation.units[i]!;
    const name = type ? type.type.name[lang] : u.unit;
    lines.push(`${i + 1}. ${u.label ? `${oneLine(u.label)} (${name})` : name} — ${result.points} ${t(lang, "pts")} (${countOf(lang, result.men, "man")})`);
    if (u.note) for (const line of u.note.split(/\r\n|\r|\n/)) lines.push(`   ${NOTE_MARK} ${line}`.trimEnd());
    for (const [id, n] of Object.entries(u.options ?? {})) {
      if (n <= 0) continue;
      const o = type?.options.get(id);
      const name = o ? o.name[lang] : id;
      lines.push(`   • ${name}${n > 1 || (o && o.max > 1) ? ` ×${n}` : ""}`);
    }
  });
  return lines;
}
