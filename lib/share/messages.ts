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
    case "book_version":
      return ru
        ? `Ссылка сделана по книге армии версии ${f.codeVersion}, а сейчас действует версия ${f.bookVersion}; номера отрядов и опций могли измениться, поэтому открыть её нельзя. Попросите прислать новую ссылку или файл JSON.`
        : `The link was made with army book version ${f.codeVersion}, but version ${f.bookVersion} is now in force; unit and option numbers may have changed, so it cannot be opened. Ask for a new link or the JSON file.`;
  }
}
