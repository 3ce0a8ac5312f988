import type { ArmyBook } from "../army-book/schema";
import type { Evaluation } from "../engine/evaluate";
import type { ReportError } from "../engine/report";
import { describeViolation } from "../engine/violation-text";
import type { Roster } from "../roster/schema";
import { unitTitle } from "../roster/unit-title";
import { LANGS, type Lang, type Text } from "../text";

/**
 * An entry's first errors as the database keeps them: each message in every product language, so
 * the organiser's table reads in the organiser's language whoever submitted the list, and the
 * unit it is on by name (`where`), as the builder names it. Entries stored before carry `message`
 * only, in their player's language.
 */
export type StoredError = ReportError & { messages?: Text; where?: Text };

/** An error as the organiser reads it: the unit it is on by name (null: the whole army). */
export type ReadError = ReportError & { where: string | null };

/** The list's first `keep` errors, each described in every language (`message` in the player's). */
export function storableErrors(book: ArmyBook, roster: Roster, evaluation: Evaluation, lang: Lang, keep: number): StoredError[] {
  return evaluation.violations.slice(0, keep).map((v) => {
    const messages = Object.fromEntries(LANGS.map((l) => [l, describeViolation(book, roster, v, l)])) as Text;
    const unit = v.unit === null ? undefined : roster.units[v.unit];
    const where = unit && (Object.fromEntries(LANGS.map((l) => [l, unitTitle(book, unit, v.unit!, l)])) as Text);
    return { code: v.code, unit: v.unit, option: v.option, message: messages[lang], messages, ...(where ? { where } : {}) };
  });
}

/** The stored errors in the reader's language (an older entry's in its player's). */
export function readStoredErrors(json: string, lang: Lang, keep: number): ReadError[] {
  return (JSON.parse(json) as StoredError[]).slice(0, keep).map(({ messages, where, ...e }) => ({ ...e, message: messages?.[lang] ?? e.message, where: where?.[lang] ?? null }));
}

/** Every error of a list judged again, each as the organiser reads it. */
export function judgedErrors(book: ArmyBook, roster: Roster, evaluation: Evaluation, lang: Lang): ReadError[] {
  return evaluation.violations.map((v) => {
    const unit = v.unit === null ? undefined : roster.units[v.unit];
    const message = describeViolation(book, roster, v, lang);
    return { code: v.code, unit: v.unit, option: v.option, message, where: unit ? unitTitle(book, unit, v.unit!, lang) : null };
  });
}

/** One error on one line: "3. Left flank — Red Army Infantry: …" on a unit, the message alone for the army. */
export const errorLine = (e: { message: string; where: string | null }) => (e.where ? `${e.where}: ${e.message}` : e.message);

/** Errors as lines to show: each its code and its line. */
export const errorLines = (errors: readonly ReadError[]) => errors.map((e) => ({ code: e.code, message: errorLine(e) }));
