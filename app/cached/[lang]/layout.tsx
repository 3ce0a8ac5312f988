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

export default async function CachedRootLayout({ children, params }: Props) {
  return <SiteFrame lang={routeLang((await params).lang)}>{children}</SiteFrame>;
}
