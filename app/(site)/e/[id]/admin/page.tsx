import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminEntries } from "@/app/components/events/AdminEntryTools";
import { AdminPanel } from "@/app/components/events/AdminPanel";
import { EntriesTable } from "@/app/components/events/EntriesTable";
import { EventFacts } from "@/app/components/events/EventFacts";
import { NotYours } from "@/app/components/events/NotYours";
import { TABLE_ERRORS } from "@/lib/events/export";
import { t } from "@/lib/i18n/events-ui";
import { prisma } from "@/server/data/db";
import { bookName, tableRows } from "@/server/data/event-tables";
import { checkAdmin, findEntryCode, findEvent } from "@/server/data/events";
import { currentLang } from "@/server/http/lang";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false }, referrer: "no-referrer" };

type Params = { params: Promise<{ id: string }>; searchParams: Promise<{ key?: string | string[] }> };

/** The organiser's page: only with the admin key; a wrong or missing key never sees the table. */
export default async function EventAdminPage({ params, searchParams }: Params) {
  const { id } = await params;
  const { key } = await searchParams;
  const adminKey = typeof key === "string" ? key : "";
  const db = prisma();
  const lang = await currentLang();
  const access = await checkAdmin(db, id, adminKey);
  if (access === "not_found") notFound();
  if (access === "forbidden") return <NotYours lang={lang} kind="event" eventId={id} />;
  const [event, rows, entryCode] = await Promise.all([findEvent(db, id), tableRows(db, id, lang), findEntryCode(db, id)]);
  if (!event) notFound();
  return (
    <div className="ev-page ev-admin">
      <h1>
        {event.name} <span className="muted ev-sub">— {t(lang, "adminTitle")}</span>
      </h1>
      <EventFacts lang={lang} event={event} bookName={await bookName(event.armyBook, lang)} />
      <AdminPanel lang={lang} event={event} adminKey={adminKey} entryCode={entryCode}>
        <AdminEntries lang={lang} eventId={event.id} adminKey={adminKey}>
          <EntriesTable lang={lang} eventId={event.id} rows={rows.map((r) => ({ ...r, errors: r.errors.slice(0, TABLE_ERRORS) }))} admin />
        </AdminEntries>
      </AdminPanel>
    </div>
  );
}
