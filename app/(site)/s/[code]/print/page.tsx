import type { Metadata } from "next";
import { SharedCards } from "@/app/components/print/SharedCards";
import { printViewFromQuery } from "@/lib/cards/print-view";
import { t } from "@/lib/i18n/ui";
import { getScoring, getCatalog } from "@/server/data/catalog";
import { currentLang } from "@/server/http/lang";

export const dynamic = "force-dynamic";
type Params = { params: Promise<{ code: string }>; searchParams: Promise<{ boxes?: string; sheet?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: t(await currentLang(), "print") };
}

export default async function PrintSharedRoster({ params, searchParams }: Params) {
  const { code } = await params;
  const { boxes, sheet } = await searchParams;
  const [catalog, scoring, lang] = await Promise.all([getCatalog(), getScoring(), currentLang()]);
  return <SharedCards lang={lang} catalog={catalog} scoring={scoring} code={code} view={printViewFromQuery(boxes, sheet)} />;
}
