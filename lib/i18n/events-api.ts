import type { Lang } from "../text";
import { translator } from "./translate";

/** Messages of the events API (POST /api/events, …/entries): one per error code it adds. */
export const eventsApiMessages = {
  EVENT_CLOSED: { ru: "Приём списков на этот турнир закрыт: срок подачи прошёл.", en: "This event no longer takes lists: the deadline has passed." },
  EVENT_FULL: { ru: "На турнир уже подано {n} списков — больше принять нельзя.", en: "This event already has {n} lists: no more can be taken." },
  ENTRY_CODE: { ru: "Неверный код заявки: спросите его у организатора турнира.", en: "Wrong entry code: ask the event's organiser for it." },
  EVENT_NOT_FOUND: { ru: "Турнир не найден.", en: "Event not found." },
  ENTRY_NOT_FOUND: { ru: "Заявка не найдена.", en: "Entry not found." },
  UNAUTHORIZED_ADMIN: { ru: "Нужен ключ организатора: заголовок Authorization: Bearer <ключ>.", en: "The organiser's key is needed: Authorization: Bearer <key>." },
  UNAUTHORIZED_ENTRY: { ru: "Нужен ключ заявки: заголовок Authorization: Bearer <ключ>.", en: "The entry's key is needed: Authorization: Bearer <key>." },
} satisfies Record<string, Record<Lang, string>>;

export const eventsApiText = translator(eventsApiMessages);
