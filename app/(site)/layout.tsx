import type { Metadata } from "next";
import type { ReactNode } from "react";
import { siteMetadata, SiteFrame, siteViewport } from "@/app/components/site/SiteFrame";
import { currentLang } from "@/server/http/lang";
import "@/app/globals.css";

export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(await currentLang());
}

export const viewport = siteViewport;

/** The root of every page rendered per request: the language comes from the request (cookie, else Accept-Language). */
export default async function RootLayout({ children }: { children: ReactNode }) {
  return <SiteFrame lang={await currentLang()}>{children}</SiteFrame>;
}
