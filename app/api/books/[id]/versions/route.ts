import { guarded, requestLang } from "@/server/http/answers";
import { postBookVersion } from "@/server/http/books-api";

/** POST the next version of a published book, with its author key → 201 { id, version, url }, or 400 / 401 / 404 / 403. */
export async function POST(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const lang = requestLang(req);
  const { id } = await params;
  return guarded(lang, () => postBookVersion(req, id, lang));
}
