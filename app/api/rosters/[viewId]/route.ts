import { guarded, requestLang } from "@/server/http/answers";
import { putRoster } from "@/server/http/rosters-api";

type Context = { params: Promise<{ viewId: string }> };

/** PUT { version, roster } with Authorization: Bearer <editKey> → 200 { summary }; 409 / 401 / 404 / 400. */
export async function PUT(req: Request, { params }: Context): Promise<Response> {
  const lang = requestLang(req);
  return guarded(lang, async () => putRoster(req, (await params).viewId, lang));
}
