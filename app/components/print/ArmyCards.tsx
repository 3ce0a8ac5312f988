import type { ArmyBook } from "@/lib/army-book/schema";
import { armyCards } from "@/lib/cards/army-facts";
import { t } from "@/lib/i18n/ui";
import type { Roster } from "@/lib/roster/schema";
import type { Lang } from "@/lib/text";
import { unitVictoryPoints } from "@/lib/victory/calculate";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { PrintButton } from "./PrintButton";
import { ReferenceSheet } from "./ReferenceSheet";
import { SummaryCard } from "./SummaryCard";
import { UnitCardView } from "./UnitCardView";
import { ShareQr } from "./ShareQr";
import { linkCode } from "@/lib/share/encode";
import { printHref, type PrintView } from "@/lib/cards/print-view";
import "./print.css";


/**
 * Army cards for A4 portrait: an army card and one card per unit flowing in two columns, no card
 * split across columns or pages; or (`sheet`) the whole army as one table on one page.
 */
type Props = {
  lang: Lang;
  book: ArmyBook;
  scoring: Scoring;
  roster: Roster;
  view: PrintView;
  basePath: string;
  /** "/r/<viewId>" when the cards are a saved roster's: the QR code's short link if the share link is too long */
  savedPath?: string;
};

export function ArmyCards({ lang, book, scoring, roster, view, basePath, savedPath }: Props) {
  const { cards, facts, unitProblems } = armyCards(book, roster, lang);
  const damaged = cards.map((c) => unitVictoryPoints(c.points, "damaged", scoring));
  const n = cards.length + 1;
  const mark = (i: number) => `${i}/${n}`;
  const code = linkCode(book, roster);
  const share = code ? (
    <ShareQr
      path={`/s/${code}`}
      savedPath={savedPath}
      text={{ scan: t(lang, "scanToOpen"), scanSaved: t(lang, "scanToOpenSaved"), tooLong: t(lang, "qrTooLong") }}
      book={t(lang, "bookVersionLabel", { name: book.name[lang], version: book.version })}
    />
  ) : null;
  return (
    <div className="ac-page">
      <h1 className="ac-sr">
        {roster.name} — {t(lang, "print")}
      </h1>
      <div className="ac-controls">
        <PrintButton label={t(lang, "printNow")} />
        <a className="ac-toggle" href={printHref(basePath, { ...view, boxes: !view.boxes })}>
          {t(lang, "casualtyBoxes")}: {view.boxes ? "✓" : "—"}
        </a>
        <span className="ac-toggle-group">
          {t(lang, "printLayout")}:{" "}
          <a className="ac-toggle" href={printHref(basePath, { ...view, sheet: false })} aria-current={view.sheet ? undefined : "page"}>
            {t(lang, "cardsLayout")}
          </a>{" "}
          <a className="ac-toggle" href={printHref(basePath, { ...view, sheet: true })} aria-current={view.sheet ? "page" : undefined}>
            {t(lang, "sheetLayout")}
          </a>
        </span>
      </div>
      {view.sheet ? (
        <ReferenceSheet lang={lang} scoring={scoring} facts={facts} cards={cards} damaged={damaged} unitProblems={unitProblems} boxes={view.boxes} />
      ) : (
        <div className="ac-cards">
          <SummaryCard lang={lang} scoring={scoring} facts={facts} mark={mark(1)} share={share} />
          {cards.map((c, i) => (
            <UnitCardView key={i} lang={lang} card={c} index={i + 2} mark={mark(i + 2)} damaged={damaged[i]!} problems={unitProblems[i]!} boxes={view.boxes} />
          ))}
        </div>
      )}
    </div>
  );
}
