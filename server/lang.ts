import { cookies, headers } from "next/headers";
import { isLang, langFromAcceptLanguage, type Lang } from "../lib/text";

export const LANG_COOKIE = "lang";

/** The reader's language: their explicit choice (cookie), else the browser's Accept-Language. */
export async function currentLang(): Promise<Lang> {
  const chosen = (await cookies()).get(LANG_COOKIE)?.value;
  if (isLang(chosen)) return chosen;
  return langFromAcceptLanguage((await headers()).get("accept-language"));
}
