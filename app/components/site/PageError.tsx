"use client";
import { useEffect } from "react";
import { t } from "@/lib/i18n/error-ui";
import type { Lang } from "@/lib/text";
import { useClientValue } from "../client-values";

/**
 * What a page that failed in the browser shows (the error boundary of both root layouts, Next's
 * `error.tsx`): where Next's own says "Application error" in English on a blank page. The usual
 * cause is a part of the page fetched on demand after a new version replaced the old files; a
 * reload fetches the new ones, and the builder then offers the changes it kept on this device.
 */
export function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // the layout's <html lang>: this boundary renders only in the browser, below the layout
  const lang = useClientValue<Lang>(() => (document.documentElement.lang === "en" ? "en" : "ru"), "ru");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="card page-error" role="alert" aria-labelledby="page-error-title">
      <h1 id="page-error-title">{t(lang, "errorTitle")}</h1>
      <p>{t(lang, "errorText")}</p>
      <p className="page-error-actions">
        <button type="button" className="primary" onClick={() => window.location.reload()}>
          {t(lang, "errorReload")}
        </button>
        <button type="button" onClick={reset}>
          {t(lang, "errorRetry")}
        </button>
      </p>
    </section>
  );
}
