import type { Lang } from "../text";
import { translator } from "./translate";
import { ui } from "./ui";

/**
 * Moving "My rosters" to another device (the /transfer page): the private link, its QR code and the file (see
 * lib/transfer). {rosters} is a count with its noun (countOf(lang, n, "roster")).
 */
export const transferUi = {
  transferTitle: { ru: "Перенести мои ростеры", en: "Move my rosters" },
  transferIntro: {
    ru: "«Мои ростеры» — это ключи редактирования, которые хранятся только в этом браузере. Чтобы те же ростеры были на телефоне или другом компьютере, откройте там личную ссылку (или отсканируйте её QR-код) либо сохраните ростеры в файл и откройте его там. Ростеры добавятся к списку того устройства; ничего из него не удалится и не заменится.",
    en: "“My rosters” are the edit keys kept in this browser only. To have the same rosters on a phone or another computer, open the private link there (or scan its QR code), or save them to a file and open it there. They are added to that device's list; nothing in it is removed or replaced.",
  },
  linkTitle: { ru: "Личная ссылка", en: "Private link" },
  linkLabel: { ru: "Личная ссылка на мои ростеры ({rosters})", en: "Private link to my rosters ({rosters})" },
  transferCopy: { ru: "Копировать ссылку", en: "Copy link" },
  transferCopied: { ru: "Скопировано", en: "Copied" },
  linkWarning: {
    ru: "Любой, у кого есть эта ссылка или её QR-код, может изменять и удалять эти ростеры. Отправляйте её только себе и нигде не публикуйте.",
    en: "Anyone who has this link or its QR code can edit and delete these rosters. Send it only to yourself and never post it.",
  },
  qrLabel: { ru: "QR-код личной ссылки: отсканируйте его камерой телефона", en: "QR code of the private link: scan it with the phone's camera" },
  qrTooBig: { ru: "Ростеров слишком много для одного QR-кода: перенесите их ссылкой или файлом.", en: "Too many rosters for one QR code: move them with the link or the file." },
  nothingToMove: { ru: "В этом браузере пока нет ростеров: переносить нечего.", en: "There are no rosters in this browser yet: nothing to move." },
  notMovable: { ru: "Записей, которые не похожи на ключи этого приложения и не переносятся: {n}.", en: "Entries that are not keys this app makes, and are not moved: {n}." },
  // receiving a link
  receiveTitle: { ru: "Ростеры с другого устройства", en: "Rosters from another device" },
  planNew: { ru: "Новые для этого браузера: {rosters}", en: "New to this browser: {rosters}" },
  planAlready: { ru: "Уже есть здесь: {rosters}", en: "Already here: {rosters}" },
  planKeptOwn: {
    ru: "Уже есть здесь с другим ключом (этот браузер оставит свой ключ): {rosters}",
    en: "Already here with another edit key (this browser keeps its own key): {rosters}",
  },
  planNoRoom: { ru: "Не помещаются (в этом браузере не больше {max}): {rosters}", en: "Do not fit (this browser holds at most {max}): {rosters}" },
  mergeNote: { ru: "Из списка этого браузера ничего не удалится и не заменится.", en: "Nothing in this browser's list is removed or replaced." },
  addRosters: { ru: "Добавить {rosters}", en: "Add {rosters}" },
  dontAdd: { ru: "Не добавлять", en: "Don't add" },
  transferClose: { ru: "Закрыть", en: "Close" },
  nothingNew: { ru: "Добавлять нечего: все эти ростеры уже есть в этом браузере.", en: "Nothing to add: all of these rosters are already in this browser." },
  added: { ru: "Добавлено: {rosters}. Они — в списке «Мои ростеры» ниже.", en: "Added: {rosters}. They are in “My rosters” below." },
  badLink: { ru: "Эту ссылку переноса нельзя открыть — ничего не добавлено.", en: "This transfer link cannot be used — nothing was added." },
  linkWhy_empty: { ru: "В ссылке после «#» нет списка ростеров.", en: "The link holds no list of rosters after “#”." },
  linkWhy_too_long: { ru: "Ссылка длиннее, чем может быть любой список ростеров.", en: "The link is longer than any list of rosters can be." },
  linkWhy_not_base64: {
    ru: "В ссылке есть лишние символы — скорее всего, она скопирована не полностью или изменена.",
    en: "The link has characters that do not belong — it was probably copied incompletely or altered.",
  },
  linkWhy_checksum: {
    ru: "Ссылка повреждена или обрезана (не сходится контрольная сумма). Скопируйте её на другом устройстве ещё раз.",
    en: "The link is damaged or cut off (its checksum does not match). Copy it again on the other device.",
  },
  linkWhy_format: { ru: "Ссылка сделана в формате {format}, который эта версия приложения не знает.", en: "The link uses format {format}, which this version of the app does not know." },
  linkWhy_too_many: { ru: "В ссылке {count} ростеров, а перенести за раз можно не больше {max}.", en: "The link carries {count} rosters; at most {max} can be moved at once." },
  linkWhy_bad_entries: { ru: "В ссылке нет правильного списка ростеров.", en: "The link does not hold a valid list of rosters." },
  // the file
  fileTitle: { ru: "Файлом", en: "As a file" },
  fileIntro: {
    ru: "Один файл со всеми моими ростерами — заодно и резервная копия: в нём есть состав каждого ростера. Откройте его на другом устройстве здесь же, в «Перенести мои ростеры».",
    en: "One file with all my rosters — a backup too: it holds each roster's contents. Open it on the other device here, in “Move my rosters”.",
  },
  exportFile: { ru: "Сохранить мои ростеры в файл", en: "Save my rosters to a file" },
  exporting: { ru: "Читаем ростеры…", en: "Reading the rosters…" },
  exportFailed: { ru: "Не удалось прочитать ростеры с сервера; попробуйте ещё раз.", en: "Could not read the rosters from the server; try again." },
  fileLabel: { ru: "Открыть файл с моими ростерами", en: "Open a file of my rosters" },
  fileHint: { ru: "Файл, сохранённый кнопкой «Сохранить мои ростеры в файл».", en: "A file saved with “Save my rosters to a file”." },
  badFile: { ru: "Ничего не добавлено.", en: "Nothing was added." },
  fileWhy_too_large: { ru: "Файл больше {mb} МБ — это не файл моих ростеров.", en: "The file is larger than {mb} MB — it is not a file of my rosters." },
  fileWhy_not_json: { ru: "Это не JSON — это не файл моих ростеров.", en: "The file is not JSON — it is not a file of my rosters." },
  fileWhy_not_rosters_file: {
    ru: "Это не файл моих ростеров (отдельный ростер импортируется на главной странице, в «Импорт из JSON»).",
    en: "This is not a file of my rosters (a single roster is imported on the home page, in “Import from JSON”).",
  },
  fileWhy_version: { ru: "Файл в версии {version}, которую эта версия приложения не знает.", en: "The file is in version {version}, which this version of the app does not know." },
  fileWhy_shape: { ru: "Файл повреждён: неверное поле «{path}».", en: "The file is damaged: the field “{path}” is wrong." },
  missingTitle: { ru: "Этих ростеров больше нет на сервере — их можно создать заново из файла:", en: "These rosters are no longer on the server — they can be re-created from the file:" },
  recreate: { ru: "Создать заново: {name}", en: "Re-create: {name}" },
  recreated: { ru: "Создан заново: {name}", en: "Re-created: {name}" },
} satisfies Record<string, Record<Lang, string>>;

export type TransferUiKey = keyof typeof transferUi;

/**
 * A string of the transfer page in `lang`. Apart from ui.ts, so that the pages whose client code
 * reads ui.ts (the army book, the victory calculator) do not ship these; the two shared strings
 * come from there.
 */
export const t = translator({ ...transferUi, loading: ui.loading, serverUnavailable: ui.serverUnavailable });
