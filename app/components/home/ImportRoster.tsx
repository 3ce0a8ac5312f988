"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { createRosterAction, createRosterFromTextAction } from "@/app/actions/rosters";
import { t } from "@/lib/i18n/ui";
import type { ImportProblem } from "@/lib/import/import-roster";
import type { Lang } from "@/lib/text";
import { ACTION_BODY_MAX_BYTES } from "@/lib/body-limits";
import { notText } from "@/lib/import/not-text";
import { editUrl } from "@/lib/roster/links";
import { loneRosterLink, rosterLinkInText, withoutQuery } from "@/lib/share/roster-link";
import { rememberKey } from "../key-store";
import { unreachable } from "../offline/unreachable";

const MAX_FILE_BYTES = 1024 * 1024;

/** The JSON reader (with the roster schema, and zod) arrives when the player reaches the form, not with the page. */
const loadReader = () => import("@/lib/import/import-roster");
/** Fetched ahead when the player reaches the form; a failure here is reported when Import is pressed. */
const preloadReader = () => void loadReader().catch(() => {});

/**
 * Paste or pick a roster, as JSON v1 or as the text "Copy as text" gives (read on the server,
 * which holds every book's names); problems are listed by line; a good one becomes a new roster.
 */
export function ImportRoster({ lang }: { lang: Lang }) {
  const router = useRouter();
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // the share link found in a text that could not be read: offered as the list's source instead
  const [fromLink, setFromLink] = useState<string | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setError(lang === "ru" ? "Файл больше 1 МБ." : "The file is larger than 1 MB.");
    const read = await file.text().catch(() => null);
    if (read === null) return setError(t(lang, "fileUnreadable"));
    if (notText(read)) return setError(t(lang, "fileNotText"));
    setText(read);
    setProblems([]);
    setError(null);
  }

  /** Whether `text` sent to an action (inside its JSON list of arguments) is past what the server takes; if so, says so. */
  function tooLarge(text: string, say: "importTooLarge" | "tooLargeToSave"): boolean {
    if (new Blob([JSON.stringify([text])]).size <= ACTION_BODY_MAX_BYTES) return false;
    setError(t(lang, say, { kb: ACTION_BODY_MAX_BYTES / 1024 }));
    return true;
  }

  function opened(created: { status: "created"; viewId: string; key: string }) {
    rememberKey({ viewId: created.viewId, key: created.key });
    router.push(editUrl({ viewId: created.viewId, key: created.key }));
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError(null);
    // a JSON roster starts with "{"; other JSON (a list, null) is JSON too, only not a roster, and is
    // said to be so; anything else is taken for the chat text
    if (!text.trimStart().startsWith("{") && !isJson(text)) return submitText();
    setBusy(true);
    const reader = await loadReader().catch(() => null);
    setBusy(false);
    if (!reader) return setError(unreachable(lang));
    const result = reader.readRosterText(text, lang);
    if (!result.ok) return setProblems(result.problems);
    setProblems([]);
    const json = JSON.stringify(result.roster);
    // a roster read in full, past what one save takes
    if (tooLarge(json, "tooLargeToSave")) return;
    setBusy(true);
    const created = await createRosterAction(json).catch(() => null);
    setBusy(false);
    if (created?.status === "created") opened(created);
    else if (created?.status === "invalid")
      // e.g. a book or version this server does not hold: pinned to its line like the others
      setProblems(created.errors.map((e) => ({ line: result.lineOf(e.path), path: e.path, code: e.code, message: e.message })));
    else setError(unreachable(lang));
  }

  /** `source`: the textarea's text, or the link found in it (the text around it set aside). */
  async function submitText(source = text) {
    if (tooLarge(source, "importTooLarge")) return;
    setBusy(true);
    setFromLink(null);
    // a roster link alone names its roster by its path: an edit link's key stays in this browser
    const lone = loneRosterLink(source);
    const created = await createRosterFromTextAction(lone ? withoutQuery(lone) : source).catch(() => null);
    setBusy(false);
    if (created?.status === "created") return opened(created);
    if (created?.status === "invalid_text") {
      // a text a chat mangled past reading still carries its share link: the list can come from it
      setFromLink(lone ? null : rosterLinkInText(source));
      // a JSON path ("units.0.options.lmg") means nothing next to a chat text: its line says where
      return setProblems(created.problems.map((p) => ({ ...p, path: null })));
    }
    // the text was read, but no roster may be made of it (a book the operator removed): said at its first line
    if (created?.status === "invalid") return setProblems(created.errors.map((e) => ({ line: 1, path: e.path, code: e.code, message: e.message })));
    setProblems([]);
    setError(unreachable(lang));
  }

  return (
    <form className="card import" onSubmit={submit} onFocus={preloadReader} onPointerDown={preloadReader} aria-labelledby="import-title">
      <h2 id="import-title">{t(lang, "importTitle")}</h2>
      <p className="muted">{t(lang, "importHelp")}</p>
      <div className="field">
        <label htmlFor="import-text">{t(lang, "importTextLabel")}</label>
        <textarea
          id="import-text"
          rows={6}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
          aria-invalid={problems.length > 0 && problems.some((p) => p.code === "INVALID_INPUT")}
          aria-describedby="import-problems"
        />
      </div>
      <div className="field">
        <label htmlFor="import-file">{t(lang, "importFile")}</label>
        <input id="import-file" type="file" accept="application/json,.json,text/plain,.txt" onChange={(e) => onFile(e.target.files?.[0])} />
      </div>
      <button type="submit" disabled={busy || text.trim() === ""}>
        {t(lang, "importButton")}
      </button>
      <div id="import-problems" role="alert">
        {error && <p className="field-error">{error}</p>}
        {problems.length > 0 && (
          <ul className="import-problems">
            {problems.map((p, i) => (
              <li key={i} data-code={p.code}>
                <strong>
                  {t(lang, "line")} {p.line}
                  {p.path && p.path.length > 0 ? ` (${p.path.join(".")})` : ""}:
                </strong>{" "}
                {p.message}
              </li>
            ))}
          </ul>
        )}
        {fromLink && problems.length > 0 && (
          <p>
            <button type="button" onClick={() => submitText(fromLink)} disabled={busy}>
              {t(lang, "importFromLink")}
            </button>{" "}
            <span className="muted small">{withoutQuery(fromLink)}</span>
          </p>
        )}
      </div>
    </form>
  );
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
