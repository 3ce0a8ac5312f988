import { t } from "@/lib/i18n/events-ui";
import type { TableRow } from "@/lib/events/export";
import type { Lang } from "@/lib/text";
import { LocalTime } from "./LocalTime";

const FIRST_ERRORS = 2;

/**
 * The entries: player, list name, points / limit, legal. The organiser's table adds the first
 * errors, the time and the cards; read-only lists open by their share code, never by a key.
 */
export function EntriesTable({ lang, rows, admin }: { lang: Lang; rows: TableRow[]; admin: boolean }) {
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
        {rows.map((r) => (
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
                      {r.errors.length > FIRST_ERRORS && <li className="muted">{t(lang, "moreErrors", { n: r.errors.length - FIRST_ERRORS })}</li>}
                    </ul>
                  )}
                </>
              )}
            </td>
            {admin && (
              <td data-label={t(lang, "submittedAt")}>
                <LocalTime iso={r.submittedAt} lang={lang} />
              </td>
            )}
            <td className="ev-links">
              {r.code && (
                <>
                  <a className="button-link" href={`/s/${r.code}`} rel="noreferrer" aria-label={t(lang, "openOf", { name: `${r.player} — ${r.rosterName}` })}>
                    {t(lang, "openList")}
                  </a>
                  {admin && (
                    <a className="button-link" href={`/s/${r.code}/print`} rel="noreferrer" aria-label={t(lang, "cardsOf", { name: `${r.player} — ${r.rosterName}` })}>
                      {t(lang, "cards")}
                    </a>
                  )}
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
