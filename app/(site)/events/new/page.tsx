import type { Metadata } from "next";
import { NewEventForm } from "@/app/components/events/NewEventForm";
import { defaultBookId, newestOf } from "@/lib/army-book/catalog";
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
  const books = [...catalog.books.entries()].map(([id, versions]) => ({ id, name: newestOf(catalog, id)!.name[lang], versions: versions.map((b) => b.version) }));
  return (
    <div className="ev-page">
      <NewEventForm lang={lang} books={books} defaultBook={defaultBookId(catalog)!} />
    </div>
  );
}
