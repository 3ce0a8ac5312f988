import { invalidInputReport, validateRoster } from "@/lib/engine/report";
import { getCatalog } from "@/server/data/catalog";
import { guarded, json, readJsonBody, requestLang } from "@/server/http/answers";

/** POST a v1 roster → the validation report under its book and version (200), or 400 with INVALID_INPUT errors. */
export async function POST(req: Request): Promise<Response> {
  const lang = requestLang(req);
  return guarded(lang, async () => {
    const body = await readJsonBody(req, lang);
    if (!body.ok) return json(invalidInputReport([body.error]), body.status);
    const result = validateRoster(await getCatalog(), body.value, lang);
    return json(result.report, result.ok ? 200 : 400);
  });
}
