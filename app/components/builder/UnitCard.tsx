"use client";
import { memo } from "react";
import type { IndexedUnit } from "@/lib/army-book/book-index";
import type { Ability, UnitOption } from "@/lib/army-book/schema";
import { abilitiesHad } from "@/lib/cards/abilities";
import { modelGroups } from "@/lib/cards/composition";
import { compositionText } from "@/lib/cards/composition-text";
import { countOf } from "@/lib/i18n/plural";
import { t } from "@/lib/i18n/builder-ui";
import { charLength, ROSTER_LIMITS } from "@/lib/roster/limits";
import type { RosterUnitInput } from "@/lib/roster/schema";
import { upperFirst, type Lang } from "@/lib/text";
import { AbilityText } from "../book/AbilityText";
import { runInHeading } from "@/lib/cards/run-in";
import { useBuilder } from "./builder-context";
import { OptionRow } from "./OptionRow";
import { sameHints, type Hints } from "@/lib/roster/hint-texts";
import { sameProblems, type Problem } from "./useUnitMarks";

/** A card's own unit; the language, the book and what it can do come from the builder (builder-context.ts). */
type Props = {
  index: number;
  /** last in the list: a boolean, so adding a unit does not render every card */
  last: boolean;
  /** why "Duplicate" is off (the roster is full, or one more of this unit breaks a Unique or Rare limit), or null */
  noCopy: string | null;
  unitKey: number;
  entry: RosterUnitInput;
  type: IndexedUnit | undefined;
  points: number;
  men: number;
  problems: readonly Problem[];
  hints: Hints;
  open: boolean;
  fresh: boolean;
  /** its own name or note is past its limit: the roster cannot be saved until it is shortened */
  textTooLong: boolean;
};

type Group = "groupMen" | "groupWeapons" | "groupUpgrades";

/**
 * The player's own name or note for a unit, counted in code points as the rules count them (😀 is
 * one, a flag two). Past the limit it is refused at the field, never cut: what was typed stays on
 * screen (and is not saved) until the player shortens it.
 */
function OwnText(p: { index: number; field: "label" | "note"; label: string; placeholder: string; max: number; value: string | undefined }) {
  const { lang, actions } = useBuilder();
  const id = `unit-${p.index}-${p.field}`;
  const n = charLength(p.value ?? "");
  const over = n > p.max;
  return (
    <div className="field">
      <label htmlFor={id}>{p.label}</label>
      <input
        id={id}
        value={p.value ?? ""}
        placeholder={p.placeholder}
        autoComplete="off"
        aria-invalid={over}
        aria-describedby={`${id}-count`}
        onChange={(e) => actions.ownText(p.index, p.field, e.target.value)}
      />
      <p id={`${id}-count`} className={over ? "field-error" : "field-count"} aria-live={over ? "polite" : "off"}>
        {over ? t(lang, "textTooLong", { max: p.max, n }) : n > 0 ? t(lang, "textCount", { n, max: p.max }) : ""}
      </p>
    </div>
  );
}

/** One rule broken is one problem, however many of the unit's options it is marked at. */
const distinct = (problems: readonly Problem[]) => new Set(problems.map((x) => `${x.code}\u0000${x.message}`)).size;

/** Men first (what adds men), then weapons (what arms them), then the rest — read from the option's data. */
function groupOf(o: UnitOption): Group {
  if ((o.adds?.men ?? 0) > 0) return "groupMen";
  if (o.weapon || o.swap) return "groupWeapons";
  return "groupUpgrades";
}
const GROUPS: Group[] = ["groupMen", "groupWeapons", "groupUpgrades"];

/**
 * A unit of the roster. Closed, it is one or two lines: name, men, weapons taken, points and a
 * problem badge. Open, it has the player's label and note, the abilities and the options by group.
 */
export const UnitCard = memo(function UnitCard(p: Props) {
  const { type, index, entry } = p;
  const { lang, book, actions } = useBuilder();
  const bookName = type ? type.type.name[lang] : entry.unit;
  const name = entry.label ? `${entry.label} (${bookName})` : bookName;
  const options = entry.options ?? {};
  const headingId = `unit-${index}-title`;
  const bodyId = `unit-${index}-body`;
  // a unit legal on its own that only helps to break an army-wide rule: amber, not red
  const armyOnly = p.problems.length > 0 && p.problems.every((x) => x.army);
  const unitProblems = p.problems.filter((x) => x.option === null || !type?.options.has(x.option));
  const weapons = type ? type.type.options.filter((o) => (o.weapon || o.swap) && (options[o.id] ?? 0) > 0 && !(o.adds?.men ?? 0)) : [];
  return (
    <article
      className={`unit-card${p.problems.length || p.textTooLong ? " has-problems" : ""}${armyOnly && !p.textTooLong ? " army-problems" : ""}${p.open ? " open" : ""}${p.fresh ? " fresh" : ""}`}
      id={`unit-${index}`}
      aria-labelledby={headingId}
      data-key={p.unitKey}
    >
      <header className="unit-head">
        <h3 id={headingId} tabIndex={-1}>
          <button type="button" className="unit-toggle" aria-expanded={p.open} aria-controls={bodyId} onClick={() => actions.toggle(p.unitKey)}>
            <span className="chevron" aria-hidden="true">{p.open ? "▾" : "▸"}</span>
            <span className="unit-no">{index + 1}.</span> <span className="unit-name">{entry.label ?? bookName}</span>
            {entry.label && <span className="unit-book-name"> ({bookName})</span>}
            {/* the space keeps "Snipers Unique" two words in the button's spoken name */}
            {type?.type.rarity === "unique" && <> <span className="badge unique">{t(lang, "unique")}</span></>}
            {type?.type.rarity === "rare" && <> <span className="badge rare">{t(lang, "rare")}</span></>}
          </button>
        </h3>
        <p className="unit-totals">
          <strong data-testid={`unit-${index}-points`}>
            {p.points} {t(lang, "pts")}
          </strong>
          <span className="unit-summary">
            {" · "}
            {countOf(lang, p.men, "man")}
            {weapons.length > 0 && <> · {weapons.map((o) => `${o.name[lang]}${(options[o.id] ?? 0) > 1 ? ` ×${options[o.id]}` : ""}`).join(", ")}</>}
          </span>
          {/* a unit legal on its own that only helps to break an army-wide rule (the units past the points limit, a third platoon commander for two squads) is not said to be broken */}
          {p.problems.length > 0 &&
            (armyOnly ? (
              <span className="badge warn problem-badge" data-army="true">
                {t(lang, "armyProblemCount", { n: distinct(p.problems) })}
              </span>
            ) : (
              <span className="badge bad problem-badge">{t(lang, "problemCount", { n: distinct(p.problems) })}</span>
            ))}
          {/* seen on a closed card too: it keeps the whole roster from saving */}
          {p.textTooLong && <span className="badge bad problem-badge">{t(lang, "textTooLongBadge")}</span>}
        </p>
      </header>
      {!p.open && entry.note && <p className="unit-note muted">{entry.note}</p>}
      {p.open && (
        <div id={bodyId} className="unit-body">
          <div className="unit-actions" role="group" aria-label={name}>
            <button type="button" onClick={() => actions.move(index, -1)} disabled={index === 0} aria-label={`${t(lang, "moveUp")}: ${name}`}>
              ↑
            </button>
            <button type="button" onClick={() => actions.move(index, 1)} disabled={p.last} aria-label={`${t(lang, "moveDown")}: ${name}`}>
              ↓
            </button>
            <button
              type="button"
              onClick={() => actions.duplicate(index)}
              disabled={p.noCopy !== null}
              aria-describedby={p.noCopy !== null ? `${bodyId}-no-copy` : undefined}
              aria-label={`${t(lang, "duplicate")}: ${name}`}
            >
              {t(lang, "duplicate")}
            </button>
            <button type="button" className="danger" onClick={() => actions.remove(index)} aria-label={`${t(lang, "remove")}: ${name}`}>
              ✕ {t(lang, "remove")}
            </button>
          </div>
          {p.noCopy !== null && (
            // why a button is off, not a fault of the unit: said quietly, as an option's reason is
            <p id={`${bodyId}-no-copy`} className="why no-copy">
              {t(lang, "noCopyWhy", { why: p.noCopy })}
            </p>
          )}
          <div className="own-fields">
            <OwnText index={index} field="label" label={t(lang, "unitOwnLabel")} placeholder={bookName} max={ROSTER_LIMITS.labelMax} value={entry.label} />
            <OwnText index={index} field="note" label={t(lang, "unitOwnNote")} placeholder={t(lang, "unitOwnNoteHint")} max={ROSTER_LIMITS.noteMax} value={entry.note} />
          </div>
          {type && (
            <p className="muted composition" data-testid={`unit-${index}-composition`}>
              {upperFirst(compositionText({ models: modelGroups(book, type.type, options, p.men), bookComposition: type.type.composition, mounted: type.type.mounted }, lang))}
            </p>
          )}
          {type && <Abilities lang={lang} list={abilitiesHad(book, type.type, options)} />}
          {unitProblems.map((x, i) => (
            <p key={i} className="problem" role="note">
              {x.army ? `${t(lang, "armyWideHere")}: ${x.message}` : x.message}
            </p>
          ))}
          {type &&
            GROUPS.map((g) => {
              const list = type.type.options.filter((o) => groupOf(o) === g);
              if (list.length === 0) return null;
              return (
                <fieldset key={g} className="option-group">
                  <legend>{t(lang, g)}</legend>
                  <ul className="options">
                    {list.map((o) => (
                      <OptionRow
                        key={o.id}
                        index={index}
                        option={o}
                        value={options[o.id] ?? 0}
                        problems={p.problems.filter((x) => x.option === o.id)}
                        hint={p.hints[o.id]}
                      />
                    ))}
                  </ul>
                </fieldset>
              );
            })}
          {/* options the book does not know (e.g. from an imported file) are listed so they can be removed */}
          {Object.keys(options)
            .filter((id) => !type?.options.has(id))
            .map((id) => (
              <p key={id} className="problem">
                {id}: {options[id]}{" "}
                <button type="button" onClick={() => actions.option(index, id, 0)}>
                  {t(lang, "remove")}
                </button>
              </p>
            ))}
        </div>
      )}
    </article>
  );
}, sameCard);

/** A card is drawn again only when what it shows changed: its hints and problems are compared by what they say, the rest by identity. */
function sameCard(a: Props, b: Props): boolean {
  for (const k of Object.keys(a) as (keyof Props)[]) {
    if (k === "hints" ? !sameHints(a.hints, b.hints) : k === "problems" ? !sameProblems(a.problems, b.problems) : !Object.is(a[k], b[k])) return false;
  }
  return true;
}

/** The abilities the unit has with what it took (an option's own ability appears when it is taken). */
function Abilities({ lang, list }: { lang: Lang; list: readonly Ability[] }) {
  if (list.length === 0) return null;
  return (
    <details className="unit-abilities">
      <summary>
        {t(lang, "abilities")} ({list.length})
      </summary>
      <ul>
        {list.map((a) => (
          <li key={a.id}>
            <strong>{runInHeading(a.name[lang])}</strong> <AbilityText lang={lang} ability={a} />
          </li>
        ))}
      </ul>
    </details>
  );
}
