import { t } from "@/lib/i18n/events-ui";
import type { TableEntry } from "@/lib/events/export";
import { listPath } from "@/lib/events/links";
import type { Lang } from "@/lib/text";
import { MoreErrors, RemoveEntry } from "./AdminEntryTools";
import { LocalTime } from "./LocalTime";

/** How many errors a row shows; the rest open on request ("and N more"). */
const FIRST_ERRORS = 2;

/**
 * The entries: player, list name, points / limit, legal. The organiser's table adds the first
 * errors, the time, the cards and removal (inside AdminEntries); read-only lists open by entry id,
 * never by a key.
 */
export function EntriesTable({ lang, eventId, rows, admin }: { lang: Lang; eventId: string; rows: TableEntry[]; admin: boolean }) {
  if (rows.length === 0) return <p className="muted">{t(lang, "noEntries")}</p>;
  return (
    <table className="ev-table" data-testid="entries-table">
      <thead>
        <tr>
          <th scope="col">{t(lang, "player")}</th>
          <th scope="col">{t(lang, "listName")}</th>
          <th scope="col">{t(lang, "points")}</th>
          <th scope="col">{t(lang, "legality")}</th>
          {admin && <th scope="col">{t(lang, "submittedAt")}</th>}
          <th scope="col">
            <span className="visually-hidden">{t(lang, "openList")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const name = `${r.player} — ${r.rosterName}`;
          return (
            <tr key={r.entryId} data-entry={r.entryId}>
              <th scope="row" data-label={t(lang, "player")}>
                {r.player}
              </th>
              <td data-label={t(lang, "listName")}>{r.rosterName}</td>
              <td data-label={t(lang, "points")} className={r.points > r.pointsLimit ? "over" : undefined}>
                {r.points} / {r.pointsLimit}
              </td>
              <td data-label={t(lang, "legality")} data-testid="entry-legal" data-valid={r.valid ? "true" : "false"}>
                {r.valid ? (
                  <span className="ok-text">{t(lang, "legal")}</span>
                ) : (
                  <>
                    <span className="problem">{t(lang, "illegal")}</span>
                    {admin && (
                      <ul className="ev-errors">
                        {r.errors.slice(0, FIRST_ERRORS).map((e, i) => (
                          <li key={i}>{e.message}</li>
                        ))}
                      </ul>
                    )}
                    {admin && r.errorCount > FIRST_ERRORS && <MoreErrors entryId={r.entryId} more={r.errorCount - FIRST_ERRORS} />}
                  </>
                )}
              </td>
              {admin && (
                <td data-label={t(lang, "submittedAt")}>
                  <LocalTime iso={r.submittedAt} lang={lang} />
                </td>
              )}
              <td className="ev-links">
                <a className="button-link" href={listPath(eventId, r.entryId)} rel="noreferrer" aria-label={t(lang, "openOf", { name })}>
                  {t(lang, "openList")}
                </a>
                {admin && (
                  <>
                    <a className="button-link" href={listPath(eventId, r.entryId, true)} rel="noreferrer" aria-label={t(lang, "cardsOf", { name })}>
                      {t(lang, "cards")}
                    </a>
                    <RemoveEntry entryId={r.entryId} name={name} />
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
