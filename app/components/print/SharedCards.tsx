import type { Catalog } from "@/lib/army-book/catalog";
import type { PrintView } from "@/lib/cards/print-view";
import { openShareCode } from "@/lib/share/open-code";
import type { Lang } from "@/lib/text";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { BrokenLink } from "../view/BrokenLink";
import { ArmyCards } from "./ArmyCards";

/** The cards of a roster carried in a share code (`/s/<code>/print`), or why the link is broken. */
export function SharedCards({ lang, catalog, scoring, code, view }: { lang: Lang; catalog: Catalog; scoring: Scoring; code: string; view: PrintView }) {
  const decoded = openShareCode(catalog, code);
  if (!decoded.ok) return <BrokenLink lang={lang} failure={decoded} />;
  return <ArmyCards lang={lang} book={decoded.book} scoring={scoring} roster={decoded.roster} view={view} basePath={`/s/${code}/print`} />;
}
