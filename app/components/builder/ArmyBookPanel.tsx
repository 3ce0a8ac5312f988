"use client";
import { useEffect, useRef } from "react";
import type { ArmyBook } from "@/lib/army-book/schema";
import { t } from "@/lib/i18n/builder-ui";
import type { Lang } from "@/lib/text";

import type { AddState } from "@/lib/roster/hint-texts";
import { useSheetUnderBar } from "./useSheetUnderBar";

type Props = {
  lang: Lang;
  book: ArmyBook;
  addState: Record<string, AddState>;
  /** why no unit can be added (the roster holds the most units a roster may), or null */
  full: string | null;
  onAdd: (unitId: string) => void;
  /** on a phone the panel opens as a sheet over the roster; elsewhere it is always shown */
  sheetOpen: boolean;
  onClose: () => void;
};

/** The units one can add, with cost and Unique/Rare badges; disabled, with the reason, when a limit forbids it. */
export function ArmyBookPanel(p: Props) {
  const { lang, sheetOpen, onClose } = p;
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  useSheetUnderBar(panel, sheetOpen);
  useEffect(() => {
    if (!sheetOpen) return;
    heading.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    const sheet = panel.current;
    return () => {
      window.removeEventListener("keydown", onKey);
      // a closed sheet gives focus back to the button that opened it, not to a row now off screen
      if (sheet?.contains(document.activeElement)) document.getElementById("add-unit-open")?.focus({ preventScroll: true });
    };
  }, [sheetOpen, onClose]);
  return (
    <aside ref={panel} id="book-panel" className={`card book-panel${sheetOpen ? " sheet-open" : ""}`} aria-labelledby="book-panel-title">
      <div className="sheet-head">
        <h2 id="book-panel-title" tabIndex={-1} ref={heading}>
          {t(lang, "addUnits")}
        </h2>
        <button type="button" className="sheet-close" onClick={onClose}>
          {t(lang, "done")}
        </button>
      </div>
      {p.full && <p className="hint blocked">{p.full}</p>}
      <ul className="book-units">
        {p.book.units.map((u) => {
          const state = p.addState[u.id];
          const reasonId = `add-${u.id}-reason`;
          return (
            <li key={u.id} className="book-unit">
              <div className="book-unit-line">
                <span className="book-unit-name">
                  {u.name[lang]}
                  {u.rarity === "unique" && <span className="badge unique">{t(lang, "unique")}</span>}
                  {u.rarity === "rare" && <span className="badge rare">{t(lang, "rare")}</span>}
                </span>
                <span className="book-unit-cost">
                  {u.cost} {t(lang, "pts")}
                </span>
                {!p.full && (
                  <button
                    type="button"
                    onClick={() => p.onAdd(u.id)}
                    disabled={!!state?.blocked}
                    data-focus-fallback={`${reasonId} book-panel-title`}
                    aria-describedby={state?.blocked || state?.warning ? reasonId : undefined}
                    aria-label={`${t(lang, "add")}: ${u.name[lang]}`}
                  >
                    + {t(lang, "add")}
                  </button>
                )}
              </div>
              {(state?.blocked || state?.warning) && (
                <p id={reasonId} className={state.blocked ? "hint blocked" : "hint"} tabIndex={-1}>
                  {state.blocked ?? state.warning}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
