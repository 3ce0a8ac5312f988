"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { submitEntryAction } from "@/app/actions/events";
import { t } from "@/lib/i18n/events-ui";
import { entryPath } from "@/lib/events/links";
import { playerKey } from "@/lib/events/player-key";
import { pastedRosterLink, withoutQuery } from "@/lib/share/roster-link";
import { trimmedNameSchema } from "@/lib/events/schema";
import { issueMessage } from "@/lib/input-errors";
import type { Lang } from "@/lib/text";
import type { RosterSummary } from "@/server/data/rosters";
import type { EventInfo } from "@/server/data/events";
import { listMyRosters } from "../my-rosters";
import { CopyField } from "./CopyField";
import { useStoredText } from "../client-values";
import { ENTRY_STORE, entriesIn, rememberEntry } from "./entry-store";
import { ReportView } from "./ReportView";
import { StateLine } from "./StateLine";
import "./events.css";
import { notText } from "@/lib/import/not-text";

type Kind = "mine" | "link" | "file";
type Done =
  | { kind: "created"; path: string; name: string; report: Report }
  | { kind: "replaced"; name: string; report: Report }
  | { kind: "closed"; event: EventInfo };
type Report = { points: number | null; pointsLimit: number | null; valid: boolean; errors: { code: string; message: string }[] };

const FILE_MAX = 1024 * 1024;

/** Player name and a list from my rosters, a link or a JSON file; the report and the entry link after. */
export function SubmitEntryForm({
  lang,
  eventId,
  pointsLimit,
  entryLimit,
  codeRequired = false,
  open = true,
  replace,
}: {
  lang: Lang;
  eventId: string;
  pointsLimit: number;
  entryLimit: number;
  /** the event has an entry code (never asked again on a resubmission) */
  codeRequired?: boolean;
  /**
   * whether the event takes lists now. The page keeps this form in place when it closes, so that a
   * list refused because it closed keeps its card while the rest of the page shows the new state.
   */
  open?: boolean;
  replace?: { entryId: string; key: string; player: string };
}) {
  const router = useRouter();
  const [player, setPlayer] = useState(replace?.player ?? "");
  const [kind, setKind] = useState<Kind>("mine");
  const [mine, setMine] = useState<RosterSummary[] | null>(null);
  const [viewId, setViewId] = useState("");
  const [link, setLink] = useState("");
  // the file itself, read when the list is sent: a Submit pressed straight after picking it must not find it unread
  const [file, setFile] = useState<File | null>(null);
  const [entryCode, setEntryCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ player?: string; code?: string; source?: string; roster?: string[] }>({});
  const [outcome, setOutcome] = useState<Done | null>(null);
  // a refusal because the event closed holds only while it is closed: reopened, the form is back
  const done = outcome?.kind === "closed" && open ? null : outcome;
  // the answer takes the form's place: focus goes to its heading, not to the document's start
  const doneTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done && done.kind !== "closed") doneTitle.current?.focus();
  }, [done]);
  const p = replace ? "re" : "sub";
  const kept = useStoredText(ENTRY_STORE);
  // the same name twice from this browser is most often a player changing their list: say where that is done
  const typed = replace ? "" : playerKey(player);
  const sentAs = typed === "" ? undefined : entriesIn(kept, eventId).find((e) => playerKey(e.player) === typed);

  useEffect(() => {
    if (!open) return;
    void listMyRosters().then((listed) => {
      const list = listed ?? [];
      setMine(list);
      setViewId((v) => v || list[0]?.viewId || "");
      if (list.length === 0) setKind("link");
    });
  }, [open]);

  function pickFile(picked: File | undefined) {
    setFile(null);
    if (!picked) return;
    if (picked.size > FILE_MAX) return setErrors({ source: t(lang, "fileTooBig") });
    setFile(picked);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // busy from the first moment: a second press while the file is read must not send a second entry
    if (busy) return;
    setBusy(true);
    const json = kind === "file" && file ? await file.text().catch(() => null) : null;
    // a file changed or removed since it was picked
    if (kind === "file" && file && json === null) {
      setBusy(false);
      return setErrors({ source: t(lang, "fileUnreadable") });
    }
    if (json !== null && notText(json)) {
      setBusy(false);
      return setErrors({ source: t(lang, "fileNotText") });
    }
    // a pasted edit link names its roster by the part before "?key=": the key stays in this browser
    const pasted = kind === "link" ? pastedRosterLink(link) : null;
    const linkPath = pasted === null ? "" : withoutQuery(pasted);
    const notALink = kind === "link" && link.trim() !== "" && pasted === null;
    const source = kind === "mine" ? (viewId ? { viewId } : null) : kind === "link" ? (linkPath ? { link: linkPath } : null) : json !== null ? { json } : null;
    const named = trimmedNameSchema.safeParse(player);
    // a resubmission is never asked for the code; an empty one is not typed yet, not a wrong one
    const asksCode = codeRequired && !replace;
    const codeMissing = asksCode && entryCode.trim() === "";
    // everything missing is said at once, each at its field
    if (!source || !named.success || codeMissing) {
      setBusy(false);
      const issue = named.error?.issues[0];
      const playerError = !issue ? undefined : player.trim() === "" ? t(lang, "playerMissing") : issueMessage(issue, lang, true);
      return setErrors({ player: playerError, source: source ? undefined : t(lang, notALink ? "notRosterLink" : "chooseSource"), code: codeMissing ? t(lang, "codeMissing") : undefined });
    }
    setErrors({});
    const code = asksCode ? { entryCode } : {};
    const result = await submitEntryAction({ eventId, player, source, ...code, ...(replace ? { replace: { entryId: replace.entryId, key: replace.key } } : {}) }).catch(() => null);
    setBusy(false);
    if (!result || result.status === "unavailable") return setErrors({ source: t(lang, "unreachable") });
    if (result.status === "invalid") {
      const at = (name: string) => result.errors.filter((x) => x.path?.[0] === name).map((x) => x.message);
      return setErrors({ player: at("player")[0], code: at("entryCode")[0], source: [...at("source"), ...at("replace"), ...at("eventId")][0], roster: at("roster") });
    }
    if (result.status === "created") {
      rememberEntry({ eventId, entryId: result.entryId, key: result.entryKey, player: named.data, rosterName: result.rosterName });
      setOutcome({ kind: "created", path: entryPath(eventId, result.entryId, result.entryKey), name: result.rosterName, report: result.report });
    } else if (result.status === "replaced") {
      // the name as now submitted (the server keeps it, trimmed)
      if (replace) rememberEntry({ eventId, entryId: replace.entryId, key: replace.key, player: named.data, rosterName: result.rosterName });
      setOutcome({ kind: "replaced", name: result.rosterName, report: result.report });
    }
    else if (result.status === "closed") setOutcome({ kind: "closed", event: result.event });
    else if (result.status === "full") return setErrors({ source: t(lang, "full", { n: entryLimit }) });
    else if (result.status === "wrong_code") {
      if (codeRequired) return setErrors({ code: t(lang, "wrongCode") });
      // the organiser set a code since this page was opened: say so where it shows, and bring the field
      setErrors({ source: t(lang, "codeNowNeeded") });
      return router.refresh();
    }
    else return setErrors({ source: t(lang, replace ? "notYourEntryText" : "notFound") });
    router.refresh();
  }

  if (!open && !done) return null;
  if (done?.kind === "closed")
    return (
      <section className="card" aria-live="polite" data-testid="submit-refused">
        <h2>{t(lang, "notSubmitted")}</h2>
        <StateLine lang={lang} event={done.event} />
      </section>
    );
  if (done)
    return (
      <section className="card ev-done" aria-labelledby={`${p}-done-title`}>
        <h2 id={`${p}-done-title`} ref={doneTitle} tabIndex={-1}>
          {t(lang, done.kind === "created" ? "submittedNamed" : "resubmittedNamed", {
            name: done.name,
            points: done.report.points ?? "—",
            limit: done.report.pointsLimit ?? pointsLimit,
          })}
        </h2>
        {/* the heading says the points already */}
        <ReportView lang={lang} points={done.report.points} pointsLimit={done.report.pointsLimit ?? pointsLimit} valid={done.report.valid} errors={done.report.errors} showPoints={false} />
        {done.kind === "created" && <CopyField lang={lang} id="entry-link" label={t(lang, "entryLink")} path={done.path} note={t(lang, "entryLinkNote")} />}
        {done.kind === "replaced" && (
          <button type="button" onClick={() => setOutcome(null)}>
            {t(lang, "resubmitTitle")}
          </button>
        )}
      </section>
    );

  const radio = (value: Kind, label: string) => (
    <label className="ev-choice">
      <input type="radio" name={`${p}-kind`} value={value} checked={kind === value} onChange={() => setKind(value)} />
      {label}
    </label>
  );

  return (
    <form className="card ev-form" onSubmit={onSubmit} noValidate aria-labelledby={`${p}-title`}>
      <h2 id={`${p}-title`}>{t(lang, replace ? "resubmitTitle" : "submitTitle")}</h2>
      <div className="field">
        <label htmlFor={`${p}-player`}>{t(lang, "playerName")}</label>
        <input id={`${p}-player`} value={player} onChange={(e) => setPlayer(e.target.value)} maxLength={200} autoComplete="name" aria-invalid={!!errors.player} aria-describedby={`${p}-player-error${sentAs ? ` ${p}-player-sent` : ""}`} />
        <p id={`${p}-player-error`} className="field-error" role="alert">
          {errors.player}
        </p>
        {sentAs && (
          <p id={`${p}-player-sent`} className="ev-note" data-testid="already-sent">
            {t(lang, "alreadySent", { player: sentAs.player.trim() })}{" "}
            <a href={entryPath(eventId, sentAs.entryId, sentAs.key)} rel="noreferrer">
              {t(lang, "openMyEntry")}
            </a>
          </p>
        )}
      </div>
      {codeRequired && !replace && (
        <div className="field">
          <label htmlFor={`${p}-code`}>{t(lang, "entryCode")}</label>
          <input id={`${p}-code`} value={entryCode} onChange={(e) => setEntryCode(e.target.value)} autoComplete="off" maxLength={200} aria-invalid={!!errors.code} aria-describedby={`${p}-code-error ${p}-code-hint`} />
          <p id={`${p}-code-hint`} className="ev-note">
            {t(lang, "entryCodePlayerHint")}
          </p>
          <p id={`${p}-code-error`} className="field-error" role="alert">
            {errors.code}
          </p>
        </div>
      )}
      <fieldset className="ev-source">
        <legend>{t(lang, "source")}</legend>
        <div className="ev-choices">
          {radio("mine", t(lang, "fromMine"))}
          {radio("link", t(lang, "fromLink"))}
          {radio("file", t(lang, "fromFile"))}
        </div>
        {kind === "mine" &&
          (mine && mine.length === 0 ? (
            <p className="muted">{t(lang, "noRosters")}</p>
          ) : (
            <div className="field">
              <label htmlFor={`${p}-roster`}>{t(lang, "chooseRoster")}</label>
              <select id={`${p}-roster`} value={viewId} onChange={(e) => setViewId(e.target.value)}>
                {(mine ?? []).map((r) => (
                  <option key={r.viewId} value={r.viewId}>
                    {/* the event's limit judges the list, not the one the roster was built to */}
                    {r.name} — {r.points} {t(lang, "pts")}
                    {r.points > pointsLimit && ` · ${t(lang, "overEventLimit", { limit: pointsLimit })}`}
                  </option>
                ))}
              </select>
            </div>
          ))}
        {kind === "link" && (
          <div className="field">
            <label htmlFor={`${p}-link`}>{t(lang, "linkLabel")}</label>
            <input id={`${p}-link`} value={link} onChange={(e) => setLink(e.target.value)} inputMode="url" aria-describedby={`${p}-link-hint`} />
            <p id={`${p}-link-hint`} className="ev-note">
              {t(lang, "linkHint")}
            </p>
          </div>
        )}
        {kind === "file" && (
          <div className="field">
            <label htmlFor={`${p}-file`}>{t(lang, "file")}</label>
            <input id={`${p}-file`} type="file" accept=".json,application/json" onChange={(e) => pickFile(e.target.files?.[0])} />
          </div>
        )}
        <p className="field-error" role="alert" data-testid="submit-error">
          {errors.source}
        </p>
        {errors.roster && errors.roster.length > 0 && (
          <ul className="import-problems" role="alert">
            {errors.roster.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        )}
      </fieldset>
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t(lang, "submitting") : t(lang, replace ? "resubmit" : "submit")}
      </button>
    </form>
  );
}
