import "server-only";
import { cookies, headers } from "next/headers";
import { readerLang, type Lang } from "../../lib/text";

export const LANG_COOKIE = "lang";

/** The reader's language: their explicit choice (cookie), else the browser's Accept-Language. */
export async function currentLang(): Promise<Lang> {
  return readerLang((await cookies()).get(LANG_COOKIE)?.value, (await headers()).get("accept-language"));
}
