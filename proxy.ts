import { NextResponse, type NextRequest } from "next/server";
import { CACHED_PREFIX, CACHED_ROUTE_HEADERS, cachedRoute } from "./lib/page-cache/cached-route";
import { langFromAcceptLanguage, readerLang } from "./lib/text";
import { getCatalog } from "./server/data/catalog";
import { databaseAnswers } from "./server/data/health";
import { RETRY_AFTER_SECONDS } from "./server/http/answers";
import { noncePolicy } from "./server/http/csp.mjs";
import { LANG_COOKIE } from "./server/http/lang";

function badPath(request: NextRequest): NextResponse {
  const ru = langFromAcceptLanguage(request.headers.get("accept-language")) === "ru";
  const text = ru ? "Ссылка повреждена: в адресе неверные символы." : "The link is damaged: the address has invalid characters.";
  return new NextResponse(
    `<!doctype html><html lang="${ru ? "ru" : "en"}"><meta charset="utf-8"><title>400</title><body style="font-family:sans-serif;padding:2em"><h1>400</h1><p>${text}</p><p><a href="/">←</a></p></body></html>`,
    { status: 400, headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'" } },
  );
}

/**
 * Saved rosters (/r/…) and events (/e/…) are read from the database on every view; share pages,
 * the army book, the calculator and the home page are not (the books are kept in memory).
 */
function needsDatabase(request: NextRequest): boolean {
  return (request.method === "GET" || request.method === "HEAD") && /^\/(r|e)\//.test(request.nextUrl.pathname);
}

/** While the database does not answer: 503 with a page that says so, never a 500 or a false 404. */
function unavailablePage(request: NextRequest): NextResponse {
  const ru = readerLang(request.cookies.get(LANG_COOKIE)?.value, request.headers.get("accept-language")) === "ru";
  const title = ru ? "Сервер временно не может прочитать данные" : "The server cannot read its data right now";
  const text = ru
    ? "Сохранённые ростеры и турниры сейчас недоступны: база данных не отвечает. Ничего не потеряно. Откройте страницу снова через минуту; ссылки на ростеры (/s/…), книга армии и калькулятор победы работают."
    : "Saved rosters and events cannot be shown right now: the database does not answer. Nothing was lost. Open this page again in a minute; roster links (/s/…), the army book and the victory calculator still work.";
  return new NextResponse(
    `<!doctype html><html lang="${ru ? "ru" : "en"}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>503</title><body style="font-family:sans-serif;padding:1em;max-width:40em"><h1>${title}</h1><p>${text}</p><p><a href="/">${ru ? "На главную" : "Home"}</a></p></body></html>`,
    {
      status: 503,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "retry-after": String(RETRY_AFTER_SECONDS),
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
      },
    },
  );
}

/**
 * A page served from Next's cache: the proxy names, in request headers, the internal page its
 * public address is rewritten to by next.config.js (the language and a stamp of the books it
 * shows: lib/page-cache/cached-route.ts), and gives it no nonce (a kept page cannot carry one):
 * its CSP comes with the cache entry (server/http/cache-handler.mjs). The internal addresses
 * themselves are not public: asked for directly, they are not found.
 * (NextResponse.rewrite would do the same in one step, but on a server bound to a host (HOST) Next
 * takes its URL for an external one and fetches it over HTTP.)
 */
async function cachedPage(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === CACHED_PREFIX || pathname.startsWith(`${CACHED_PREFIX}/`))
    return new NextResponse("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "content-security-policy": "default-src 'none'" } });
  if (pathname !== "/army-book" && !pathname.startsWith("/s/")) return null;
  // no books (an unseeded DB): the page's own error, as before
  const catalog = await getCatalog().catch(() => null);
  if (!catalog) return null;
  const lang = readerLang(request.cookies.get(LANG_COOKIE)?.value, request.headers.get("accept-language"));
  const route = cachedRoute(catalog, lang, pathname, searchParams);
  if (!route) return null;
  const headers = withoutRouteHeaders(request);
  for (const [name, value] of Object.entries(route)) headers.set(name, value);
  return NextResponse.next({ request: { headers } });
}

/** The request's headers less any that would pick a cached page: only the proxy sets those. */
function withoutRouteHeaders(request: NextRequest): Headers {
  const headers = new Headers(request.headers);
  for (const name of CACHED_ROUTE_HEADERS) headers.delete(name);
  return headers;
}

export async function proxy(request: NextRequest) {
  // A path with broken percent-encoding (a mangled share link) would otherwise fail inside the router with a 500.
  try {
    decodeURIComponent(request.nextUrl.pathname);
  } catch {
    return badPath(request);
  }
  if (needsDatabase(request) && !(await databaseAnswers())) return unavailablePage(request);
  const cached = await cachedPage(request);
  if (cached) return cached;
  const nonce = btoa(crypto.randomUUID());
  const csp = noncePolicy(nonce, process.env.NODE_ENV === "development");
  const headers = withoutRouteHeaders(request);
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
