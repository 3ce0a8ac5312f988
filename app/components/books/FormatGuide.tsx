import { tw } from "@/lib/i18n/workshop-ui";
import type { Lang } from "@/lib/text";

/** "Writing an army book" (docs/army-books.md) in short, one click away on the workshop. */
const GUIDE: Record<Lang, string[]> = {
  en: [
    "A book is one JSON object: id (a-z, 0-9, dashes), version (1 for a new book), name {ru, en}, author (your name as players will see it), tallies (what a unit counts; \"men\" is required), roles, nouns, weapons, armyRules, abilities and units.",
    "Every text is given in both languages: {\"ru\": \"…\", \"en\": \"…\"}.",
    "A unit: id, name, rarity (common, unique, rare), cost, base tallies, composition, models, weapons, profile (save, wounds), abilities, options and its own constraints (rules).",
    "An option: id, name, cost {points, per}, max, and what one of it adds to the unit's tallies (adds). A rule: type (ratio, requires, …), code (its error code), message and hint with {placeholders}.",
    "Bounds: 512 KB, 100 units, 64 options a unit, names of 100 characters, texts of 1000.",
    "Start from a copy of a published book: every rule type is there to change. Each problem below names its line and JSON path; the book is published once none is left. A published version never changes: errata are the next version, published with the author key.",
  ],
  ru: [
    "Книга — один объект JSON: id (a-z, 0-9, дефисы), version (1 у новой книги), name {ru, en}, author (ваше имя, как его увидят игроки), tallies (что считает отряд; «men» обязателен), roles, nouns, weapons, armyRules, abilities и units.",
    "Каждый текст — на двух языках: {\"ru\": \"…\", \"en\": \"…\"}.",
    "Отряд: id, name, rarity (common, unique, rare), cost, base, composition, models, weapons, profile (спас-бросок, раны), abilities, options и свои constraints (правила).",
    "Опция: id, name, cost {points, per}, max и что одна такая опция добавляет отряду (adds). Правило: type (ratio, requires, …), code (код ошибки), message и hint с {подстановками}.",
    "Пределы: 512 КБ, 100 отрядов, 64 опции у отряда, названия до 100 символов, тексты до 1000.",
    "Начните с копии опубликованной книги: в ней есть все виды правил. Каждая проблема ниже названа строкой и путём JSON; книга публикуется, когда их не осталось. Опубликованная версия не меняется: исправления — это следующая версия, её публикуют ключом автора.",
  ],
};

export function FormatGuide({ lang }: { lang: Lang }) {
  return (
    <details className="card workshop-guide">
      <summary>{tw(lang, "guide")}</summary>
      <ul>
        {GUIDE[lang].map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
