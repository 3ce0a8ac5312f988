import type { ArmyBook } from "../army-book/schema";
import { bookFor, isCatalog, catalogOf, type Catalog } from "../army-book/catalog";
import { inputErrors, type InputError } from "../input-errors";
import type { Roster } from "../roster/schema";
import { parseRoster } from "../roster/parse-roster";
import type { Lang } from "../text";
import { evaluateRoster, type Evaluation } from "./evaluate";
import { describeViolation } from "./violation-text";

export type ReportError = { code: string; unit: number | null; option: string | null; message: string };

/** The validation report of RULES.md: what the engine, the API and the CLI return. */
export type Report = {
  valid: boolean;
  points: number | null;
  pointsLimit: number | null;
  units: { unit: string; points: number; men: number }[];
  errors: (ReportError | InputError)[];
};

/** An evaluation's violations as the report's errors, each described in `lang`. */
export function reportErrors(book: ArmyBook, roster: Roster, evaluation: Evaluation, lang: Lang): ReportError[] {
  return evaluation.violations.map((v) => ({
    code: v.code,
    unit: v.unit,
    option: v.option,
    message: describeViolation(book, roster, v, lang),
  }));
}

export function reportFromEvaluation(book: ArmyBook, roster: Roster, evaluation: Evaluation, lang: Lang): Report {
  return {
    valid: evaluation.violations.length === 0,
    points: evaluation.points,
    pointsLimit: evaluation.pointsLimit,
    units: evaluation.units.map((u) => ({ unit: u.unit, points: u.points, men: u.men })),
    errors: reportErrors(book, roster, evaluation, lang),
  };
}

export function invalidInputReport(errors: InputError[]): Report {
  return { valid: false, points: null, pointsLimit: null, units: [], errors };
}

const single = new WeakMap<ArmyBook, Catalog>();
function catalogOfOne(book: ArmyBook): Catalog {
  let catalog = single.get(book);
  if (!catalog) single.set(book, (catalog = catalogOf([book])));
  return catalog;
}

export type ValidateResult = { ok: true; roster: Roster; book: ArmyBook; evaluation: Evaluation; report: Report } | { ok: false; report: Report };

/**
 * Parse untrusted input with the one roster schema, find the book and version it names on the
 * catalog (a single book stands for a catalog of one), then evaluate every rule. Never throws.
 */
export function validateRoster(source: ArmyBook | Catalog, input: unknown, lang: Lang = "en"): ValidateResult {
  const catalog = isCatalog(source) ? source : catalogOfOne(source);
  const parsed = parseRoster(input);
  if (!parsed.success) {
    const errors = inputErrors(parsed.error.issues, lang);
    // every offending field at once: a book or version the server does not hold too, when its shape is right
    const named = input as { armyBook?: unknown; bookVersion?: unknown } | null;
    const bookOk = !errors.some((e) => e.path[0] === "armyBook" || e.path[0] === "bookVersion");
    if (bookOk && typeof named === "object" && named !== null && typeof named.armyBook === "string") {
      const choice = bookFor(catalog, { armyBook: named.armyBook, bookVersion: typeof named.bookVersion === "number" ? named.bookVersion : undefined }, lang);
      if (!choice.ok) errors.push(choice.error);
    }
    return { ok: false, report: invalidInputReport(errors) };
  }
  const roster = parsed.data;
  const choice = bookFor(catalog, roster, lang);
  if (!choice.ok) return { ok: false, report: invalidInputReport([choice.error]) };
  const book = choice.book;
  const evaluation = evaluateRoster(book, roster);
  return { ok: true, roster, book, evaluation, report: reportFromEvaluation(book, roster, evaluation, lang) };
}
