"use client";
import { IntentLink } from "../site/IntentLink";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { createRosterAction, deleteRosterAction, duplicateRosterAction } from "@/app/actions/rosters";
import { gameKey } from "@/lib/game/storage-key";
import { countOf } from "@/lib/i18n/plural";
import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";
import type { RosterSummary } from "@/server/data/rosters";
import { readDraft, forgetLocalCopies } from "../builder/local-copy";
import { editUrl } from "@/lib/roster/links";
import { forgetKey, loadKeys, rememberKey, type KeyEntry } from "../key-store";
import { listMyRosters } from "../my-rosters";
import { keepList, keptList } from "../offline/offline-list";
import { forgetOfflinePages } from "../offline/sw-client";
import { unreachable } from "../offline/unreachable";

type Deleted = { summary: RosterSummary; snapshot: unknown };

const dateFormats: Partial<Record<Lang, Intl.DateTimeFormat>> = {};
/**
 * Made when the first row shows, once per page: a DateTimeFormat's first construction loads the
 * locale's calendar data (70–100 ms of main thread in Chromium on this machine, four times that on
 * Lighthouse's phone), which an empty list never needs.
 */
const dateFormat = (lang: Lang) => (dateFormats[lang] ??= new Intl.DateTimeFormat(lang === "ru" ? "ru-RU" : "en-GB", { dateStyle: "medium", timeStyle: "short" }));

/** This browser's rosters; `moveLink` adds where the list is kept and the way to move it to another device. */
export function MyRosters({ lang, moveLink = true }: { lang: Lang; moveLink?: boolean }) {
  const router = useRouter();
  const [rosters, setRosters] = useState<RosterSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<Deleted | null>(null);

  /** Shows what the server said of this browser's rosters (`null`: it did not answer). */
  const show = useCallback((keys: KeyEntry[], listed: RosterSummary[] | null) => {
    if (keys.length === 0) return setRosters([]);
    if (listed) {
      setRosters(listed);
      keepList(listed);
      setError(null);
      setOffline(false);
    } else {
      // no server: the list as it was last seen here, each roster opening from its copy kept offline
      setRosters(keptList(keys));
      if (navigator.onLine) setError(t(lang, "serverUnavailable"));
      setOffline(!navigator.onLine);
    }
  }, [lang]);
  const refresh = useCallback(() => {
    const keys = loadKeys();
    return listMyRosters(keys).then((listed) => show(keys, listed));
  }, [show]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const keyOf = (viewId: string) => loadKeys().find((k) => k.viewId === viewId)?.key ?? "";

  async function duplicate(viewId: string) {
    const result = await duplicateRosterAction(viewId).catch(() => null);
    if (result?.status === "created") {
      rememberKey({ viewId: result.viewId, key: result.key });
      await refresh();
    } else setError(unreachable(lang));
  }

  async function remove(summary: RosterSummary) {
    setConfirming(null);
    // Keep the roster's contents so "Undo" can bring it back as it was.
    const snapshot = await fetch(`/r/${encodeURIComponent(summary.viewId)}/roster.json`)
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    const result = await deleteRosterAction({ viewId: summary.viewId, key: keyOf(summary.viewId) }).catch(() => null);
    if (result?.status === "ok" || result?.status === "not_found") {
      forgetKey(summary.viewId);
      forgetLocalCopies(summary.viewId);
      void forgetOfflinePages(summary.viewId).catch(() => undefined);
      try {
        localStorage.removeItem(gameKey(summary.viewId));
      } catch {
        /* storage unavailable: nothing kept */
      }
      setDeleted(snapshot ? { summary, snapshot } : null);
      await refresh();
    } else setError(unreachable(lang));
  }

  async function undoDelete() {
    if (!deleted) return;
    const result = await createRosterAction(JSON.stringify(deleted.snapshot)).catch(() => null);
    if (result?.status === "created") {
      rememberKey({ viewId: result.viewId, key: result.key });
      setDeleted(null);
      await refresh();
    } else setError(unreachable(lang));
  }

  return (
    <section className="card my-rosters" aria-labelledby="my-rosters-title">
      <h2 id="my-rosters-title">{t(lang, "navRosters")}</h2>
      {moveLink && (
        <div className="kept-here">
          <p className="muted">{t(lang, "keptHere")}</p>
          <IntentLink className="button-link" href="/transfer">
            {t(lang, "moveRosters")}
          </IntentLink>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {offline && (
        <p className="notice" role="status">
          {t(lang, "offlineList")}
        </p>
      )}
      {deleted && (
        <p className="notice" role="status">
          {t(lang, "deleted", { name: deleted.summary.name })}{" "}
          <button type="button" onClick={undoDelete}>
            {t(lang, "undoDelete")}
          </button>
        </p>
      )}
      {rosters === null ? (
        <p>{t(lang, "loading")}</p>
      ) : rosters.length === 0 ? (
        <p className="muted">{t(lang, "noRosters")}</p>
      ) : (
        <ul className="roster-list">
          {rosters.map((r) => {
            // a draft waiting on this device is what the builder opens with: the row shows it, not the server's copy
            const draft = readDraft(r.viewId);
            const shown = draft?.tally ?? r;
            return (
              <li key={r.viewId} className="roster-row">
                <div className="roster-row-main">
                  <IntentLink href={editUrl({ viewId: r.viewId, key: keyOf(r.viewId) })} className="roster-name">
                    {/* a name of spaces is a name by the rules, but a link must show something to tap */}
                    {shown.name.trim() || t(lang, "unnamedRoster")}
                  </IntentLink>
                  <span className={shown.points > shown.pointsLimit ? "over" : undefined}>
                    {shown.points} / {shown.pointsLimit} {t(lang, "pts")}
                  </span>
                  <span className={`badge ${shown.valid ? "ok" : "bad"}`}>{shown.valid ? t(lang, "legal") : t(lang, "illegal")}</span>
                  {draft && (
                    <span className="badge warn" data-testid="pending-changes">
                      {t(lang, "pendingChanges", { n: countOf(lang, draft.changes, "change") })}
                    </span>
                  )}
                  <span className="muted">
                    {t(lang, "lastChanged")}: <time dateTime={draft?.at ?? r.updatedAt}>{dateFormat(lang).format(new Date(draft?.at ?? r.updatedAt))}</time>
                  </span>
                </div>
                <div className="roster-row-actions">
                  <button type="button" onClick={() => router.push(editUrl({ viewId: r.viewId, key: keyOf(r.viewId) }))}>
                    {t(lang, "open")}
                  </button>
                  <button type="button" onClick={() => duplicate(r.viewId)}>
                    {t(lang, "duplicate")}
                  </button>
                  {confirming === r.viewId ? (
                    <span className="confirm" role="group" aria-label={t(lang, "confirmDelete", { name: shown.name })}>
                      <span>{t(lang, "confirmDelete", { name: shown.name })}</span>
                      <button type="button" className="danger" onClick={() => remove(r)}>
                        {t(lang, "yesDelete")}
                      </button>
                      <button type="button" onClick={() => setConfirming(null)}>
                        {t(lang, "cancel")}
                      </button>
                    </span>
                  ) : (
                    <button type="button" className="danger" onClick={() => setConfirming(r.viewId)}>
                      {t(lang, "delete")}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
