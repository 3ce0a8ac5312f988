import type { Metadata } from "next";
import { NotHere } from "@/app/components/site/NotHere";
import { SiteFrame, siteViewport } from "@/app/components/site/SiteFrame";
import { t } from "@/lib/i18n/ui";
import { currentLang } from "@/server/http/lang";
import "@/app/globals.css";

/**
 * An address that matches no page (/victroy, /r): the app has two root layouts ((site) and
 * cached/), so no not-found.tsx can catch it, and Next's own page was bare and in English. This one
 * is the site's, in the reader's language (experimental.globalNotFound in next.config.js).
 */
export async function generateMetadata(): Promise<Metadata> {
  const lang = await currentLang();
  return { title: `${t(lang, "notFoundTitle")} · ${t(lang, "appName")}`, robots: { index: false } };
}

export const viewport = siteViewport;

export default async function GlobalNotFound() {
  const lang = await currentLang();
  return (
    <SiteFrame lang={lang}>
      <NotHere lang={lang} />
    </SiteFrame>
  );
}
