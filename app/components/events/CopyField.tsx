"use client";
import { t } from "@/lib/i18n/events-ui";
import type { Lang } from "@/lib/text";
import { useOrigin } from "../client-values";
import { useCopy } from "../useCopy";

/** A link said in words, read-only, with "Copy link"; `path` is made absolute on this origin. */
export function CopyField({ lang, id, label, path, note }: { lang: Lang; id: string; label: string; path: string; note?: string }) {
  const origin = useOrigin();
  const { copied, copy } = useCopy();
  const link = origin + path;
  return (
    <div className="field link-field">
      <label htmlFor={id}>{label}</label>
      <span className="share-row">
        <input id={id} readOnly value={link} onFocus={(e) => e.currentTarget.select()} aria-describedby={note ? `${id}-note` : undefined} />
        <button type="button" onClick={() => copy(id, link)} aria-label={`${t(lang, "copyLink")}: ${label}`}>
          {copied === id ? t(lang, "copied") : t(lang, "copyLink")}
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
