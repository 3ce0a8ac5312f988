import { unreadableInput, type InputError } from "../lib/input-errors";
import { isLang, langFromAcceptLanguage, type Lang } from "../lib/text";
import { API_BODY_MAX_BYTES as MAX_BODY_BYTES } from "./body-limits";

export function requestLang(req: Request): Lang {
  const fromQuery = new URL(req.url).searchParams.get("lang");
  return isLang(fromQuery) ? fromQuery : langFromAcceptLanguage(req.headers.get("accept-language"));
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: number; error: InputError };

/** Reads a JSON body with a size cap; any failure is a localised INVALID_INPUT, never a throw. */
export async function readJsonBody(req: Request, lang: Lang): Promise<BodyResult> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return { ok: false, status: 413, error: tooLarge(lang) };
  let text = "";
  try {
    const reader = req.body?.getReader();
    if (reader) {
      const decoder = new TextDecoder("utf-8", { fatal: true });
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > MAX_BODY_BYTES) {
          await reader.cancel().catch(() => {});
          return { ok: false, status: 413, error: tooLarge(lang) };
        }
        text += decoder.decode(value, { stream: true });
      }
      text += decoder.decode();
    }
  } catch {
    return { ok: false, status: 400, error: unreadableInput(lang, lang === "ru" ? "Тело запроса не в UTF-8." : "The body is not UTF-8.") };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, status: 400, error: unreadableInput(lang, e instanceof Error ? e.message : undefined) };
  }
}

function tooLarge(lang: Lang): InputError {
  return {
    code: "INVALID_INPUT",
    unit: null,
    option: null,
    path: [],
    message: lang === "ru" ? `Запрос больше ${MAX_BODY_BYTES / 1024} КБ.` : `The request is larger than ${MAX_BODY_BYTES / 1024} KB.`,
  };
}

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

/** The last line of defence: a route that fails unexpectedly answers 503 with a reason, not a bare 500. */
export async function guarded(lang: Lang, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (e) {
    console.error(e);
    const message =
      lang === "ru" ? "Сервис временно недоступен (база книги армии не готова). Попробуйте позже." : "The service is temporarily unavailable (the army book database is not ready). Try again later.";
    return json({ errors: [{ code: "UNAVAILABLE", message }] }, 503);
  }
}
