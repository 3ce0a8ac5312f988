import type { ArmyBook } from "@/lib/army-book/schema";
import { unitCard, type UnitCardData } from "@/lib/cards/unit-card";
import { evaluateRoster } from "@/lib/engine/evaluate";
import { describeViolation } from "@/lib/engine/messages";
import { saveText, weaponText } from "@/lib/cards/card-text";
import { countOf, nounFor } from "@/lib/i18n/plural";
import { t } from "@/lib/i18n/ui";
import type { Roster } from "@/lib/roster/schema";
import type { Lang } from "@/lib/text";
import { bandTableFor } from "@/lib/victory/calculate";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { bandName } from "@/lib/victory/band-names";
import { bandReadings, objectiveRule } from "@/lib/victory/readings";
import { PrintButton } from "./PrintButton";

function SaveLine({ lang, card }: { lang: Lang; card: UnitCardData }) {
  if (!card.save) return null;
  return (
    <p className="facts">
      <strong>{t(lang, "save")}:</strong> {saveText(card.save, lang)}. <strong>{t(lang, "wounds")}:</strong>{" "}
      {card.wounds === 1 ? t(lang, "woundsPerMan") : card.wounds}.
      {card.profileNote && <> {card.profileNote[lang]}</>}
    </p>
  );
}

function Boxes({ n, label }: { n: number; label: string }) {
  return (
    <span className="boxes" role="img" aria-label={label}>
      {Array.from({ length: Math.min(n, 60) }, (_, i) => (
        <span key={i} className="box" aria-hidden="true" />
      ))}
    </span>
  );
}

/** One card per unit plus an army summary card, laid out for A4 portrait; cards never split across pages. */
export function ArmyCards({ lang, book, scoring, roster, boxes, toggleHref }: { lang: Lang; book: ArmyBook; scoring: Scoring; roster: Roster; boxes: boolean; toggleHref: string }) {
  const evaluation = evaluateRoster(book, roster);
  const cards = roster.units.map((u, i) => unitCard(book, u, evaluation.units[i]!));
  const n = cards.length + 1;
  const table = bandTableFor(scoring, roster.pointsLimit);
  const valid = evaluation.violations.length === 0;
  return (
    <div className="print-page">
      <h1 className="visually-hidden">
        {roster.name} — {t(lang, "print")}
      </h1>
      <div className="print-controls no-print">
        <PrintButton label={t(lang, "printNow")} />
        <a className="button-link" href={toggleHref}>
          {t(lang, "casualtyBoxes")}: {boxes ? "✓" : "—"}
        </a>
      </div>
      <div className="cards">
        <section className="army-card summary-card" data-card={1}>
          <p className="card-no">{t(lang, "card", { i: 1, n })}</p>
          <h2>{roster.name}</h2>
          <p>
            {book.name[lang]} · <strong>{evaluation.points}</strong> / {roster.pointsLimit} {t(lang, "pts")} · {countOf(lang, roster.units.length, "unit")} ·{" "}
            {valid ? `✓ ${t(lang, "valid")}` : `✗ ${t(lang, "invalid")}`}
          </p>
          {!valid && (
            <ul className="card-problems">
              {evaluation.violations.map((v, i) => (
                <li key={i}>{describeViolation(book, roster, v, lang)}</li>
              ))}
            </ul>
          )}
          <h3>{t(lang, "victoryBands")}</h3>
          <table className="bands">
            <tbody>
              {table.bands.map((b, i) => {
                const next = table.bands[i + 1];
                return (
                  <tr key={b.band}>
                    <td>{next ? `${b.minDifference}–${next.minDifference - 1}` : `≥ ${b.minDifference}`}</td>
                    <td>{bandName(b.band, lang)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="facts">{objectiveRule(scoring, lang)}</p>
          {bandReadings(scoring, lang).map((note, i) => (
            <p key={i} className="facts interpretation">
              <em>{t(lang, "interpretation")}:</em> {note}
            </p>
          ))}
          <p className="card-end">{t(lang, "card", { i: 1, n })}</p>
        </section>
        {cards.map((c, i) => (
          <section key={i} className="army-card" data-card={i + 2}>
            <p className="card-no">{t(lang, "card", { i: i + 2, n })}</p>
            <h2>
              {i + 1}. {c.label ? <>{c.label} <span className="muted">({c.name[lang]})</span></> : c.name[lang]}
              {c.rarity !== "common" && <span className="badge">{t(lang, c.rarity === "unique" ? "unique" : "rare")}</span>}
              <span className="card-points">
                {c.points} {t(lang, "pts")}
              </span>
            </h2>
            {c.note && <p className="facts unit-note">{c.note}</p>}
            {c.composition && (
              <p className="facts">
                {c.composition[lang]} · <strong>{c.men}</strong> {nounFor(lang, c.men, "man")}
                {c.dogs > 0 && <> · {countOf(lang, c.dogs, "dog")}</>}
              </p>
            )}
            {c.weapons.length > 0 && (
              <p className="facts">
                <strong>{t(lang, "weapons")}:</strong>{" "}
                {c.weapons.map((w) => weaponText(w, lang)).join("; ")}
              </p>
            )}
            {c.options.length > 0 && (
              <p className="facts">
                <strong>{t(lang, "options")}:</strong> {c.options.map((o) => `${o.name[lang]}${o.showCount ? ` ×${o.count}` : ""}`).join("; ")}
              </p>
            )}
            <SaveLine lang={lang} card={c} />
            {c.abilities.length > 0 && (
              <ul className="abilities">
                {c.abilities.map((a) => (
                  <li key={a.name.en}>
                    <strong>{a.name[lang]}.</strong> {a.summary[lang]}
                    {a.truncated && <em className="truncated"> {t(lang, "sourceEndsHere")}</em>}
                  </li>
                ))}
              </ul>
            )}
            {evaluation.violations
              .filter((v) => v.unit === i)
              .map((v, k) => (
                <p key={k} className="problem">
                  {describeViolation(book, roster, v, lang)}
                </p>
              ))}
            {boxes && (
              <p className="facts">
                <strong>{t(lang, "casualties")}:</strong> <Boxes n={c.men} label={countOf(lang, c.men, "man")} />
                {c.dogs > 0 && <> {t(lang, "dogs")}: <Boxes n={c.dogs} label={countOf(lang, c.dogs, "dog")} /></>}
              </p>
            )}
            <p className="card-end">{t(lang, "card", { i: i + 2, n })}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
