import type { Lang } from "../text";
import { translator } from "./translate";

/**
 * The strings of the "army book updated" notice: apart from the builder's own, so the builder
 * loads them (with the notice) only for a roster built with an older version.
 */
export const bookUpdateUi = {
  bookUpdated: { ru: "Книга армии обновлена (v{from} → v{to})", en: "Army book updated (v{from} → v{to})" },
  bookUpdatedPoints: { ru: "По новой версии этот список стоит {points} оч. ({delta}).", en: "Under the new version this list is {points} points ({delta})." },
  bookUpdatedProblems: { ru: "Нарушений правил по новой версии: {n}.", en: "Rule problems under the new version: {n}." },
  bookChanges: { ru: "Изменения, которые касаются этого списка:", en: "Changes that touch this list:" },
  bookNoChangesHere: { ru: "Отрядов и опций этого списка изменения не касаются.", en: "None of the changes touch this list's units or options." },
  updateBook: { ru: "Обновить до v{to}", en: "Update to v{to}" },
  openUnderCurrent: { ru: "Открыть по текущей книге (v{to}) как новый ростер", en: "Open under the current book (v{to}) as a new roster" },
} satisfies Record<string, Record<Lang, string>>;

export const t = translator(bookUpdateUi);
