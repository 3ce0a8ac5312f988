"use client";
import { useEffect, useMemo, useState } from "react";
import type { ArmyBook } from "@/lib/army-book/schema";
import { rosterAsText } from "@/lib/export/roster-text";
import { t } from "@/lib/i18n/ui";
import { rosterSchema, type Roster } from "@/lib/roster/schema";
import { encodeRoster, fitsInLink } from "@/lib/share/codec";
import type { Lang } from "@/lib/text";

/** Share link, copy-as-text, JSON download and the print link, for any roster on screen. */
export function ShareTools({ lang, book, roster, printHref }: { lang: Lang; book: ArmyBook; roster: Roster; printHref?: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const json = JSON.stringify(roster);
  const code = useMemo(() => {
    const parsed = rosterSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return null;
    const encoded = encodeRoster(book, parsed.data);
    return fitsInLink(encoded) ? encoded : "";
  }, [book, json]);
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  const link = code ? `${origin}/s/${code}` : "";

  async function copy(what: string, text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
      setTimeout(() => setCopied(null), 2000);
    } catch {
      setCopied(null);
    }
  }
  function download() {
    const blob = new Blob([JSON.stringify(roster, null, 2) + "\n"], { type: "application/json" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `${roster.name.replace(/[\\/:*?"<>|]+/g, "_").slice(0, 60) || "roster"}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  return (
    <section className="card share-tools" aria-labelledby="share-title">
      <h2 id="share-title">{t(lang, "share")}</h2>
      {code === "" && <p className="muted">{t(lang, "tooBigForLink")}</p>}
      {code && (
        <div className="field">
          <label htmlFor="share-link">{t(lang, "shareLink")}</label>
          <span className="share-row">
            <input id="share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
            <button type="button" onClick={() => copy("link", link)}>
              {copied === "link" ? t(lang, "copied") : t(lang, "copy")}
            </button>
          </span>
        </div>
      )}
      <div className="share-actions">
        <button type="button" onClick={() => copy("text", rosterAsText(book, roster, lang))}>
          {copied === "text" ? t(lang, "copied") : t(lang, "copyText")}
        </button>
        <button type="button" onClick={download}>
          {t(lang, "exportJson")}
        </button>
        {printHref && (
          <a className="button-link" href={printHref}>
            {t(lang, "print")}
          </a>
        )}
      </div>
    </section>
  );
}
