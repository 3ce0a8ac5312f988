"use client";
import { t } from "@/lib/i18n/game-ui";
import { t as tUi } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";

export type HandRow = { name: string; points: string };

/** The opponent's units typed by hand, as in the victory calculator: a name and its points each. */
export function HandUnits({ lang, rows, onChange, errors }: { lang: Lang; rows: HandRow[]; onChange: (rows: HandRow[]) => void; errors: Record<string, string> }) {
  const set = (i: number, patch: Partial<HandRow>) => onChange(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="hand-units">
      <legend>{t(lang, "opponentByHand")}</legend>
      <ol>
        {rows.map((r, i) => {
          const error = errors[`units.${i}.points`] ?? errors[`units.${i}.name`];
          return (
            <li key={i} className="hand-unit">
              <label className="visually-hidden" htmlFor={`hand-u${i}-name`}>{t(lang, "handUnitName", { n: i + 1 })}</label>
              <input id={`hand-u${i}-name`} value={r.name} placeholder={`${tUi(lang, "unitLabel")} ${i + 1}`} onChange={(e) => set(i, { name: e.target.value })} maxLength={40} />
              <label className="visually-hidden" htmlFor={`hand-u${i}-points`}>{t(lang, "handUnitPoints", { n: i + 1 })}</label>
              <input
                id={`hand-u${i}-points`}
                className="hand-points"
                type="number"
                inputMode="numeric"
                min={0}
                value={r.points}
                placeholder={tUi(lang, "pts")}
                onChange={(e) => set(i, { points: e.target.value })}
                aria-invalid={!!error}
                aria-describedby={`hand-u${i}-error`}
              />
              <button type="button" className="danger" aria-label={`${tUi(lang, "remove")}: ${t(lang, "handUnitName", { n: i + 1 })}`} onClick={() => onChange(rows.filter((_, k) => k !== i))}>
                ✕
              </button>
              <p id={`hand-u${i}-error`} className="field-error" role="alert">{error}</p>
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => onChange([...rows, { name: "", points: "" }])}>
        {tUi(lang, "addUnitRow")}
      </button>
    </fieldset>
  );
}
