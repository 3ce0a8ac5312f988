import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArmyBookPage } from "@/app/components/book/ArmyBookPage";
import { t } from "@/lib/i18n/ui";
import { armyBookStamp } from "@/lib/page-cache/cached-route";
import { routeLang, catalogForStamp } from "@/server/http/cached-page";

type Params = { params: Promise<{ lang: string; stamp: string; book: string; version: string }> };

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return { title: t(routeLang((await params).lang), "navArmyBook") };
}

/** `/army-book?book=&version=`, the query folded into the path by the proxy (lib/page-cache/cached-route.ts). */
export default async function CachedArmyBookPage({ params }: Params) {
  const { lang, stamp, book, version } = await params;
  const bookId = decodeURIComponent(book);
  const catalog = await catalogForStamp(stamp, (s) => armyBookStamp(s, bookId));
  if (!catalog.books.has(bookId)) notFound();
  return <ArmyBookPage lang={routeLang(lang)} catalog={catalog} bookId={bookId} version={version === "newest" ? "newest" : Number(version)} />;
}
