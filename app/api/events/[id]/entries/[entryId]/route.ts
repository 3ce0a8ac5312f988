import { deleteEntry } from "@/server/http/events-api";
import { guarded, requestLang } from "@/server/http/answers";

type Context = { params: Promise<{ id: string; entryId: string }> };

/** DELETE with Authorization: Bearer <entryKey> → 204; 401 / 404 / 409 after the deadline. */
export async function DELETE(req: Request, { params }: Context): Promise<Response> {
  const lang = requestLang(req);
  return guarded(lang, async () => {
    const { id, entryId } = await params;
    return deleteEntry(req, id, entryId, lang);
  });
}
