import type { Metadata } from "next";
import { SharedCards } from "@/app/components/print/SharedCards";
import { t } from "@/lib/i18n/ui";
import { readPrintView, shareStamp } from "@/lib/page-cache/cached-route";
import { getScoring } from "@/server/data/catalog";
import { routeLang, catalogForStamp } from "@/server/http/cached-page";

type Params = { params: Promise<{ lang: string; stamp: string; code: string; view: string }> };

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return { title: t(routeLang((await params).lang), "print") };
}

/** `/s/<code>/print?boxes=0&sheet=1`, its query folded into `[view]` by the proxy. */
export default async function CachedPrintSharedRoster({ params }: Params) {
  const { lang: langParam, stamp, code, view } = await params;
  const lang = routeLang(langParam);
  const [catalog, scoring] = await Promise.all([catalogForStamp(stamp, (s) => shareStamp(s, code)), getScoring()]);
  return <SharedCards lang={lang} catalog={catalog} scoring={scoring} code={code} view={readPrintView(view)} />;
}
