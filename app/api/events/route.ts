import { postEvent } from "@/server/http/events-api";
import { guarded, requestLang } from "@/server/http/answers";

/** POST { name, pointsLimit, deadline, armyBook, date?, bookVersion? } → 201 { id, adminKey, url }, or 400. */
export async function POST(req: Request): Promise<Response> {
  const lang = requestLang(req);
  return guarded(lang, () => postEvent(req, lang));
}
