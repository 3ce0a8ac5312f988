import { t } from "@/lib/i18n/events-ui";
import { eventFull } from "@/lib/events/status";
import { eventDay } from "@/lib/events/time";
import type { Lang } from "@/lib/text";
import type { EventInfo } from "@/server/data/events";
import { LocalTime } from "./LocalTime";
import { StateLine } from "./StateLine";

/** What a player and the organiser need to know: date, book, limit, deadline (in the reader's time zone, named), state. */
export function EventFacts({ lang, event, bookName }: { lang: Lang; event: EventInfo; bookName: string }) {
  return (
    <>
      <dl className="ev-facts">
        {event.date && (
          <>
            <dt>{t(lang, "date")}</dt>
            <dd>
              <time dateTime={event.date}>{eventDay(event.date, lang)}</time>
            </dd>
          </>
        )}
        <dt>{t(lang, "armyBook")}</dt>
        <dd>
          {bookName}
          {event.bookVersion !== null && `, ${t(lang, "versionN", { n: event.bookVersion })}`}
        </dd>
        <dt>{t(lang, "pointsLimit")}</dt>
        <dd data-testid="event-limit">{event.pointsLimit}</dd>
        <dt>{t(lang, "deadline")}</dt>
        <dd>
          <LocalTime iso={event.deadline} lang={lang} />
        </dd>
        <dt>{t(lang, "entriesTitle")}</dt>
        <dd data-testid="event-entries">{t(lang, "entriesOf", { n: event.entries, limit: event.entryLimit })}</dd>
      </dl>
      <StateLine lang={lang} event={event} />
      {eventFull(event) && (
        <p className="ev-state ev-state-closed" data-testid="event-full" role="status">
          {t(lang, "eventFull", { n: event.entries, limit: event.entryLimit })}
        </p>
      )}
    </>
  );
}
