"use client";
import { useMemo } from "react";
import type { Game } from "@/lib/game/game";
import { victoryInputOf, victoryLabelsOf } from "@/lib/game/result";
import { t } from "@/lib/i18n/game-ui";
import type { Lang } from "@/lib/text";
import { calculateVictory } from "@/lib/victory/calculate";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { encodeVictory } from "@/lib/victory/share-encode";
import { ResultLink, ResultPanel } from "../victory/ResultPanel";
import { useOrigin } from "../client-values";
import { NewGame } from "./NewGame";

/** The end of the game: the victory calculator's result for what was tracked, and its result link. */
export function GameEnd({ lang, game, scoring, onBack, onNew }: { lang: Lang; game: Game; scoring: Scoring; onBack: () => void; onNew: () => void }) {
  const input = useMemo(() => victoryInputOf(game), [game]);
  const result = calculateVictory(input, scoring);
  const code = useMemo(() => encodeVictory(input, victoryLabelsOf(game, lang)), [input, game, lang]);
  const origin = useOrigin();
  const names: [string, string] = [input.players[0].name ?? "", input.players[1].name ?? ""];
  return (
    <div className="game-end">
      <ResultPanel lang={lang} result={result} names={names} values={input} scoring={scoring} sticky={false} />
      <ResultLink lang={lang} href={`${origin}/victory?r=${code}`} />
      <div className="game-actions">
        <button type="button" className="big-button" onClick={onBack}>
          {t(lang, "backToGame")}
        </button>
        <NewGame lang={lang} onNew={onNew} />
      </div>
    </div>
  );
}
