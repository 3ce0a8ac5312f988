import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NotYours } from "@/app/components/events/NotYours";
import { ArmyCards } from "@/app/components/print/ArmyCards";
import { PrintButton } from "@/app/components/print/PrintButton";
import { bookFor } from "@/lib/army-book/catalog";
import { t } from "@/lib/i18n/events-ui";
import { getScoring, getCatalog } from "@/server/data/catalog";
import { prisma } from "@/server/data/db";
import { checkAdmin, findEvent, listEntriesWithRosters } from "@/server/data/events";
import { currentLang } from "@/server/http/lang";
import "@/app/components/events/events.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false }, referrer: "no-referrer" };

type Params = { params: Promise<{ id: string }>; searchParams: Promise<{ key?: string | string[] }> };

/** Every list's army cards, each list starting on a new page (the organiser's key only). */
export default async function EventPrintPage({ params, searchParams }: Params) {
  const { id } = await params;
  const { key } = await searchParams;
  const db = prisma();
  const lang = await currentLang();
  const access = await checkAdmin(db, id, typeof key === "string" ? key : "");
  if (access === "not_found") notFound();
  if (access === "forbidden") return <NotYours lang={lang} kind="event" eventId={id} />;
  const [event, entries, catalog, scoring] = await Promise.all([findEvent(db, id), listEntriesWithRosters(db, id, lang), getCatalog(), getScoring()]);
  if (!event || !entries) notFound();
  return (
    <div className="ev-print">
      <h1 className="ev-print-title">
        {event.name} — {t(lang, "printAllTitle")}
      </h1>
      <div className="ac-controls ev-print-controls">
        <PrintButton label={t(lang, "printAll")} />
      </div>
      {entries.map((entry) => {
        const choice = bookFor(catalog, entry.roster, lang);
        if (!choice.ok) return null;
        return (
          <section key={entry.entryId} className="ev-print-entry" aria-label={`${entry.player} — ${entry.rosterName}`}>
            <h2 className="ev-print-player">{entry.player}</h2>
            <ArmyCards lang={lang} book={choice.book} scoring={scoring} roster={entry.roster} view={{ boxes: true, sheet: false }} basePath={`/e/${id}/admin/print`} />
          </section>
        );
      })}
    </div>
  );
}
