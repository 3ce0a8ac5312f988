"use client";
import { useMemo } from "react";
import { t } from "@/lib/i18n/transfer-ui";
import type { TransferEntry } from "@/lib/transfer/entries";
import { rostersCount } from "@/lib/transfer/transfer-text";
import type { Lang } from "@/lib/text";
import { useHydrated, useStoredText } from "../client-values";
import { KEY_STORE, keysIn } from "../key-store";
import { planKeys } from "./device-keys";
import { MergeSummary } from "./MergeSummary";

type Props = { lang: Lang; entries: TransferEntry[]; onAdd: () => void; onDismiss: () => void };

/** A transfer link's rosters: what adding them would do, and the button that does it. */
export function ReceiveLink({ lang, entries, onAdd, onDismiss }: Props) {
  const kept = useStoredText(KEY_STORE);
  const hydrated = useHydrated();
  // what adding them would do to this browser's list, as it is now
  const plan = useMemo(() => (hydrated ? planKeys(entries, keysIn(kept)) : null), [hydrated, kept, entries]);
  if (!plan) return null;
  return (
    <section className="card receive" aria-labelledby="receive-title">
      <h2 id="receive-title">{t(lang, "receiveTitle")}</h2>
      <MergeSummary lang={lang} plan={plan} />
      <p className="muted">{t(lang, "mergeNote")}</p>
      <div className="share-actions">
        {plan.added.length > 0 && (
          <button type="button" className="primary" onClick={onAdd}>
            {t(lang, "addRosters", { rosters: rostersCount(lang, plan.added.length) })}
          </button>
        )}
        <button type="button" onClick={onDismiss}>
          {plan.added.length > 0 ? t(lang, "dontAdd") : t(lang, "transferClose")}
        </button>
      </div>
    </section>
  );
}
