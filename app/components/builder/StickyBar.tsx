"use client";
import type { ReactNode } from "react";
import { t } from "@/lib/i18n/builder-ui";
import type { Lang } from "@/lib/text";
import { PointsBar } from "./PointsBar";
import { SaveStatus } from "./SaveStatus";
import type { SaveState } from "./useAutosave";

type Props = {
  lang: Lang;
  points: number;
  limit: number;
  problems: number;
  /** set while a field (the name, the limit, a unit's own text) cannot be saved: the roster cannot be called legal then */
  headMessage: string | null;
  save: SaveState;
  onRetry: () => void;
  onReload: () => void;
  /** to the first rule violation */
  onJump: () => void;
  /** to the field that keeps the roster from saving */
  onJumpToField: () => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  sheetOpen: boolean;
  onAddUnit: () => void;
  added: { name: string; n: number } | null;
  onShowAdded: () => void;
  /** a save refused because the roster changed elsewhere, with its two choices */
  conflict: ReactNode;
};

/**
 * What a player needs in sight at any scroll position: the army's points against the limit,
 * whether the roster is legal (a tap goes to the first problem), the save state (and a conflict's
 * two choices), undo/redo and, on a phone, "Add a unit". It stays at the top of the screen.
 */
export function StickyBar(p: Props) {
  const { lang } = p;
  // rule violations keep their place while a field cannot be saved (the save line names the field)
  const says = p.problems > 0 ? "violations" : p.headMessage ? "unsavable" : "legal";
  return (
    <div className="sticky-bar">
      <div className="bar-row">
        <PointsBar lang={lang} points={p.points} limit={p.limit} />
        {says === "legal" ? (
          <span className="legality ok">
            <span data-testid="roster-valid">{t(lang, "valid")}</span>
          </span>
        ) : (
          <button type="button" className="legality bad" onClick={says === "violations" ? p.onJump : p.onJumpToField} title={t(lang, "jumpToProblem")}>
            <span data-testid="roster-valid">{says === "violations" ? t(lang, "invalid") : p.headMessage}</span>
            {says === "violations" && (
              <span className="count">
                <span className="visually-hidden">{t(lang, "jumpToProblem")}: </span>
                {p.problems}
              </span>
            )}
          </button>
        )}
        <button type="button" id="add-unit-open" className="primary add-unit-button" onClick={p.onAddUnit} aria-expanded={p.sheetOpen} aria-controls="book-panel">
          {t(lang, "addUnitShort")}
        </button>
      </div>
      <div className="bar-row small">
        <SaveStatus lang={lang} state={p.save} unsavable={p.headMessage} onRetry={p.onRetry} onReload={p.onReload} />
        <span className="history" role="group" aria-label={`${t(lang, "undo")} / ${t(lang, "redo")}`}>
          <button type="button" id="undo" onClick={p.onUndo} disabled={!p.canUndo} data-focus-fallback="redo" title="Ctrl+Z">↶ {t(lang, "undo")}</button>
          <button type="button" id="redo" onClick={p.onRedo} disabled={!p.canRedo} data-focus-fallback="undo" title="Ctrl+Shift+Z">↷ {t(lang, "redo")}</button>
        </span>
      </div>
      {p.conflict}
      <div className="added-toast" role="status">
        {p.added && (
          <>
            {t(lang, "added", { name: p.added.name, n: p.added.n })}{" "}
            <button type="button" className="link-button" onClick={p.onShowAdded}>
              {t(lang, "show")}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
