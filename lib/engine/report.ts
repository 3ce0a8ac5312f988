import type { ArmyBook } from "../army-book/schema";
import { inputErrors, type InputError } from "../input-errors";
import { rosterSchema, type Roster } from "../roster/schema";
import type { Lang } from "../text";
import { evaluateRoster, type Evaluation } from "./evaluate";
import { describeViolation } from "./messages";

export type ReportError = { code: string; unit: number | null; option: string | null; message: string };

/** The validation report of RULES.md: what the engine, the API and the CLI return. */
export type Report = {
  valid: boolean;
  points: number | null;
  pointsLimit: number | null;
  units: { unit: string; points: number; men: number }[];
  errors: (ReportError | InputError)[];
};

export function reportFromEvaluation(book: ArmyBook, roster: Roster, evaluation: Evaluation, lang: Lang): Report {
  return {
    valid: evaluation.violations.length === 0,
    points: evaluation.points,
    pointsLimit: evaluation.pointsLimit,
    units: evaluation.units.map((u) => ({ unit: u.unit, points: u.points, men: u.men })),
    errors: evaluation.violations.map((v) => ({
      code: v.code,
      unit: v.unit,
      option: v.option,
      message: describeViolation(book, roster, v, lang),
    })),
  };
}

export function invalidInputReport(errors: InputError[]): Report {
  return { valid: false, points: null, pointsLimit: null, units: [], errors };
}

export type ValidateResult = { ok: true; roster: Roster; report: Report } | { ok: false; report: Report };

/** Parse untrusted input with the one roster schema, then evaluate every rule. Never throws. */
export function validateRoster(book: ArmyBook, input: unknown, lang: Lang = "en"): ValidateResult {
  const parsed = rosterSchema.safeParse(input);
  if (!parsed.success) return { ok: false, report: invalidInputReport(inputErrors(parsed.error.issues, lang)) };
  const roster = parsed.data;
  return { ok: true, roster, report: reportFromEvaluation(book, roster, evaluateRoster(book, roster), lang) };
}
