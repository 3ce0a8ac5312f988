"use client";
import { useMemo } from "react";
import { t } from "@/lib/i18n/transfer-ui";
import { transferable } from "@/lib/transfer/entries";
import { rostersCount } from "@/lib/transfer/transfer-text";
import { transferLink } from "@/lib/transfer/payload";
import type { Lang } from "@/lib/text";
import { useCopy } from "../useCopy";
import { useOrigin, useStoredText } from "../client-values";
import { KEY_STORE, keysIn } from "../key-store";
import { QrCode } from "./QrCode";

type Link = { url: string; count: number; skipped: number } | { url: null; count: 0; skipped: number };

/** The private link that carries this browser's edit keys, with "Copy link", its QR code and a warning. */
export function SendLink({ lang }: { lang: Lang }) {
  const { copied, copy } = useCopy();
  // read again at every render of the page (it re-renders when a roster is added here) and when
  // another tab changes the list
  const kept = useStoredText(KEY_STORE);
  const origin = useOrigin();
  const link = useMemo<Link | null>(() => {
    if (!origin) return null; // the server's HTML: the keys are in the browser only
    const all = keysIn(kept);
    const entries = transferable(all);
    const skipped = all.length - entries.length;
    return entries.length > 0 ? { url: transferLink(origin, entries), count: entries.length, skipped } : { url: null, count: 0, skipped };
  }, [kept, origin]);

  return (
    <section className="card send-link" aria-labelledby="send-title">
      <h2 id="send-title">{t(lang, "linkTitle")}</h2>
      {link === null ? (
        <p>{t(lang, "loading")}</p>
      ) : link.url === null ? (
        <p className="muted">{t(lang, "nothingToMove")}</p>
      ) : (
        <>
          <div className="field link-field">
            <label htmlFor="transfer-link">{t(lang, "linkLabel", { rosters: rostersCount(lang, link.count) })}</label>
            <span className="share-row">
              <input id="transfer-link" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} aria-describedby="transfer-warning" />
              <button type="button" onClick={() => copy("transfer-link", link.url)}>
                {copied === "transfer-link" ? t(lang, "transferCopied") : t(lang, "transferCopy")}
              </button>
            </span>
          </div>
          <p id="transfer-warning" className="notice" role="note">
            {t(lang, "linkWarning")}
          </p>
          <QrCode lang={lang} text={link.url} />
        </>
      )}
      {link && link.skipped > 0 && <p className="muted">{t(lang, "notMovable", { n: link.skipped })}</p>}
    </section>
  );
}
