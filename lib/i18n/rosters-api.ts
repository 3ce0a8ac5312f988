import type { Lang } from "../text";
import { translator } from "./translate";

/** Messages of the rosters API (POST /api/rosters, PUT /api/rosters/{viewId}): one per error code it adds. */
export const rostersApiMessages = {
  ROSTER_NOT_FOUND: { ru: "Ростер не найден.", en: "Roster not found." },
  UNAUTHORIZED: { ru: "Нужен ключ редактирования ростера: заголовок Authorization: Bearer <ключ>.", en: "The roster's edit key is needed: Authorization: Bearer <key>." },
  VERSION_CONFLICT: {
    ru: "Ростер уже изменён (сейчас версия {n}): ничего не сохранено. Его текущее содержимое — в поле current.",
    en: "The roster was changed meanwhile (it is now version {n}): nothing was saved. Its current contents are in `current`.",
  },
} satisfies Record<string, Record<Lang, string>>;

export const rostersApiText = translator(rostersApiMessages);
