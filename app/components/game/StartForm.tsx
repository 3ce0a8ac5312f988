"use client";
import { useState, type FormEvent } from "react";
import type { GameSetup, GameUnit } from "@/lib/game/schema";
import { setupOf, startFormSchema } from "@/lib/game/start";
import { t } from "@/lib/i18n/game-ui";
import { countOf } from "@/lib/i18n/plural";
import { t as tUi } from "@/lib/i18n/ui";
import { inputErrors } from "@/lib/input-errors";
import type { Lang } from "@/lib/text";
import { HandUnits, type HandRow } from "./HandUnits";
import { OpponentLink, type LoadedOpponent } from "./OpponentLink";

type Props = { lang: Lang; viewId: string; roster: { name: string; pointsLimit: number; units: GameUnit[] }; turns: number; onStart: (setup: GameSetup) => void };

const asNumber = (s: string) => (s.trim() === "" ? NaN : Number(s));

/** "Start a game": my side's name, the opponent (by link or by hand), the game size and the objectives on the table. */
export function StartForm({ lang, viewId, roster, turns, onStart }: Props) {
  const [opponent, setOpponent] = useState<LoadedOpponent | null>(null);
  const [myName, setMyName] = useState(roster.name);
  const [name, setName] = useState(tUi(lang, "player", { n: 2 }));
  const [limit, setLimit] = useState(String(roster.pointsLimit));
  const [objectives, setObjectives] = useState("0");
  const [rows, setRows] = useState<HandRow[]>([{ name: "", points: "" }]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function loaded(o: LoadedOpponent) {
    setOpponent(o);
    setName(o.name);
    setLimit((l) => String(Math.max(asNumber(l) || 0, o.pointsLimit)));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    // blank rows are left out; an error on a unit is said at the row it came from
    const kept = opponent ? [] : rows.map((r, i) => ({ r, i })).filter(({ r }) => r.name.trim() || r.points.trim());
    const form = {
      myName,
      opponentName: name,
      pointsLimit: asNumber(limit),
      objectives: asNumber(objectives),
      units: kept.map(({ r }) => ({ name: r.name, points: asNumber(r.points) })),
    };
    const parsed = startFormSchema.safeParse(form);
    const at = (path: (string | number)[]) => (path[0] === "units" && typeof path[1] === "number" ? ["units", kept[path[1]]?.i ?? path[1], ...path.slice(2)] : path).join(".");
    if (!parsed.success) return setErrors(Object.fromEntries(inputErrors(parsed.error.issues, lang).map((x) => [at(x.path), x.message])));
    const setup = setupOf({ viewId, me: roster, form: parsed.data, opponentUnits: opponent?.units ?? null, turns });
    setErrors(setup ? {} : { game: tUi(lang, "fixInputs") });
    if (setup) onStart(setup);
  }

  const field = (id: string, label: string, value: string, set: (v: string) => void, path: string, numeric = true) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(e) => set(e.target.value)} {...(numeric ? { type: "number", inputMode: "numeric" as const } : {})} aria-invalid={!!errors[path]} aria-describedby={`${id}-error`} />
      <p id={`${id}-error`} className="field-error" role="alert">{errors[path]}</p>
    </div>
  );

  return (
    <form className="game-start" onSubmit={submit} noValidate>
      <p className="muted">{t(lang, "savedHere")}</p>
      <section className="card">{field("my-name", t(lang, "myName"), myName, setMyName, "myName", false)}</section>
      <section className="card" aria-labelledby="opp-title">
        <h2 id="opp-title">{t(lang, "opponent")}</h2>
        {opponent ? (
          <p>
            {t(lang, "opponentLoaded", { name: opponent.name, units: countOf(lang, opponent.units.length, "unit") })}{" "}
            <button type="button" className="link-button" onClick={() => setOpponent(null)}>
              {t(lang, "clearOpponent")}
            </button>
          </p>
        ) : (
          <OpponentLink lang={lang} onLoaded={loaded} />
        )}
        {field("opp-name", t(lang, "opponentName"), name, setName, "opponentName", false)}
        {!opponent && <HandUnits lang={lang} rows={rows} onChange={setRows} errors={errors} />}
      </section>
      <section className="card">
        {field("game-size", tUi(lang, "gameSize"), limit, setLimit, "pointsLimit")}
        {field("game-objectives", t(lang, "objectivesOnTable"), objectives, setObjectives, "objectives")}
        <button type="submit" className="primary big-button" aria-describedby="game-start-error">
          {t(lang, "begin")}
        </button>
        <p id="game-start-error" className="field-error" role="alert">{errors.game}</p>
      </section>
    </form>
  );
}
