import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RosterView } from "@/app/components/view/RosterView";
import { t } from "@/lib/i18n/ui";
import { getCatalog, rosterBooks } from "@/server/data/catalog";
import { isRemoved } from "@/lib/army-book/catalog";
import { BookRemovedNotice } from "@/app/components/book/BookRemovedNotice";
import { currentLang } from "@/server/http/lang";
import { rosterForPage } from "@/server/data/roster-for-page";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ viewId: string }>; searchParams: Promise<{ denied?: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { viewId } = await params;
  const found = await rosterForPage(viewId).catch(() => null);
  if (!found) return {};
  const lang = await currentLang();
  const title = found.roster.name;
  const description = `${found.summary.points} / ${found.summary.pointsLimit} ${t(lang, "pts")} · ${t(lang, "unitsCount", { n: found.roster.units.length })} · ${found.summary.valid ? t(lang, "valid") : t(lang, "invalid")}`;
  return { title, description, openGraph: { title, description, type: "website" } };
}

/** A saved roster, read-only: what anyone with the view link sees. */
export default async function ViewRosterPage({ params, searchParams }: Params) {
  const { viewId } = await params;
  const { denied } = await searchParams;
  const [found, lang] = await Promise.all([rosterForPage(viewId), currentLang()]);
  if (!found) notFound();
  const [{ book, newest }, catalog] = await Promise.all([rosterBooks(found.roster), getCatalog()]);
  return (
    <>
      {isRemoved(catalog, book.id) && <BookRemovedNotice lang={lang} />}
      <RosterView lang={lang} book={book} newest={newest} roster={found.roster} viewId={viewId} denied={denied === "1"} />
    </>
  );
}
