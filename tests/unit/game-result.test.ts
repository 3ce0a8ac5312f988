import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { armyCards } from "../../lib/cards/army-facts";
import { casualtyGroups } from "../../lib/cards/card-text";
import { gameUnitsFromRoster } from "../../lib/game/from-roster";
import { dispatch, startGame } from "../../lib/game/game";
import { victoryInputOf, victoryLabelsOf } from "../../lib/game/result";
import type { GameEvent, GameSetup, GameUnit } from "../../lib/game/schema";
import { calculateVictory } from "../../lib/victory/calculate";
import { calculateVictoryFromInput } from "../../lib/victory/from-input";
import { victoryRowsFromRoster } from "../../lib/victory/from-roster";
import type { UnitStatus, VictoryInput } from "../../lib/victory/schema";
import { decodeVictory, encodeVictory } from "../../lib/victory/share";
import { book, roster, scoring } from "../support/book";

const unitArb: fc.Arbitrary<GameUnit> = fc.record({
  title: fc.constant({ ru: "отряд", en: "unit" }),
  points: fc.integer({ min: 0, max: 2000 }),
  groups: fc.array(fc.record({ label: fc.constant({ ru: "г", en: "g" }), boxes: fc.integer({ min: 1, max: 4 }) }), { maxLength: 3 }),
  heavy: fc.integer({ min: 0, max: 2 }),
});
const setupArb: fc.Arbitrary<GameSetup> = fc.record({
  version: fc.constant(1 as const),
  viewId: fc.constant("v"),
  pointsLimit: fc.integer({ min: 300, max: 6000 }),
  objectives: fc.integer({ min: 0, max: 4 }),
  turns: fc.constant(scoring.gameTurns),
  sides: fc.tuple(
    fc.record({ name: fc.constant("Red"), units: fc.array(unitArb, { maxLength: 5 }) }),
    fc.record({ name: fc.constant("Blue"), units: fc.array(unitArb, { maxLength: 5 }) }),
  ),
});
const side = fc.constantFrom(0 as const, 1 as const);
const idx = fc.integer({ min: 0, max: 5 });
const eventArb: fc.Arbitrary<GameEvent> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ type: fc.constant("casualty" as const), side, unit: idx, group: fc.integer({ min: 0, max: 3 }) }) },
  fc.record({ type: fc.constant("revive" as const), side, unit: idx, group: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ type: fc.constant("heavyLost" as const), side, unit: idx, count: fc.integer({ min: -1, max: 3 }) }),
  fc.record({ type: fc.constant("override" as const), side, unit: idx, status: fc.constantFrom("intact" as const, "damaged" as const, "destroyed" as const, null) }),
  fc.record({ type: fc.constant("objectives" as const), side, count: fc.integer({ min: -1, max: 5 }) }),
);

/**
 * The oracle: what a player would tap into the victory calculator for each unit, worked out from the
 * steps alone (counts kept by hand, refused steps skipped as the page skips them).
 */
function statusesByHand(setup: GameSetup, events: GameEvent[]): { statuses: UnitStatus[][]; objectives: number[] } {
  const lost = setup.sides.map((s) => s.units.map((u) => u.groups.map(() => 0)));
  const heavy = setup.sides.map((s) => s.units.map(() => 0));
  const own = setup.sides.map((s) => s.units.map((): UnitStatus | null => null));
  const objectives = [0, 0];
  for (const e of events) {
    if (e.type === "objectives") {
      if (e.count >= 0 && e.count + objectives[1 - e.side]! <= setup.objectives) objectives[e.side] = e.count;
      continue;
    }
    if (e.type === "turn" || e.type === "end" || !setup.sides[e.side].units[e.unit]) continue;
    const u = setup.sides[e.side].units[e.unit]!;
    if (e.type === "casualty" && e.group < u.groups.length && lost[e.side]![e.unit]![e.group]! < u.groups[e.group]!.boxes) lost[e.side]![e.unit]![e.group]! += 1;
    if (e.type === "revive" && e.group < u.groups.length && lost[e.side]![e.unit]![e.group]! > 0) lost[e.side]![e.unit]![e.group]! -= 1;
    if (e.type === "heavyLost" && e.count >= 0 && e.count <= u.heavy) heavy[e.side]![e.unit] = e.count;
    if (e.type === "override") own[e.side]![e.unit] = e.status;
  }
  const statuses = setup.sides.map((s, si) =>
    s.units.map((u, ui): UnitStatus => {
      const o = own[si]![ui];
      if (o) return o;
      const total = u.groups.reduce((a, g) => a + g.boxes, 0);
      const gone = lost[si]![ui]!.reduce((a, b) => a + b, 0);
      if (total > 0 && gone === total) return "destroyed";
      return gone > 0 || heavy[si]![ui]! > 0 ? "damaged" : "intact";
    }),
  );
  return { statuses, objectives };
}

describe("a tracked game ends in the calculator's result for the same statuses", () => {
  it("property: victoryInputOf(game) → calculateVictory = the calculator fed the oracle's statuses", () => {
    fc.assert(
      fc.property(setupArb, fc.array(eventArb, { maxLength: 60 }), (setup, events) => {
        let game = startGame(setup);
        for (const e of events) {
          const d = dispatch(game, e);
          if (d.ok) game = d.game;
        }
        const input = victoryInputOf(game);
        const oracle = statusesByHand(setup, events);
        const typedIn: VictoryInput = {
          version: 1,
          pointsLimit: setup.pointsLimit,
          players: [0, 1].map((s) => ({
            name: setup.sides[s]!.name,
            objectives: oracle.objectives[s]!,
            units: setup.sides[s]!.units.map((u, i) => ({ points: u.points, status: oracle.statuses[s]![i]! })),
          })) as VictoryInput["players"],
        };
        expect(input).toEqual(typedIn);
        // a valid victory input v1, read as the API and the CLI read it, with the same result
        const outcome = calculateVictoryFromInput(input, scoring);
        expect(outcome).toEqual({ ok: true, result: calculateVictory(typedIn, scoring) });
      }),
      { numRuns: 300 },
    );
  });

  it("the result link is the calculator's own format and opens the same game", () => {
    let game = startGame({
      version: 1, viewId: "v", pointsLimit: 1000, objectives: 2, turns: scoring.gameTurns,
      sides: [
        { name: "Red", units: [{ title: { ru: "1. Пехота", en: "1. Infantry" }, points: 200, groups: [{ label: { ru: "б", en: "s" }, boxes: 1 }], heavy: 0 }] },
        { name: "Blue", units: [{ title: { ru: "1. Гвардия", en: "1. Guards" }, points: 125, groups: [], heavy: 0 }] },
      ],
    });
    for (const e of [
      { type: "casualty", side: 0, unit: 0, group: 0 },
      { type: "override", side: 1, unit: 0, status: "damaged" },
      { type: "objectives", side: 1, count: 1 },
    ] as GameEvent[])
      game = (dispatch(game, e) as { ok: true; game: typeof game }).game;
    const input = victoryInputOf(game);
    // RULES.md's example, mirrored: Red lost its 200 (destroyed), Blue's 125 is damaged, Blue holds one objective
    expect(calculateVictory(input, scoring)).toEqual({ victoryPoints: [62, 500], difference: 438, band: "MINOR_VICTORY", winner: 1 });
    const shared = decodeVictory(encodeVictory(input, victoryLabelsOf(game, "en")));
    expect(shared).toEqual({ input, labels: [["1. Infantry"], ["1. Guards"]] });
  });
});

describe("a roster's units in a game are its army cards' units", () => {
  // every unit of the book, with options that bring models, crews, weapon models and dogs
  const r = roster([
    ...book.units.map((u) => ({ unit: u.id })),
    { unit: "red-army-infantry", options: { "extra-soldiers": 6, "platoon-commander": 1, lmg: 1, hmg: 1, "aa-mount": 1 } },
    { unit: "guards", options: { "extra-soldiers": 6, atr: 1, bazooka: 1 } },
    { unit: "dog-tank-hunters", options: { dogs: 4 } },
    { unit: "snipers", options: { "extra-soldiers": 2, spotter: 1, dummy: 1 } },
  ]);
  const units = gameUnitsFromRoster(book, r);

  it("casualty boxes: the card's groups, in both languages, box for box", () => {
    for (const lang of ["ru", "en"] as const) {
      const { cards } = armyCards(book, r, lang);
      // what each row is (men or not, heavy weapons) comes along with its label and boxes
      expect(units.map((u) => u.groups.map(({ label, ...rest }) => ({ label: label[lang], ...rest })))).toEqual(cards.map((c) => casualtyGroups(c, lang)));
    }
  });

  it("points: the victory calculator's rows; heavy weapons: the options of the book's heavy category", () => {
    expect(units.map((u) => u.points)).toEqual(victoryRowsFromRoster(book, r, "en").map((row) => row.points));
    expect(units.map((u) => u.title.en)).toEqual(victoryRowsFromRoster(book, r, "en").map((row) => row.label));
    const heavyIds = new Set(book.units.flatMap((u) => u.options.filter((o) => o.category === "heavy").map((o) => o.id)));
    expect(units.map((u) => u.heavy)).toEqual(r.units.map((u) => Object.entries(u.options ?? {}).reduce((sum, [id, n]) => sum + (heavyIds.has(id) ? n : 0), 0)));
    expect(units.at(-3)!.heavy).toBe(2);
  });
});
