import type { Metadata } from "next";
import { evaluateRoster } from "@/lib/engine/evaluate";
import { BookRemovedNotice } from "../book/BookRemovedNotice";
import { t } from "@/lib/i18n/ui";
import type { OpenedCode } from "@/lib/share/open-code";
import type { Lang } from "@/lib/text";
import { BrokenLink } from "./BrokenLink";
import { RosterView } from "./RosterView";

export function sharedRosterMetadata(lang: Lang, opened: OpenedCode): Metadata {
  if (!opened.ok) return { title: t(lang, "brokenLink") };
  const { book, roster } = opened;
  const evaluation = evaluateRoster(book, roster);
  const title = roster.name;
  const description = `${book.name[lang]} · ${evaluation.points} / ${roster.pointsLimit} ${t(lang, "pts")} · ${t(lang, "unitsCount", { n: roster.units.length })} · ${evaluation.violations.length === 0 ? t(lang, "valid") : t(lang, "invalid")}`;
  return { title, description, openGraph: { title, description, type: "website" } };
}

/** A roster carried whole in its link (`segment` as it came in the address): read-only, validated, with "Copy to my rosters". */
export function SharedRoster({ lang, opened, segment, removed = false }: { lang: Lang; opened: OpenedCode; segment: string; removed?: boolean }) {
  if (!opened.ok) return <BrokenLink lang={lang} failure={opened} home />;
  return (
    <>
      {removed && <BookRemovedNotice lang={lang} />}
      <RosterView lang={lang} book={opened.book} newest={opened.newest} roster={opened.roster} printHref={`/s/${segment}/print`} />
    </>
  );
}
