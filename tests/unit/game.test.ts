import { describe, expect, it } from "vitest";
import { dispatch, gameKey, restoreGame, savedForm, startGame, undo, type Game } from "../../lib/game/game";
import { applyEvent, replay } from "../../lib/game/reducer";
import { refusalField, refusalText } from "../../lib/game/refusal-text";
import type { GameEvent, GameSetup, GameUnit } from "../../lib/game/schema";
import { heavyLostOf, initialState, lossStatus, unitStatus, type UnitTrack } from "../../lib/game/state";
import { handGameUnits, setupOf, startFormSchema } from "../../lib/game/start";
import { codeFromLink, loneRosterLink, pastedRosterLink, rosterLinkInText, rosterSourceFromLink } from "../../lib/share/roster-link";
import { book, scoring } from "../support/book";
import { gameUnitsFromRoster } from "../../lib/game/from-roster";

// a squad as its card counts it: commander 1, soldiers 3, HMG crew 2, the HMG itself 1 wound; one heavy weapon
const squad: GameUnit = {
  title: { ru: "1. Пехота", en: "1. Infantry" },
  points: 150,
  groups: [
    { label: { ru: "командир", en: "commander" }, boxes: 1 },
    { label: { ru: "3 бойца", en: "3 soldiers" }, boxes: 3 },
    { label: { ru: "расчёт 2", en: "HMG crew 2" }, boxes: 2 },
    { label: { ru: "пулемёт", en: "HMG" }, boxes: 1 },
  ],
  heavy: 1,
};
const BOXES = 7;
const byHand = handGameUnits([{ name: "Tiger", points: 300 }])[0]!;

const setup: GameSetup = {
  version: 1,
  viewId: "abc",
  pointsLimit: 1000,
  objectives: 3,
  turns: scoring.gameTurns,
  sides: [
    { name: "Red", units: [squad, { ...squad, title: { ru: "2", en: "2" }, heavy: 0 }] },
    { name: "Blue", units: [byHand] },
  ],
};

function run(events: GameEvent[], from: Game = startGame(setup)): Game {
  return events.reduce((g, e) => {
    const d = dispatch(g, e);
    if (!d.ok) throw new Error(`refused: ${JSON.stringify(d.refusal)}`);
    return d.game;
  }, from);
}
const hit = (group: number, side: 0 | 1 = 0, unit = 0): GameEvent => ({ type: "casualty", side, unit, group });
const track = (lost: number[], heavyLost = 0, override: UnitTrack["override"] = null): UnitTrack => ({ lost, heavyLost, override, pinned: false, entrenched: false });

describe("status from losses (RULES.md: destroyed / damaged / intact)", () => {
  it.each([
    ["no box ticked, no heavy weapon lost", [0, 0, 0, 0], 0, "intact"],
    ["one model lost", [0, 1, 0, 0], 0, "damaged"],
    ["all but one box", [1, 3, 2, 0], 0, "damaged"],
    ["every box ticked", [1, 3, 2, 1], 0, "destroyed"],
    ["only the heavy weapon lost, every man alive", [0, 0, 0, 0], 1, "damaged"],
    ["every box ticked and the heavy weapon lost", [1, 3, 2, 1], 1, "destroyed"],
  ] as const)("%s → %s", (_, lost, heavyLost, status) => {
    expect(lossStatus(squad, track([...lost], heavyLost))).toBe(status);
    expect(unitStatus(squad, track([...lost], heavyLost))).toBe(status);
  });

  it("every man lost is the unit destroyed, though its HMG's box or its dogs are left; a weapon's boxes count as that weapon lost", () => {
    const hmgSquad: GameUnit = {
      title: { ru: "2", en: "2" },
      points: 295,
      groups: [
        { label: { ru: "командир", en: "commander" }, boxes: 1 },
        { label: { ru: "бойцы", en: "soldiers" }, boxes: 3 },
        { label: { ru: "собаки", en: "dogs" }, boxes: 2, alive: false },
        { label: { ru: "пулемёт", en: "HMG" }, boxes: 2, alive: false, weapons: 1 },
      ],
      heavy: 1,
    };
    expect(lossStatus(hmgSquad, track([1, 3, 0, 0]))).toBe("destroyed");
    expect(lossStatus(hmgSquad, track([1, 2, 2, 2]))).toBe("damaged");
    expect(lossStatus(hmgSquad, track([0, 0, 2, 0]))).toBe("damaged");
    // the HMG's two wounds: one is a wound, both are the weapon lost
    expect(heavyLostOf(hmgSquad, track([0, 0, 0, 1]))).toBe(0);
    expect(heavyLostOf(hmgSquad, track([0, 0, 0, 2]))).toBe(1);
    expect(heavyLostOf(hmgSquad, track([0, 0, 0, 2], 1))).toBe(1);
    expect(heavyLostOf(hmgSquad, track([0, 0, 0, 0], 1))).toBe(1);
    // a game kept before rows said what they are: every row is men, as it was
    expect(lossStatus(squad, track([1, 3, 2, 0]))).toBe("damaged");
  });

  it("a squad's game units say which rows are not men and which are heavy weapons", () => {
    const units = gameUnitsFromRoster(book, { version: 1, name: "x", armyBook: "soviet", pointsLimit: 1000, units: [{ unit: "red-army-infantry", options: { hmg: 1 } }, { unit: "dog-tank-hunters", options: { dogs: 2 } }] });
    expect(units[0]!.groups.filter((g) => g.weapons).map((g) => g.weapons)).toEqual([1]);
    expect(units[1]!.groups.some((g) => g.alive === false && !g.weapons)).toBe(true);
  });

  it("the player's own status wins over the losses, both ways", () => {
    expect(unitStatus(squad, track([1, 3, 2, 1], 0, "damaged"))).toBe("damaged");
    expect(unitStatus(squad, track([0, 0, 0, 0], 0, "destroyed"))).toBe("destroyed");
    expect(unitStatus(squad, track([0, 1, 0, 0], 0, "intact"))).toBe("intact");
  });

  it("a unit typed by hand has no boxes: intact until the player says otherwise", () => {
    expect(lossStatus(byHand, track([]))).toBe("intact");
    expect(unitStatus(byHand, track([], 0, "destroyed"))).toBe("destroyed");
  });

  it("through the reducer: 0 lost, 1 lost, all lost", () => {
    let g = startGame(setup);
    expect(unitStatus(squad, g.state.units[0][0]!)).toBe("intact");
    g = run([hit(1)], g);
    expect(unitStatus(squad, g.state.units[0][0]!)).toBe("damaged");
    g = run([hit(0), hit(1), hit(1), hit(2), hit(2)], g);
    expect(unitStatus(squad, g.state.units[0][0]!)).toBe("damaged");
    g = run([hit(3)], g);
    expect(g.state.units[0][0]!.lost.reduce((a, b) => a + b)).toBe(BOXES);
    expect(unitStatus(squad, g.state.units[0][0]!)).toBe("destroyed");
    g = run([{ type: "override", side: 0, unit: 0, status: "damaged" }], g);
    expect(unitStatus(squad, g.state.units[0][0]!)).toBe("damaged");
    g = run([{ type: "override", side: 0, unit: 0, status: null }], g);
    expect(unitStatus(squad, g.state.units[0][0]!)).toBe("destroyed");
  });
});

describe("refused outside the unit's models, said at that field", () => {
  const refused = (g: Game, e: GameEvent) => {
    const d = dispatch(g, e);
    if (d.ok) throw new Error("accepted");
    return { ...d.refusal, field: refusalField(d.refusal), en: refusalText(d.refusal, g.setup, "en"), ru: refusalText(d.refusal, g.setup, "ru") };
  };

  it("a casualty past the last box of a group", () => {
    const g = run([hit(0)]);
    const r = refused(g, hit(0));
    expect(r).toMatchObject({ code: "ALL_LOST", field: "s0-u0-g0", en: "commander: all lost already (1 box).", ru: "командир: уже потеряны все (1 клетка)." });
    const three = refused(run([hit(1), hit(1), hit(1)]), hit(1));
    expect(three.en).toBe("3 soldiers: all lost already (3 boxes).");
    expect(three.ru).toBe("3 бойца: уже потеряны все (3 клетки).");
    // and the state is what it was
    expect(g.state.units[0][0]!.lost).toEqual([1, 0, 0, 0]);
  });

  it("a group or unit the setup does not have", () => {
    expect(refused(startGame(setup), hit(4))).toMatchObject({ code: "NO_SUCH_GROUP", field: "s0-u0-g4" });
    expect(refused(startGame(setup), hit(0, 1, 0))).toMatchObject({ code: "NO_SUCH_GROUP" });
    expect(refused(startGame(setup), hit(0, 1, 5))).toMatchObject({ code: "NO_SUCH_UNIT", field: "s1-u5" });
  });

  it("taking back a casualty that was never marked (a negative count)", () => {
    expect(refused(startGame(setup), { type: "revive", side: 0, unit: 0, group: 1 })).toMatchObject({ code: "NONE_LOST", en: "3 soldiers: no casualty marked — nothing to take back." });
    expect(run([hit(1), { type: "revive", side: 0, unit: 0, group: 1 }]).state.units[0][0]!.lost).toEqual([0, 0, 0, 0]);
  });

  it("heavy weapons lost: 0..what the unit has", () => {
    const at = (count: number, unit = 0): GameEvent => ({ type: "heavyLost", side: 0, unit, count });
    expect(refused(startGame(setup), at(-1))).toMatchObject({ code: "HEAVY_NEGATIVE", field: "s0-u0-heavy" });
    expect(refused(startGame(setup), at(2))).toMatchObject({ code: "HEAVY_ABOVE", max: 1, en: "The unit has 1 heavy weapon — no more can be lost.", ru: "В отряде всего 1 единица тяжёлого вооружения — больше потерять нельзя." });
    expect(refused(startGame(setup), at(1, 1))).toMatchObject({ code: "HEAVY_ABOVE", max: 0, en: "The unit has no heavy weapons." });
    expect(run([at(1)]).state.units[0][0]!.heavyLost).toBe(1);
    expect(run([at(1), at(0)]).state.units[0][0]!.heavyLost).toBe(0);
  });

  it("objectives: 0..what the table has left after the other side's", () => {
    const obj = (side: 0 | 1, count: number): GameEvent => ({ type: "objectives", side, count });
    expect(refused(startGame(setup), obj(0, -1))).toMatchObject({ code: "OBJECTIVES_NEGATIVE", field: "s0-objectives" });
    expect(refused(startGame(setup), obj(0, 4))).toMatchObject({ code: "OBJECTIVES_ABOVE", max: 3 });
    const two = run([obj(0, 2)]);
    expect(refused(two, obj(1, 2))).toMatchObject({ code: "OBJECTIVES_ABOVE", max: 1, en: "At most 1: the table has 3, the rest are the other side's." });
    expect(run([obj(1, 1)], two).state.objectives).toEqual([2, 1]);
  });

  it("nothing changes after the end but going back", () => {
    const ended = run([{ type: "end" }]);
    expect(refused(ended, hit(0))).toMatchObject({ code: "GAME_ENDED", field: "game" });
    expect(undo(ended).state.ended).toBe(false);
  });
});

describe("turns, markers, undo", () => {
  const next: GameEvent = { type: "turn", step: 1 };
  const prev: GameEvent = { type: "turn", step: -1 };

  it(`the turn counter stays within 1..${scoring.gameTurns} (the scoring data's game length)`, () => {
    let g = startGame(setup);
    expect(g.state.turn).toBe(1);
    g = run([prev], g);
    expect(g.state.turn).toBe(1);
    expect(g.events).toHaveLength(0); // a step that changes nothing is not a step to undo
    g = run(Array.from({ length: scoring.gameTurns + 3 }, () => next), g);
    expect(g.state.turn).toBe(scoring.gameTurns);
    expect(g.events).toHaveLength(scoring.gameTurns - 1);
    expect(run([prev], g).state.turn).toBe(scoring.gameTurns - 1);
  });

  it("pinned and entrenched toggle", () => {
    const m = (marker: "pinned" | "entrenched"): GameEvent => ({ type: "marker", side: 1, unit: 0, marker });
    expect(run([m("pinned")]).state.units[1][0]).toMatchObject({ pinned: true, entrenched: false });
    expect(run([m("pinned"), m("entrenched"), m("pinned")]).state.units[1][0]).toMatchObject({ pinned: false, entrenched: true });
  });

  it("undo takes back the last step, one at a time, down to the start", () => {
    const g = run([hit(1), hit(1), next, { type: "heavyLost", side: 0, unit: 0, count: 1 }]);
    const one = undo(g);
    expect(one.state.units[0][0]!.heavyLost).toBe(0);
    expect(one.state.turn).toBe(2);
    const two = undo(undo(one));
    expect(two.state.units[0][0]!.lost).toEqual([0, 1, 0, 0]);
    expect(undo(undo(two))).toEqual(startGame(setup));
    expect(undo(startGame(setup))).toEqual(startGame(setup));
  });

  it("a refused step leaves the state untouched (applyEvent)", () => {
    const state = initialState(setup);
    expect(applyEvent(setup, state, hit(9)).ok).toBe(false);
    expect(state).toEqual(initialState(setup));
  });
});

describe("what the browser keeps (zod schema of the saved game)", () => {
  const g = run([hit(1), hit(2), { type: "marker", side: 0, unit: 1, marker: "entrenched" }, { type: "objectives", side: 1, count: 2 }]);
  const stored = JSON.stringify(savedForm(g));

  it("round-trips: closing the tab and coming back resumes the same game", () => {
    expect(restoreGame(stored, "abc")).toEqual({ status: "ok", game: g });
    expect(gameKey("abc")).toBe("game:abc");
  });

  it("nothing stored → none", () => {
    expect(restoreGame(null, "abc")).toEqual({ status: "none" });
  });

  it.each([
    ["not JSON", "{oops"],
    ["JSON of another shape", JSON.stringify({ hello: 1 })],
    ["an unknown key", JSON.stringify({ ...savedForm(g), extra: true })],
    ["a negative box count", JSON.stringify({ ...savedForm(g), setup: { ...setup, sides: [{ name: "Red", units: [{ ...squad, groups: [{ label: squad.groups[0]!.label, boxes: -1 }] }] }, setup.sides[1]] } })],
    ["an unknown step", JSON.stringify({ ...savedForm(g), events: [{ type: "teleport" }] })],
    ["steps that do not replay (a casualty past the last box)", JSON.stringify({ ...savedForm(g), events: [hit(0), hit(0)] })],
    ["another roster's game", stored.replace('"viewId":"abc"', '"viewId":"xyz"')],
    ["a truncated entry", stored.slice(0, stored.length / 2)],
    ["null", "null"],
  ])("refuses %s as damaged, without throwing", (_, raw) => {
    expect(restoreGame(raw, "abc")).toEqual({ status: "damaged" });
  });

  it("replay gives the same state as the steps taken one by one", () => {
    const step = replay(setup, g.events);
    expect(step.ok && step.state).toEqual(g.state);
  });
});

describe("the opponent's roster by link", () => {
  it.each([
    ["https://x.test/s/AbC_-9?x=1", { code: "AbC_-9" }],
    ["AbC_-9", { code: "AbC_-9" }],
    ["https://x.test/r/view-ID_1", { viewId: "view-ID_1" }],
    ["https://x.test/r/view1/game", { viewId: "view1" }],
    ["  https://x.test/r/view1/edit?key=secret  ", { viewId: "view1" }],
    ["/r/view1#top", { viewId: "view1" }],
    // the app's own pages of a snapshot: its cards, its reference sheet
    ["https://x.test/s/AbC_-9/print?sheet=1", { code: "AbC_-9" }],
    ["/s/AbC_-9#units", { code: "AbC_-9" }],
    // as a chat or a sentence leaves it
    ["https://x.test/s/AbC_-9.", { code: "AbC_-9" }],
    ["(https://x.test/r/view1)", { viewId: "view1" }],
    ["«https://x.test/s/AbC_-9»!", { code: "AbC_-9" }],
  ])("%s → %o", (text, source) => {
    expect(rosterSourceFromLink(text)).toEqual(source);
  });

  it("a snapshot's code is read the same from its link, its print link and alone", () => {
    for (const text of ["AbC_-9", " https://x.test/s/AbC_-9 ", "https://x.test/s/AbC_-9/print", "https://x.test/s/AbC_-9?lang=ru"]) expect(codeFromLink(text), text).toBe("AbC_-9");
  });
});

describe("a roster link pasted into an event's form", () => {
  it("is taken alone, as a bare code, or from the chat text it ends", () => {
    expect(pastedRosterLink(" (https://x.test/s/AbC_-9). ")).toBe("https://x.test/s/AbC_-9");
    expect(pastedRosterLink(" AbC_-9 ")).toBe("AbC_-9");
    expect(pastedRosterLink("Штурм — 975 / 1000\n1. Снайперы\nhttps://x.test/s/AbC_-9")).toBe("https://x.test/s/AbC_-9");
  });
  it("is none in a text without one: it is not a damaged link", () => {
    for (const text of ["hello world", "my list", "x.test/list", "Штурм высоты"]) expect(pastedRosterLink(text), text).toBeNull();
  });
});

describe("a roster link pasted alone into the import", () => {
  it.each([
    "https://x.test/s/AbC_-9",
    "  http://localhost:3000/s/AbC_-9?utm=chat \n",
    "https://x.test/r/view1/edit?key=secret",
    "/r/view1",
    "https://x.test/s/AbC_-9/print?sheet=1",
    "https://x.test/s/AbC_-9.",
    "(https://x.test/s/AbC_-9)",
    "<https://x.test/s/AbC_-9> !!!",
    "«https://x.test/r/view1»",
  ])("%j is a link", (text) => expect(loneRosterLink(text)).not.toBeNull());
  it("the link is what is left of it: no bracket, quote or full stop around it", () => {
    expect(loneRosterLink("(https://x.test/s/AbC_-9).")).toBe("https://x.test/s/AbC_-9");
    expect(loneRosterLink(" «https://x.test/r/view1/edit?key=k» ")).toBe("https://x.test/r/view1/edit?key=k");
  });
  it("256 KB of spaces (what the import may send) is read at once, not by trying each split of it", () => {
    expect(loneRosterLink("a" + " ".repeat(250_000) + "x")).toBeNull();
    expect(loneRosterLink("(" + " ".repeat(250_000) + "https://x.test/s/AbC" + ".".repeat(250_000))).toBe("https://x.test/s/AbC");
    expect(rosterLinkInText("http://" + "a".repeat(250_000))).toBeNull();
  });
  it("inside a longer text, the first roster link is found (a chat text ends with its share link)", () => {
    expect(rosterLinkInText("Штурм — 975 / 1000\n1. Снайперы\nhttps://x.test/s/AbC_-9.")).toBe("https://x.test/s/AbC_-9");
    expect(rosterLinkInText("see my list: http://localhost:3000/r/view1/edit?key=k !!!")).toBe("http://localhost:3000/r/view1");
    expect(rosterLinkInText("no link here, only /s/AbC")).toBeNull();
  });
  it.each([
    "AbC_-9",
    "Штурм высоты — 975 / 1000\nhttps://x.test/s/AbC_-9",
    "see https://x.test/s/AbC_-9",
    "https://x.test/roster/AbC",
    "https://x.test/s/",
    "s/AbC_-9",
    '{"link": "https://x.test/s/AbC"}',
  ])("%j is not", (text) => expect(loneRosterLink(text)).toBeNull());
});

describe("starting a game", () => {
  const form = { myName: "Red", opponentName: "Blue", pointsLimit: 1500, objectives: 2, units: [{ name: " Tiger ", points: 300 }, { name: "", points: 0 }] };

  it("the opponent by hand: status-only units named in both languages; the turns from the scoring data", () => {
    const s = setupOf({ viewId: "v", me: { units: [squad] }, form, opponentUnits: null, turns: scoring.gameTurns })!;
    expect(s.sides[1].units).toEqual([
      { title: { ru: "1. Tiger", en: "1. Tiger" }, points: 300, groups: [], heavy: 0 },
      { title: { ru: "2. Отряд", en: "2. Unit" }, points: 0, groups: [], heavy: 0 },
    ]);
    expect(s).toMatchObject({ pointsLimit: 1500, objectives: 2, turns: 6, sides: [{ name: "Red", units: [squad] }, { name: "Blue" }] });
  });

  it("my side is named as the form says, not as the roster is; a name of exactly 100 characters is taken", () => {
    const s = setupOf({ viewId: "v", me: { units: [squad] }, form: { ...form, myName: "Иван" }, opponentUnits: null, turns: 6 })!;
    expect(s.sides.map((side) => side.name)).toEqual(["Иван", "Blue"]);
    expect(startFormSchema.safeParse({ ...form, myName: "Я".repeat(100) }).success).toBe(true);
  });

  it("the opponent from a roster: its units as loaded, the hand rows ignored", () => {
    const s = setupOf({ viewId: "v", me: { units: [] }, form, opponentUnits: [squad], turns: 6 })!;
    expect(s.sides[1].units).toEqual([squad]);
  });

  it.each([
    ["a game size below the format's minimum", { pointsLimit: 299 }, "pointsLimit"],
    ["objectives below zero", { objectives: -1 }, "objectives"],
    ["a unit of negative points", { units: [{ name: "x", points: -5 }] }, "units.0.points"],
    ["an empty opponent name", { opponentName: "" }, "opponentName"],
    ["an empty name of my side", { myName: "" }, "myName"],
    ["a name of my side over 100 characters", { myName: "Я".repeat(101) }, "myName"],
  ])("the form refuses %s at its field", (_, patch, path) => {
    const parsed = startFormSchema.safeParse({ ...form, ...patch });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join("."))).toEqual([path]);
  });
});
