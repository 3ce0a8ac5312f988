"use client";
import { countOf } from "@/lib/i18n/plural";
import { t } from "@/lib/i18n/save-notice-ui";
import type { Lang } from "@/lib/text";
import type { Draft } from "./local-copy";
import type { SaveState } from "./useAutosave";

type Props = {
  lang: Lang;
  state: SaveState;
  /** unsaved changes brought back on arrival, while they wait for the server */
  restored: Draft | null;
  onDiscard: () => void;
  onSaveAsCopy: () => void;
  onLoadTheirs: () => void;
};

/** What the builder says about saving beyond its status line; loaded only when there is something to say. */
export default function SaveNotices({ lang, state, restored, onDiscard, onSaveAsCopy, onLoadTheirs }: Props) {
  return (
    <>
      {restored && state.kind !== "conflict" && (
        <div className="notice" role="status">
          {t(lang, "restoreDraft", { t: new Date(restored.at).toLocaleString(lang === "ru" ? "ru-RU" : "en-GB"), n: countOf(lang, restored.changes, "change") })}{" "}
          <button type="button" onClick={onDiscard}>
            {t(lang, "discard")}
          </button>
        </div>
      )}
      {state.kind === "conflict" && (
        <div className="notice bad" role="alert">
          <p>{t(lang, "conflict", { v: state.current.summary.version })}</p>
          <button type="button" className="primary" onClick={onSaveAsCopy}>
            {t(lang, "saveAsCopy")}
          </button>{" "}
          <button type="button" onClick={onLoadTheirs}>
            {t(lang, "loadTheirs")}
          </button>
        </div>
      )}
      {state.kind === "forbidden" && <div className="notice bad" role="alert">{t(lang, "forbidden")}</div>}
      {state.kind === "not_found" && <div className="notice bad" role="alert">{t(lang, "notFound")}</div>}
    </>
  );
}
