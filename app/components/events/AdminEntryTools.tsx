"use client";
import { useRouter } from "next/navigation";
import { createContext, useContext, useState, type ReactNode } from "react";
import { entryErrorsAction, removeEntriesAction, removeEntryAction } from "@/app/actions/events";
import { TABLE_ERRORS } from "@/lib/events/export";
import { t } from "@/lib/i18n/events-ui";
import { countOf } from "@/lib/i18n/plural";
import type { Lang } from "@/lib/text";

/**
 * The organiser's tools on each row of their table. The event and the key come once from this
 * context, so a row of 500 carries only its entry id (the table's size is bounded: issue 21).
 */
type Admin = { lang: Lang; eventId: string; adminKey: string };
const AdminContext = createContext<Admin | null>(null);

export function AdminEntries({ children, ...admin }: Admin & { children: ReactNode }) {
  return <AdminContext.Provider value={admin}>{children}</AdminContext.Provider>;
}

function useAdmin(): Admin {
  const admin = useContext(AdminContext);
  if (!admin) throw new Error("AdminEntries is missing around the organiser's table");
  return admin;
}

/**
 * "and N more": opens the entry's errors after the ones the row shows, judged again on the server
 * from its stored list (in the organiser's language; an entry keeps only its first few).
 */
export function MoreErrors({ entryId, more }: { entryId: string; more: number }) {
  const { lang, eventId, adminKey } = useAdmin();
  const [all, setAll] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  async function load(opened: boolean) {
    setOpen(opened);
    if (!opened || all) return;
    setFailed(false);
    const result = await entryErrorsAction({ eventId, entryId, key: adminKey }).catch(() => null);
    if (result?.status === "ok") setAll(result.errors);
    else setFailed(true);
  }
  return (
    <details className="ev-more" onToggle={(e) => void load(e.currentTarget.open)}>
      <summary>{t(lang, "moreErrors", { n: more })}</summary>
      {all ? (
        <ol className="ev-errors" data-testid="all-errors" start={TABLE_ERRORS + 1}>
          {all.slice(TABLE_ERRORS).map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ol>
      ) : (
        open && (
          <p className={failed ? "field-error" : "muted"} role={failed ? "alert" : undefined}>
            {t(lang, failed ? "unreachable" : "loadingErrors")}
          </p>
        )
      )}
    </details>
  );
}

type Removal = { status: string } | null;

/**
 * A removal asked first: `question()` confirmed, `run()` on the server, then the page refreshed
 * (an entry already gone counts as removed).
 */
function RemoveButton({ label, labelledBy, disabled = false, question, run, onDone }: { label: string; labelledBy?: string; disabled?: boolean; question: () => string; run: () => Promise<Removal>; onDone?: () => void }) {
  const { lang } = useAdmin();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function remove() {
    if (!window.confirm(question())) return;
    setBusy(true);
    setFailed(false);
    const result = await run().catch(() => null);
    setBusy(false);
    if (result?.status === "ok" || result?.status === "not_found") {
      onDone?.();
      router.refresh();
    } else setFailed(true);
  }
  return (
    <>
      <button type="button" className="danger" disabled={busy || disabled} onClick={() => void remove()} aria-labelledby={labelledBy}>
        {label}
      </button>
      {failed && (
        <span className="field-error" role="alert">
          {t(lang, "unreachable")}
        </span>
      )}
    </>
  );
}

/**
 * Removes the entry after a confirmation, at any time (the organiser decides who plays). Its name
 * comes from the row's own cells (`labelledBy`), read when it is clicked.
 */
export function RemoveEntry({ entryId, labelledBy }: { entryId: string; labelledBy: string }) {
  const { lang, eventId, adminKey } = useAdmin();
  const text = (id: string) => document.getElementById(id)?.textContent?.trim() ?? "";
  return (
    <RemoveButton
      label={t(lang, "removeEntry")}
      labelledBy={labelledBy}
      question={() => t(lang, "confirmRemove", { name: `${text(`p-${entryId}`)} — ${text(`l-${entryId}`)}` })}
      run={() => removeEntryAction({ eventId, entryId, key: adminKey })}
    />
  );
}

/**
 * Removes the entries ticked on the table after one confirmation: a flood of junk lists (a script
 * that had the public link) goes in one step, not one Remove and one question each.
 */
export function RemoveSelected({ entryIds, onDone }: { entryIds: readonly string[]; onDone: () => void }) {
  const { lang, eventId, adminKey } = useAdmin();
  return (
    <RemoveButton
      label={t(lang, "removeSelected", { n: entryIds.length })}
      disabled={entryIds.length === 0}
      question={() => t(lang, "confirmRemoveMany", { entries: countOf(lang, entryIds.length, "entryAcc") })}
      run={() => removeEntriesAction({ eventId, entryIds, key: adminKey })}
      onDone={onDone}
    />
  );
}
