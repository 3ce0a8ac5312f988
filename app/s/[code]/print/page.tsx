import type { Metadata } from "next";
import { ArmyCards } from "@/app/components/print/ArmyCards";
import { t } from "@/lib/i18n/ui";
import { decodeRoster } from "@/lib/share/codec";
import { describeDecodeFailure } from "@/lib/share/messages";
import { getArmyBook, getScoring } from "@/server/catalog";
import { currentLang } from "@/server/lang";

export const dynamic = "force-dynamic";
type Params = { params: Promise<{ code: string }>; searchParams: Promise<{ boxes?: string; sheet?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: t(await currentLang(), "print") };
}

export default async function PrintSharedRoster({ params, searchParams }: Params) {
  const { code } = await params;
  const { boxes, sheet } = await searchParams;
  const [book, scoring, lang] = await Promise.all([getArmyBook(), getScoring(), currentLang()]);
  const decoded = decodeRoster(book, code);
  if (!decoded.ok)
    return (
      <section className="card error-page" role="alert">
        <h1>{t(lang, "brokenLink")}</h1>
        <p>{describeDecodeFailure(decoded, lang)}</p>
      </section>
    );
  return <ArmyCards lang={lang} book={book} scoring={scoring} roster={decoded.roster} view={{ boxes: boxes !== "0", sheet: sheet === "1" }} basePath={`/s/${code}/print`} />;
}
