"use client";
import { useRouter } from "next/navigation";
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { createRosterAction } from "@/app/actions/rosters";
import { indexBook } from "@/lib/army-book/book-index";
import type { ArmyBook } from "@/lib/army-book/schema";
import { evaluateRoster, type Violation } from "@/lib/engine/evaluate";
import { describeHint, describeViolation } from "@/lib/engine/messages";
import { t } from "@/lib/i18n/ui";
import { checkAddUnit, checkOptionIncrement } from "@/lib/roster/hints";
import { ROSTER_LIMITS, rosterSchema, type Roster } from "@/lib/roster/schema";
import type { Lang } from "@/lib/text";
import { editUrl, rememberKey } from "../key-store";
import { RosterHeadFields } from "../RosterHeadFields";
import { localisedResolver } from "../useFieldError";
import { ArmyBookPanel, type AddState } from "./ArmyBookPanel";
import { PointsBar } from "./PointsBar";
import { SaveStatus } from "./SaveStatus";
import { UnitCard, type Problem } from "./UnitCard";
import { clearDraft, readDraft, useAutosave, type Draft } from "./useAutosave";
import { useHistory } from "./useHistory";
import { ValidationPanel, type PanelError } from "./ValidationPanel";
import { ShareTools } from "../view/ShareTools";

type Props = {
  lang: Lang;
  book: ArmyBook;
  viewId: string;
  editKey: string;
  initialRoster: Roster;
  initialVersion: number;
  /** a unit to add on arrival ("Add to roster" in the army book) */
  addUnit?: string;
};

/** Whatever the form holds, as a roster the engine can read (the form may be mid-edit). */
function normalise(values: Partial<Roster> | undefined): Roster {
  return {
    version: 1,
    name: values?.name ?? "",
    armyBook: "soviet",
    pointsLimit: typeof values?.pointsLimit === "number" ? values.pointsLimit : NaN,
    units: (values?.units ?? []).map((u) => ({ unit: u?.unit ?? "", options: { ...(u?.options ?? {}) } })),
  };
}

export function Builder({ lang, book, viewId, editKey, initialRoster, initialVersion, addUnit }: Props) {
  const router = useRouter();
  const indexed = indexBook(book);
  const form = useForm<Roster>({
    resolver: localisedResolver(rosterSchema, lang),
    defaultValues: initialRoster,
    mode: "onChange",
  });
  const { control, register, setValue, getValues, reset, formState } = form;
  const { fields, append, remove, move, insert } = useFieldArray({ control, name: "units" });
  const watched = useWatch({ control }) as Partial<Roster>;
  const roster = normalise(watched);
  const json = JSON.stringify(roster);

  // eslint-disable-next-line react-hooks/exhaustive-deps
  const evaluation = useMemo(() => evaluateRoster(book, roster), [book, json]);

  const apply = useCallback((snapshot: string) => reset(JSON.parse(snapshot) as Roster, { keepDefaultValues: true }), [reset]);
  const history = useHistory(json, apply);
  const autosave = useAutosave({ viewId, editKey, version: initialVersion, json, enabled: true });

  // A change that never reached the server (tab closed, network down) is offered back on return.
  const [draft, setDraft] = useState<Draft | null>(null);
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    rememberKey({ viewId, key: editKey });
    if (addUnit) {
      onAdd(addUnit);
      const url = new URL(window.location.href);
      url.searchParams.delete("add");
      window.history.replaceState(null, "", url);
    }
    const found = readDraft(viewId);
    if (found && found.json !== JSON.stringify(normalise(initialRoster))) setDraft(found);
    else clearDraft(viewId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const problemsByUnit = useMemo(() => {
    const map = new Map<number, Problem[]>();
    for (const v of evaluation.violations) {
      if (v.unit === null) continue;
      const list = map.get(v.unit) ?? [];
      list.push({ code: v.code, option: v.option, message: describeViolation(book, roster, v, lang) });
      map.set(v.unit, list);
    }
    return map;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [evaluation, lang]);

  // Hints ("why not now") are worked out from a deferred copy so typing and clicking stay instant.
  const deferredJson = useDeferredValue(json);
  const { hints, addState } = useMemo(() => {
    const r = JSON.parse(deferredJson) as Roster;
    const current = evaluateRoster(book, r).violations;
    const say = (v: Violation, on: Roster) => describeViolation(book, on, v, lang);
    const hints = r.units.map((u, i) => {
      const type = indexed.units.get(u.unit);
      const out: Record<string, string[]> = {};
      if (!type) return out;
      for (const o of type.type.options) {
        if ((u.options?.[o.id] ?? 0) >= o.max) continue;
        const news = checkOptionIncrement(book, r, i, o.id, current);
        if (news.length) {
          const next = { ...r, units: r.units.map((x, j) => (j === i ? { ...x, options: { ...x.options, [o.id]: (x.options?.[o.id] ?? 0) + 1 } } : x)) };
          out[o.id] = news.map((v) => describeHint(book, next, v, lang));
        }
      }
      return out;
    });
    const addState: Record<string, AddState> = {};
    for (const u of book.units) {
      const check = checkAddUnit(book, r, u.id, current);
      const next = { ...r, units: [...r.units, { unit: u.id }] };
      addState[u.id] = {
        blocked: check.blocked.length ? check.blocked.map((v) => say(v, next)).join(" ") : null,
        warning: Number.isFinite(r.pointsLimit) && check.points > r.pointsLimit ? t(lang, "wouldExceed", { n: check.points - r.pointsLimit }) : null,
      };
    }
    return { hints, addState };
  }, [book, indexed, deferredJson, lang]);

  const panelErrors: PanelError[] = evaluation.violations.map((v) => ({
    code: v.code,
    unit: v.unit,
    option: v.option,
    message: describeViolation(book, roster, v, lang),
    target: targetFor(v, roster, book),
    unitLabel: v.unit === null ? null : `${v.unit + 1}. ${indexed.units.get(roster.units[v.unit]?.unit ?? "")?.type.name[lang] ?? roster.units[v.unit]?.unit ?? ""}`,
  }));

  const onOption = useCallback(
    (index: number, optionId: string, count: number) => {
      const options = { ...(getValues(`units.${index}.options`) ?? {}) };
      if (count === 0) delete options[optionId];
      else options[optionId] = count;
      setValue(`units.${index}.options`, options, { shouldDirty: true });
    },
    [getValues, setValue],
  );
  // Where focus goes after adding, moving, copying or removing a unit. A new unit's card appears a
  // render after the field array changes (it waits for the watched values), so the move is retried
  // after each render until the element is there, rather than once in the next animation frame.
  const pendingFocus = useRef<{ ids: string[]; scroll: boolean; until: number } | null>(null);
  useEffect(() => {
    const want = pendingFocus.current;
    if (!want) return;
    if (Date.now() > want.until) return void (pendingFocus.current = null);
    const el = want.ids.map((id) => document.getElementById(id)).find((e) => e !== null);
    if (!el) return;
    pendingFocus.current = null;
    if (want.scroll) el.scrollIntoView({ block: "nearest" });
    el.focus({ preventScroll: want.scroll });
  });
  const focusSoon = useCallback((ids: string[], scroll = false) => {
    pendingFocus.current = { ids, scroll, until: Date.now() + 2000 };
  }, []);

  const onMove = useCallback((index: number, delta: number) => {
    const to = index + delta;
    if (to < 0 || to >= getValues("units").length) return;
    move(index, to);
    focusSoon([`unit-${to}-title`]);
  }, [move, getValues, focusSoon]);
  const onDuplicate = useCallback((index: number) => {
    const unit = getValues(`units.${index}`);
    insert(index + 1, { unit: unit.unit, options: { ...(unit.options ?? {}) } });
    focusSoon([`unit-${index + 1}-title`]);
  }, [insert, getValues, focusSoon]);
  const onRemove = useCallback((index: number) => {
    remove(index);
    focusSoon([`unit-${index}-title`, `unit-${index - 1}-title`, "book-panel-title"]);
  }, [remove, focusSoon]);
  const onAdd = (unitId: string) => {
    const index = getValues("units").length;
    append({ unit: unitId, options: {} }, { shouldFocus: false });
    focusSoon([`unit-${index}-title`], true);
  };

  async function saveMineAsCopy() {
    const result = await createRosterAction(JSON.stringify(roster)).catch(() => null);
    if (result?.status === "created") {
      rememberKey({ viewId: result.viewId, key: result.key });
      clearDraft(viewId);
      router.push(editUrl({ viewId: result.viewId, key: result.key }));
    }
  }
  function loadTheirs() {
    if (autosave.state.kind !== "conflict") return;
    const { current } = autosave.state;
    reset(current.roster);
    autosave.adopt({ json: JSON.stringify(normalise(current.roster)), version: current.summary.version });
  }

  const valid = evaluation.violations.length === 0;
  const state = autosave.state;
  const canAddMore = fields.length < ROSTER_LIMITS.unitsMax;

  return (
    <div className="builder">
      <h1 className="visually-hidden">{roster.name.trim() || t(lang, "newRoster")}</h1>
      {draft && (
        <div className="notice" role="alert">
          {t(lang, "restoreDraft", { t: new Date(draft.at).toLocaleString(lang === "ru" ? "ru-RU" : "en-GB") })}{" "}
          <button type="button" onClick={() => { apply(draft.json); setDraft(null); }}>
            {t(lang, "restore")}
          </button>{" "}
          <button type="button" onClick={() => { clearDraft(viewId); setDraft(null); }}>
            {t(lang, "discard")}
          </button>
        </div>
      )}
      {state.kind === "conflict" && (
        <div className="notice bad" role="alert">
          <p>{t(lang, "conflict", { v: state.current.summary.version })}</p>
          <button type="button" className="primary" onClick={saveMineAsCopy}>{t(lang, "saveAsCopy")}</button>{" "}
          <button type="button" onClick={loadTheirs}>{t(lang, "loadTheirs")}</button>
        </div>
      )}
      {state.kind === "forbidden" && <div className="notice bad" role="alert">{t(lang, "forbidden")}</div>}
      {state.kind === "not_found" && <div className="notice bad" role="alert">{t(lang, "notFound")}</div>}

      <section className="card roster-head" aria-label={t(lang, "rosterName")}>
        <div className="head-fields">
          <RosterHeadFields lang={lang} prefix="roster" register={register} errors={formState.errors} nameClassName="grow" />
        </div>
        <PointsBar lang={lang} points={evaluation.points} limit={roster.pointsLimit} />
        <div className="head-status">
          <span className={`badge big ${valid ? "ok" : "bad"}`} data-testid="roster-valid">{valid ? t(lang, "valid") : t(lang, "invalid")}</span>
          <SaveStatus lang={lang} state={state} onRetry={autosave.saveNow} />
          <span className="history" role="group" aria-label={`${t(lang, "undo")} / ${t(lang, "redo")}`}>
            <button type="button" onClick={history.undo} disabled={!history.canUndo} title="Ctrl+Z">↶ {t(lang, "undo")}</button>
            <button type="button" onClick={history.redo} disabled={!history.canRedo} title="Ctrl+Shift+Z">↷ {t(lang, "redo")}</button>
          </span>
          <a href={`/r/${encodeURIComponent(viewId)}`}>{t(lang, "viewLink")}</a>
        </div>
      </section>

      <div className="builder-grid">
        <ArmyBookPanel lang={lang} book={book} addState={addState} readOnly={!canAddMore} onAdd={onAdd} />
        <div className="roster-units">
          <a className="jump-to-book" href="#book-panel-title">
            + {t(lang, "addUnits")}
          </a>
          {fields.length === 0 && <p className="card muted">{t(lang, "emptyRoster")}</p>}
          {fields.map((field, i) => {
            const unit = roster.units[i];
            const result = evaluation.units[i];
            if (!unit || !result) return null;
            return (
              <UnitCard
                key={field.id}
                lang={lang}
                book={book}
                index={i}
                count={fields.length}
                unitId={unit.unit}
                type={indexed.units.get(unit.unit)}
                options={unit.options ?? {}}
                points={result.points}
                men={result.men}
                problems={problemsByUnit.get(i) ?? EMPTY}
                hints={hints[i] ?? NO_HINTS}
                readOnly={false}
                onOption={onOption}
                onMove={onMove}
                onDuplicate={onDuplicate}
                onRemove={onRemove}
              />
            );
          })}
        </div>
        <div className="side-panels">
          <ValidationPanel lang={lang} errors={panelErrors} />
          <ShareTools lang={lang} book={book} roster={roster} printHref={`/r/${encodeURIComponent(viewId)}/print`} />
        </div>
      </div>
    </div>
  );
}

const EMPTY: Problem[] = [];
const NO_HINTS: Record<string, string[]> = {};

/** The element a violation is about: the option's control, the unit card, or the points-limit field. */
function targetFor(v: Violation, roster: Roster, book: ArmyBook): string {
  const indexed = indexBook(book);
  if (v.unit !== null) {
    const type = indexed.units.get(roster.units[v.unit]?.unit ?? "");
    return v.option && type?.options.has(v.option) ? `unit-${v.unit}-${v.option}` : `unit-${v.unit}-title`;
  }
  if (v.code === "POINTS_LIMIT_EXCEEDED") return "roster-points-limit";
  const rule = book.armyRules.find((r) => r.code === v.code && "count" in r);
  const option = rule && "count" in rule ? rule.count.map((c) => c.of).find((of) => of.startsWith("option:"))?.slice(7) : undefined;
  const i = option ? roster.units.findIndex((u) => (u.options?.[option] ?? 0) > 0) : -1;
  return i >= 0 && option ? `unit-${i}-${option}` : "validation-title";
}
