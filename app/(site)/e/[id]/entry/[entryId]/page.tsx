import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EntryPanel } from "@/app/components/events/EntryPanel";
import { LocalTime } from "@/app/components/events/LocalTime";
import { NotYours } from "@/app/components/events/NotYours";
import { ReportView } from "@/app/components/events/ReportView";
import { StateLine } from "@/app/components/events/StateLine";
import { t } from "@/lib/i18n/events-ui";
import { entryCode } from "@/lib/events/links";
import { errorLines, errorsJudgedAgain } from "@/lib/events/stored-errors";
import { getCatalog } from "@/server/data/catalog";
import { prisma } from "@/server/data/db";
import { checkEntryKey, findEntry, findEvent } from "@/server/data/events";
import { currentLang } from "@/server/http/lang";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false }, referrer: "no-referrer" };

type Params = { params: Promise<{ id: string; entryId: string }>; searchParams: Promise<{ key?: string | string[] }> };

/** The player's entry: the frozen list and its report; withdraw or resubmit until the deadline. */
export default async function EntryPage({ params, searchParams }: Params) {
  const { id, entryId } = await params;
  const { key } = await searchParams;
  const entryKey = typeof key === "string" ? key : "";
  const db = prisma();
  const lang = await currentLang();
  const access = await checkEntryKey(db, id, entryId, entryKey);
  if (access === "forbidden") return <NotYours lang={lang} kind="entry" eventId={id} />;
  if (access === "not_found") return (await findEvent(db, id)) ? <NotYours lang={lang} kind="entryGone" eventId={id} /> : notFound();
  const [event, found, catalog] = await Promise.all([findEvent(db, id), findEntry(db, id, entryId, lang), getCatalog()]);
  if (!event || !found) notFound();
  const { entry, roster } = found;
  const code = entryCode(catalog, roster);
  // an entry keeps its first few errors: the rest are judged again from its list, as for the organiser
  const errors = entry.errorCount > entry.errors.length ? (errorsJudgedAgain(catalog, roster, lang) ?? entry.errors) : entry.errors;
  return (
    <div className="ev-page">
      <h1>
        {t(lang, "entryTitle")}: <a href={`/e/${encodeURIComponent(id)}`} rel="noreferrer">{event.name}</a>
      </h1>
      <section className="card" aria-label={entry.rosterName}>
        <p className="ev-entry-head">
          <strong>{entry.player}</strong> — {entry.rosterName} · <LocalTime iso={entry.submittedAt} lang={lang} />
        </p>
        <ReportView lang={lang} points={entry.points} pointsLimit={entry.pointsLimit} valid={entry.valid} errors={errorLines(errors)} />
        {code && (
          <p className="ev-actions">
            <a className="button-link" href={`/s/${code}`} rel="noreferrer">{t(lang, "openList")}</a>
            <a className="button-link" href={`/s/${code}/print`} rel="noreferrer">{t(lang, "cards")}</a>
          </p>
        )}
        <StateLine lang={lang} event={event} />
      </section>
      {event.open && <EntryPanel lang={lang} eventId={id} entryId={entryId} entryKey={entryKey} player={entry.player} pointsLimit={event.pointsLimit} entryLimit={event.entryLimit} />}
    </div>
  );
}
