import "server-only";
import type { IncomingHttpHeaders } from "node:http";
import { invalidInputReport } from "../../lib/engine/report";
import type { InputError } from "../../lib/input-errors";
import { isLang, langFromAcceptLanguage, type Lang } from "../../lib/text";
import { ACTION_BODY_MAX_BYTES, API_BODY_MAX_BYTES, BOOK_BODY_MAX_BYTES } from "../../lib/body-limits";
import { bodyTooLarge } from "./answers";

/**
 * What can be judged from a request's head alone, before Next reads its body: Next's proxy
 * layer waits for the whole body (up to 10 MB) even when the answer is already known, and
 * answers 500 to methods its Request object cannot represent (TRACE), to a foreign Origin and
 * to a body without a declared length on a server action. Each of these gets its proper 4xx
 * here, at once (server.ts asks this first).
 */
export type Refusal = { status: 403 | 405 | 411 | 413 | 416; headers: Record<string, string>; body: string };

/** The API routes answer other methods with 405 themselves; Next's Request object cannot even hold TRACE. */
const API_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
/** Pages are read, and POSTed to only by server actions (no page is a form target). */
const PAGE_METHODS = ["GET", "HEAD"];

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `?lang=` first, as the API reads it, then Accept-Language. */
function langOf(url: string, headers: IncomingHttpHeaders): Lang {
  const query = new URLSearchParams(url.split("?")[1] ?? "").get("lang");
  return isLang(query) ? query : langFromAcceptLanguage(first(headers["accept-language"]) ?? null);
}

function refusal(status: Refusal["status"], url: string, headers: IncomingHttpHeaders, ru: string, en: string, extra: Record<string, string> = {}): Refusal {
  const message = langOf(url, headers) === "ru" ? ru : en;
  return withBody(status, url.split("?")[0] ?? "/", { code: "INVALID_INPUT", unit: null, option: null, path: [], message }, extra);
}

function withBody(status: Refusal["status"], path: string, error: InputError, extra: Record<string, string>): Refusal {
  // the JSON API answers in the shape its routes give their own errors; pages get plain text
  const api = path.startsWith("/api/");
  const body = !api ? error.message : JSON.stringify(path === "/api/validate" ? invalidInputReport([error]) : { errors: [error] });
  return {
    status,
    body,
    headers: {
      "content-type": api ? "application/json" : "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      ...extra,
    },
  };
}

/** The host the browser believes it talks to, as Next's own server-action CSRF check reads it. */
function requestHost(headers: IncomingHttpHeaders): string | undefined {
  return first(headers["x-forwarded-host"])?.split(",")[0]?.trim() || first(headers.host);
}

/** A `Range: bytes=…` whose every part is well formed with its first byte at or before its last. */
function rangeSatisfiable(range: string): boolean {
  const spec = /^\s*bytes\s*=\s*(.+)$/i.exec(range);
  if (!spec) return true; // another unit: ignored, as RFC 9110 lets a server ignore Range
  return spec[1]!.split(",").every((part) => {
    const m = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(part);
    if (!m || (m[1] === "" && m[2] === "")) return false;
    return m[1] === "" || m[2] === "" || Number(m[1]) <= Number(m[2]);
  });
}

export function judgeRequestHead(method: string, url: string, headers: IncomingHttpHeaders): Refusal | null {
  const path = url.split("?")[0] ?? "/";
  const isAction = headers["next-action"] !== undefined && method === "POST";
  const methods = path.startsWith("/api/") ? API_METHODS : PAGE_METHODS;
  if (!methods.includes(method) && !isAction)
    return refusal(405, url, headers, "Этот метод HTTP не поддерживается.", "This HTTP method is not supported.", { allow: methods.join(", ") });

  const limit = path === "/api/books" || path.startsWith("/api/books/") ? BOOK_BODY_MAX_BYTES : path.startsWith("/api/") ? API_BODY_MAX_BYTES : ACTION_BODY_MAX_BYTES;
  const declared = first(headers["content-length"]);
  // Next measures an action's body only against a declared length (one sent chunked, past the
  // limit, is a 500): our client always declares it, as every browser's fetch of a text body does
  if (isAction && declared === undefined)
    return refusal(411, url, headers, "У запроса нет длины (Content-Length).", "The request has no length (Content-Length).");
  if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > limit)
    return withBody(413, path, bodyTooLarge(langOf(url, headers), limit), {});

  // Next's static files answer 500 to a range whose end lies before its start
  const range = first(headers.range);
  if (range !== undefined && !rangeSatisfiable(range))
    return refusal(416, url, headers, "Запрошенный диапазон байтов невозможен.", "The requested byte range cannot be satisfied.", { "content-range": "bytes */*" });

  if (isAction) {
    const origin = first(headers.origin);
    if (origin !== undefined) {
      let originHost: string | null;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = null;
      }
      if (originHost === null || originHost !== requestHost(headers))
        return refusal(403, url, headers, "Запрос пришёл с другого сайта.", "The request came from another site.");
    }
  }
  return null;
}
