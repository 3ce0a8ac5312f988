import type { Lang } from "../text";
import { translator } from "./translate";

/**
 * The words of the page shown when a page fails in the browser: apart from the rest, because the
 * error boundary loads with every page and must stay small.
 */
export const errorUi = {
  errorTitle: { ru: "На странице что-то сломалось", en: "Something broke on this page" },
  errorText: {
    ru: "Введённое не пропало: несохранённые изменения ростера хранятся на этом устройстве. Перезагрузите страницу — возможно, приложение обновилось, пока она была открыта.",
    en: "Nothing you entered is lost: a roster's unsaved changes are kept on this device. Reload the page: the app may have been updated while it was open.",
  },
  errorReload: { ru: "Перезагрузить страницу", en: "Reload the page" },
  errorRetry: { ru: "Попробовать ещё раз", en: "Try again" },
} satisfies Record<string, Record<Lang, string>>;

export const t = translator(errorUi);
