"use client";
import { Suspense } from "react";
import type { Lang } from "@/lib/text";
import { useHydrated } from "../client-values";
import { lazyRetrying } from "../lazy-retrying";

const ServiceWorker = lazyRetrying(() => import("./ServiceWorker"));

/**
 * The offline worker and banner, loaded once the page has hydrated: nothing of them is needed to
 * show or use a page, so their code stays out of every page's first load.
 */
export function OfflineSupport({ lang }: { lang: Lang }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorker lang={lang} />
    </Suspense>
  );
}
