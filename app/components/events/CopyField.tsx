"use client";
import { useEffect, useState } from "react";
import { t } from "@/lib/i18n/events-ui";
import type { Lang } from "@/lib/text";

/** A link said in words, read-only, with "Copy link"; `path` is made absolute on this origin. */
export function CopyField({ lang, id, label, path, note }: { lang: Lang; id: string; label: string; path: string; note?: string }) {
  const [origin, setOrigin] = useState("");
  const [copied, setCopied] = useState(false);
  useEffect(() => setOrigin(window.location.origin), []);
  const link = origin + path;
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className="field link-field">
      <label htmlFor={id}>{label}</label>
      <span className="share-row">
        <input id={id} readOnly value={link} onFocus={(e) => e.currentTarget.select()} aria-describedby={note ? `${id}-note` : undefined} />
        <button type="button" onClick={copy} aria-label={`${t(lang, "copyLink")}: ${label}`}>
          {copied ? t(lang, "copied") : t(lang, "copyLink")}
        </button>
      </span>
      {note && (
        <p id={`${id}-note`} className="ev-note">
          {note}
        </p>
      )}
    </div>
  );
}
