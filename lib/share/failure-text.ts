import type { Lang } from "../text";
import type { DecodeFailure } from "./codec";

/** Why a share link cannot be opened, in words a player understands. */
export function describeDecodeFailure(f: DecodeFailure, lang: Lang): string {
  const ru = lang === "ru";
  switch (f.reason) {
    case "empty":
      return ru ? "Ссылка пустая: в ней нет кода ростера." : "The link is empty: it holds no roster code.";
    case "not_base64":
      return ru ? "В ссылке есть лишние символы — скорее всего, она скопирована не полностью или изменена." : "The link has characters that do not belong — it was probably copied incompletely or altered.";
    case "too_long":
      return ru ? "Код в ссылке слишком длинный для ростера." : "The code in the link is too long to be a roster.";
    case "checksum":
    case "truncated":
      return ru ? "Ссылка повреждена или обрезана (не сходится контрольная сумма). Попросите прислать её ещё раз." : "The link is damaged or cut off (its checksum does not match). Ask for it to be sent again.";
    case "trailing_data":
    case "invalid_roster":
      return ru ? "В ссылке нет корректного ростера." : "The link does not contain a valid roster.";
    case "format":
      return ru ? `Ссылка сделана в формате ${f.format}, который эта версия приложения не знает.` : `The link uses format ${f.format}, which this version of the app does not know.`;
    case "unknown_book":
      return ru
        ? `Ссылка сделана по книге армии «${f.bookId}», которой нет на этом сервере (есть: ${f.held.join(", ")}).`
        : `The link was made with the army book "${f.bookId}", which this server does not hold (it holds: ${f.held.join(", ")}).`;
    case "book_version":
      return ru
        ? `Ссылка сделана по версии ${f.codeVersion} книги армии «${f.bookId}», а на этом сервере есть только версии ${f.held.join(", ")}. Попросите прислать файл JSON.`
        : `The link was made with version ${f.codeVersion} of the army book "${f.bookId}", and this server holds only versions ${f.held.join(", ")}. Ask for the JSON file.`;
  }
}
