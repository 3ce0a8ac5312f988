"use client";
import { useEffect, useMemo, useState } from "react";
import type { ArmyBook } from "@/lib/army-book/schema";
import { shelfOf } from "@/lib/army-book/shelf";
import { t } from "@/lib/i18n/ui";
import { printViewFromQuery } from "@/lib/cards/print-view";
import { openShareLink } from "@/lib/share/open-code";
import type { Lang } from "@/lib/text";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { ArmyCards } from "../print/ArmyCards";
import { BrokenLink } from "../view/BrokenLink";
import { RosterView } from "../view/RosterView";

const SHARE_PATH = /^\/s\/([^/]+)(\/print)?\/?$/;

/**
 * Served (by the worker) at whatever address was asked for: a roster link is drawn here from the
 * code in the address, anything else says plainly that it needs the server.
 */
export function OfflineView({ lang, books, scoring }: { lang: Lang; books: ArmyBook[]; scoring: Scoring }) {
  const [where, setWhere] = useState<{ path: string; search: URLSearchParams } | null>(null);
  useEffect(() => setWhere({ path: window.location.pathname, search: new URLSearchParams(window.location.search) }), []);
  const shelf = useMemo(() => shelfOf(books), [books]);
  if (!where) return null;
  const share = SHARE_PATH.exec(where.path);
  if (share) {
    const code = share[1]!;
    const opened = openShareLink(shelf, code);
    if (!opened.ok) return <BrokenLink lang={lang} failure={opened} />;
    if (share[2]) {
      const view = printViewFromQuery(where.search.get("boxes"), where.search.get("sheet"));
      return <ArmyCards lang={lang} book={opened.book} scoring={scoring} roster={opened.roster} view={view} basePath={`/s/${code}/print`} />;
    }
    return <RosterView lang={lang} book={opened.book} newest={opened.newest} roster={opened.roster} printHref={`/s/${code}/print`} />;
  }
  return (
    <section className="card error-page" role="alert" data-testid="offline-page">
      <h1>{t(lang, "offlineTitle")}</h1>
      <p>{t(lang, "offlineText")}</p>
      <p>
        <a href="/">{t(lang, "navRosters")}</a> · <a href="/army-book">{t(lang, "navArmyBook")}</a> · <a href="/victory">{t(lang, "navVictory")}</a>
      </p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {t(lang, "offlineRetry")}
        </button>
      </p>
    </section>
  );
}
