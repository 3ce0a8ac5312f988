import type { Metadata } from "next";
import { NewEventForm } from "@/app/components/events/NewEventForm";
import { defaultBookId, offeredBooks } from "@/lib/army-book/catalog";
import { t } from "@/lib/i18n/events-ui";
import { getCatalog } from "@/server/data/catalog";
import { currentLang } from "@/server/http/lang";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: t(await currentLang(), "newEvent") };
}

/** The organiser's form: name, date, limit, deadline, army book and optionally its version. */
export default async function NewEventPage() {
  const [lang, catalog] = await Promise.all([currentLang(), getCatalog()]);
  // the books a new roster may take (not those the operator removed), every version of each
  const books = offeredBooks(catalog, lang).map((b) => ({ id: b.id, name: b.name[lang], versions: catalog.books.get(b.id)!.map((v) => v.version) }));
  return (
    <div className="ev-page">
      <NewEventForm lang={lang} books={books} defaultBook={defaultBookId(catalog)!} />
    </div>
  );
}
