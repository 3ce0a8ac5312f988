import { guarded, requestLang } from "@/server/http/answers";
import { postRoster } from "@/server/http/rosters-api";

/** POST a v1 roster → 201 { viewId, editKey, url, editUrl, summary }, or 400. */
export async function POST(req: Request): Promise<Response> {
  const lang = requestLang(req);
  return guarded(lang, () => postRoster(req, lang));
}
