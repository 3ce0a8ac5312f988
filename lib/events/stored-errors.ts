import { versionOf, type Catalog } from "../army-book/catalog";
import type { ArmyBook } from "../army-book/schema";
import { evaluateRoster, type Evaluation } from "../engine/evaluate";
import { reportErrors, type ReportError } from "../engine/report";
import type { Roster } from "../roster/schema";
import { unitTitle } from "../roster/unit-title";
import { LANGS, type Lang, type Text } from "../text";

/**
 * An entry's first errors as the database keeps them: each message in every product language, so
 * the organiser's table reads in the organiser's language whoever submitted the list, and the
 * unit it is on by name (`where`), as the builder names it. Entries stored before carry `message`
 * only, in their player's language, and the unit by its index only.
 */
export type StoredError = ReportError & { messages?: Text; where?: Text };

/** An error as the organiser reads it: the unit it is on by name (null: the whole army, or not stored). */
export type ReadError = ReportError & { where: string | null };

/** The errors of a report with the unit each is on by name. */
export function withUnitNames(book: ArmyBook, roster: Roster, errors: readonly ReportError[], lang: Lang): ReadError[] {
  return errors.map((e) => {
    const unit = e.unit === null ? undefined : roster.units[e.unit];
    return { ...e, where: unit ? unitTitle(book, unit, e.unit!, lang) : null };
  });
}

/** Every error of a list judged again, each as the organiser reads it. */
export function judgedErrors(book: ArmyBook, roster: Roster, evaluation: Evaluation, lang: Lang): ReadError[] {
  return withUnitNames(book, roster, reportErrors(book, roster, evaluation, lang), lang);
}

/** Every error of a stored list judged again by the book version it names; null when that version is no longer held. */
export function errorsJudgedAgain(catalog: Catalog, roster: Roster, lang: Lang): ReadError[] | null {
  const book = versionOf(catalog, roster.armyBook, roster.bookVersion ?? 1);
  return book ? judgedErrors(book, roster, evaluateRoster(book, roster), lang) : null;
}

/** The list's first `keep` errors, each described in every language (`message` in the player's). */
export function storableErrors(book: ArmyBook, roster: Roster, evaluation: Evaluation, lang: Lang, keep: number): StoredError[] {
  const first = { ...evaluation, violations: evaluation.violations.slice(0, keep) };
  const read = Object.fromEntries(LANGS.map((l) => [l, judgedErrors(book, roster, first, l)])) as Record<Lang, ReadError[]>;
  return read[lang].map(({ where, ...e }, i) => {
    const inEach = (pick: (x: ReadError) => string | null) => Object.fromEntries(LANGS.map((l) => [l, pick(read[l][i]!)])) as Text;
    return { ...e, messages: inEach((x) => x.message), ...(where === null ? {} : { where: inEach((x) => x.where) }) };
  });
}

/** The stored errors in the reader's language (an older entry's in its player's). */
export function readStoredErrors(json: string, lang: Lang, keep: number): ReadError[] {
  return (JSON.parse(json) as StoredError[]).slice(0, keep).map(({ messages, where, ...e }) => ({ ...e, message: messages?.[lang] ?? e.message, where: where?.[lang] ?? null }));
}

/**
 * One error on one line: "3. Left flank — Red Army Infantry: …" on a unit ("3. …" for an entry
 * stored before units were named), the message alone for the army.
 */
export function errorLine(e: { message: string; unit: number | null; where: string | null }): string {
  if (e.where) return `${e.where}: ${e.message}`;
  return e.unit === null ? e.message : `${e.unit + 1}. ${e.message}`;
}

/** Errors as lines to show: each its code and its line. */
export const errorLines = (errors: readonly ReadError[]) => errors.map((e) => ({ code: e.code, message: errorLine(e) }));
