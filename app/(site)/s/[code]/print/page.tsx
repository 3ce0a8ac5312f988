import type { Metadata } from "next";
import { ArmyCards } from "@/app/components/print/ArmyCards";
import { BrokenLink } from "@/app/components/view/BrokenLink";
import { t } from "@/lib/i18n/ui";
import { openShareCode } from "@/lib/share/open-code";
import { getScoring, getShelf } from "@/server/catalog";
import { currentLang } from "@/server/lang";

export const dynamic = "force-dynamic";
type Params = { params: Promise<{ code: string }>; searchParams: Promise<{ boxes?: string; sheet?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: t(await currentLang(), "print") };
}

export default async function PrintSharedRoster({ params, searchParams }: Params) {
  const { code } = await params;
  const { boxes, sheet } = await searchParams;
  const [shelf, scoring, lang] = await Promise.all([getShelf(), getScoring(), currentLang()]);
  const decoded = openShareCode(shelf, code);
  if (!decoded.ok) return <BrokenLink lang={lang} failure={decoded} />;
  return <ArmyCards lang={lang} book={decoded.book} scoring={scoring} roster={decoded.roster} view={{ boxes: boxes !== "0", sheet: sheet === "1" }} basePath={`/s/${code}/print`} />;
}
