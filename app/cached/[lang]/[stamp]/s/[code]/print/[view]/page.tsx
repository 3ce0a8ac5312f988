import type { Metadata } from "next";
import { ArmyCards } from "@/app/components/print/ArmyCards";
import { BrokenLink } from "@/app/components/view/BrokenLink";
import { t } from "@/lib/i18n/ui";
import { readPrintView, shareStamp } from "@/lib/page-cache/cached-route";
import { openShareCode } from "@/lib/share/open-code";
import { getScoring } from "@/server/catalog";
import { routeLang, shelfForStamp } from "@/server/page-cache";

type Params = { params: Promise<{ lang: string; stamp: string; code: string; view: string }> };

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return { title: t(routeLang((await params).lang), "print") };
}

/** `/s/<code>/print?boxes=0&sheet=1`, its query folded into `[view]` by the proxy. */
export default async function CachedPrintSharedRoster({ params }: Params) {
  const { lang: langParam, stamp, code, view } = await params;
  const lang = routeLang(langParam);
  const [shelf, scoring] = await Promise.all([shelfForStamp(stamp, (s) => shareStamp(s, code)), getScoring()]);
  const decoded = openShareCode(shelf, code);
  if (!decoded.ok) return <BrokenLink lang={lang} failure={decoded} />;
  return <ArmyCards lang={lang} book={decoded.book} scoring={scoring} roster={decoded.roster} view={readPrintView(view)} basePath={`/s/${code}/print`} />;
}
