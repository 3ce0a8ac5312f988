import { t } from "@/lib/i18n/builder-ui";
import type { Lang } from "@/lib/text";

export function PointsBar({ lang, points, limit }: { lang: Lang; points: number; limit: number }) {
  const valid = Number.isFinite(limit) && limit > 0;
  const share = valid ? Math.min(1, points / limit) : 0;
  const over = valid && points > limit;
  return (
    <div className={`points-bar${over ? " over" : ""}`}>
      <div className="points-figures" aria-live="polite">
        <strong data-testid="army-points">{points}</strong>{" "}
        <span className="points-limit">
          {t(lang, "of")} {valid ? limit : "—"} {t(lang, "pts")}
        </span>
        {valid && (
          <span className="points-left" data-testid="points-left">
            <span className="points-sep">{" · "}</span>
            {over ? `${t(lang, "over")} ${points - limit}` : `${t(lang, "left")} ${limit - points}`}
          </span>
        )}
      </div>
      <div
        className="bar"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={valid ? limit : 0}
        aria-valuenow={points}
        aria-label={t(lang, "total")}
      >
        <span style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
