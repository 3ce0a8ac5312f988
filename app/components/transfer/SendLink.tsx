"use client";
import { useEffect, useState } from "react";
import { t } from "@/lib/i18n/transfer-ui";
import { transferable } from "@/lib/transfer/entries";
import { rostersCount } from "@/lib/transfer/messages";
import { transferLink } from "@/lib/transfer/payload";
import type { Lang } from "@/lib/text";
import { useCopy } from "../useCopy";
import { loadKeys } from "../key-store";
import { QrCode } from "./QrCode";

type Link = { url: string; count: number; skipped: number } | { url: null; count: 0; skipped: number };

/** The private link that carries this browser's edit keys, with "Copy link", its QR code and a warning. */
export function SendLink({ lang, version }: { lang: Lang; version: number }) {
  const [link, setLink] = useState<Link | null>(null);
  const { copied, copy } = useCopy();
  useEffect(() => {
    const all = loadKeys();
    const entries = transferable(all);
    const skipped = all.length - entries.length;
    setLink(entries.length > 0 ? { url: transferLink(window.location.origin, entries), count: entries.length, skipped } : { url: null, count: 0, skipped });
  }, [version]);

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
