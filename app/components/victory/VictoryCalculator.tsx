"use client";
import { useEffect, useMemo, useState } from "react";
import { useFieldArray, useForm, useWatch, type Control, type UseFormRegister } from "react-hook-form";
import { listRostersAction } from "@/app/actions/rosters";
import { victoryRosterAction } from "@/app/actions/victory";
import { loneRosterLink, rosterSourceFromLink } from "@/lib/share/roster-link";
import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";
import { objectiveRule } from "@/lib/victory/readings";
import { calculateVictory } from "@/lib/victory/calculate";
import { UNIT_STATUSES, type UnitStatus } from "@/lib/victory/limits";
import type { VictoryInput } from "@/lib/victory/schema";
import type { Scoring } from "@/lib/victory/scoring-schema";
import type { VictoryShare } from "@/lib/victory/share";
import { encodeVictory } from "@/lib/victory/share-encode";
import type { RosterSummary } from "@/server/data/rosters";
import { useOrigin } from "../client-values";
import { loadKeys } from "../key-store";
import { useLazyResolver } from "../lazy-resolver";
import { lazyModule } from "../lazy-module";
import { useFieldError } from "../useFieldError";
import { unreachable } from "../offline/unreachable";
import { ResultLink, ResultPanel } from "./ResultPanel";

type Labels = [string[], string[]];
const blank = (lang: Lang): VictoryInput => ({
  version: 1,
  pointsLimit: 1000,
  players: [
    { name: t(lang, "player", { n: 1 }), objectives: 0, units: [] },
    { name: t(lang, "player", { n: 2 }), objectives: 0, units: [] },
  ],
});

const victoryChecks = lazyModule(() => import("./victory-check"));

/** The end-of-game calculator: both sides' units and objectives in, live VP, band and winner out. */
export function VictoryCalculator({ lang, scoring, shared }: { lang: Lang; scoring: Scoring; shared: VictoryShare | null }) {
  // a link's game was checked by its reader (decodeVictory), the blank one is right by making
  const [start] = useState(() => shared?.input ?? blank(lang));
  const { resolver } = useLazyResolver(victoryChecks.load, (checks) => checks.victoryResolver(lang), () => unreachable(lang));
  const form = useForm<VictoryInput>({ resolver, defaultValues: start, mode: "onChange" });
  const { control, register, formState, setValue, getValues } = form;
  const [labels, setLabels] = useState<Labels>(shared?.labels ?? [[], []]);
  const values = useWatch({ control }) as VictoryInput;
  // The checks (zod) arrive at the page's first tap, key or focus, not with it. Every change of a
  // value begins with one of those, so until they are here the values are still the checked start.
  const checks = victoryChecks.useLoaded();
  // A change that came before them (the fetch is slow, or failed) waits for them: no stale result.
  const waiting = !checks && formState.isDirty;
  const parsed = checks ? checks.parseVictory(values) : waiting ? ({ success: false } as const) : ({ success: true, data: start } as const);
  const result = parsed.success ? calculateVictory(parsed.data, scoring) : null;
  const fieldError = useFieldError(formState.errors);

  const [mine, setMine] = useState<RosterSummary[]>([]);
  useEffect(() => {
    const keys = loadKeys();
    if (keys.length) listRostersAction(keys).then((r) => r.status === "ok" && setMine(r.rosters)).catch(() => {});
  }, []);

  function loadSide(side: 0 | 1, rows: { label: string; points: number; status: UnitStatus }[], name: string, pointsLimit: number) {
    setValue(`players.${side}.units`, rows.map(({ points, status }) => ({ points, status })), { shouldValidate: true, shouldDirty: true });
    setValue(`players.${side}.name`, [...name].slice(0, 100).join("") || t(lang, "player", { n: side + 1 }), { shouldValidate: true, shouldDirty: true });
    setLabels((l) => (side === 0 ? [rows.map((r) => r.label), l[1]] : [l[0], rows.map((r) => r.label)]));
    // the game size follows the rosters: the larger of the two when both are loaded
    const other = getValues(`players.${side === 0 ? 1 : 0}.units`).length > 0 ? getValues("pointsLimit") : 0;
    setValue("pointsLimit", Math.max(pointsLimit, other || 0), { shouldValidate: true, shouldDirty: true });
  }

  const shareCode = useMemo(() => (parsed.success ? encodeVictory(parsed.data, labels) : null), [parsed.success, parsed.data, labels]);
  const origin = useOrigin();
  // the address follows the game typed in: a reload, Back and Forward come back to it, not to a blank page
  const dirty = formState.isDirty;
  useEffect(() => {
    if (!shareCode || !dirty) return;
    const here = `/victory?r=${shareCode}`;
    if (window.location.pathname + window.location.search !== here) window.history.replaceState(null, "", here);
  }, [shareCode, dirty]);

  const names = [0, 1].map((i) => values.players?.[i]?.name || t(lang, "player", { n: i + 1 }));

  return (
    <form className="victory" onSubmit={(e) => e.preventDefault()} noValidate>
      <div className="card victory-size">
        <div className="field">
          <label htmlFor="v-limit">{t(lang, "gameSize")}</label>
          <input id="v-limit" type="number" inputMode="numeric" step={1} {...register("pointsLimit", { valueAsNumber: true })} aria-invalid={!!formState.errors.pointsLimit} aria-describedby="v-limit-error" />
          <p id="v-limit-error" className="field-error" role="alert">{fieldError("pointsLimit")}</p>
        </div>
      </div>
      <div className="victory-sides">
        {([0, 1] as const).map((side) => (
          <SidePanel
            key={side}
            lang={lang}
            side={side}
            control={control}
            register={register}
            fieldError={fieldError}
            labels={labels[side]}
            setLabels={(next) => setLabels((l) => (side === 0 ? [next, l[1]] : [l[0], next]))}
            opponentName={names[side === 0 ? 1 : 0]!}
            mine={mine}
            objectivePoints={scoring.objectivePoints}
            objectiveRule={objectiveRule(scoring, lang)}
            onLoad={(rows, name, limit) => loadSide(side, rows, name, limit)}
          />
        ))}
      </div>
      <ResultPanel lang={lang} result={result} waiting={waiting} names={names as [string, string]} values={values} scoring={scoring} />
      {shareCode && <ResultLink lang={lang} href={`${origin}/victory?r=${shareCode}`} />}
    </form>
  );
}

type SideProps = {
  lang: Lang;
  side: 0 | 1;
  control: Control<VictoryInput>;
  register: UseFormRegister<VictoryInput>;
  fieldError: (path: string) => string | undefined;
  labels: string[];
  setLabels: (labels: string[]) => void;
  opponentName: string;
  mine: RosterSummary[];
  objectivePoints: number;
  objectiveRule: string;
  onLoad: (rows: { label: string; points: number; status: UnitStatus }[], name: string, pointsLimit: number) => void;
};

function SidePanel(p: SideProps) {
  const { lang, side } = p;
  const { fields, append, remove } = useFieldArray({ control: p.control, name: `players.${side}.units` });
  const units = useWatch({ control: p.control, name: `players.${side}.units` }) ?? [];
  const objectives = useWatch({ control: p.control, name: `players.${side}.objectives` });
  const [link, setLink] = useState("");
  const [loadError, setLoadError] = useState<string | null>(null);
  const prefix = `p${side}`;

  /** The server prices the roster by its own book version (a share code's, or a saved roster's). */
  async function load(source: { viewId: string } | { code: string }) {
    setLoadError(null);
    const result = await victoryRosterAction(source).catch(() => null);
    if (result?.status === "ok") return p.onLoad(result.rows, result.name, result.pointsLimit);
    setLoadError(result?.status === "invalid" ? result.message : result?.status === "not_found" ? t(lang, "notFound") : unreachable(lang));
  }
  async function loadMine(viewId: string) {
    if (viewId) await load({ viewId });
  }
  async function loadLink() {
    // a saved roster's page (…/r/<id>) as well as a snapshot (…/s/<code>), as game mode takes them
    await load(rosterSourceFromLink(loneRosterLink(link) ?? link));
  }

  return (
    <section className="card side" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>{t(lang, "player", { n: side + 1 })}</h2>
      <div className="field">
        <label htmlFor={`${prefix}-name`}>{t(lang, "playerName")}</label>
        <input id={`${prefix}-name`} {...p.register(`players.${side}.name`, { setValueAs: (v: string) => (v === "" ? undefined : v) })} aria-describedby={`${prefix}-name-error`} />
        <p id={`${prefix}-name-error`} className="field-error" role="alert">{p.fieldError(`players.${side}.name`)}</p>
      </div>
      <details className="load no-print" open={fields.length === 0}>
        <summary>{t(lang, "loadFrom")}</summary>
        {p.mine.length > 0 && (
          <div className="field">
            <label htmlFor={`${prefix}-mine`}>{t(lang, "fromMyRoster")}</label>
            <select id={`${prefix}-mine`} defaultValue="" onChange={(e) => loadMine(e.target.value)}>
              <option value="">{t(lang, "chooseRoster")}</option>
              {p.mine.map((r) => (
                <option key={r.viewId} value={r.viewId}>
                  {r.name} ({r.points} / {r.pointsLimit})
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${prefix}-link`}>{t(lang, "fromLink")}</label>
          <span className="share-row">
            <input
              id={`${prefix}-link`}
              value={link}
              onChange={(e) => setLink(e.target.value)}
              onKeyDown={(e) => {
                // Enter loads the link, as the button next to it does (the form itself sends nothing)
                if (e.key !== "Enter" || !link.trim()) return;
                e.preventDefault();
                void loadLink();
              }}
              placeholder="https://…/s/…"
            />
            <button type="button" onClick={loadLink} disabled={!link.trim()}>
              {t(lang, "load")}
            </button>
          </span>
        </div>
        {loadError && <p className="field-error" role="alert">{loadError}</p>}
      </details>
      <p className="muted small">{t(lang, "opponentScores", { name: p.opponentName })}</p>
      <ul className="v-units">
        {fields.map((f, i) => {
          const status = units[i]?.status ?? "intact";
          const label = p.labels[i] || `${t(lang, "unitLabel")} ${i + 1}`;
          return (
            <li key={f.id} className={`v-unit ${status}`}>
              <div className="v-unit-head">
                <span className="v-unit-label" id={`${prefix}-u${i}-label`}>{label}</span>
                <label className="v-points">
                  <span className="visually-hidden">{t(lang, "unitPoints")}: {label}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    {...p.register(`players.${side}.units.${i}.points`, { valueAsNumber: true })}
                    aria-describedby={`${prefix}-u${i}-error`}
                  />
                  <span aria-hidden="true">{t(lang, "pts")}</span>
                </label>
                <button
                  type="button"
                  className="danger no-print"
                  aria-label={`${t(lang, "remove")}: ${label}`}
                  onClick={() => {
                    remove(i);
                    p.setLabels(p.labels.filter((_, k) => k !== i));
                  }}
                >
                  ✕
                </button>
              </div>
              <p id={`${prefix}-u${i}-error`} className="field-error" role="alert">{p.fieldError(`players.${side}.units.${i}.points`)}</p>
              <div className="status-buttons" role="radiogroup" aria-labelledby={`${prefix}-u${i}-label`}>
                {UNIT_STATUSES.map((s) => (
                  <label key={s} className={`status ${s}${status === s ? " on" : ""}`}>
                    <input type="radio" value={s} {...p.register(`players.${side}.units.${i}.status`)} />
                    {t(lang, s)}
                  </label>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="no-print"
        onClick={() => {
          append({ points: 0, status: "intact" });
          p.setLabels([...p.labels, ""]);
        }}
      >
        {t(lang, "addUnitRow")}
      </button>
      <div className="field objectives">
        <label htmlFor={`${prefix}-obj`}>{t(lang, "objectivesHeld")}</label>
        <input id={`${prefix}-obj`} type="number" inputMode="numeric" min={0} max={20} {...p.register(`players.${side}.objectives`, { valueAsNumber: true })} aria-describedby={`${prefix}-obj-rule ${prefix}-obj-error`} />
        <span className="muted">× {p.objectivePoints} = {Number.isFinite(objectives) ? objectives * p.objectivePoints : 0}</span>
        <p id={`${prefix}-obj-rule`} className="option-note objective-rule">
          {p.objectiveRule}
        </p>
        <p id={`${prefix}-obj-error`} className="field-error" role="alert">{p.fieldError(`players.${side}.objectives`)}</p>
      </div>
    </section>
  );
}
