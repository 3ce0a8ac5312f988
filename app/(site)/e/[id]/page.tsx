import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EntriesTable } from "@/app/components/events/EntriesTable";
import { EventFacts } from "@/app/components/events/EventFacts";
import { MyEntries } from "@/app/components/events/MyEntries";
import { SubmitEntryForm } from "@/app/components/events/SubmitEntryForm";
import { eventFull } from "@/lib/events/status";
import { t } from "@/lib/i18n/events-ui";
import { prisma } from "@/server/data/db";
import { bookName, tableRows } from "@/server/data/event-tables";
import { findEvent } from "@/server/data/events";
import { currentLang } from "@/server/http/lang";

export const dynamic = "force-dynamic";
type Params = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const event = await findEvent(prisma(), (await params).id);
  return { title: event?.name ?? t(await currentLang(), "notFound"), robots: { index: false } };
}

/** The public event page: the facts, the submission form while open (else why not), public lists. */
export default async function EventPage({ params }: Params) {
  const { id } = await params;
  const db = prisma();
  const [event, lang] = await Promise.all([findEvent(db, id), currentLang()]);
  if (!event) notFound();
  const rows = event.listsPublic ? await tableRows(db, id, lang) : [];
  return (
    <div className="ev-page">
      <h1>{event.name}</h1>
      <EventFacts lang={lang} event={event} bookName={await bookName(event.armyBook, lang)} />
      <MyEntries lang={lang} eventId={event.id} />
      {/* in place while closed too: a list refused as the event closed keeps its card through the refresh */}
      <SubmitEntryForm lang={lang} eventId={event.id} pointsLimit={event.pointsLimit} entryLimit={event.entryLimit} codeRequired={event.entryCodeRequired} open={event.open && !eventFull(event)} />
      {event.listsPublic && (
        <section className="card" aria-labelledby="public-entries-title">
          <h2 id="public-entries-title">{t(lang, "publicEntries")}</h2>
          <EntriesTable lang={lang} eventId={event.id} rows={rows.map((r) => ({ ...r, errors: [] }))} admin={false} />
        </section>
      )}
    </div>
  );
}
