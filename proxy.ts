import { NextResponse, type NextRequest } from "next/server";
import { judgeActionBody, type WireVerdict } from "./server/action-wire";
import { langFromAcceptLanguage } from "./lib/text";

/** A strict CSP: scripts only from this origin or carrying this response's nonce. */
function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // React's style={{…}} attributes (the points bar) need inline styles; no scripts can ride on them
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // the offline worker (public/sw.js) and the web app manifest
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function badPath(request: NextRequest): NextResponse {
  const ru = langFromAcceptLanguage(request.headers.get("accept-language")) === "ru";
  const text = ru ? "Ссылка повреждена: в адресе неверные символы." : "The link is damaged: the address has invalid characters.";
  return new NextResponse(
    `<!doctype html><html lang="${ru ? "ru" : "en"}"><meta charset="utf-8"><title>400</title><body style="font-family:sans-serif;padding:2em"><h1>400</h1><p>${text}</p><p><a href="/">←</a></p></body></html>`,
    { status: 400, headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'" } },
  );
}

/** A server action request our client could not have sent: 400 instead of a 500 from Next's decoder. */
async function badActionRequest(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== "POST" || !request.headers.has("next-action")) return null;
  const body = await request.text().catch(() => null);
  const verdict: WireVerdict = body === null ? { ok: false, reason: "not_json" } : judgeActionBody(request.headers.get("content-type"), body);
  if (verdict.ok) return null;
  const ru = langFromAcceptLanguage(request.headers.get("accept-language")) === "ru";
  return new NextResponse(ru ? "Неверный запрос к серверу." : "Malformed server action request.", {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "x-reason": verdict.reason },
  });
}

export async function proxy(request: NextRequest) {
  // A path with broken percent-encoding (a mangled share link) would otherwise fail inside the router with a 500.
  try {
    decodeURIComponent(request.nextUrl.pathname);
  } catch {
    return badPath(request);
  }
  const refused = await badActionRequest(request);
  if (refused) return refused;
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === "development");
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", csp);
  return response;
}

export const config = {
  // Build assets, the icon and the JSON API need no nonce. Each exclusion is a whole path segment:
  // "/favicon.icoX" or "/_next/staticX" is a page like any other and gets the CSP.
  matcher: [{ source: "/((?!_next/static/|_next/image(?:/|$)|favicon\\.ico$|api/).*)" }],
};
