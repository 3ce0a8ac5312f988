"use client";
import { useRouter } from "next/navigation";
import { Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { lazyRetrying } from "../lazy-retrying";
import { createRosterAction } from "@/app/actions/rosters";
import { indexBook } from "@/lib/army-book/book-index";
import type { ArmyBook } from "@/lib/army-book/schema";
import { evaluateRoster } from "@/lib/engine/evaluate";
import { t } from "@/lib/i18n/builder-ui";
import { charLength, ROSTER_LIMITS } from "@/lib/roster/limits";
import type { Roster } from "@/lib/roster/schema";
import type { Lang } from "@/lib/text";
import type { RosterSummary } from "@/server/data/rosters";
import { copyName } from "@/lib/roster/copy-name";
import { editUrl } from "@/lib/roster/links";
import { rememberKey } from "../key-store";
import { RosterHeadFields } from "../RosterHeadFields";
import { ArmyBookPanel } from "./ArmyBookPanel";
import { BuilderContext, type BuilderContextValue } from "./builder-context";
import { StickyBar } from "./StickyBar";
import { UnitCard } from "./UnitCard";
import { clearDraft } from "./local-copy";
import { useArrival } from "./useArrival";
import { useAutosave } from "./useAutosave";
import { useFocusSoon } from "./useFocusSoon";
import { useFocusRescue } from "../useFocusRescue";
import { useHints } from "./useHints";
import { rosterJson } from "@/lib/roster/canonical-json";
import { useBuilderState } from "./useBuilderState";
import { useUnitMarks } from "./useUnitMarks";
import { ValidationPanel, type PanelError } from "./ValidationPanel";

type Props = {
  lang: Lang;
  /** the version of the book the roster was built with */
  book: ArmyBook;
  /** the newest version of that book, when it is newer: offered as an update */
  newest?: ArmyBook;
  viewId: string;
  editKey: string;
  initialRoster: Roster;
  initialVersion: number;
  /** the roster as the server lists it, kept for "My rosters" offline */
  summary?: RosterSummary;
  /** a unit to add on arrival ("Add to roster" in the army book) */
  addUnit?: string;
  /** the site's name, after the roster's in the tab's title */
  appName: string;
};

const BookUpdate = lazyRetrying(() => import("./BookUpdate"));
const SaveNotices = lazyRetrying(() => import("./SaveNotices"));
const ConflictNotice = lazyRetrying(() => import("./SaveNotices").then((m) => ({ default: m.ConflictNotice })));
// below the list on a phone, beside it on a desktop: its code (the text export, the link tools) comes after the first load
const ShareTools = lazyRetrying(() => import("../view/ShareTools").then((m) => ({ default: m.ShareTools })));

export function Builder({ lang, book: builtWith, newest = builtWith, viewId, editKey, initialRoster, initialVersion, summary, addUnit: addOnArrival, appName }: Props) {
  const router = useRouter();
  const { state: builder, dispatch, head, setHead, headErrors, roster, json, headProblem, replace, load, canUndo, canRedo } = useBuilderState(lang, initialRoster);
  const { keys } = builder;
  const units = builder.now.units;
  // the roster is judged by its own version; "update" switches it to the newest (undo switches back)
  const book = roster.bookVersion === newest.version ? newest : builtWith;
  const indexed = indexBook(book);
  const olderBook = book.id === newest.id && book.version < newest.version;
  const evaluation = useMemo(() => evaluateRoster(book, roster), [book, roster]);
  const tally = useMemo(
    () => ({ name: roster.name, points: evaluation.points, pointsLimit: roster.pointsLimit, valid: evaluation.violations.length === 0 }),
    [roster.name, roster.pointsLimit, evaluation],
  );
  // two rosters open in two tabs are told apart by their names, as typed
  const tabTitle = roster.name.trim() || t(lang, "newRoster");
  useEffect(() => {
    document.title = `${tabTitle} · ${appName}`;
  }, [tabTitle, appName]);
  const autosave = useAutosave({ viewId, editKey, version: initialVersion, json, tally, enabled: true, onSavedElsewhere: replace });
  const marks = useUnitMarks(book, indexed, roster, evaluation, lang);
  const focusSoon = useFocusSoon();
  useFocusRescue();

  const open = useMemo(() => keys.map((k) => builder.open.has(k)), [keys, builder.open]);
  const { hints, addState } = useHints(book, indexed, roster, open, lang);

  const [sheetOpen, setSheetOpen] = useState(false);
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  // "Added: …" names the unit added last, and where it went, for 6 s
  const addedAt = builder.added === null ? -1 : keys.indexOf(builder.added);
  const added = addedAt < 0 ? null : { key: builder.added!, n: addedAt + 1, name: indexed.units.get(units[addedAt]!.unit)?.type.name[lang] ?? units[addedAt]!.unit };
  useEffect(() => {
    if (builder.added === null) return;
    const timer = setTimeout(() => dispatch({ type: "addedSeen" }), 6000);
    return () => clearTimeout(timer);
  }, [builder.added, dispatch]);

  const arrival = useArrival({
    viewId,
    editKey,
    initialRoster,
    initialVersion,
    summary,
    autosave,
    replace,
    then: () => {
      if (!addOnArrival) return;
      onAdd(addOnArrival);
      const url = new URL(window.location.href);
      url.searchParams.delete("add");
      window.history.replaceState(null, "", url);
    },
  });

  const actions = useMemo<BuilderContextValue["actions"]>(
    () => ({
      toggle: (key) => dispatch({ type: "toggle", key }),
      option: (index, optionId, count) => dispatch({ type: "option", index, optionId, count, at: Date.now() }),
      ownText: (index, field, text) => dispatch({ type: "ownText", index, field, text, at: Date.now() }),
      move: (index, delta) => {
        dispatch({ type: "move", index, to: index + delta, at: Date.now() });
        focusSoon(`unit-${index + delta}-title`);
      },
      duplicate: (index) => {
        dispatch({ type: "duplicate", index, at: Date.now() });
        focusSoon(`unit-${index + 1}-title`);
      },
      remove: (index) => {
        dispatch({ type: "remove", index, at: Date.now() });
        focusSoon(`unit-${index}-title`, `unit-${index - 1}-title`, "book-panel-title");
      },
    }),
    [dispatch, focusSoon],
  );
  const context = useMemo(() => ({ lang, book, actions }), [lang, book, actions]);

  /** Adds a unit, open, at the end; the player stays where they are and is told where it went. */
  const onAdd = (unitId: string) => dispatch({ type: "add", unitId, at: Date.now() });
  const showAdded = () => {
    if (!added) return;
    setSheetOpen(false);
    focusSoon(`unit-${addedAt}-title`);
  };

  /** Takes the player to what a problem is about, opening its unit first. */
  const go = (e: Pick<PanelError, "unit" | "target">) => {
    if (e.unit !== null && keys[e.unit] !== undefined) dispatch({ type: "open", key: keys[e.unit]! });
    setSheetOpen(false);
    focusSoon(e.target);
  };
  // a unit's own name or note past its limit keeps the roster from saving, as the head's fields do
  const overFields = useMemo(() => units.map(tooLongField), [units]);
  const overAt = overFields.findIndex((f) => f !== null);
  const overText = overAt < 0 ? null : { unit: overAt, field: overFields[overAt]! };
  const jumpToField = () => {
    if (headProblem) return go({ unit: null, target: headProblem === "limit" ? "roster-points-limit" : "roster-name" });
    if (overText) return go({ unit: overText.unit, target: `unit-${overText.unit}-${overText.field}` });
  };
  const jumpToViolation = () => {
    if (marks.first) go(marks.first);
  };

  // the fields to fix before the roster saves, prints or is shared ("name", "note of unit 3")
  const unsavable = headProblem ? headFields(lang, headProblem) : overText ? t(lang, overText.field === "label" ? "unitLabelField" : "unitNoteField", { n: overText.unit + 1 }) : null;
  const headMessage = unsavable ? t(lang, "headInvalid", { fields: unsavable }) : null;
  const [printing, setPrinting] = useState(false);
  async function print(snapshotHref: string | null) {
    setPrinting(true);
    // the cards show what is on screen: saved first, or (offline) drawn from a snapshot link of it
    if (await autosave.flush()) return router.push(`/r/${encodeURIComponent(viewId)}/print`);
    if (snapshotHref) {
      autosave.allowLeave();
      return window.location.assign(snapshotHref);
    }
    setPrinting(false);
  }

  /** game mode reads the saved roster: save first; offline, it opens with the last saved version */
  async function startGame(href: string) {
    await autosave.flush();
    autosave.allowLeave();
    window.location.assign(href);
  }

  const [copyFailed, setCopyFailed] = useState(false);
  /** after a conflict: what is on screen becomes a new roster, "… (copy)", and the builder moves to it */
  async function saveMineAsCopy(copyWord: string) {
    setCopyFailed(false);
    const result = await createRosterAction(rosterJson({ ...roster, name: copyName(roster.name, copyWord) })).catch(() => null);
    if (result?.status !== "created") return setCopyFailed(true);
    rememberKey({ viewId: result.viewId, key: result.key });
    clearDraft(viewId);
    autosave.allowLeave();
    router.push(editUrl({ viewId: result.viewId, key: result.key }));
  }
  function loadTheirs() {
    if (autosave.state.kind !== "conflict") return;
    const { current } = autosave.state;
    const theirs = rosterJson(current.roster);
    load(theirs);
    autosave.adopt({ json: theirs, version: current.summary.version });
  }

  const state = autosave.state;
  const allOpen = keys.length > 0 && open.every(Boolean);
  // why nothing more can be added or copied: the format's cap of units in one roster
  const full = units.length >= ROSTER_LIMITS.unitsMax ? t(lang, "rosterFull", { n: ROSTER_LIMITS.unitsMax }) : null;
  return (
    <BuilderContext value={context}>
      <div className="builder">
        <h1 className="visually-hidden">{roster.name.trim() || t(lang, "newRoster")}</h1>
        {(arrival.restored || state.kind === "forbidden" || state.kind === "not_found") && (
          <Suspense fallback={null}>
            <SaveNotices lang={lang} state={state} restored={arrival.restored} onDiscard={arrival.discard} />
          </Suspense>
        )}

        <section className="card roster-head" aria-label={t(lang, "rosterHead")}>
          <div className="head-fields">
            <RosterHeadFields
              lang={lang}
              prefix="roster"
              name={{ value: head.name, onChange: (e) => setHead({ name: e.target.value }) }}
              pointsLimit={{ value: Number.isNaN(head.pointsLimit) ? "" : head.pointsLimit, onChange: (e) => setHead({ pointsLimit: e.target.valueAsNumber }) }}
              errors={headErrors}
              nameClassName="grow"
            />
          </div>
          <p className="muted book-version">{t(lang, "bookVersionLabel", { name: book.name[lang], version: book.version })}</p>
        </section>
        {olderBook && (
          <Suspense fallback={null}>
            <BookUpdate lang={lang} book={book} newest={newest} roster={roster} onUpdate={(version) => dispatch({ type: "bookVersion", version, at: Date.now() })} />
          </Suspense>
        )}

        <StickyBar
          lang={lang}
          points={evaluation.points}
          limit={roster.pointsLimit}
          problems={evaluation.violations.length}
          headMessage={headMessage}
          save={state}
          onRetry={autosave.saveNow}
          onReload={autosave.reload}
          onJump={jumpToViolation}
          onJumpToField={jumpToField}
          canUndo={canUndo}
          canRedo={canRedo}
          onUndo={() => dispatch({ type: "undo" })}
          onRedo={() => dispatch({ type: "redo" })}
          sheetOpen={sheetOpen}
          onAddUnit={() => setSheetOpen((o) => !o)}
          added={added}
          onShowAdded={showAdded}
          conflict={
            state.kind === "conflict" && (
              <Suspense fallback={null}>
                <ConflictNotice lang={lang} version={state.current.summary.version} copyFailed={copyFailed} onSaveAsCopy={saveMineAsCopy} onLoadTheirs={loadTheirs} />
              </Suspense>
            )
          }
        />

        <div className="builder-grid">
          <ArmyBookPanel lang={lang} book={book} addState={addState} full={full} onAdd={onAdd} sheetOpen={sheetOpen} onClose={closeSheet} />
          <div className="roster-units">
            {units.length === 0 ? (
              <p className="card muted">{t(lang, "emptyRoster")}</p>
            ) : (
              <div className="units-tools">
                <button type="button" className="link-button" onClick={() => dispatch({ type: "openAll", open: !allOpen })}>
                  {t(lang, allOpen ? "collapseAll" : "expandAll")}
                </button>
              </div>
            )}
            {units.map((entry, i) => {
              const result = evaluation.units[i];
              const key = keys[i]!;
              if (!result) return null;
              return (
                <UnitCard
                  key={key}
                  index={i}
                  last={i === units.length - 1}
                  noCopy={full ?? addState[entry.unit]?.blocked ?? null}
                  unitKey={key}
                  entry={entry}
                  type={indexed.units.get(entry.unit)}
                  points={result.points}
                  men={result.men}
                  problems={marks.byUnit[i]!}
                  hints={hints[i] ?? NO_HINTS}
                  open={open[i]!}
                  fresh={added?.key === key}
                  textTooLong={overFields[i] !== null}
                />
              );
            })}
          </div>
          <div className="side-panels">
            <ValidationPanel lang={lang} errors={marks.panel} onGo={go} />
            <Suspense fallback={null}>
              <ShareTools
                lang={lang}
                book={book}
                roster={roster}
                own={{ viewId, editKey }}
                disabledReason={unsavable ? t(lang, "disabledUntilFixed", { fields: unsavable }) : null}
                onPrint={print}
                printing={printing}
                gameHref={`/r/${encodeURIComponent(viewId)}/game`}
                onGame={startGame}
              />
            </Suspense>
          </div>
        </div>
      </div>
    </BuilderContext>
  );
}

const NO_HINTS = {};

/** Which of a unit's own texts is past its limit (its name first), or null. */
const tooLongField = (u: Roster["units"][number]): "label" | "note" | null =>
  charLength(u.label ?? "") > ROSTER_LIMITS.labelMax ? "label" : charLength(u.note ?? "") > ROSTER_LIMITS.noteMax ? "note" : null;

function headFields(lang: Lang, which: "name" | "limit" | "both") {
  return t(lang, which === "both" ? "headFieldBoth" : which === "name" ? "headFieldName" : "headFieldLimit");
}
