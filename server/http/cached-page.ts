import "server-only";
import { notFound } from "next/navigation";
import type { Catalog } from "../../lib/army-book/catalog";
import { isLang, type Lang } from "../../lib/text";
import { clearCatalogCache, getCatalog } from "../data/catalog";

/** The language a cached page was asked in (the route's `[lang]`, set by the proxy). */
export function routeLang(lang: string): Lang {
  if (!isLang(lang)) notFound();
  return lang;
}

/**
 * The catalog a cached page is rendered from. The proxy named the page by a stamp of the catalog it
 * read; this process keeps its own copy (10 s), which may be older: then it reads the DB again,
 * so a page never goes into the cache older than its name. If the stamp still differs, a seed
 * landed between the two reads: the page shows the newer books, and the next request (with the
 * new stamp) gets a page of its own.
 */
export async function catalogForStamp(stamp: string, stampOf: (catalog: Catalog) => string | undefined): Promise<Catalog> {
  const catalog = await getCatalog();
  if (stampOf(catalog) === stamp) return catalog;
  clearCatalogCache();
  return getCatalog();
}
