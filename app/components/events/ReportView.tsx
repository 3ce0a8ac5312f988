import { t } from "@/lib/i18n/events-ui";
import type { Lang } from "@/lib/text";

/** A judged list: points / limit, legal, or each error with its message. */
export function ReportView({ lang, points, pointsLimit, valid, errors }: { lang: Lang; points: number | null; pointsLimit: number; valid: boolean; errors: { code: string; message: string }[] }) {
  return (
    <div className="ev-report" data-testid="entry-report" data-valid={valid ? "true" : "false"}>
      <p className="ev-points">
        {points ?? "—"} / {pointsLimit} {t(lang, "pts")}
      </p>
      {valid ? (
        <p className="ok-text">{t(lang, "reportLegal")}</p>
      ) : (
        <>
          <p className="problem">{t(lang, "reportIllegal")}</p>
          <ul className="ev-errors">
            {errors.map((e, i) => (
              <li key={i} data-code={e.code}>
                {e.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
