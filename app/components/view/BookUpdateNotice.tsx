import type { BookUpdate } from "@/lib/army-book/roster-changes";
import { describeChange } from "@/lib/army-book/roster-changes";
import { t } from "@/lib/i18n/book-update-ui";
import type { Lang } from "@/lib/text";

/**
 * "Army book updated (v1 → v2): this list is now N points (±Δ); changes: …", with the action the
 * page offers (open under the current book, or update in the builder) as children.
 */
export function BookUpdateNotice({ lang, update, children }: { lang: Lang; update: BookUpdate; children?: React.ReactNode }) {
  const delta = update.pointsAfter - update.pointsBefore;
  const signed = delta === 0 ? "±0" : delta > 0 ? `+${delta}` : `−${-delta}`;
  return (
    <section className="notice book-update" aria-labelledby="book-update-title" data-testid="book-update">
      <h2 id="book-update-title">{t(lang, "bookUpdated", { from: update.from, to: update.to })}</h2>
      <p>
        {t(lang, "bookUpdatedPoints", { points: update.pointsAfter, delta: signed })}
        {update.problemsAfter > 0 && ` ${t(lang, "bookUpdatedProblems", { n: update.problemsAfter })}`}
      </p>
      {update.changes.length > 0 ? (
        <>
          <p>{t(lang, "bookChanges")}</p>
          <ul>
            {update.changes.map((c, i) => (
              <li key={i}>{describeChange(c, lang)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">{t(lang, "bookNoChangesHere")}</p>
      )}
      {children}
    </section>
  );
}
