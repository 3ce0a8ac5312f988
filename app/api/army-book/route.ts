import { defaultBookId, newestOf, versionOf } from "@/lib/army-book/catalog";
import { getScoring, getCatalog } from "@/server/data/catalog";
import { guarded, json, requestLang } from "@/server/http/answers";

/**
 * An army book as seeded in the DB (the same JSON shape as its file in data/), plus the scoring
 * table: `?id=` names the book (default: the app's default book), `?version=` a version (default:
 * the newest). `versions` lists every version held. Unknown book or version → 404.
 */
export async function GET(req: Request): Promise<Response> {
  return guarded(requestLang(req), async () => {
    const url = new URL(req.url);
    const [catalog, scoring] = await Promise.all([getCatalog(), getScoring()]);
    const id = url.searchParams.get("id") ?? defaultBookId(catalog)!;
    const versionParam = url.searchParams.get("version");
    const version = versionParam === null ? undefined : Number(versionParam);
    const book = version === undefined ? newestOf(catalog, id) : Number.isSafeInteger(version) ? versionOf(catalog, id, version) : undefined;
    if (!book) return json({ error: "not_found", books: [...catalog.books.keys()] }, 404);
    return json({ ...book, versions: catalog.books.get(id)!.map((b) => b.version), scoring });
  });
}
