import { t } from "@/lib/i18n/events-ui";
import type { Lang } from "@/lib/text";

/** How many errors show before "and N more" (the rest open on a tap, no script needed). */
const SHOWN = 5;

/** A judged list: points / limit, legal, or each error with its message. */
export function ReportView({
  lang,
  points,
  pointsLimit,
  valid,
  errors,
  showPoints = true,
}: {
  lang: Lang;
  points: number | null;
  pointsLimit: number;
  valid: boolean;
  errors: { code: string; message: string }[];
  /** false where a heading above says them */
  showPoints?: boolean;
}) {
  const more = errors.length > SHOWN + 1 ? errors.slice(SHOWN) : [];
  const shown = more.length > 0 ? errors.slice(0, SHOWN) : errors;
  return (
    <div className="ev-report" data-testid="entry-report" data-valid={valid ? "true" : "false"}>
      {showPoints && (
        <p className="ev-points">
          {points ?? "—"} / {pointsLimit} {t(lang, "pts")}
        </p>
      )}
      {valid ? (
        <p className="ok-text">{t(lang, "reportLegal")}</p>
      ) : (
        <>
          <p className="problem">{t(lang, "reportIllegal")}</p>
          <ErrorItems as="ul" errors={shown} />
          {more.length > 0 && (
            <details className="ev-more">
              <summary>{t(lang, "moreErrors", { n: more.length })}</summary>
              <ErrorItems as="ol" start={SHOWN + 1} errors={more} testId="all-errors" />
            </details>
          )}
        </>
      )}
    </div>
  );
}

function ErrorItems({ as: List, errors, start, testId }: { as: "ul" | "ol"; errors: { code: string; message: string }[]; start?: number; testId?: string }) {
  return (
    <List className="ev-errors" start={start} data-testid={testId}>
      {errors.map((e, i) => (
        <li key={i} data-code={e.code}>
          {e.message}
        </li>
      ))}
    </List>
  );
}
