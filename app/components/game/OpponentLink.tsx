"use client";
import { useState } from "react";
import { gameRosterAction } from "@/app/actions/victory";
import { t } from "@/lib/i18n/game-ui";
import { t as tUi } from "@/lib/i18n/ui";
import type { GameUnit } from "@/lib/game/schema";
import { rosterSourceFromLink } from "@/lib/share/roster-link";
import type { Lang } from "@/lib/text";

export type LoadedOpponent = { name: string; pointsLimit: number; units: GameUnit[] };

/** The opponent's roster by its link (/s/… or /r/…): the one step of a game that needs the network. */
export function OpponentLink({ lang, onLoaded }: { lang: Lang; onLoaded: (o: LoadedOpponent) => void }) {
  const [link, setLink] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function load() {
    setError(null);
    if (!navigator.onLine) return setError(t(lang, "offlineLoad"));
    setBusy(true);
    const result = await gameRosterAction(rosterSourceFromLink(link)).catch(() => null);
    setBusy(false);
    if (result?.status === "ok") return onLoaded({ name: result.name, pointsLimit: result.pointsLimit, units: result.units });
    if (result?.status === "invalid") return setError(result.message);
    if (result?.status === "not_found") return setError(tUi(lang, "notFound"));
    setError(navigator.onLine ? tUi(lang, "serverUnavailable") : t(lang, "offlineLoad"));
  }

  return (
    <div className="field">
      <label htmlFor="opp-link">{t(lang, "opponentByLink")}</label>
      <span className="share-row">
        <input id="opp-link" value={link} onChange={(e) => setLink(e.target.value)} placeholder="https://…/s/…" aria-describedby="opp-link-help opp-link-error" />
        <button type="button" onClick={load} disabled={!link.trim() || busy}>
          {busy ? tUi(lang, "loading") : tUi(lang, "load")}
        </button>
      </span>
      <p id="opp-link-help" className="muted small">{t(lang, "opponentLinkHelp")}</p>
      <p id="opp-link-error" className="field-error" role="alert">{error}</p>
    </div>
  );
}
