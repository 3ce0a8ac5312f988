"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { exportEntriesAction, updateEventAction } from "@/app/actions/events";
import { t } from "@/lib/i18n/events-ui";
import { entriesCsv, entriesJson, exportFileName, type ExportEntry } from "@/lib/events/export";
import { adminPath } from "@/lib/events/links";
import { EVENT_LIMITS, entryLimitSchema, type SubmissionMode } from "@/lib/events/schema";
import type { Lang } from "@/lib/text";
import type { EventInfo } from "@/server/data/events";
import { CopyField } from "./CopyField";
import { rememberOrganised } from "./organised-store";
import "./events.css";

/** Downloads built here from the entries the server sends to this page: no URL carries the key. */
function download(name: string, type: string, text: string) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** The organiser's links, switches and exports around their table (`children`, rendered on the server). */
export function AdminPanel({ lang, event, adminKey, entryCode, children }: { lang: Lang; event: EventInfo; adminKey: string; entryCode: string | null; children: ReactNode }) {
  const router = useRouter();
  // this browser keeps the organiser's link (home page, "My events"): the key is the only way back in
  useEffect(() => rememberOrganised({ eventId: event.id, key: adminKey, name: event.name }), [event.id, adminKey, event.name]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the switch moves at once; the server's answer (the refreshed page) has the last word
  const [listsPublic, setListsPublic] = useState(event.listsPublic);
  const [limit, setLimit] = useState(String(event.entryLimit));
  const [code, setCode] = useState(entryCode ?? "");
  // a refreshed page brings the stored values: they replace what was typed or switched
  const [stored, setStored] = useState({ listsPublic: event.listsPublic, entryLimit: event.entryLimit, entryCode });
  if (stored.listsPublic !== event.listsPublic || stored.entryLimit !== event.entryLimit || stored.entryCode !== entryCode) {
    setStored({ listsPublic: event.listsPublic, entryLimit: event.entryLimit, entryCode });
    setListsPublic(event.listsPublic);
    setLimit(String(event.entryLimit));
    setCode(entryCode ?? "");
  }
  const limitValue = entryLimitSchema.safeParse(Number(limit));
  // an empty field: no code; spaces around one are not part of it
  const newCode = code.trim() === "" ? null : code.trim();

  async function exportAs(kind: "csv" | "json") {
    setError(null);
    const result = await exportEntriesAction({ eventId: event.id, key: adminKey }).catch(() => null);
    if (result?.status !== "ok") return setError(t(lang, "unreachable"));
    const entries: ExportEntry[] = result.entries;
    // share links as this browser reached the server, as the builder's links are
    const origin = window.location.origin;
    if (kind === "csv") download(exportFileName(event.name, "csv"), "text/csv;charset=utf-8", "\uFEFF" + entriesCsv(entries, lang, origin));
    else download(exportFileName(event.name, "json"), "application/json", entriesJson(facts, entries, origin));
  }

  async function update(change: { mode?: SubmissionMode; listsPublic?: boolean; entryLimit?: number; entryCode?: string | null }) {
    setBusy(true);
    setError(null);
    const result = await updateEventAction({ eventId: event.id, key: adminKey, ...change }).catch(() => null);
    setBusy(false);
    if (result?.status === "ok") router.refresh();
    else {
      setListsPublic(event.listsPublic);
      setError(t(lang, result?.status === "forbidden" ? "notYourEvent" : "unreachable"));
    }
  }

  const modeButton = (mode: SubmissionMode, label: string) => (
    <button type="button" onClick={() => update({ mode })} disabled={busy || event.mode === mode} aria-pressed={event.mode === mode}>
      {label}
    </button>
  );
  const facts = { id: event.id, name: event.name, date: event.date, pointsLimit: event.pointsLimit, armyBook: event.armyBook, bookVersion: event.bookVersion, deadline: event.deadline };

  return (
    <>
      <section className="card ev-links-card" aria-labelledby="ev-links-title">
        <h2 id="ev-links-title" className="visually-hidden">
          {t(lang, "publicLink")}
        </h2>
        <CopyField lang={lang} id="public-link" label={t(lang, "publicLink")} path={`/e/${encodeURIComponent(event.id)}`} />
        <CopyField lang={lang} id="admin-link" label={t(lang, "adminLink")} path={adminPath(event.id, adminKey)} note={t(lang, "adminWarning")} />
        {entryCode !== null && <p data-testid="entry-code">{t(lang, "entryCodeIs", { code: entryCode })}</p>}
        <form
          className="ev-limit"
          onSubmit={(e) => {
            e.preventDefault();
            void update({ entryCode: newCode });
          }}
        >
          <label htmlFor="ev-admin-code">{t(lang, "entryCode")}</label>
          <input id="ev-admin-code" value={code} maxLength={EVENT_LIMITS.entryCodeMax} autoComplete="off" onChange={(e) => setCode(e.target.value)} aria-describedby="ev-admin-code-note" />
          <button type="submit" disabled={busy || newCode === entryCode}>
            {t(lang, "saveCode")}
          </button>
          <p id="ev-admin-code-note" className="ev-note">
            {t(lang, "entryCodeChangeNote")}
          </p>
        </form>
      </section>
      <section className="card" aria-labelledby="ev-sub-title">
        <h2 id="ev-sub-title">{t(lang, "submissions")}</h2>
        <div className="ev-actions" role="group" aria-label={t(lang, "submissions")}>
          {modeButton("closed", t(lang, "lockNow"))}
          {/* before the deadline "Reopen" would read as a no-op: what it does then is keep submissions open past it */}
          {modeButton("open", t(lang, event.deadlinePassed ? "reopen" : "keepOpen"))}
          {modeButton("deadline", t(lang, "followDeadline"))}
        </div>
        <label className="ev-choice">
          <input type="checkbox" checked={listsPublic} disabled={busy} onChange={(e) => {
            setListsPublic(e.target.checked);
            void update({ listsPublic: e.target.checked });
          }} />
          {t(lang, "listsPublic")}
        </label>
        <form
          className="ev-limit"
          onSubmit={(e) => {
            e.preventDefault();
            if (limitValue.success) void update({ entryLimit: limitValue.data });
          }}
        >
          <label htmlFor="ev-admin-limit">{t(lang, "entryLimit")}</label>
          <input id="ev-admin-limit" type="number" inputMode="numeric" min={1} max={EVENT_LIMITS.entriesMax} value={limit} onChange={(e) => setLimit(e.target.value)} aria-invalid={!limitValue.success} aria-describedby="ev-admin-limit-note" />
          <button type="submit" disabled={busy || !limitValue.success || limitValue.data === event.entryLimit}>
            {t(lang, "saveLimit")}
          </button>
          <p id="ev-admin-limit-note" className="ev-note">
            {t(lang, "entryLimitNote", { max: EVENT_LIMITS.entriesMax })}
          </p>
        </form>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </section>
      <section className="card" aria-labelledby="ev-table-title">
        <h2 id="ev-table-title">
          {t(lang, "entriesTitle")} ({event.entries})
        </h2>
        <div className="ev-actions">
          <a className="button-link" href={`/e/${encodeURIComponent(event.id)}/admin/print?key=${encodeURIComponent(adminKey)}`} rel="noreferrer">
            {t(lang, "printAll")}
          </a>
          <button type="button" onClick={() => void exportAs("csv")}>
            {t(lang, "exportCsv")}
          </button>
          <button type="button" onClick={() => void exportAs("json")}>
            {t(lang, "exportJson")}
          </button>
        </div>
        {children}
      </section>
    </>
  );
}
