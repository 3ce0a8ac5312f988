"use client";
import { useEffect, useState } from "react";
import { t } from "@/lib/i18n/builder-ui";
import { countOf } from "@/lib/i18n/plural";
import type { Lang } from "@/lib/text";
import type { SaveState } from "./useAutosave";

/** Saves failing again and again while online: a reload fetches the app's files anew (after a new version, the old ones are gone). */
const RELOAD_AFTER = 2;

/** `unsavable`: which field keeps the roster from saving ("Not saved: fix the name"), when the builder knows */
export function SaveStatus({ lang, state, unsavable, onRetry, onReload }: { lang: Lang; state: SaveState; unsavable?: string | null; onRetry: () => void; onReload: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (state.kind !== "error") return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [state.kind]);
  let text: string;
  switch (state.kind) {
    case "saved":
      text = t(lang, "saved");
      break;
    case "offline":
      text = t(lang, "offlinePending", { n: countOf(lang, state.changes, "change") });
      break;
    case "dirty":
      text = t(lang, "unsaved");
      break;
    case "saving":
      text = t(lang, "saving");
      break;
    case "invalid":
      text = unsavable ?? t(lang, "cannotSaveInvalid");
      break;
    case "conflict":
      text = t(lang, "notSavedConflict");
      break;
    case "error":
      text = t(lang, state.failures >= RELOAD_AFTER ? "saveFailedAgain" : "saveFailed", { s: Math.max(0, Math.ceil((state.retryAt - now) / 1000)) });
      break;
    default:
      text = t(lang, "unsaved");
  }
  return (
    <p className={`save-status ${state.kind}`} role="status" data-testid="save-status" data-state={state.kind}>
      {text}
      {state.kind === "error" && (
        <>
          {" "}
          <button type="button" onClick={onRetry}>
            {t(lang, "retryNow")}
          </button>
          {state.failures >= RELOAD_AFTER && (
            <>
              {" "}
              <button type="button" onClick={onReload}>
                {t(lang, "reloadPage")}
              </button>
            </>
          )}
        </>
      )}
    </p>
  );
}
