import type { Lang } from "../text";
import { translator } from "./translate";

/**
 * The builder's notices about saving (a conflict, a refused key, a draft brought back): apart
 * from the builder's own strings, loaded with the notice only when one is shown.
 */
export const saveNoticeUi = {
  conflict: { ru: "Этот ростер уже изменили в другом месте (версия {v}). Ваши изменения не сохранены, но остаются здесь.", en: "This roster was changed elsewhere (version {v}). Your changes are not saved but remain here." },
  saveAsCopy: { ru: "Сохранить мой вариант как копию", en: "Save mine as a copy" },
  /** the word in a copy's name: "Rifle company (copy)" (lib/roster/copy-name.ts) */
  copyWord: { ru: "копия", en: "copy" },
  copyFailed: { ru: "Копию сохранить не удалось — проверьте сеть и попробуйте ещё раз.", en: "The copy could not be saved: check the network and try again." },
  loadTheirs: { ru: "Загрузить их версию (мои изменения пропадут)", en: "Load their version (discard mine)" },
  forbidden: { ru: "Эта ссылка не даёт права редактировать ростер. Откройте ссылку с ключом или сделайте копию.", en: "This link does not allow editing. Open the link with the key or make a copy." },
  notFound: { ru: "Ростер не найден — возможно, его удалили.", en: "Roster not found — it may have been deleted." },
  restoreDraft: {
    ru: "Возвращены несохранённые изменения от {t} ({n}) — они сохранятся, как только сервер будет доступен.",
    en: "Brought back unsaved changes from {t} ({n}): they are saved as soon as the server can be reached.",
  },
  discard: { ru: "Отбросить их", en: "Discard them" },
} satisfies Record<string, Record<Lang, string>>;

export const t = translator(saveNoticeUi);
