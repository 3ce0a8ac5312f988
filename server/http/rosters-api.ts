import "server-only";
import { rosterApiSaveSchema, viewIdSchema } from "../../lib/roster/actions-schema";
import { compiledOnServer } from "../../lib/roster/parse-roster";
import { rostersApiText } from "../../lib/i18n/rosters-api";
import { inputErrors } from "../../lib/input-errors";
import { editUrl, viewPath } from "../../lib/roster/links";
import type { Lang } from "../../lib/text";
import { createRosterFrom, saveRosterFrom } from "../data/roster-commands";
import { apiError, bearerKey, json, readJsonBody, requestOrigin } from "./answers";

// a save through the API parses the whole roster: compiled (lib/roster/parse-roster.ts)
const apiSave = compiledOnServer(rosterApiSaveSchema);

/**
 * The rosters API: what the builder's create and save actions do, for tools (a club's bot, a
 * tournament's software) and for tests that drive the server over plain HTTP. Each function is
 * one route's whole answer; the route files pick the language and call it inside `guarded`.
 */

type ApiCode = "ROSTER_NOT_FOUND" | "UNAUTHORIZED" | "VERSION_CONFLICT";


/** POST /api/rosters (a v1 roster) → 201 { viewId, editKey, url, editUrl, summary }, or 400 INVALID_INPUT with the path. */
export async function postRoster(req: Request, lang: Lang): Promise<Response> {
  const body = await readJsonBody(req, lang);
  if (!body.ok) return json({ errors: [body.error] }, body.status);
  const created = await createRosterFrom(body.value, lang);
  if (created.status === "invalid") return json({ errors: created.errors }, 400);
  const origin = requestOrigin(req);
  return json(
    {
      viewId: created.viewId,
      editKey: created.key,
      url: new URL(viewPath(created.viewId), origin).href,
      editUrl: new URL(editUrl(created), origin).href,
      summary: created.summary,
    },
    201,
  );
}

/**
 * PUT /api/rosters/{viewId} { version, roster } with `Authorization: Bearer <editKey>` → 200
 * { summary } (the new version); 409 VERSION_CONFLICT with `current` when `version` is not the
 * latest (nothing saved); 401 without the right key; 404 unknown roster; 400 bad input.
 */
export async function putRoster(req: Request, viewId: string, lang: Lang): Promise<Response> {
  const notFound = () => apiError<ApiCode>(404, "ROSTER_NOT_FOUND", rostersApiText(lang, "ROSTER_NOT_FOUND"));
  if (!viewIdSchema.safeParse(viewId).success) return notFound();
  const key = bearerKey(req);
  const unauthorized = () => apiError<ApiCode>(401, "UNAUTHORIZED", rostersApiText(lang, "UNAUTHORIZED"), { "www-authenticate": 'Bearer realm="rosters"' });
  if (key === null) return unauthorized();
  const body = await readJsonBody(req, lang);
  if (!body.ok) return json({ errors: [body.error] }, body.status);
  const parsed = apiSave.safeParse(body.value);
  if (!parsed.success) return json({ errors: inputErrors(parsed.error.issues, lang) }, 400);
  const result = await saveRosterFrom(viewId, key, parsed.data.version, parsed.data.roster, lang, ["roster"]);
  switch (result.status) {
    case "saved":
      return json({ summary: result.summary });
    case "invalid":
      return json({ errors: result.errors }, 400);
    case "conflict":
      return apiError<ApiCode>(409, "VERSION_CONFLICT", rostersApiText(lang, "VERSION_CONFLICT", { n: result.current.summary.version }), {}, { current: result.current });
    case "forbidden":
      return unauthorized();
    case "not_found":
      return notFound();
  }
}
