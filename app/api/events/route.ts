import { postEvent } from "@/server/events-api";
import { guarded, requestLang } from "@/server/http";

/** POST { name, pointsLimit, deadline, armyBook, date?, bookVersion? } → 201 { id, adminKey, url }, or 400. */
export async function POST(req: Request): Promise<Response> {
  const lang = requestLang(req);
  return guarded(lang, () => postEvent(req, lang));
}
