import { entryCode } from "@/lib/events/links";
import { getCatalog } from "@/server/data/catalog";
import { prisma } from "@/server/data/db";
import { findEntry } from "@/server/data/events";
import { RETRY_AFTER_SECONDS, requestLang } from "@/server/http/answers";

type Ctx = { params: Promise<{ id: string; entryId: string }> };

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers } });

/**
 * An entry's frozen list, read-only: a redirect to its share page (or, with ?cards=1, its cards),
 * which need no key. The tables link here by entry id instead of carrying every list's code.
 */
export async function GET(req: Request, ctx: Ctx): Promise<Response> {
  const { id, entryId } = await ctx.params;
  const lang = requestLang(req);
  const ru = lang === "ru";
  try {
    const found = await findEntry(prisma(), id, entryId, lang);
    const code = found && entryCode(await getCatalog(), found.roster);
    if (!code) return text(ru ? "Список не найден." : "List not found.", 404);
    const cards = new URL(req.url).searchParams.get("cards") === "1";
    return new Response(null, { status: 303, headers: { location: `/s/${code}${cards ? "/print" : ""}`, "cache-control": "no-store" } });
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    return text(ru ? "Сервер сейчас не может прочитать данные. Повторите позже." : "The server cannot read data right now. Try again later.", 503, { "retry-after": String(RETRY_AFTER_SECONDS) });
  }
}
