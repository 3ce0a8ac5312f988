import { guarded, requestLang } from "@/server/http/answers";
import { postBook } from "@/server/http/books-api";

/** POST an army-book file → 201 { id, version, authorKey, url }, or 400 / 409 / 413 / 403 (server/http/books-api.ts). */
export async function POST(req: Request): Promise<Response> {
  const lang = requestLang(req);
  return guarded(lang, () => postBook(req, lang));
}
