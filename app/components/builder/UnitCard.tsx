"use client";
import { memo } from "react";
import type { ArmyBook, UnitOption } from "@/lib/army-book/schema";
import type { IndexedUnit } from "@/lib/army-book/book-index";
import { countOf } from "@/lib/i18n/plural";
import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";
import { costLabel } from "./format";

export type Problem = { code: string; option: string | null; message: string };

type Props = {
  lang: Lang;
  book: ArmyBook;
  index: number;
  count: number;
  unitId: string;
  type: IndexedUnit | undefined;
  options: Record<string, number>;
  points: number;
  men: number;
  problems: Problem[];
  /** option id → why adding one more now would break a rule */
  hints: Record<string, string[]>;
  readOnly: boolean;
  onOption: (index: number, optionId: string, count: number) => void;
  onMove: (index: number, delta: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
};

export const UnitCard = memo(function UnitCard(p: Props) {
  const { lang, type, index } = p;
  const name = type ? type.type.name[lang] : p.unitId;
  const headingId = `unit-${index}-title`;
  const unitProblems = p.problems.filter((x) => x.option === null || !type?.options.has(x.option));
  return (
    <article className={`unit-card${p.problems.length ? " has-problems" : ""}`} id={`unit-${index}`} aria-labelledby={headingId}>
      <header className="unit-head">
        <h3 id={headingId} tabIndex={-1}>
          <span className="unit-no">{index + 1}.</span> {name}
          {type?.type.rarity === "unique" && <span className="badge unique">{t(lang, "unique")}</span>}
          {type?.type.rarity === "rare" && <span className="badge rare">{t(lang, "rare")}</span>}
        </h3>
        <p className="unit-totals">
          <strong data-testid={`unit-${index}-points`}>
            {p.points} {t(lang, "pts")}
          </strong>{" "}
          · {countOf(lang, p.men, "man")}
        </p>
        {!p.readOnly && (
          <div className="unit-actions" role="group" aria-label={name}>
            <button type="button" onClick={() => p.onMove(index, -1)} disabled={index === 0} aria-label={`${t(lang, "moveUp")}: ${name}`}>
              ↑
            </button>
            <button type="button" onClick={() => p.onMove(index, 1)} disabled={index === p.count - 1} aria-label={`${t(lang, "moveDown")}: ${name}`}>
              ↓
            </button>
            <button type="button" onClick={() => p.onDuplicate(index)} aria-label={`${t(lang, "duplicateShort")}: ${name}`} title={t(lang, "duplicate")}>
              {t(lang, "duplicateShort")}
            </button>
            <button type="button" className="danger" onClick={() => p.onRemove(index)} aria-label={`${t(lang, "remove")}: ${name}`}>
              ✕
            </button>
          </div>
        )}
      </header>
      {type && <p className="muted composition">{type.type.composition[lang]}</p>}
      {type && type.type.abilities.length > 0 && (
        <details className="unit-abilities">
          <summary>
            {t(lang, "abilities")} ({type.type.abilities.length})
          </summary>
          <ul>
            {type.type.abilities.map((id) => {
              const a = p.book.abilities.find((x) => x.id === id);
              return a ? (
                <li key={id}>
                  <strong>{a.name[lang]}.</strong> {a.summary[lang]}
                  {a.truncated && <em className="truncated"> {t(lang, "sourceEndsHere")}</em>}
                  {a.note && (
                    <span className="interpretation">
                      {" "}
                      <em>{t(lang, "interpretation")}:</em> {a.note[lang]}
                    </span>
                  )}
                </li>
              ) : null;
            })}
          </ul>
        </details>
      )}
      {unitProblems.map((x, i) => (
        <p key={i} className="problem" role="note">
          {x.message}
        </p>
      ))}
      {type && (
        <ul className="options">
          {type.type.options.map((o) => (
            <OptionRow key={o.id} {...p} option={o} value={p.options[o.id] ?? 0} />
          ))}
        </ul>
      )}
      {/* options the book does not know (e.g. from an imported file) are listed so they can be removed */}
      {Object.keys(p.options)
        .filter((id) => !type?.options.has(id))
        .map((id) => (
          <p key={id} className="problem">
            {id}: {p.options[id]}{" "}
            {!p.readOnly && (
              <button type="button" onClick={() => p.onOption(index, id, 0)}>
                {t(lang, "remove")}
              </button>
            )}
          </p>
        ))}
    </article>
  );
});

function OptionRow(p: Props & { option: UnitOption; value: number }) {
  const { lang, option, value, index } = p;
  const id = `unit-${index}-${option.id}`;
  const problems = p.problems.filter((x) => x.option === option.id);
  const hints = value < option.max ? p.hints[option.id] ?? [] : [];
  const describedBy = [option.note ? `${id}-note` : "", problems.length ? `${id}-problem` : "", hints.length ? `${id}-hint` : ""]
    .filter(Boolean)
    .join(" ");
  const set = (n: number) => p.onOption(index, option.id, n);
  const isSwitch = option.max <= 1 && value <= 1;
  return (
    <li className={`option${problems.length ? " has-problems" : ""}${value > 0 ? " taken" : ""}`}>
      <div className="option-main">
        {isSwitch ? (
          <label className="option-toggle">
            <input
              id={id}
              type="checkbox"
              checked={value > 0}
              disabled={p.readOnly}
              onChange={(e) => set(e.target.checked ? 1 : 0)}
              aria-describedby={describedBy || undefined}
              aria-invalid={problems.length > 0}
            />
            <span>{option.name[lang]}</span>
          </label>
        ) : (
          <div className="option-count">
            <label htmlFor={id}>{option.name[lang]}</label>
            <span className="stepper">
              <button type="button" onClick={() => set(Math.max(0, value - 1))} disabled={p.readOnly || value === 0} aria-label={`${t(lang, "decrease")}: ${option.name[lang]}`}>
                −
              </button>
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={0}
                max={option.max}
                value={value}
                readOnly={p.readOnly}
                aria-describedby={describedBy || undefined}
                aria-invalid={problems.length > 0}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  if (Number.isSafeInteger(n) && n >= 0) set(n);
                }}
              />
              <button type="button" onClick={() => set(value + 1)} disabled={p.readOnly || value >= option.max} aria-label={`${t(lang, "increase")}: ${option.name[lang]}`}>
                +
              </button>
              <span className="muted">/ {option.max}</span>
            </span>
          </div>
        )}
        <span className="option-cost">{costLabel(option, lang)}</span>
      </div>
      {option.note && (
        <p id={`${id}-note`} className="option-note">
          {option.note[lang]}
        </p>
      )}
      {problems.length > 0 && (
        <p id={`${id}-problem`} className="problem">
          {problems.map((x) => x.message).join(" ")}
        </p>
      )}
      {hints.length > 0 && problems.length === 0 && (
        <p id={`${id}-hint`} className="hint">
          <span className="hint-label">{t(lang, "needsHint")}: </span>
          {[...new Set(hints)].join("; ")}
        </p>
      )}
    </li>
  );
}
