import type { Metadata } from "next";
import type { ReactNode } from "react";
import { siteMetadata, SiteFrame, siteViewport } from "@/app/components/site/SiteFrame";
import { routeLang } from "@/server/http/cached-page";
import "@/app/globals.css";

/**
 * The root of the pages served from Next's cache (the share pages, the army book). The proxy
 * rewrites their public addresses here with the reader's language in the path: reading the
 * request (cookies, headers) would make every page dynamic again. A direct request to /cached/…
 * is refused by the proxy.
 */
type Props = { children: ReactNode; params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return siteMetadata(routeLang((await params).lang));
}

export const viewport = siteViewport;

/**
 * How long a cached page is fresh, in seconds: Next makes it again in the background after this
 * (the same page, unless a re-seed changed the books under its stamp), and sends
 * `Cache-Control: s-maxage=60, stale-while-revalidate=…` (up to next.config.js's expireTime), so a
 * reverse proxy or CDN keeps it as long and shows a re-seed within a minute.
 */
export const revalidate = 60;

export default async function CachedRootLayout({ children, params }: Props) {
  return <SiteFrame lang={routeLang((await params).lang)}>{children}</SiteFrame>;
}
