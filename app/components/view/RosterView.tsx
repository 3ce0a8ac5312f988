import { indexBook } from "@/lib/army-book/book-index";
import { bookUpdate } from "@/lib/army-book/roster-changes";
import type { ArmyBook } from "@/lib/army-book/schema";
import { evaluateRoster } from "@/lib/engine/evaluate";
import { describeViolation } from "@/lib/engine/violation-text";
import { countOf } from "@/lib/i18n/plural";
import { t as tUpdate } from "@/lib/i18n/book-update-ui";
import { t } from "@/lib/i18n/ui";
import type { Roster } from "@/lib/roster/schema";
import type { Lang } from "@/lib/text";
import { costLabel } from "../builder/format";
import { PointsBar } from "../builder/PointsBar";
import { BookUpdateNotice } from "./BookUpdateNotice";
import { CopyToMine } from "./CopyToMine";
import { ShareTools } from "./ShareTools";

const SHOWN_PER_UNIT = 5;

/**
 * A roster read-only, with points and every rule checked, the same engine as the builder, under
 * the book version it was built with; when that book has a newer version, what it would change.
 */
export function RosterView(props: { lang: Lang; book: ArmyBook; newest?: ArmyBook; roster: Roster; viewId?: string; denied?: boolean; printHref?: string }) {
  const { lang, book, roster, viewId, denied, printHref } = props;
  const update = props.newest ? bookUpdate(book, props.newest, roster) : null;
  const indexed = indexBook(book);
  const evaluation = evaluateRoster(book, roster);
  const valid = evaluation.violations.length === 0;
  // grouped once; a unit with dozens of unknown options shows the first few and a count, not a wall
  const byUnit = new Map<number | null, typeof evaluation.violations>();
  for (const v of evaluation.violations) {
    const list = byUnit.get(v.unit);
    if (list) list.push(v);
    else byUnit.set(v.unit, [v]);
  }
  const say = (i: number | null) => {
    const list = byUnit.get(i) ?? [];
    const shown = list.slice(0, SHOWN_PER_UNIT).map((v) => describeViolation(book, roster, v, lang));
    return list.length > SHOWN_PER_UNIT ? [...shown, t(lang, "moreProblems", { n: list.length - SHOWN_PER_UNIT })] : shown;
  };
  return (
    <div className="roster-view">
      {denied && <p className="notice bad" role="alert">{t(lang, "forbidden")}</p>}
      <h1>{roster.name}</h1>
      <p>
        <span className="badge">{t(lang, "readOnly")}</span>{" "}
        <span className={`badge big ${valid ? "ok" : "bad"}`} data-testid="roster-valid">{valid ? t(lang, "valid") : t(lang, "invalid")}</span>
      </p>
      <p className="muted book-version">{t(lang, "bookVersionLabel", { name: book.name[lang], version: book.version })}</p>
      <PointsBar lang={lang} points={evaluation.points} limit={roster.pointsLimit} />
      {update && (
        <BookUpdateNotice lang={lang} update={update}>
          <CopyToMine lang={lang} roster={{ ...roster, bookVersion: update.to }} label={tUpdate(lang, "openUnderCurrent", { to: update.to })} />
        </BookUpdateNotice>
      )}
      <CopyToMine lang={lang} roster={roster} viewId={viewId} />
      <ShareTools
        lang={lang}
        book={book}
        roster={roster}
        printHref={printHref ?? (viewId ? `/r/${encodeURIComponent(viewId)}/print` : undefined)}
        gameHref={viewId ? `/r/${encodeURIComponent(viewId)}/game` : undefined}
      />
      {byUnit.has(null) && (
        <section className="card validation bad">
          <h2>{t(lang, "armyWide")}</h2>
          <ul>{say(null).map((m, i) => <li key={i}>{m}</li>)}</ul>
        </section>
      )}
      <ol className="view-units">
        {roster.units.map((u, i) => {
          const type = indexed.units.get(u.unit);
          const result = evaluation.units[i]!;
          // the book's options in full, in the book's order as the builder and the cards list them (a
          // saved roster keeps the order they were ticked in, a link the book's); ids the book does
          // not know, the first few and a count
          const known = [...(type?.options.keys() ?? [])].map((id): [string, number] => [id, u.options?.[id] ?? 0]).filter(([, n]) => n > 0);
          const unknown = Object.entries(u.options ?? {}).filter(([id, n]) => n > 0 && !type?.options.has(id));
          const taken = [...known, ...unknown.slice(0, SHOWN_PER_UNIT)];
          const hidden = Math.max(0, unknown.length - SHOWN_PER_UNIT);
          return (
            <li key={i} className="unit-card" id={`unit-${i}`}>
              <h3>
                {u.label ? <>{u.label} <span className="muted">({type ? type.type.name[lang] : u.unit})</span></> : type ? type.type.name[lang] : u.unit}{" "}
                <span className="unit-totals">
                  {result.points} {t(lang, "pts")} · {countOf(lang, result.men, "man")}
                </span>
              </h3>
              {u.note && <p className="unit-note">{u.note}</p>}
              {taken.length > 0 && (
                <ul className="taken">
                  {taken.map(([id, n]) => {
                    const o = type?.options.get(id);
                    return (
                      <li key={id}>
                        {o ? o.name[lang] : id}
                        {n > 1 || (o && o.max > 1) ? ` × ${n}` : ""} {o && <span className="muted">({costLabel(o, lang)})</span>}
                      </li>
                    );
                  })}
                  {hidden > 0 && <li className="muted">{t(lang, "moreOptions", { n: hidden })}</li>}
                </ul>
              )}
              {say(i).map((m, k) => <p key={k} className="problem">{m}</p>)}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
