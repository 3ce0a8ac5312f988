"use client";
import { useMemo, useState } from "react";
import type { ArmyBook } from "@/lib/army-book/schema";
import { unitCard } from "@/lib/cards/unit-card";
import { evaluateRoster } from "@/lib/engine/evaluate";
import { describeViolation } from "@/lib/engine/violation-text";
import { t } from "@/lib/i18n/builder-ui";
import { tw } from "@/lib/i18n/workshop-ui";
import type { Lang } from "@/lib/text";
import { unitVictoryPoints } from "@/lib/victory/calculate";
import type { Scoring } from "@/lib/victory/scoring-schema";
import { UnitCardView } from "../print/UnitCardView";
import "../print/print.css";

type Unit = { unit: string; options: Record<string, number> };

/**
 * A roster tried with a book before it is published: units added, options counted, the points and
 * every rule message as the builder would give them; the first unit's army card below.
 */
export function BookTryout({ lang, book, scoring }: { lang: Lang; book: ArmyBook; scoring: Scoring }) {
  const [pick, setPick] = useState(book.units[0]!.id);
  const [units, setUnits] = useState<Unit[]>([]);
  const [limit, setLimit] = useState(1000);
  // a unit the edited book no longer has is dropped from the try, not kept as an error of the book
  const kept = useMemo(() => units.filter((u) => book.units.some((t) => t.id === u.unit)), [units, book]);
  const roster = useMemo(() => ({ pointsLimit: limit, units: kept }), [limit, kept]);
  const evaluation = useMemo(() => evaluateRoster(book, roster), [book, roster]);
  const chosen = book.units.some((u) => u.id === pick) ? pick : book.units[0]!.id;
  const cardUnit = kept[0] ?? { unit: chosen, options: {} };
  const cardResult = kept[0] ? evaluation.units[0]! : evaluateRoster(book, { pointsLimit: limit, units: [cardUnit] }).units[0]!;
  const card = unitCard(book, cardUnit, cardResult);

  const setCount = (i: number, option: string, n: number) =>
    setUnits(kept.map((u, j) => (j === i ? { ...u, options: { ...u.options, [option]: Math.max(0, Math.floor(n) || 0) } } : u)));
  return (
    <section className="card workshop-try" aria-labelledby="book-try-title">
      <h2 id="book-try-title">{tw(lang, "tryRoster")}</h2>
      <div className="workshop-row">
        <div className="field">
          <label htmlFor="try-unit">{tw(lang, "addUnit")}</label>
          <span className="share-row">
            <select id="try-unit" value={chosen} onChange={(e) => setPick(e.target.value)}>
              {book.units.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name[lang]}
                </option>
              ))}
            </select>
            <button type="button" onClick={() => setUnits([...kept, { unit: chosen, options: {} }])}>
              + {tw(lang, "addUnit")}
            </button>
          </span>
        </div>
        <div className="field">
          <label htmlFor="try-limit">{lang === "ru" ? "Лимит очков" : "Points limit"}</label>
          <input id="try-limit" type="number" min={1} value={limit} onChange={(e) => setLimit(Number(e.target.value) || 0)} />
        </div>
      </div>
      <ol className="workshop-units">
        {kept.map((u, i) => {
          const type = book.units.find((t) => t.id === u.unit)!;
          return (
            <li key={i}>
              <strong>{type.name[lang]}</strong> — <span data-testid={`try-${i}-points`}>{evaluation.units[i]!.points}</span>{" "}
              <button type="button" className="link-button" onClick={() => setUnits(kept.filter((_, j) => j !== i))}>
                {tw(lang, "removeUnit")}
              </button>
              <ul className="workshop-options">
                {type.options.map((o) => (
                  <li key={o.id}>
                    <label>
                      {o.name[lang]}{" "}
                      <input type="number" min={0} value={u.options[o.id] ?? 0} onChange={(e) => setCount(i, o.id, Number(e.target.value))} aria-label={`${type.name[lang]} (${i + 1}): ${o.name[lang]}`} />
                    </label>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      <p data-testid="try-total">
        <strong>{tw(lang, "total", { points: evaluation.points })}</strong> / {limit}
      </p>
      {evaluation.violations.length === 0 ? (
        <p className="ok-text">{t(lang, "valid")}</p>
      ) : (
        <ul className="workshop-violations" data-testid="try-violations">
          {evaluation.violations.map((v, i) => (
            <li key={i} className="problem" data-code={v.code}>
              {describeViolation(book, roster, v, lang)}
            </li>
          ))}
        </ul>
      )}
      <h3>{tw(lang, "cardOf")}</h3>
      <div className="ac-page workshop-card">
        <div className="ac-cards">
          <UnitCardView lang={lang} card={card} index={0} mark="" damaged={unitVictoryPoints(card.points, "damaged", scoring)} problems={[]} boxes />
        </div>
      </div>
    </section>
  );
}
