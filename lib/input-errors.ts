import type { z } from "zod";
import { countOf } from "./i18n/plural";
import type { Lang } from "./text";

export type InputError = {
  code: "INVALID_INPUT";
  unit: null;
  option: null;
  message: string;
  path: (string | number)[];
};

type Issue = z.core.$ZodIssue;

/**
 * One zod issue in words, in `lang` (also used as the per-parse error map of the forms). A
 * player's name is a person's ("имя"), not a title ("название"): `person` says so where the
 * issue's path cannot (a field checked alone); a path ending in "player" says it too.
 */
export function issueMessage(issue: Pick<Issue, "code"> & Partial<Issue>, lang: Lang, person = false): string {
  return describe(issue as Issue, lang, person);
}

function describe(issue: Issue, lang: Lang, person = false): string {
  const ru = lang === "ru";
  const reason = (issue as { params?: { reason?: string } }).params?.reason;
  const persons = person || issue.path?.at(-1) === "player";
  if (reason === "text_unicode") return ru ? "Недопустимые символы в тексте." : "The text contains invalid characters.";
  if (reason === "name_unicode") return ru ? (persons ? "В имени есть недопустимые символы." : "В названии есть недопустимые символы.") : "The name contains invalid characters.";
  if (reason === "name_short") return ru ? (persons ? "Имя не может быть пустым." : "Название не может быть пустым.") : "The name cannot be empty.";
  if (reason === "event_before_deadline") return ru ? "День турнира раньше срока подачи списков." : "The event's day is before the deadline for lists.";
  if (reason === "name_long") return ru ? (persons ? "Имя длиннее 100 символов." : "Название длиннее 100 символов.") : "The name is longer than 100 characters.";
  switch (issue.code) {
    case "invalid_type":
      // a required field of any type (z.unknown()) that is missing
      if ((issue.expected as string) === "nonoptional") return ru ? "Обязательное поле." : "This field is required.";
      if (issue.expected === "int" || issue.expected === "number")
        return ru ? "Нужно целое число." : "A whole number is expected.";
      if (issue.expected === "string") return ru ? "Нужна строка." : "Text is expected.";
      if (issue.expected === "object" || issue.expected === "map" || issue.expected === "record")
        return ru ? "Нужен объект." : "An object is expected.";
      if (issue.expected === "array") return ru ? "Нужен список." : "A list is expected.";
      return ru ? `Неверный тип: ожидалось ${issue.expected}.` : `Wrong type: ${issue.expected} expected.`;
    case "too_small":
      if (issue.origin === "string") return ru ? "Не может быть пустым." : "Cannot be empty.";
      if (issue.origin === "array") return ru ? `Нужно не меньше ${countOf("ru", Number(issue.minimum), "itemGen")}.` : `At least ${countOf("en", Number(issue.minimum), "itemGen")} needed.`;
      if (issue.inclusive === false)
        return ru ? `Значение должно быть больше ${issue.minimum}.` : `Must be greater than ${issue.minimum}.`;
      return ru ? `Значение меньше допустимого (минимум ${issue.minimum}).` : `Too small: the minimum is ${issue.minimum}.`;
    case "too_big":
      if (issue.origin === "string")
        return ru ? `Слишком длинно: максимум символов — ${issue.maximum}.` : `Too long: at most ${issue.maximum} characters.`;
      if (issue.origin === "object")
        return ru ? `Слишком много опций: максимум — ${issue.maximum}.` : `Too many options: at most ${issue.maximum}.`;
      if (issue.origin === "array") return ru ? `Не больше ${countOf("ru", Number(issue.maximum), "itemGen")}.` : `At most ${countOf("en", Number(issue.maximum), "itemGen")} allowed.`;
      if (issue.origin === "number" || issue.origin === "int")
        return ru ? `Значение больше допустимого (максимум ${issue.maximum}).` : `Too big: the maximum is ${issue.maximum}.`;
      return ru ? `Слишком длинно (максимум ${issue.maximum}).` : `Too long: the maximum is ${issue.maximum}.`;
    case "invalid_value":
      return ru
        ? `Допустимо только: ${issue.values.map((v) => JSON.stringify(v)).join(", ")}.`
        : `Only ${issue.values.map((v) => JSON.stringify(v)).join(", ")} is accepted.`;
    case "unrecognized_keys":
      return ru ? `Неизвестное поле «${issue.keys.join(", ")}».` : `Unknown field "${issue.keys.join(", ")}".`;
    case "invalid_format":
      return ru ? "Неверный формат." : "Wrong format.";
    default:
      return ru ? "Неверное значение." : "Invalid value.";
  }
}

/** zod issues → INVALID_INPUT entries, one per offending field, with a localised message. */
export function inputErrors(issues: readonly Issue[], lang: Lang): InputError[] {
  const out: InputError[] = [];
  for (const issue of issues) {
    const base = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
    if (issue.code === "unrecognized_keys") {
      // One entry per unknown key, pointing at the key itself.
      for (const key of issue.keys)
        out.push({ code: "INVALID_INPUT", unit: null, option: null, path: [...base, key], message: describe({ ...issue, keys: [key] }, lang) });
    } else {
      out.push({ code: "INVALID_INPUT", unit: null, option: null, path: base, message: describe(issue, lang) });
    }
  }
  return out;
}

export function unreadableInput(lang: Lang, detail?: string): InputError {
  const base = lang === "ru" ? "Не удалось прочитать вход как JSON." : "The input could not be read as JSON.";
  return { code: "INVALID_INPUT", unit: null, option: null, path: [], message: detail ? `${base} ${detail}` : base };
}
