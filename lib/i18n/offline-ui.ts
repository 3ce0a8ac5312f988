import type { Lang } from "../text";
import { translator } from "./translate";

/**
 * The strings of working without a network: apart from the rest, because the offline notice sits
 * in the layout of every page (the builder's included) and must stay small.
 */
export const offlineUi = {
  appShortName: { ru: "Штаб", en: "HQ Rosters" },
  offlineBanner: { ru: "Нет сети: приложение работает с тем, что сохранено на этом устройстве.", en: "Offline: the app works from what this device has kept." },
  offlineTitle: { ru: "Эта страница недоступна без сети", en: "This page needs a connection" },
  offlineText: {
    ru: "Её ещё не открывали на этом устройстве при наличии сети, поэтому копии нет. Без сети работают: мои ростеры и ростеры, открытые раньше, книга армии, подсчёт победы, ссылки на ростеры и печать карточек.",
    en: "It has not been opened on this device while online, so there is no copy of it here. Without a network you still have: My rosters and every roster opened before, the army book, the victory calculator, roster links and printing cards.",
  },
  offlineKeyed: {
    ru: "Страницы организатора и заявки не хранятся на устройстве (в их адресе — ключ): без сети их не открыть. Откройте эту ссылку снова, когда сеть появится.",
    en: "Organiser's and entry pages are never kept on the device (their address holds a key): they need the network. Open this link again when you are back online.",
  },
  offlineList: { ru: "Нет сети: список — каким он был при последнем подключении.", en: "Offline: the list as it was when last online." },
  pendingChanges: { ru: "не сохранено: {n}", en: "not saved yet: {n}" },
  needsNetwork: {
    ru: "Нет сети: для этого нужен сервер. Введённое остаётся здесь — повторите, когда сеть появится.",
    en: "Offline: this needs the server. What you entered stays here; try again when the network is back.",
  },
  offlineRetry: { ru: "Попробовать снова", en: "Try again" },
} satisfies Record<string, Record<Lang, string>>;

export const t = translator(offlineUi);
