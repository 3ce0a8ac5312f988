"use client";
import { useState } from "react";
import { t } from "@/lib/i18n/game-ui";
import { t as tUi } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";

/** "New game", asked once more before the tracked game is deleted. */
export function NewGame({ lang, onNew }: { lang: Lang; onNew: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" onClick={() => setAsking(true)}>
        {t(lang, "newGame")}
      </button>
    );
  return (
    <div className="notice bad game-confirm" role="alertdialog" aria-labelledby="new-game-q">
      <p id="new-game-q">{t(lang, "confirmNewGame")}</p>
      <button type="button" className="primary" onClick={onNew}>
        {t(lang, "yesNewGame")}
      </button>{" "}
      <button type="button" onClick={() => setAsking(false)} autoFocus>
        {tUi(lang, "cancel")}
      </button>
    </div>
  );
}
