"use client";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import type { ArmyBook } from "@/lib/army-book/schema";
import type { rosterAsText } from "@/lib/export/roster-text";
import { t, type BuilderUiKey } from "@/lib/i18n/builder-ui";
import { editUrl, viewPath } from "@/lib/roster/links";
import type { Roster } from "@/lib/roster/schema";
import { linkCode } from "@/lib/share/encode";
import type { Lang } from "@/lib/text";
import { useOrigin } from "../client-values";
import { useCopy } from "../useCopy";

type Props = {
  lang: Lang;
  book: ArmyBook;
  roster: Roster;
  printHref?: string;
  /** the roster's own links, in the builder: read-only view and the private edit link */
  own?: { viewId: string; editKey: string };
  /** why sharing and printing are off (the name or limit cannot be saved) */
  disabledReason?: string | null;
  /** printing from the builder: save first, then print what is on screen */
  onPrint?: (snapshotPrintHref: string | null) => void;
  printing?: boolean;
  /** game mode of the saved roster; `onGame` runs first (the builder saves before leaving) */
  gameHref?: string;
  onGame?: (href: string) => void;
};

/** Each link the roster has, said in words, with a copy button; copy as text, JSON download, print. */
export function ShareTools({ lang, book, roster, printHref, own, disabledReason, onPrint, printing, gameHref, onGame }: Props) {
  const { copied, copy } = useCopy();
  // the link follows a deferred copy: encoding a long roster never holds up the click that changed it
  const shown = useDeferredValue(roster);
  const off = !!disabledReason;
  // the roster here is one the server gave or the builder's checks passed (off says otherwise)
  const code = useMemo(() => {
    if (off) return null;
    return linkCode(book, shown) ?? "";
  }, [book, shown, off]);
  const origin = useOrigin();

  // the text export loads just after the page, not with it (it is only needed on "Copy as text")
  const [asText, setAsText] = useState<typeof rosterAsText | null>(null);
  useEffect(() => {
    // not fetched now (a bad connection): "Copy as text" fetches it when tapped
    import("@/lib/export/roster-text").then((m) => setAsText(() => m.rosterAsText), () => {});
  }, []);
  async function copyText() {
    const make = asText ?? (await import("@/lib/export/roster-text")).rosterAsText;
    // the link of what is copied: the one shown follows a deferred copy of the roster
    const current = off ? null : linkCode(book, roster);
    await copy("text", make(book, roster, lang, current ? `${origin}/s/${current}` : undefined));
  }

  function download() {
    const blob = new Blob([JSON.stringify(roster, null, 2) + "\n"], { type: "application/json" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `${roster.name.replace(/[\\/:*?"<>|]+/g, "_").slice(0, 60) || "roster"}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }
  const linkRow = (id: string, explained: BuilderUiKey, link: string, testId?: string) => (
    <div className="field link-field">
      <label htmlFor={id}>{t(lang, explained)}</label>
      <span className="share-row">
        <input id={id} readOnly value={off ? "" : link} disabled={off} onFocus={(e) => e.currentTarget.select()} data-testid={testId} aria-describedby={off ? "share-off" : undefined} />
        <button type="button" disabled={off} onClick={() => copy(id, link)}>
          {copied === id ? t(lang, "copied") : t(lang, "copyLink")}
        </button>
      </span>
    </div>
  );

  return (
    <section className="card share-tools" aria-labelledby="share-title">
      <h2 id="share-title">{t(lang, own ? "linksTitle" : "share")}</h2>
      {off && (
        <p id="share-off" className="problem" role="note">
          {disabledReason}
        </p>
      )}
      {own && linkRow("view-link", "viewLinkExplained", `${origin}${viewPath(own.viewId)}`)}
      {code === "" && <p className="muted">{t(lang, "tooBigForLink")}</p>}
      {(code || off) && linkRow("share-link", own ? "snapshotLinkExplained" : "shareLink", code ? `${origin}/s/${code}` : "", "share-link")}
      {own && linkRow("edit-link", "editLinkExplained", `${origin}${editUrl({ viewId: own.viewId, key: own.editKey })}`)}
      <div className="share-actions">
        <button type="button" disabled={off} onClick={copyText}>
          {copied === "text" ? t(lang, "copied") : t(lang, "copyText")}
        </button>
        <button type="button" disabled={off} onClick={download}>
          {t(lang, "exportJson")}
        </button>
        {onPrint ? (
          <button type="button" className="primary" disabled={off || printing} onClick={() => onPrint(code ? `/s/${code}/print` : null)}>
            {printing ? t(lang, "printing") : t(lang, "print")}
          </button>
        ) : (
          printHref && (
            <a className="button-link" href={printHref}>
              {t(lang, "print")}
            </a>
          )
        )}
        {gameHref && (
          <a
            className="button-link"
            href={gameHref}
            aria-disabled={off || undefined}
            onClick={(e) => {
              if (off) return e.preventDefault();
              if (onGame) {
                e.preventDefault();
                onGame(gameHref);
              }
            }}
          >
            {t(lang, "startGame")}
          </a>
        )}
      </div>
    </section>
  );
}
