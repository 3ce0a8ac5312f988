import { getEntries, postEntry } from "@/server/http/events-api";
import { guarded, requestLang } from "@/server/http/answers";

type Context = { params: Promise<{ id: string }> };

/** POST { player, roster } → 201 { entryId, entryKey, report }; 404 / 409 / 400. */
export async function POST(req: Request, { params }: Context): Promise<Response> {
  const lang = requestLang(req);
  return guarded(lang, async () => postEntry(req, (await params).id, lang));
}

/** GET with Authorization: Bearer <adminKey> → 200 { entries }; 401 / 404. */
export async function GET(req: Request, { params }: Context): Promise<Response> {
  const lang = requestLang(req);
  return guarded(lang, async () => getEntries(req, (await params).id, lang));
}
