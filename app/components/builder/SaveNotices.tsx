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
};

/**
 * What the builder says about saving beyond its status line, at the top of the page; loaded only
 * when there is something to say. A conflict is said in the sticky bar instead (ConflictNotice).
 */
export default function SaveNotices({ lang, state, restored, onDiscard }: Props) {
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
      {state.kind === "forbidden" && <div className="notice bad" role="alert">{t(lang, "forbidden")}</div>}
      {state.kind === "not_found" && <div className="notice bad" role="alert">{t(lang, "notFound")}</div>}
    </>
  );
}

/**
 * A save refused because the roster changed elsewhere, with the two ways out. It sits in the sticky
 * bar, so it is in sight at any scroll position, where the player goes on editing.
 */
export function ConflictNotice({ lang, version, copyFailed, onSaveAsCopy, onLoadTheirs }: { lang: Lang; version: number; copyFailed: boolean; onSaveAsCopy: (copyWord: string) => void; onLoadTheirs: () => void }) {
  return (
    <div className="notice bad bar-conflict" role="alert">
      <p>{t(lang, "conflict", { v: version })}</p>
      <button type="button" className="primary" onClick={() => onSaveAsCopy(t(lang, "copyWord"))}>
        {t(lang, "saveAsCopy")}
      </button>{" "}
      <button type="button" onClick={onLoadTheirs}>
        {t(lang, "loadTheirs")}
      </button>
      {copyFailed && <p className="field-error">{t(lang, "copyFailed")}</p>}
    </div>
  );
}
