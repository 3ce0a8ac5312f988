import type { ParamKind } from "../engine/rule-types";
import type { Text } from "../text";

/**
 * Messages of the errors the engine finds itself, before any rule of the book: they belong to
 * the roster format, not to an army. Same template language as the book's messages
 * (lib/templates/template.ts); `{unit}` is the unit's name, or its id when the book does not know it.
 */
export const engineMessages: Record<string, { params: Readonly<Record<string, ParamKind>>; message: Text }> = {
  UNKNOWN_UNIT: {
    params: { unit: "id" },
    message: { ru: "Отряда «{unit}» нет в книге армии.", en: 'There is no unit "{unit}" in the army book.' },
  },
  UNKNOWN_OPTION: {
    params: { option: "id" },
    message: { ru: "У отряда «{unit}» нет опции «{option}».", en: '{unit} has no option "{option}".' },
  },
  OPTION_MAX: {
    params: { option: "option", count: "number", max: "number" },
    message: { ru: "{option}: взято {count}, можно не больше {max}.", en: "{option}: {count} taken, at most {max} allowed." },
  },
};

/** "a или b" / "a or b": how a list of option names reads in a message. */
export const listJoiner: Text = { ru: " или ", en: " or " };
