import type { Metadata } from "next";
import { RosterView } from "@/app/components/view/RosterView";
import { evaluateRoster } from "@/lib/engine/evaluate";
import { t } from "@/lib/i18n/ui";

import { describeDecodeFailure } from "@/lib/share/messages";
import { openShareCode } from "@/lib/share/open-code";
import { getShelf } from "@/server/catalog";
import { currentLang } from "@/server/lang";

export const dynamic = "force-dynamic";
type Params = { params: Promise<{ code: string }> };

/** A hostile "%" sequence must not throw: the codec then reports it as a broken link. */
function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { code } = await params;
  const [shelf, lang] = await Promise.all([getShelf(), currentLang()]);
  const decoded = openShareCode(shelf, safeDecode(code));
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
  const decoded = openShareCode(shelf, safeDecode(code));
  if (!decoded.ok)
    return (
      <section className="card error-page" role="alert">
        <h1>{t(lang, "brokenLink")}</h1>
        <p>{describeDecodeFailure(decoded, lang)}</p>
        <p>
          <a href="/">{t(lang, "navRosters")}</a>
        </p>
      </section>
    );
  return <RosterView lang={lang} book={decoded.book} newest={decoded.newest} roster={decoded.roster} printHref={`/s/${code}/print`} />;
}
