"use client";
import { IntentLink } from "../site/IntentLink";
import { Suspense, useMemo } from "react";
import { lazyRetrying } from "../lazy-retrying";
import type { ArmyBook } from "@/lib/army-book/schema";
import { catalogOf } from "@/lib/army-book/catalog";
import { t } from "@/lib/i18n/ui";
import { printViewFromQuery } from "@/lib/cards/print-view";
import { openShareLink } from "@/lib/share/open-code";
import type { Lang } from "@/lib/text";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { decodeVictory } from "@/lib/victory/share";
import { ArmyCards } from "../print/ArmyCards";
import { useClientValue } from "../client-values";
import { BrokenLink } from "../view/BrokenLink";
import { RosterView } from "../view/RosterView";

const SHARE_PATH = /^\/s\/([^/]+)(\/print)?\/?$/;
// the calculator only for a result link opened here: the offline page itself stays small
const VictoryCalculator = lazyRetrying(() => import("../victory/VictoryCalculator").then((m) => ({ default: m.VictoryCalculator })));

/**
 * Served (by the worker) at whatever address was asked for: a roster link or a game's result link
 * is drawn here from the code in the address, anything else says plainly that it needs the server.
 */
export function OfflineView({ lang, books, scoring }: { lang: Lang; books: ArmyBook[]; scoring: Scoring }) {
  // the address asked for: known in the browser only (the worker serves this page for any of them)
  const href = useClientValue(() => window.location.pathname + window.location.search, null);
  const where = useMemo(() => {
    if (href === null) return null;
    const url = new URL(href, "http://offline");
    return { path: url.pathname, search: url.searchParams };
  }, [href]);
  const catalog = useMemo(() => catalogOf(books), [books]);
  if (!where) return null;
  const share = SHARE_PATH.exec(where.path);
  if (share) {
    const code = share[1]!;
    const opened = openShareLink(catalog, code);
    if (!opened.ok) return <BrokenLink lang={lang} failure={opened} />;
    if (share[2]) {
      const view = printViewFromQuery(where.search.get("boxes"), where.search.get("sheet"));
      return <ArmyCards lang={lang} book={opened.book} scoring={scoring} roster={opened.roster} view={view} basePath={`/s/${code}/print`} />;
    }
    return <RosterView lang={lang} book={opened.book} newest={opened.newest} roster={opened.roster} printHref={`/s/${code}/print`} />;
  }
  const result = where.path === "/victory" ? where.search.get("r") : null;
  if (result !== null) {
    return (
      <div className="victory-page">
        <h1>{t(lang, "victoryTitle")}</h1>
        <Suspense fallback={null}>
          <VictoryCalculator lang={lang} scoring={scoring} shared={decodeVictory(result)} />
        </Suspense>
      </div>
    );
  }
  return (
    <section className="card error-page" role="alert" data-testid="offline-page">
      <h1>{t(lang, "offlineTitle")}</h1>
      {/* "not opened here while online" would be false for these: they are never kept (worker/names.ts) */}
      <p>{t(lang, where.path.startsWith("/e/") && where.search.has("key") ? "offlineKeyed" : "offlineText")}</p>
      <p>
        <IntentLink href="/">{t(lang, "navRosters")}</IntentLink> · <IntentLink href="/army-book">{t(lang, "navArmyBook")}</IntentLink> · <IntentLink href="/victory">{t(lang, "navVictory")}</IntentLink>
      </p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {t(lang, "offlineRetry")}
        </button>
      </p>
    </section>
  );
}
