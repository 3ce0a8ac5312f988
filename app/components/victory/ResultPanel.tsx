"use client";
import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";
import { bandName } from "@/lib/victory/band-names";
import { vpBreakdown, type VictoryResult } from "@/lib/victory/calculate";
import { bandReadings } from "@/lib/victory/readings";
import type { VictoryInput } from "@/lib/victory/schema";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { useCopy } from "../useCopy";

/** The result of a game: band, winner, difference and a bar chart of where each side's points came from. */
export function ResultPanel({
  lang,
  result,
  waiting = false,
  names,
  values,
  scoring,
  sticky = true,
}: {
  lang: Lang;
  result: VictoryResult | null;
  /** the values changed before the page's checks arrived: the result follows them */
  waiting?: boolean;
  names: [string, string];
  values: VictoryInput;
  scoring: Scoring;
  sticky?: boolean;
}) {
  if (!result)
    return (
      <section className="card result" aria-live="polite" aria-busy={waiting}>
        <h2>{t(lang, "result")}</h2>
        {waiting ? <p className="muted">{t(lang, "loading")}</p> : <p className="field-error">{t(lang, "fixInputs")}</p>}
      </section>
    );
  const parts = ([0, 1] as const).map((i) =>
    vpBreakdown(values.players[i === 0 ? 1 : 0].units, values.players[i].objectives, scoring),
  );
  const top = Math.max(1, ...result.victoryPoints);
  return (
    <>
    {/* on a phone at the table the score stays in sight while units are marked */}
    {sticky && <div className="result-sticky no-print" aria-hidden="true">
      {names[0]} <strong>{result.victoryPoints[0]}</strong> : <strong>{result.victoryPoints[1]}</strong> {names[1]} — {bandName(result.band, lang)}
      {/* whose it is, as the game's bar says: the band alone does not */}
      {result.winner !== null && `: ${names[result.winner]}`}
    </div>}
    <section className="card result" aria-live="polite" aria-labelledby="result-title">
      <h2 id="result-title">{t(lang, "result")}</h2>
      <p className="band" data-testid="band" data-band={result.band}>
        {bandName(result.band, lang)}
      </p>
      <p>
        {t(lang, "winner")}: <strong data-testid="winner">{result.winner === null ? t(lang, "noWinner") : names[result.winner]}</strong> ·{" "}
        {t(lang, "difference")}: <strong data-testid="difference">{result.difference}</strong>
      </p>
      <div className="vp-chart">
        {([0, 1] as const).map((i) => (
          <div key={i} className="vp-row">
            <span className="vp-name">{names[i]}</span>
            <span className="vp-bar" role="img" aria-label={`${names[i]}: ${t(lang, "fromDestroyed")} ${parts[i]!.destroyed}, ${t(lang, "fromDamaged")} ${parts[i]!.damaged}, ${t(lang, "fromObjectives")} ${parts[i]!.objectives}`}>
              <span className="seg destroyed" style={{ width: `${(parts[i]!.destroyed / top) * 100}%` }} />
              <span className="seg damaged" style={{ width: `${(parts[i]!.damaged / top) * 100}%` }} />
              <span className="seg objectives" style={{ width: `${(parts[i]!.objectives / top) * 100}%` }} />
            </span>
            <strong className="vp-total" data-testid={`vp-${i}`}>
              {result.victoryPoints[i]} {t(lang, "vp")}
            </strong>
          </div>
        ))}
        <p className="legend muted">
          <span className="seg destroyed" /> {t(lang, "fromDestroyed")} <span className="seg damaged" /> {t(lang, "fromDamaged")} <span className="seg objectives" /> {t(lang, "fromObjectives")}
        </p>
      </div>
      <ul className="band-readings">
        {/* the readings that bear on this game's size (a 1000-point game has no 3001-point edge) */}
        {bandReadings(scoring, lang, values.pointsLimit).map((note, i) => (
          <li key={i} className="interpretation">
            <em>{t(lang, "interpretation")}:</em> {note}
          </li>
        ))}
      </ul>
    </section>
    </>
  );
}

/** The result as a link (/victory?r=…) anyone can open, to copy for a chat, and print. */
export function ResultLink({ lang, href }: { lang: Lang; href: string }) {
  const { copied, copy } = useCopy();
  return (
    <div className="card no-print">
      <div className="field">
        <label htmlFor="v-share">{t(lang, "shareResult")}</label>
        <span className="share-row">
          <input id="v-share" readOnly value={href} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" onClick={() => copy("result", href)}>
            {copied === "result" ? t(lang, "copied") : t(lang, "copyLink")}
          </button>
          <button type="button" onClick={() => window.print()}>
            {t(lang, "printNow")}
          </button>
        </span>
      </div>
    </div>
  );
}
