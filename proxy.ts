import { NextResponse, type NextRequest } from "next/server";

/**
 * A path with broken percent-encoding (a mangled share link) would otherwise fail inside the
 * router with a 500; it gets a plain 400 page that says what happened.
 */
export function proxy(request: NextRequest) {
  try {
    decodeURIComponent(request.nextUrl.pathname);
    return NextResponse.next();
  } catch {
    const ru = (request.headers.get("accept-language") ?? "").toLowerCase().startsWith("ru");
    const text = ru ? "Ссылка повреждена: в адресе неверные символы." : "The link is damaged: the address has invalid characters.";
    return new NextResponse(
      `<!doctype html><html lang="${ru ? "ru" : "en"}"><meta charset="utf-8"><title>400</title><body style="font-family:sans-serif;padding:2em"><h1>400</h1><p>${text}</p><p><a href="/">←</a></p></body></html>`,
      { status: 400, headers: { "content-type": "text/html; charset=utf-8" } },
    );
  }
}

export const config = { matcher: ["/s/:path*", "/r/:path*"] };
