import { getArmyBook, getScoring } from "@/server/catalog";
import { guarded, json, requestLang } from "@/server/http";

/** The army book as seeded in the DB (the same JSON shape as data/soviet.army-book.json), plus the scoring table. */
export async function GET(req: Request): Promise<Response> {
  return guarded(requestLang(req), async () => {
    const [book, scoring] = await Promise.all([getArmyBook(), getScoring()]);
    return json({ ...book, scoring });
  });
}
