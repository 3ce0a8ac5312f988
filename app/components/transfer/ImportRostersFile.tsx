"use client";
import { t } from "@/lib/i18n/transfer-ui";
import type { FileEntry } from "@/lib/transfer/file";
import type { MergePlan } from "@/lib/transfer/merge";
import { rostersCount } from "@/lib/transfer/transfer-text";
import type { Lang } from "@/lib/text";
import { MergeSummary } from "./MergeSummary";
import { useRostersFile } from "./useRostersFile";

type Props = { lang: Lang; onAdded: (plan: MergePlan<FileEntry>) => void; onChanged: () => void };

/** The file field for a file of my rosters, what it would add, and the rosters to re-create from it. */
export function ImportRostersFile({ lang, onAdded, onChanged }: Props) {
  const { error, pending, missing, recreated, open, add, recreate } = useRostersFile(lang, onAdded, onChanged);
  return (
    <div className="import-rosters">
      <div className="field">
        <label htmlFor="rosters-file">{t(lang, "fileLabel")}</label>
        <input
          id="rosters-file"
          type="file"
          accept="application/json,.json"
          onChange={(e) => open(e.target.files?.[0])}
          aria-invalid={error !== null}
          aria-describedby="rosters-file-hint rosters-file-error"
        />
        <span id="rosters-file-hint" className="muted">
          {t(lang, "fileHint")}
        </span>
        <p id="rosters-file-error" className="field-error" role="alert">
          {error}
        </p>
      </div>
      {pending && (
        <div className="notice" role="status">
          <MergeSummary lang={lang} plan={pending.plan} />
          <p className="muted">{t(lang, "mergeNote")}</p>
          {pending.plan.added.length > 0 && (
            <button type="button" className="primary" onClick={add}>
              {t(lang, "addRosters", { rosters: rostersCount(lang, pending.plan.added.length) })}
            </button>
          )}
        </div>
      )}
      {missing.length > 0 && (
        <div className="notice">
          <p>{t(lang, "missingTitle")}</p>
          <ul className="recreate-list">
            {missing.map((e) => (
              <li key={e.viewId}>
                <button type="button" onClick={() => recreate(e)}>
                  {t(lang, "recreate", { name: e.roster.name })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {recreated.length > 0 && (
        <ul className="muted" role="status">
          {recreated.map((name, i) => (
            <li key={i}>{t(lang, "recreated", { name })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
