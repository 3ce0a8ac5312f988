"use client";
import { useRouter } from "next/navigation";
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { createRosterAction } from "@/app/actions/rosters";
import { catalogOf } from "@/lib/army-book/catalog";
import { checkBookText, type BookProblem } from "@/lib/army-book/check-file";
import type { ArmyBook } from "@/lib/army-book/schema";
import { BOOK_BODY_MAX_BYTES } from "@/lib/body-limits";
import { tw } from "@/lib/i18n/workshop-ui";
import { editUrl } from "@/lib/roster/links";
import type { Lang } from "@/lib/text";
import { ArmyBookPage } from "../book/ArmyBookPage";
import { rememberKey } from "../key-store";
import { BookTryout } from "./BookTryout";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { FormatGuide } from "./FormatGuide";

/** `authorKey`: shown once, for a new book; null for a new version of one (its author has it). */
type Published = { id: string; version: number; authorKey: string | null; url: string; name: string };

/**
 * The book workshop: a book file pasted, uploaded or copied from a published book is checked as
 * the server checks it (every problem at its line, with its JSON path) while it is typed; a book
 * without problems is shown as players will see it, tried with a roster, and published.
 */
type Props = { lang: Lang; books: { id: string; name: string }[]; taken: readonly string[]; scoring: Scoring };

export function BookWorkshop({ lang, books, taken, scoring }: Props) {
  const router = useRouter();
  const [text, setText] = useState("");
  const [copyOf, setCopyOf] = useState(books[0]?.id ?? "");
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<BookProblem[] | null>(null);
  const [published, setPublished] = useState<Published | null>(null);
  // the author key of a book already published: "Publish" then sends the file as its next version
  const [key, setKey] = useState("");
  const area = useRef<HTMLTextAreaElement>(null);
  // checking a long book takes a few milliseconds: typing never waits for it
  const shown = useDeferredValue(text);
  const check = useMemo(() => (shown.trim() === "" ? null : checkBookText(shown, { publishing: true, lang })), [shown, lang]);
  const book = check?.ok ? check.book : null;
  const catalog = useMemo(() => (book ? catalogOf([book]) : null), [book]);
  // a new book may not take a published book's id; with the author key the file is that book's next version
  const idTaken = book !== null && key.trim() === "" && taken.includes(book.id);

  const edit = (next: string) => {
    setText(next);
    setRefused(null);
    setNote(null);
  };
  async function onFile(file: File | undefined) {
    if (!file) return;
    if (file.size > BOOK_BODY_MAX_BYTES) return setNote(tw(lang, "fileTooBig"));
    edit(await file.text());
  }
  async function copyBook() {
    setNote(tw(lang, "copyLoading"));
    const res = await fetch(`/api/army-book?id=${encodeURIComponent(copyOf)}`).catch(() => null);
    if (!res?.ok) return setNote(tw(lang, "failed"));
    const { versions: _versions, scoring: _scoring, legacyShareCodes: _legacy, id, version: _version, name, author: _author, ...rest } = (await res.json()) as ArmyBook & { versions: unknown; scoring: unknown };
    // a new book: its own id, version 1, and an author to fill in at the top
    edit(JSON.stringify({ id: `${id}-copy`, version: 1, name, author: "", ...rest }, null, 2) + "\n");
  }
  /** Puts the caret on a problem's line, in sight. */
  function goToLine(line: number) {
    const el = area.current;
    if (!el) return;
    const lines = el.value.split("\n");
    const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
    el.focus();
    el.setSelectionRange(start, start + (lines[line - 1]?.length ?? 0));
    const lineHeight = el.scrollHeight / Math.max(lines.length, 1);
    el.scrollTop = Math.max(0, (line - 3) * lineHeight);
  }
  async function publish() {
    if (!book) return;
    setBusy(true);
    setRefused(null);
    setNote(null);
    const errata = key.trim() !== "";
    const res = await fetch(errata ? `/api/books/${encodeURIComponent(book.id)}/versions` : "/api/books", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": lang, ...(errata ? { authorization: `Bearer ${key.trim()}` } : {}) },
      body: text,
    }).catch(() => null);
    setBusy(false);
    if (!res) return setNote(tw(lang, "failed"));
    const body = (await res.json().catch(() => null)) as { id?: string; version?: number; authorKey?: string; url?: string; errors?: { at?: string; path?: unknown[]; line?: number; message: string }[] } | null;
    if (res.status === 201 && body?.id) return setPublished({ id: body.id, version: body.version!, authorKey: body.authorKey ?? null, url: body.url!, name: book.name[lang] });
    if (res.status === 403) return setNote(tw(lang, "closed"));
    if (res.status === 409) return setNote(tw(lang, "idTaken", { id: book.id }));
    const errors = body?.errors ?? [];
    if (res.status === 400 && errors.some((e) => e.line !== undefined))
      return setRefused(errors.map((e) => ({ path: e.at ?? "", at: [], line: e.line ?? 1, message: e.message })));
    setNote(errors.map((e) => e.message).join(" ") || tw(lang, "failed"));
  }
  async function newRoster() {
    if (!published) return;
    const created = await createRosterAction(JSON.stringify({ version: 1, name: published.name, armyBook: published.id, pointsLimit: 1000, units: [] })).catch(() => null);
    if (created?.status !== "created") return setNote(tw(lang, "failed"));
    rememberKey({ viewId: created.viewId, key: created.key });
    router.push(editUrl({ viewId: created.viewId, key: created.key }));
  }

  const problems =
    refused ??
    (check && !check.ok
      ? check.unreadable
        ? [{ path: "", at: [], line: check.line, message: check.reason }]
        : check.problems
      : // a book without problems of its own whose id is taken: one more, at its "id" line
        check?.ok && idTaken
        ? [{ path: "id", at: ["id"], line: check.lineOf(["id"]), message: tw(lang, "idTaken", { id: check.book.id }) }]
        : []);
  return (
    <div className="workshop">
      <h1>{tw(lang, "title")}</h1>
      <p className="home-intro">{tw(lang, "intro")}</p>
      <FormatGuide lang={lang} />
      <section className="card workshop-source" aria-labelledby="book-source-title">
        <h2 id="book-source-title">{tw(lang, "source")}</h2>
        <div className="field">
          <label htmlFor="book-text">{tw(lang, "source")}</label>
          <textarea
            id="book-text"
            ref={area}
            rows={18}
            value={text}
            onChange={(e) => edit(e.target.value)}
            spellCheck={false}
            aria-invalid={problems.length > 0}
            aria-describedby="book-problems"
          />
        </div>
        <div className="workshop-row">
          <div className="field">
            <label htmlFor="book-file">{tw(lang, "file")}</label>
            <input id="book-file" type="file" accept="application/json,.json" onChange={(e) => onFile(e.target.files?.[0])} />
          </div>
          {books.length > 0 && (
            <div className="field">
              <label htmlFor="book-copy-of">{tw(lang, "copyOf")}</label>
              <span className="share-row">
                <select id="book-copy-of" value={copyOf} onChange={(e) => setCopyOf(e.target.value)}>
                  {books.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </select>
                <button type="button" onClick={copyBook}>
                  {tw(lang, "copy")}
                </button>
              </span>
            </div>
          )}
        </div>
        <div id="book-problems" role="status" aria-live="polite">
          {note && <p className="field-error">{note}</p>}
          {check === null && !refused ? (
            <p className="muted">{tw(lang, "empty")}</p>
          ) : problems.length === 0 ? (
            <p className="ok-text">{tw(lang, "noProblems")}</p>
          ) : (
            <>
              <h3>
                {tw(lang, "problems")} ({problems.length})
              </h3>
              <ul className="import-problems workshop-problems">
                {problems.map((p, i) => (
                  <li key={i}>
                    <button type="button" className="link-button" onClick={() => goToLine(p.line)}>
                      {tw(lang, "line", { n: p.line })}
                    </button>
                    {p.path && (
                      <>
                        {" "}
                        <code>{p.path}</code>
                      </>
                    )}
                    : {p.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>

      {published && (
        <section className="card published" aria-labelledby="book-published-title" data-testid="book-published">
          <h2 id="book-published-title">{tw(lang, "published", { name: published.name, version: published.version })}</h2>
          {published.authorKey && (
            <div className="field link-field">
              <label htmlFor="author-key">{tw(lang, "authorKey")}</label>
              <input id="author-key" readOnly value={published.authorKey} onFocus={(e) => e.currentTarget.select()} aria-describedby="author-key-why" />
              <p id="author-key-why" className="problem">
                {tw(lang, "authorKeyWhy")}
              </p>
            </div>
          )}
          <p className="share-row">
            <a href={published.url}>{tw(lang, "openBook")}</a>
            <button type="button" className="primary" onClick={newRoster}>
              {tw(lang, "newRoster")}
            </button>
          </p>
        </section>
      )}

      {book && catalog && (
        <>
          <section className="card" aria-labelledby="book-publish-title">
            <h2 id="book-publish-title">{tw(lang, "publish")}</h2>
            <div className="field">
              <label htmlFor="errata-key">{tw(lang, "errataKey")}</label>
              <input id="errata-key" value={key} onChange={(e) => setKey(e.target.value)} autoComplete="off" spellCheck={false} aria-describedby="errata-key-why" />
              <p id="errata-key-why" className="muted small">
                {tw(lang, "errataKeyWhy")}
              </p>
            </div>
            <button type="button" className="primary" onClick={publish} disabled={busy || idTaken} aria-describedby={idTaken ? "book-problems" : undefined}>
              {busy ? tw(lang, "publishing") : `${tw(lang, "publish")}: ${book.name[lang]}, v${book.version}`}
            </button>
          </section>
          <BookTryout lang={lang} book={book} scoring={scoring} />
          <section className="workshop-preview" aria-labelledby="book-preview-title">
            <h2 id="book-preview-title">{tw(lang, "preview")}</h2>
            <ArmyBookPage lang={lang} catalog={catalog} bookId={book.id} version="newest" preview />
          </section>
        </>
      )}
    </div>
  );
}
