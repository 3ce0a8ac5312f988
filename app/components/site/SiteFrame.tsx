import type { Metadata, Viewport } from "next";
import { IntentLink } from "./IntentLink";
import type { ReactNode } from "react";
import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";
import { Hydrated } from "../Hydrated";
import { FocusAfterNavigation } from "./FocusAfterNavigation";
import { LangSwitch } from "../LangSwitch";
import { OfflineSupport } from "../offline/OfflineSupport";

export function siteMetadata(lang: Lang): Metadata {
  return {
    title: { default: t(lang, "appName"), template: `%s · ${t(lang, "appName")}` },
    applicationName: t(lang, "appName"),
    manifest: "/manifest.webmanifest",
    appleWebApp: { capable: true, title: t(lang, "appShortName"), statusBarStyle: "default" },
    icons: { apple: "/icons/apple-touch-icon.png" },
  };
}

export const siteViewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#a3161a" };

/**
 * The document every page shares. Two root layouts render it: the per-request one, which reads the
 * language from the request, and the cached pages' one, which is given it in the route (a cached
 * page must not read the request).
 */
export function SiteFrame({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <html lang={lang}>
      <body>
        <a className="skip-link" href="#main">
          {lang === "ru" ? "К содержимому" : "Skip to content"}
        </a>
        <header className="site-header">
          <IntentLink href="/" className="brand">
            ★ {t(lang, "appName")}
          </IntentLink>
          <nav aria-label={lang === "ru" ? "Разделы" : "Sections"}>
            <IntentLink href="/">{t(lang, "navRosters")}</IntentLink>
            <IntentLink href="/army-book">{t(lang, "navArmyBook")}</IntentLink>
            <IntentLink href="/victory">{t(lang, "navVictory")}</IntentLink>
          </nav>
          <LangSwitch lang={lang} label={t(lang, "language")} />
        </header>
        <OfflineSupport lang={lang} />
        <main id="main">{children}</main>
        <Hydrated />
        <FocusAfterNavigation />
      </body>
    </html>
  );
}
