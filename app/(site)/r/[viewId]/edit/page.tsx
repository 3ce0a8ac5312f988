import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { Builder } from "@/app/components/builder/Builder";
import { t } from "@/lib/i18n/ui";
import { rosterBooks } from "@/server/data/catalog";
import { prisma } from "@/server/data/db";
import { currentLang } from "@/server/http/lang";
import { checkAccess } from "@/server/data/rosters";
import { rosterForPage } from "@/server/data/roster-for-page";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ viewId: string }>; searchParams: Promise<{ key?: string | string[]; add?: string | string[] }> };

/** The tab says which roster it is (the builder keeps it in step with the name as typed). */
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { viewId } = await params;
  const found = await rosterForPage(viewId).catch(() => null);
  const name = found?.roster.name.trim();
  return { robots: { index: false }, referrer: "no-referrer", ...(name ? { title: name } : {}) };
}

/** The builder; only with the roster's edit key. Without it the roster opens read-only. */
export default async function EditRosterPage({ params, searchParams }: Params) {
  const { viewId } = await params;
  const { key, add } = await searchParams;
  const editKey = typeof key === "string" ? key : "";
  const db = prisma();
  const access = await checkAccess(db, viewId, editKey);
  if (access === "not_found") notFound();
  if (access === "forbidden") redirect(`/r/${encodeURIComponent(viewId)}?denied=1`);
  const [found, lang] = await Promise.all([rosterForPage(viewId), currentLang()]);
  if (!found) notFound();
  const { book, newest } = await rosterBooks(found.roster);
  return (
    <Builder
      lang={lang}
      book={book}
      newest={newest}
      viewId={viewId}
      editKey={editKey}
      initialRoster={found.roster}
      initialVersion={found.summary.version}
      summary={found.summary}
      addUnit={typeof add === "string" && book.units.some((u) => u.id === add) ? add : undefined}
      appName={t(lang, "appName")}
    />
  );
}
