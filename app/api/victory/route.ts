import { calculateVictoryFromInput } from "@/lib/victory/from-input";
import { getScoring } from "@/server/data/catalog";
import { guarded, json, readJsonBody, requestLang } from "@/server/http/answers";

/** POST victory input v1 → { victoryPoints, difference, band, winner }, or 400 with INVALID_INPUT errors. */
export async function POST(req: Request): Promise<Response> {
  const lang = requestLang(req);
  return guarded(lang, async () => {
    const body = await readJsonBody(req, lang);
    if (!body.ok) return json({ errors: [body.error] }, body.status);
    const outcome = calculateVictoryFromInput(body.value, await getScoring(), lang);
    return outcome.ok ? json(outcome.result) : json({ errors: outcome.errors }, 400);
  });
}
