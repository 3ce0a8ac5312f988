"use client";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { t } from "@/lib/i18n/offline-ui";
import type { Lang } from "@/lib/text";
import { companionPages } from "@/worker/names";
import { keepForOffline, registerServiceWorker } from "./sw-client";
import { useOnline } from "./useOnline";

/**
 * Installs the offline worker, keeps each page reached by a client-side link for offline use (the
 * first page of a visit was fetched whole, and the worker kept it then) and a builder's game page,
 * and says when the network is gone.
 */
export default function ServiceWorker({ lang }: { lang: Lang }) {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => registerServiceWorker(), []);
  useEffect(() => {
    const here = window.location.pathname;
    const urls = first.current ? [] : [here + window.location.search];
    first.current = false;
    // a roster's builder brings its game page along: a game can start at a table with no signal
    urls.push(...companionPages(here));
    if (navigator.onLine && urls.length > 0) keepForOffline(urls);
  }, [pathname]);
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-banner" role="status" data-testid="offline-banner">
      {t(lang, "offlineBanner")}
    </p>
  );
}
