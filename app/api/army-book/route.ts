import { defaultBookId, newestOf, versionOf } from "@/lib/army-book/shelf";
import { getScoring, getShelf } from "@/server/data/catalog";
import { guarded, json, requestLang } from "@/server/http/answers";

/**
 * An army book as seeded in the DB (the same JSON shape as its file in data/), plus the scoring
 * table: `?id=` names the book (default: the app's default book), `?version=` a version (default:
 * the newest). `versions` lists every version held. Unknown book or version → 404.
 */
export async function GET(req: Request): Promise<Response> {
  return guarded(requestLang(req), async () => {
    const url = new URL(req.url);
    const [shelf, scoring] = await Promise.all([getShelf(), getScoring()]);
    const id = url.searchParams.get("id") ?? defaultBookId(shelf)!;
    const versionParam = url.searchParams.get("version");
    const version = versionParam === null ? undefined : Number(versionParam);
    const book = version === undefined ? newestOf(shelf, id) : Number.isSafeInteger(version) ? versionOf(shelf, id, version) : undefined;
    if (!book) return json({ error: "not_found", books: [...shelf.books.keys()] }, 404);
    return json({ ...book, versions: shelf.books.get(id)!.map((b) => b.version), scoring });
  });
}
