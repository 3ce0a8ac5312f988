"use client";
import { useState, type ChangeEvent } from "react";
import type { UnitOption } from "@/lib/army-book/schema";
import { t } from "@/lib/i18n/builder-ui";
import { ROSTER_LIMITS } from "@/lib/roster/limits";
import { useBuilder } from "./builder-context";
import { costLabel } from "./format";
import type { Problem } from "./useUnitMarks";

const sentence = (text: string) => text.trim().replace(/[.!]+$/, "").toLocaleLowerCase();
const sameSentence = (a: string, b: string | undefined) => b !== undefined && sentence(a) === sentence(b);

type Props = {
  index: number;
  option: UnitOption;
  value: number;
  problems: readonly Problem[];
  /** why one more would break a rule now, if it would */
  hint: string | undefined;
};

/**
 * One option: a switch or a stepper, its cost, and its state. What the player took and breaks a
 * rule is flagged in red with the fix; what would break a rule if taken is muted, with the short
 * reason on the row — it can still be taken (the player may add what it needs next).
 */
export function OptionRow({ index, option, value, problems, hint }: Props) {
  const { lang, actions } = useBuilder();
  const id = `unit-${index}-${option.id}`;
  const blocked = !!hint && value < option.max && problems.length === 0;
  // a muted row says its reason once: the book's note is left out when it says the same thing
  const note = option.note && !(blocked && sameSentence(option.note[lang], hint)) ? option.note[lang] : null;
  const set = (n: number) => actions.option(index, option.id, n);
  const name = option.name[lang];
  const isSwitch = option.max <= 1 && value <= 1;
  const typed = useTypedCount(set);
  const typedError = typed.refused !== null ? `${id}-typed` : "";
  const describedBy = [typedError, note ? `${id}-note` : "", problems.length ? `${id}-problem` : "", blocked ? `${id}-why` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <li className={`option${problems.length ? " has-problems" : ""}${value > 0 ? " taken" : ""}${blocked ? " blocked" : ""}`}>
      <div className="option-main">
        {isSwitch ? (
          <label className="option-toggle">
            <input
              id={id}
              type="checkbox"
              checked={value > 0}
              onChange={(e) => set(e.target.checked ? 1 : 0)}
              aria-describedby={describedBy}
              aria-invalid={problems.length > 0}
            />
            <span>{name}</span>
          </label>
        ) : (
          <div className="option-count">
            <label htmlFor={id}>{name}</label>
            <span className="stepper">
              <button type="button" onClick={() => set(Math.max(0, value - 1))} disabled={value === 0} data-focus-fallback={id} aria-label={`${t(lang, "decrease")}: ${name}`}>
                −
              </button>
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={0}
                max={option.max}
                value={typed.text ?? value}
                aria-describedby={describedBy}
                aria-invalid={problems.length > 0 || typed.refused !== null}
                onChange={typed.onChange}
                onBlur={typed.onBlur}
              />
              <button type="button" onClick={() => set(value + 1)} disabled={value >= option.max} data-focus-fallback={id} aria-label={`${t(lang, "increase")}: ${name}`}>
                +
              </button>
              <span className="muted">/ {option.max}</span>
            </span>
          </div>
        )}
        <span className="option-cost">{costLabel(option, lang)}</span>
      </div>
      {typed.refused !== null && (
        <p id={typedError} className="field-error" aria-live="polite">
          {typed.refused ? t(lang, "countTyped", { max: option.max, text: typed.refused, n: value }) : t(lang, "countUnread", { max: option.max, n: value })}
        </p>
      )}
      {note && (
        <p id={`${id}-note`} className="option-note">
          {note}
        </p>
      )}
      {problems.length > 0 && (
        <p id={`${id}-problem`} className="problem">
          {problems.map((x) => (x.army ? `${t(lang, "armyWideHere")}: ${x.message}` : x.message)).join(" ")}
        </p>
      )}
      {blocked && (
        <p id={`${id}-why`} className="why">
          <span className="why-mark" aria-hidden="true">
            ⊘
          </span>
          <span className="visually-hidden">{t(lang, "cannotNow")}: </span>
          {hint}
        </p>
      )}
    </li>
  );
}

/**
 * What is typed into a count, kept as typed: a whole number (leading zeros and spaces aside) up to
 * the roster format's bound is taken at once (past the option's own maximum too: the rules say so); anything else ("-3", "2.5", "e") is taken as nothing and said so at the field
 * (`refused`: that text, "" when the field could not read it); an empty field waits for the next
 * key. Leaving the field shows the roster's count again.
 */
function useTypedCount(set: (n: number) => void) {
  const [typed, setTyped] = useState<{ text: string; refused: string | null } | null>(null);
  function onChange(e: ChangeEvent<HTMLInputElement>) {
    const input = e.target;
    // a number field gives "" for what it cannot read ("-", "e"); its validity says it was not empty
    if (input.validity.badInput) return setTyped({ text: "", refused: "" });
    const text = input.value.trim();
    // past the roster format's bound a count could not be saved: refused here, where it is typed
    const taken = /^\d+$/.test(text) && Number(text) <= ROSTER_LIMITS.countMax;
    if (taken) set(Number(text));
    setTyped({ text: input.value, refused: taken || text === "" ? null : text });
  }
  return { text: typed?.text ?? null, refused: typed?.refused ?? null, onChange, onBlur: () => setTyped(null) };
}
