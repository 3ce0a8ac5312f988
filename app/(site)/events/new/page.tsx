import type { Metadata } from "next";
import { NewEventForm } from "@/app/components/events/NewEventForm";
import { defaultBookId, newestOf } from "@/lib/army-book/shelf";
import { t } from "@/lib/i18n/events-ui";
import { getShelf } from "@/server/data/catalog";
import { currentLang } from "@/server/http/lang";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: t(await currentLang(), "newEvent") };
}

/** The organiser's form: name, date, limit, deadline, army book and optionally its version. */
export default async function NewEventPage() {
  const [lang, shelf] = await Promise.all([currentLang(), getShelf()]);
  const books = [...shelf.books.entries()].map(([id, versions]) => ({ id, name: newestOf(shelf, id)!.name[lang], versions: versions.map((b) => b.version) }));
  return (
    <div className="ev-page">
      <NewEventForm lang={lang} books={books} defaultBook={defaultBookId(shelf)!} />
    </div>
  );
}
