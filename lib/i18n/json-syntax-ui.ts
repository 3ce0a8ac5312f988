import { translator } from "./translate";

/** Why a text is not JSON, as the import, the API and the CLI say it ({char}: the character found). */
const jsonSyntaxUi = {
  unterminatedString: { ru: "незакрытая строка", en: "unterminated string" },
  badEscape: { ru: "неверный экранированный символ в строке", en: "bad escape in string" },
  controlCharacter: { ru: "управляющий символ в строке", en: "control character in string" },
  tooDeep: { ru: "слишком глубокая вложенность", en: "nested too deeply" },
  expectedName: { ru: "ожидалось имя свойства в двойных кавычках", en: "expected a property name in double quotes" },
  expectedColon: { ru: "ожидалось «:»", en: "expected ':'" },
  expectedCommaOrBrace: { ru: "ожидалось «,» или «}»", en: "expected ',' or '}'" },
  expectedCommaOrBracket: { ru: "ожидалось «,» или «]»", en: "expected ',' or ']'" },
  unexpectedEnd: { ru: "текст обрывается раньше конца: видимо, он обрезан", en: "the text stops before its end: it looks cut off" },
  unexpectedCharacter: { ru: "неожиданный символ «{char}»", en: "unexpected character '{char}'" },
  textAfter: { ru: "лишний текст после конца данных", en: "unexpected text after the JSON value" },
} as const;

export type JsonSyntaxReason = keyof typeof jsonSyntaxUi;
export const t = translator(jsonSyntaxUi);
