import type { Metadata } from "next";
import { BookWorkshop } from "@/app/components/books/BookWorkshop";
import { offeredBooks } from "@/lib/army-book/catalog";
import { tw } from "@/lib/i18n/workshop-ui";
import { getCatalog, getScoring } from "@/server/data/catalog";
import { currentLang } from "@/server/http/lang";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: tw(await currentLang(), "title") };
}

/** The book workshop: write, check, preview, try and publish an army book (server/http/books-api.ts publishes it). */
export default async function NewBookPage() {
  const [lang, catalog, scoring] = await Promise.all([currentLang(), getCatalog(), getScoring()]);
  const books = offeredBooks(catalog, lang).map((b) => ({ id: b.id, name: b.name[lang] }));
  // every id the server holds, withdrawn books too: a new book under one of them is refused
  return <BookWorkshop lang={lang} books={books} taken={[...catalog.books.keys()]} scoring={scoring} />;
}
