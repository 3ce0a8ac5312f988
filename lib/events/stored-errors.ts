import type { ArmyBook } from "../army-book/schema";
import type { Evaluation } from "../engine/evaluate";
import type { ReportError } from "../engine/report";
import { describeViolation } from "../engine/violation-text";
import type { Roster } from "../roster/schema";
import { LANGS, type Lang, type Text } from "../text";

/**
 * An entry's first errors as the database keeps them: each message in every product language, so
 * the organiser's table reads in the organiser's language whoever submitted the list. Entries
 * stored before carry `message` only, in their player's language.
 */
export type StoredError = ReportError & { messages?: Text };

/** The list's first `keep` errors, each described in every language (`message` in the player's). */
export function storableErrors(book: ArmyBook, roster: Roster, evaluation: Evaluation, lang: Lang, keep: number): StoredError[] {
  return evaluation.violations.slice(0, keep).map((v) => {
    const messages = Object.fromEntries(LANGS.map((l) => [l, describeViolation(book, roster, v, l)])) as Text;
    return { code: v.code, unit: v.unit, option: v.option, message: messages[lang], messages };
  });
}

/** The stored errors in the reader's language (an older entry's in its player's). */
export function readStoredErrors(json: string, lang: Lang, keep: number): ReportError[] {
  return (JSON.parse(json) as StoredError[]).slice(0, keep).map(({ messages, ...e }) => ({ ...e, message: messages?.[lang] ?? e.message }));
}
