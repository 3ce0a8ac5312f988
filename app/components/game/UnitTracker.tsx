"use client";
import { memo } from "react";
import type { Refusal } from "@/lib/game/reducer";
import { refusalField } from "@/lib/game/refusal-text";
import type { GameEvent, GameUnit } from "@/lib/game/schema";
import { heavyLostOf, lossStatus, unitStatus, type UnitTrack } from "@/lib/game/state";
import { t } from "@/lib/i18n/game-ui";
import { t as tUi } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";
import { UNIT_STATUSES } from "@/lib/victory/limits";

type Props = {
  lang: Lang;
  side: 0 | 1;
  /** whose unit it is: every control's name says so, as both armies can have "1. Red Army Infantry" */
  sideName: string;
  index: number;
  unit: GameUnit;
  track: UnitTrack;
  /** a refused step aimed at this unit, in words, with the field it was aimed at */
  refused: { refusal: Refusal; text: string } | null;
  onEvent: (e: GameEvent) => void;
};

/** One unit in play: its casualty boxes (one tap per casualty), heavy weapons lost, markers and status. */
export const UnitTracker = memo(function UnitTracker({ lang, side, sideName, index, unit, track, refused, onEvent }: Props) {
  const whose = (label: string) => t(lang, "ofSide", { label, side: sideName });
  const id = `s${side}-u${index}`;
  const at = { side, unit: index };
  const title = unit.title[lang];
  const status = unitStatus(unit, track);
  const heavyLost = heavyLostOf(unit, track);
  const byLosses = unit.groups.length > 0 || unit.heavy > 0;
  const chosen = track.override ?? (byLosses ? null : "intact");
  const errorAt = (field: string) => (refused && refusalField(refused.refusal) === field ? refused.text : null);
  return (
    <li className={`g-unit ${status}`} id={id} aria-labelledby={`${id}-title`}>
      <div className="g-head">
        <h3 id={`${id}-title`} className="g-title">{title}</h3>
        <span className="g-pts">
          {unit.points} {tUi(lang, "pts")}
        </span>
        <span className={`g-status ${status}`} data-testid={`status-${id}`} data-status={status}>
          {tUi(lang, status)}
        </span>
      </div>
      {unit.groups.map((g, k) => {
        const lost = track.lost[k]!;
        const label = g.label[lang];
        return (
          <div key={k} className="g-group">
            <span className="g-label">
              {label}
              <span className="g-boxes" role="img" aria-label={t(lang, "lostOf", { lost, boxes: g.boxes })}>
                {Array.from({ length: g.boxes }, (_, b) => (
                  <span key={b} className={b < lost ? "g-box lost" : "g-box"} />
                ))}
              </span>
            </span>
            <button type="button" className="g-revive" aria-label={whose(t(lang, "revive", { unit: title, group: label }))} onClick={() => onEvent({ type: "revive", ...at, group: k })}>
              −
            </button>
            <button type="button" className="g-hit" aria-label={whose(t(lang, "casualty", { unit: title, group: label }))} aria-describedby={`${id}-g${k}-error`} onClick={() => onEvent({ type: "casualty", ...at, group: k })}>
              ✕
            </button>
            <p id={`${id}-g${k}-error`} className="field-error g-error" role="alert">{errorAt(`${id}-g${k}`)}</p>
          </div>
        );
      })}
      {unit.groups.length === 0 && <p className="muted small">{t(lang, "noBoxes")}</p>}
      {unit.heavy > 0 && (
        <div className="g-group">
          <span className="g-label" id={`${id}-heavy-label`}>
            {t(lang, "heavyLost")}: <strong data-testid={`heavy-${id}`}>{heavyLost}</strong> / {unit.heavy}
          </span>
          <button type="button" className="g-revive" aria-label={whose(t(lang, "heavyLess", { unit: title }))} onClick={() => onEvent({ type: "heavyLost", ...at, count: heavyLost - 1 })}>
            −
          </button>
          <button type="button" className="g-hit" aria-label={whose(t(lang, "heavyMore", { unit: title }))} aria-describedby={`${id}-heavy-error`} onClick={() => onEvent({ type: "heavyLost", ...at, count: heavyLost + 1 })}>
            +
          </button>
          <p id={`${id}-heavy-error`} className="field-error g-error" role="alert">{errorAt(`${id}-heavy`)}</p>
        </div>
      )}
      <div className="g-markers">
        {(["pinned", "entrenched"] as const).map((m) => (
          <button key={m} type="button" className="g-marker" aria-pressed={track[m]} aria-label={whose(t(lang, "markerOf", { marker: t(lang, m), unit: title }))} onClick={() => onEvent({ type: "marker", ...at, marker: m })}>
            {t(lang, m)}
          </button>
        ))}
      </div>
      <div className="g-override" role="radiogroup" aria-label={whose(t(lang, "statusOf", { unit: title }))}>
        {/* a unit typed by hand has no losses to go by: its status is the player's, intact until set */}
        {(byLosses ? ([null, ...UNIT_STATUSES] as const) : UNIT_STATUSES).map((s) => (
          <button
            key={s ?? "auto"}
            type="button"
            role="radio"
            aria-checked={chosen === s}
            className={`g-choice ${s ?? "auto"}${chosen === s ? " on" : ""}`}
            onClick={() => onEvent({ type: "override", ...at, status: s })}
          >
            {s ? tUi(lang, s) : t(lang, "byLosses")}
          </button>
        ))}
      </div>
      {track.override && <p className="muted small">{t(lang, "byLossesNow", { status: tUi(lang, lossStatus(unit, track)).toLowerCase() })}</p>}
    </li>
  );
});
