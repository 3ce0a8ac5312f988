"use client";
import type { Game } from "@/lib/game/game";
import type { Refusal } from "@/lib/game/reducer";
import { refusalField, refusalText } from "@/lib/game/refusal-text";
import type { GameEvent } from "@/lib/game/schema";
import { t } from "@/lib/i18n/game-ui";
import { t as tUi } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { NewGame } from "./NewGame";
import { RunningScore } from "./RunningScore";
import { UnitTracker } from "./UnitTracker";

type Props = { lang: Lang; game: Game; scoring: Scoring; refusal: Refusal | null; onEvent: (e: GameEvent) => void; onUndo: () => void; onNew: () => void };

/** The game in play: the turn, undo and the score so far always in sight, then each side's units and objectives. */
export function Tracker({ lang, game, scoring, refusal, onEvent, onUndo, onNew }: Props) {
  const { setup, state } = game;
  const refused = refusal ? { refusal, text: refusalText(refusal, setup, lang), field: refusalField(refusal) } : null;
  const errorAt = (field: string) => (refused?.field === field ? refused.text : null);
  return (
    <div className="game-tracker">
      <div className="game-bar">
        <button type="button" aria-label={t(lang, "prevTurn")} onClick={() => onEvent({ type: "turn", step: -1 })} disabled={state.turn <= 1}>
          ◀
        </button>
        <strong className="game-turn" data-testid="turn" aria-live="polite">
          {t(lang, "turnOf", { n: state.turn, of: setup.turns })}
        </strong>
        <button type="button" aria-label={t(lang, "nextTurn")} onClick={() => onEvent({ type: "turn", step: 1 })} disabled={state.turn >= setup.turns}>
          ▶
        </button>
        <button type="button" className="game-undo" onClick={onUndo} disabled={game.events.length === 0}>
          ↶ {tUi(lang, "undo")}
        </button>
        <RunningScore lang={lang} game={game} scoring={scoring} />
        <p className="field-error" role="alert">{errorAt("game")}</p>
      </div>
      {/* side by side where the screen is wide enough for both (a laptop or tablet at the table) */}
      <div className="game-sides">
        {([0, 1] as const).map((side) => {
          const name = setup.sides[side].name;
          const held = state.objectives[side];
          return (
            <section key={side} className="card game-side" aria-labelledby={`side-${side}-title`}>
              <h2 id={`side-${side}-title`}>{name}</h2>
              <ol className="g-units">
                {setup.sides[side].units.map((unit, i) => (
                  <UnitTracker
                    key={i}
                    lang={lang}
                    side={side}
                    sideName={name}
                    index={i}
                    unit={unit}
                    track={state.units[side][i]!}
                    refused={refused && "unit" in refused.refusal && refused.refusal.side === side && refused.refusal.unit === i ? refused : null}
                    onEvent={onEvent}
                  />
                ))}
              </ol>
              {/* a game of no objectives has none to count */}
              {setup.objectives > 0 && (
                <div className="g-group g-objectives">
                  <span className="g-label">
                    {t(lang, "objectivesHeldBy", { name })}: <strong data-testid={`objectives-${side}`}>{held}</strong> / {setup.objectives}
                  </span>
                  <button type="button" className="g-revive" aria-label={t(lang, "fewerObjectives", { name })} onClick={() => onEvent({ type: "objectives", side, count: held - 1 })}>
                    −
                  </button>
                  <button type="button" className="g-hit" aria-label={t(lang, "moreObjectives", { name })} aria-describedby={`s${side}-objectives-error`} onClick={() => onEvent({ type: "objectives", side, count: held + 1 })}>
                    +
                  </button>
                  <p id={`s${side}-objectives-error`} className="field-error g-error" role="alert">{errorAt(`s${side}-objectives`)}</p>
                </div>
              )}
            </section>
          );
        })}
      </div>
      <div className="game-actions">
        <button type="button" className="primary big-button" onClick={() => onEvent({ type: "end" })}>
          {t(lang, "endGame")}
        </button>
        <NewGame lang={lang} onNew={onNew} />
      </div>
    </div>
  );
}
