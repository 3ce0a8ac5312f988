import type { Metadata } from "next";
import { BrokenLink } from "@/app/components/view/BrokenLink";
import { RosterView } from "@/app/components/view/RosterView";
import { evaluateRoster } from "@/lib/engine/evaluate";
import { t } from "@/lib/i18n/ui";

import { openShareLink } from "@/lib/share/open-code";
import { getShelf } from "@/server/catalog";
import { currentLang } from "@/server/lang";

export const dynamic = "force-dynamic";
type Params = { params: Promise<{ code: string }> };


export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { code } = await params;
  const [shelf, lang] = await Promise.all([getShelf(), currentLang()]);
  const decoded = openShareLink(shelf, code);
  if (!decoded.ok) return { title: t(lang, "brokenLink") };
  const book = decoded.book;
  const evaluation = evaluateRoster(book, decoded.roster);
  const title = decoded.roster.name;
  const description = `${book.name[lang]} · ${evaluation.points} / ${decoded.roster.pointsLimit} ${t(lang, "pts")} · ${t(lang, "unitsCount", { n: decoded.roster.units.length })} · ${evaluation.violations.length === 0 ? t(lang, "valid") : t(lang, "invalid")}`;
  return { title, description, openGraph: { title, description, type: "website" } };
}

/** A roster carried whole in its link: read-only, validated, with "Copy to my rosters". */
export default async function SharedRosterPage({ params }: Params) {
  const { code } = await params;
  const [shelf, lang] = await Promise.all([getShelf(), currentLang()]);
  const decoded = openShareLink(shelf, code);
  if (!decoded.ok) return <BrokenLink lang={lang} failure={decoded} home />;
  return <RosterView lang={lang} book={decoded.book} newest={decoded.newest} roster={decoded.roster} printHref={`/s/${code}/print`} />;
}
