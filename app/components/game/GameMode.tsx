"use client";
import { t } from "@/lib/i18n/game-ui";
import type { ArmyBook } from "@/lib/army-book/schema";
import type { Roster } from "@/lib/roster/schema";
import type { Lang } from "@/lib/text";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { GameEnd } from "./GameEnd";
import { StartForm } from "./StartForm";
import { Tracker } from "./Tracker";
import { useGame } from "./useGame";
import { useNewestRoster } from "./useNewestRoster";
import "./game.css";

type Props = { lang: Lang; viewId: string; book: ArmyBook; server: { roster: Roster; version: number; json: string }; scoring: Scoring };

/** Game mode of a roster: start a game, track it turn by turn, end it with the victory result. */
export function GameMode({ lang, viewId, book, server, scoring }: Props) {
  const g = useGame(viewId);
  const roster = useNewestRoster(viewId, book, server);
  return (
    <div className="game-page">
      <h1>{t(lang, "gameTitle", { name: (roster ?? server.roster).name })}</h1>
      {g.notice && (
        <p className="notice bad" role="alert">
          {t(lang, g.notice === "damaged" ? "damagedGame" : "storageFull")}
        </p>
      )}
      {!g.loaded || !roster ? (
        <p className="muted">{t(lang, "gameLoading")}</p>
      ) : !g.game ? (
        <StartForm lang={lang} viewId={viewId} roster={roster} turns={scoring.gameTurns} onStart={g.start} />
      ) : g.game.state.ended ? (
        <GameEnd lang={lang} game={g.game} scoring={scoring} onBack={g.back} onNew={g.reset} />
      ) : (
        <Tracker lang={lang} game={g.game} scoring={scoring} refusal={g.refusal} onEvent={g.act} onUndo={g.back} onNew={g.reset} />
      )}
    </div>
  );
}
