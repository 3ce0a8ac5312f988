"use client";
import { t } from "@/lib/i18n/game-ui";
import type { GameUnit } from "@/lib/game/schema";
import type { Lang } from "@/lib/text";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { GameEnd } from "./GameEnd";
import { StartForm } from "./StartForm";
import { Tracker } from "./Tracker";
import { useGame } from "./useGame";
import "./game.css";

type Props = { lang: Lang; viewId: string; roster: { name: string; pointsLimit: number; units: GameUnit[] }; scoring: Scoring };

/** Game mode of a roster: start a game, track it turn by turn, end it with the victory result. */
export function GameMode({ lang, viewId, roster, scoring }: Props) {
  const g = useGame(viewId);
  return (
    <div className="game-page">
      <h1>{t(lang, "gameTitle", { name: roster.name })}</h1>
      {g.notice && (
        <p className="notice bad" role="alert">
          {t(lang, g.notice === "damaged" ? "damagedGame" : "storageFull")}
        </p>
      )}
      {!g.loaded ? (
        <p className="muted">{t(lang, "gameLoading")}</p>
      ) : !g.game ? (
        <StartForm lang={lang} viewId={viewId} roster={roster} turns={scoring.gameTurns} onStart={g.start} />
      ) : g.game.state.ended ? (
        <GameEnd lang={lang} game={g.game} scoring={scoring} onBack={g.back} onNew={g.reset} />
      ) : (
        <Tracker lang={lang} game={g.game} refusal={g.refusal} onEvent={g.act} onUndo={g.back} onNew={g.reset} />
      )}
    </div>
  );
}
