import "server-only";
import { unreadableInput, type InputError } from "../../lib/input-errors";
import { isLang, langFromAcceptLanguage, type Lang } from "../../lib/text";
import { API_BODY_MAX_BYTES as MAX_BODY_BYTES } from "../../lib/body-limits";
import { readJsonText } from "../../lib/roster/json-text";

export function requestLang(req: Request): Lang {
  const fromQuery = new URL(req.url).searchParams.get("lang");
  return isLang(fromQuery) ? fromQuery : langFromAcceptLanguage(req.headers.get("accept-language"));
}

/**
 * The origin the client addressed (for absolute links in an answer): the proxy's
 * X-Forwarded-Host / -Proto when present, else the Host header; Next's own req.url names the
 * host it listens on, not the one the client used. A malformed value falls back to req.url.
 */
export function requestOrigin(req: Request): string {
  const url = new URL(req.url);
  const first = (name: string) => req.headers.get(name)?.split(",")[0]?.trim() || null;
  const host = first("x-forwarded-host") ?? first("host");
  const proto = first("x-forwarded-proto");
  const scheme = proto === "http" || proto === "https" ? proto : url.protocol.slice(0, -1);
  return host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? `${scheme}://${host}` : url.origin;
}

/** The key of `Authorization: Bearer <key>` (the scheme in any case), or null. */
export function bearerKey(req: Request): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(req.headers.get("authorization") ?? "");
  return match ? match[1]! : null;
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: number; error: InputError };

/**
 * A refused body is still read (and discarded) up to this size before the answer goes out: a
 * client still sending when the server answers and stops reading would get a connection reset.
 */
const DRAIN_MAX_BYTES = 8 * MAX_BODY_BYTES;

/** Reads a JSON body with a size cap; any failure is a localised INVALID_INPUT, never a throw. */
export async function readJsonBody(req: Request, lang: Lang, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const body = await readTextBody(req, lang, limit);
  if (!body.ok) return body;
  const read = readJsonText(body.text);
  return read.ok ? { ok: true, value: read.value } : { ok: false, status: 400, error: unreadableInput(lang, read.detail?.(lang)) };
}

/** Reads a UTF-8 body with a size cap (413 past it, 400 when not UTF-8), never a throw. */
export async function readTextBody(req: Request, lang: Lang, limit = MAX_BODY_BYTES): Promise<{ ok: true; text: string } | { ok: false; status: number; error: InputError }> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) return { ok: false, status: 413, error: bodyTooLarge(lang, limit) };
  const notUtf8: { ok: false; status: number; error: InputError } = { ok: false, status: 400, error: unreadableInput(lang, lang === "ru" ? "Тело запроса не в UTF-8." : "The body is not UTF-8.") };
  let text = "";
  let refused: { ok: false; status: number; error: InputError } | null = null;
  try {
    const reader = req.body?.getReader();
    if (reader) {
      const decoder = new TextDecoder("utf-8", { fatal: true });
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (refused) {
          if (size > DRAIN_MAX_BYTES) {
            await reader.cancel().catch(() => {});
            break;
          }
          continue;
        }
        if (size > limit) refused = { ok: false, status: 413, error: bodyTooLarge(lang, limit) };
        else
          try {
            text += decoder.decode(value, { stream: true });
          } catch {
            refused = notUtf8;
          }
      }
      if (!refused) text += decoder.decode();
    }
  } catch {
    return refused ?? notUtf8;
  }
  if (refused) return refused;
  return { ok: true, text };
}

/** The INVALID_INPUT entry for a body over `limitBytes` (also sent by server/http/request-head.ts before a body is read). */
export function bodyTooLarge(lang: Lang, limitBytes: number): InputError {
  return {
    code: "INVALID_INPUT",
    unit: null,
    option: null,
    path: [],
    message: lang === "ru" ? `Запрос больше ${limitBytes / 1024} КБ.` : `The request is larger than ${limitBytes / 1024} KB.`,
  };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...headers, "cache-control": "no-store" } });
}

/** An API's own refusal (a code of that API, in the shape of every error list), with more fields of the answer in `extra`. */
export function apiError<Code extends string>(status: number, code: Code, message: string, headers?: Record<string, string>, extra: Record<string, unknown> = {}): Response {
  return json({ errors: [{ code, unit: null, option: null, message }], ...extra }, status, headers);
}

/** How long a client should wait before it asks again after a 503 (the builder retries on its own). */
export const RETRY_AFTER_SECONDS = 30;

/**
 * The last line of defence: a route that fails unexpectedly (the database is down, its disk is
 * full) answers at once with 503 UNAVAILABLE, a reason and Retry-After, never a bare 500 or a hang.
 */
export async function guarded(lang: Lang, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    const message =
      lang === "ru"
        ? "Сервер сейчас не может сохранить или прочитать данные. На вашей стороне ничего не потеряно: повторите запрос позже."
        : "The server cannot store or read data right now. Nothing was lost on your side: send the request again later.";
    return json({ errors: [{ code: "UNAVAILABLE", unit: null, option: null, message }] }, 503, { "retry-after": String(RETRY_AFTER_SECONDS) });
  }
}
