"use client";
import { useState } from "react";
import { withdrawEntryAction } from "@/app/actions/events";
import { t } from "@/lib/i18n/events-ui";
import type { Lang } from "@/lib/text";
import { forgetEntry } from "./entry-store";
import { SubmitEntryForm } from "./SubmitEntryForm";

/** Withdraw (asked first) or resubmit the player's own entry, while submissions are open. */
export function EntryPanel({
  lang,
  eventId,
  entryId,
  entryKey,
  player,
  pointsLimit,
  entryLimit,
}: {
  lang: Lang;
  eventId: string;
  entryId: string;
  entryKey: string;
  player: string;
  pointsLimit: number;
  entryLimit: number;
}) {
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<"idle" | "withdrawn" | "error" | "closed">("idle");

  async function withdraw() {
    setConfirming(false);
    const result = await withdrawEntryAction({ eventId, entryId, key: entryKey }).catch(() => null);
    if (result?.status === "ok" || result?.status === "not_found") {
      forgetEntry(entryId);
      setState("withdrawn");
    } else setState(result?.status === "closed" ? "closed" : "error");
  }

  if (state === "withdrawn")
    return (
      <section className="card" role="status">
        <p>{t(lang, "withdrawn")}</p>
        <a href={`/e/${encodeURIComponent(eventId)}`} rel="noreferrer">
          {t(lang, "toEventPage")}
        </a>
      </section>
    );
  return (
    <>
      <section className="card">
        {confirming ? (
          <div className="confirm" role="group" aria-label={t(lang, "withdrawConfirm")}>
            <span>{t(lang, "withdrawConfirm")}</span>
            <button type="button" className="danger" onClick={withdraw}>
              {t(lang, "yesWithdraw")}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {t(lang, "cancel")}
            </button>
          </div>
        ) : (
          <button type="button" onClick={() => setConfirming(true)}>
            {t(lang, "withdraw")}
          </button>
        )}
        {state !== "idle" && (
          <p className="field-error" role="alert">
            {t(lang, state === "closed" ? "closedNow" : "unreachable")}
          </p>
        )}
      </section>
      <SubmitEntryForm lang={lang} eventId={eventId} pointsLimit={pointsLimit} entryLimit={entryLimit} replace={{ entryId, key: entryKey, player }} />
    </>
  );
}
