import type { Game } from "@/lib/game/game";
import { victoryInputOf } from "@/lib/game/result";
import { t } from "@/lib/i18n/game-ui";
import type { Lang } from "@/lib/text";
import { bandName } from "@/lib/victory/band-names";
import { calculateVictory } from "@/lib/victory/calculate";
import type { Scoring } from "@/lib/victory/scoring-schema";

/**
 * The score if the game ended now, in the tracker's sticky bar: both sides' victory points and the
 * band, worked out as the end of the game does (lib/game/result.ts → lib/victory/calculate.ts), so
 * the figures at the table and in the result are the same numbers.
 */
export function RunningScore({ lang, game, scoring }: { lang: Lang; game: Game; scoring: Scoring }) {
  const { victoryPoints: vp, band, winner } = calculateVictory(victoryInputOf(game), scoring);
  const names = [game.setup.sides[0].name, game.setup.sides[1].name] as const;
  const outcome = winner === null ? bandName(band, lang) : t(lang, "bandFor", { band: bandName(band, lang), name: names[winner] });
  return (
    <p className="game-score" data-testid="running-score" data-band={band} aria-live="polite">
      <span className="g-label">{t(lang, "ifEndedNow")}</span>{" "}
      <span className="game-score-vp">
        <span className="game-score-name">{names[0]}</span> <strong data-testid="running-vp-0">{vp[0]}</strong> : <strong data-testid="running-vp-1">{vp[1]}</strong>{" "}
        <span className="game-score-name">{names[1]}</span>
      </span>{" "}
      <span className="game-score-band">
        — <span data-testid="running-band">{outcome}</span>
      </span>
    </p>
  );
}
