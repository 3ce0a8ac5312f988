import type { Metadata } from "next";
import { t } from "@/lib/i18n/transfer-ui";
import { currentLang } from "@/server/http/lang";
import { TransferPage } from "@/app/components/transfer/TransferPage";

export async function generateMetadata(): Promise<Metadata> {
  return { title: t(await currentLang(), "transferTitle"), robots: { index: false } };
}

/** The transfer link's keys ride in the fragment (/transfer#…): read in the browser, never sent here. */
export default async function Transfer() {
  return <TransferPage lang={await currentLang()} />;
}
