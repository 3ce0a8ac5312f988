"use client";
import { useState } from "react";
import { t } from "@/lib/i18n/events-ui";
import { TABLE_ERRORS, type TableEntry } from "@/lib/events/export";
import { listPath } from "@/lib/events/links";
import { TABLE_ORDERS, tableRows, type TableOrder } from "@/lib/events/table-order";
import { entriesPerPlayer, playerKey } from "@/lib/events/player-key";
import type { Lang } from "@/lib/text";
import { MoreErrors, RemoveEntry, RemoveSelected } from "./AdminEntryTools";
import { LocalTime } from "./LocalTime";

/**
 * The entries: player, list name, points / limit, legal. The organiser's table adds the first
 * errors, the time, the cards and removal (inside AdminEntries); read-only lists open by entry id,
 * never by a key. A client component on purpose: the page then carries the rows once as data
 * and once as HTML, not twice as markup (a 500-entry table stays within its bound: issue 21).
 */
export function EntriesTable({ lang, eventId, rows, admin }: { lang: Lang; eventId: string; rows: TableEntry[]; admin: boolean }) {
  // the organiser's ticks; a row gone after a refresh is no longer among them
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const [order, setOrder] = useState<TableOrder>("submitted");
  const [onlyIllegal, setOnlyIllegal] = useState(false);
  if (rows.length === 0) return <p className="muted">{t(lang, "noEntries")}</p>;
  const illegal = rows.filter((r) => !r.valid).length;
  const shown = admin ? tableRows(rows, order, onlyIllegal && illegal > 0, lang) : rows;
  // only rows on screen count as ticked: a filter never hides what "Remove selected" would take
  const chosen = shown.filter((r) => ticked.has(r.entryId)).map((r) => r.entryId);
  const tick = (id: string, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  // Each row's links are named from its own cells ("Open: <player> — <list>") by aria-labelledby:
  // 500 rows would otherwise carry both names three more times each (issue 21: a bounded page).
  const label = (word: string, id: string) => `${word} p-${id} ev-dash l-${id}`;
  const perPlayer = admin ? entriesPerPlayer(rows.map((r) => r.player)) : null;
  const sameName = (player: string) => {
    const n = perPlayer?.get(playerKey(player)) ?? 0;
    return n > 1 ? (
      <span className="ev-twice muted" data-testid="same-player">
        {t(lang, "samePlayerEntries", { n })}
      </span>
    ) : null;
  };
  return (
    <>
    {/* the words the links' names are made of (a hidden element still names what refers to it) */}
    <div hidden>
      <span id="ev-open">{t(lang, "openOf", { name: "" }).trim()}</span>
      <span id="ev-cards">{t(lang, "cardsOf", { name: "" }).trim()}</span>
      {admin && <span id="ev-remove">{t(lang, "removeEntryOf", { name: "" }).trim()}</span>}
      {admin && <span id="ev-select">{t(lang, "selectEntry")}</span>}
      <span id="ev-dash">—</span>
    </div>
    {admin && (
      <>
      <div className="ev-actions ev-view">
        <label className="ev-inline">
          {t(lang, "tableOrder")}{" "}
          <select value={order} onChange={(e) => setOrder(e.target.value as TableOrder)}>
            {TABLE_ORDERS.map((o) => (
              <option key={o} value={o}>
                {t(lang, `order_${o}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="ev-choice">
          <input type="checkbox" checked={onlyIllegal && illegal > 0} disabled={illegal === 0} onChange={(e) => setOnlyIllegal(e.target.checked)} />
          {t(lang, "onlyIllegal", { n: illegal })}
        </label>
      </div>
      {/* not in the table's head: on a phone the head is hidden and each row shows its labels */}
      <div className="ev-actions ev-view">
        <label className="ev-choice">
          <input type="checkbox" checked={chosen.length === shown.length} onChange={(e) => setTicked(new Set(e.target.checked ? shown.map((r) => r.entryId) : []))} />
          {t(lang, "selectAll")}
        </label>
        <RemoveSelected entryIds={chosen} onDone={() => setTicked(new Set())} />
      </div>
      </>
    )}
    <table className="ev-table" data-testid="entries-table">
      <thead>
        <tr>
          {admin && (
            <th scope="col" className="ev-pick">
              <span className="visually-hidden">{t(lang, "selectEntry")}</span>
            </th>
          )}
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
        {shown.map((r) => (
            <tr key={r.entryId} data-entry={r.entryId}>
              {admin && (
                <td className="ev-pick">
                  {/* a 44 px target around the box */}
                  <label className="ev-pick-target">
                    <input type="checkbox" checked={ticked.has(r.entryId)} onChange={(e) => tick(r.entryId, e.target.checked)} aria-labelledby={label("ev-select", r.entryId)} />
                  </label>
                </td>
              )}
              {/* the names sit in spans of their own: on a phone each cell also shows its column's
                  label (CSS ::before), which must not become part of the links' names */}
              <th scope="row" data-label={t(lang, "player")}>
                <span id={`p-${r.entryId}`} className="ev-name">
                  {r.player}
                </span>
                {sameName(r.player)}
              </th>
              <td data-label={t(lang, "listName")}>
                <span id={`l-${r.entryId}`} className="ev-name">
                  {r.rosterName}
                </span>
              </td>
              <td data-label={t(lang, "points")} className={r.points > r.pointsLimit ? "ev-nowrap over" : "ev-nowrap"}>
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
                        {r.errors.slice(0, TABLE_ERRORS).map((e, i) => (
                          <li key={i}>{e.message}</li>
                        ))}
                      </ul>
                    )}
                    {admin && r.errorCount > TABLE_ERRORS && <MoreErrors entryId={r.entryId} more={r.errorCount - TABLE_ERRORS} />}
                  </>
                )}
              </td>
              {admin && (
                <td data-label={t(lang, "submittedAt")}>
                  <LocalTime iso={r.submittedAt} lang={lang} />
                </td>
              )}
              <td className="ev-links">
                <a className="button-link" href={listPath(eventId, r.entryId)} rel="noreferrer" aria-labelledby={label("ev-open", r.entryId)}>
                  {t(lang, "openList")}
                </a>
                {admin && (
                  <>
                    <a className="button-link" href={listPath(eventId, r.entryId, true)} rel="noreferrer" aria-labelledby={label("ev-cards", r.entryId)}>
                      {t(lang, "cards")}
                    </a>
                    <RemoveEntry entryId={r.entryId} labelledBy={label("ev-remove", r.entryId)} />
                  </>
                )}
              </td>
            </tr>
        ))}
      </tbody>
    </table>
    </>
  );
}
