import type { Metadata, Viewport } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { t } from "@/lib/i18n/ui";
import { currentLang } from "@/server/lang";
import { Hydrated } from "./components/Hydrated";
import { LangSwitch } from "./components/LangSwitch";
import { ServiceWorker } from "./components/offline/ServiceWorker";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const lang = await currentLang();
  return {
    title: { default: t(lang, "appName"), template: `%s · ${t(lang, "appName")}` },
    applicationName: t(lang, "appName"),
    manifest: "/manifest.webmanifest",
    appleWebApp: { capable: true, title: t(lang, "appShortName"), statusBarStyle: "default" },
    icons: { apple: "/icons/apple-touch-icon.png" },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#a3161a" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const lang = await currentLang();
  return (
    <html lang={lang}>
      <body>
        <a className="skip-link" href="#main">
          {lang === "ru" ? "К содержимому" : "Skip to content"}
        </a>
        <header className="site-header">
          <Link href="/" className="brand">
            ★ {t(lang, "appName")}
          </Link>
          <nav aria-label={lang === "ru" ? "Разделы" : "Sections"}>
            <Link href="/">{t(lang, "navRosters")}</Link>
            <Link href="/army-book">{t(lang, "navArmyBook")}</Link>
            <Link href="/victory">{t(lang, "navVictory")}</Link>
          </nav>
          <LangSwitch lang={lang} label={t(lang, "language")} />
        </header>
        <ServiceWorker lang={lang} />
        <main id="main">{children}</main>
        <Hydrated />
      </body>
    </html>
  );
}
