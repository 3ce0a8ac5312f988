import type { Shelf } from "@/lib/army-book/shelf";
import type { PrintView } from "@/lib/cards/print-view";
import { openShareCode } from "@/lib/share/open-code";
import type { Lang } from "@/lib/text";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { BrokenLink } from "../view/BrokenLink";
import { ArmyCards } from "./ArmyCards";

/** The cards of a roster carried in a share code (`/s/<code>/print`), or why the link is broken. */
export function SharedCards({ lang, shelf, scoring, code, view }: { lang: Lang; shelf: Shelf; scoring: Scoring; code: string; view: PrintView }) {
  const decoded = openShareCode(shelf, code);
  if (!decoded.ok) return <BrokenLink lang={lang} failure={decoded} />;
  return <ArmyCards lang={lang} book={decoded.book} scoring={scoring} roster={decoded.roster} view={view} basePath={`/s/${code}/print`} />;
}
