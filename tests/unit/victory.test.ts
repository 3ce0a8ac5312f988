import { describe, it, expect } from "vitest";
import { calculateVictory } from "../../lib/victory/calculate";
import { calculateVictoryFromInput } from "../../lib/victory/from-input";
import type { VictoryInput } from "../../lib/victory/schema";
import { scoring } from "../support/book";

type Status = "intact" | "damaged" | "destroyed";
type Unit = { points: number; status: Status };

function game(pointsLimit: number, p0: { objectives?: number; units?: Unit[] }, p1: { objectives?: number; units?: Unit[] }): VictoryInput {
  return {
    version: 1,
    pointsLimit,
    players: [
      { name: "Red", objectives: p0.objectives ?? 0, units: p0.units ?? [] },
      { name: "Blue", objectives: p1.objectives ?? 0, units: p1.units ?? [] },
    ],
  };
}

/** Through the input parser, as the CLI and API do. */
function result(input: unknown) {
  const outcome = calculateVictoryFromInput(input, scoring);
  if (!outcome.ok) throw new Error(`rejected: ${JSON.stringify(outcome.errors)}`);
  expect(outcome.result).toEqual(calculateVictory(input as VictoryInput, scoring));
  return outcome.result;
}

/** Player 0 ahead by exactly d: player 1 lost a unit of d points. */
const leadBy = (pointsLimit: number, d: number) => result(game(pointsLimit, {}, { units: [{ points: d, status: "destroyed" }] }));

describe("the RULES.md example", () => {
  it("Red 362, Blue 200, difference 162, MINOR_VICTORY, winner 0", () => {
    const input = {
      version: 1,
      pointsLimit: 1000,
      players: [
        { name: "Red", objectives: 1, units: [{ points: 200, status: "destroyed" }] },
        { name: "Blue", objectives: 0, units: [{ points: 125, status: "damaged" }] },
      ],
    };
    expect(result(input)).toEqual({ victoryPoints: [362, 200], difference: 162, band: "MINOR_VICTORY", winner: 0 });
  });
});

describe("bands for pointsLimit ≤ 3000", () => {
  it.each([
    [0, "DRAW"],
    [1, "DRAW"],
    [99, "DRAW"],
    [100, "MINOR_VICTORY"],
    [499, "MINOR_VICTORY"],
    [500, "CONFIDENT_VICTORY"],
    [999, "CONFIDENT_VICTORY"],
    [1000, "CRUSHING_VICTORY"],
    [1499, "CRUSHING_VICTORY"],
    [1500, "ROUT"],
    [5000, "ROUT"],
  ])("difference %i → %s", (d, band) => {
    for (const limit of [300, 1000, 3000]) {
      const r = leadBy(limit, d);
      expect(r.difference).toBe(d);
      expect(r.band).toBe(band);
      expect(r.winner).toBe(band === "DRAW" ? null : 0);
    }
  });
});

describe("bands for pointsLimit > 3000", () => {
  it.each([
    [0, "DRAW"],
    [100, "DRAW"],
    [499, "DRAW"],
    [500, "MINOR_VICTORY"],
    [1499, "MINOR_VICTORY"],
    [1500, "CONFIDENT_VICTORY"],
    [1999, "CONFIDENT_VICTORY"],
    [2000, "CRUSHING_VICTORY"],
    [2499, "CRUSHING_VICTORY"],
    [2500, "ROUT"],
    [10_000, "ROUT"],
  ])("difference %i → %s", (d, band) => {
    for (const limit of [3001, 5000, 100_000]) {
      const r = leadBy(limit, d);
      expect(r.difference).toBe(d);
      expect(r.band).toBe(band);
      expect(r.winner).toBe(band === "DRAW" ? null : 0);
    }
  });
});

describe("the game-size switch is at 3000", () => {
  it.each([
    [99, "DRAW", "DRAW"],
    [100, "MINOR_VICTORY", "DRAW"],
    [500, "CONFIDENT_VICTORY", "MINOR_VICTORY"],
    [1000, "CRUSHING_VICTORY", "MINOR_VICTORY"],
    [1500, "ROUT", "CONFIDENT_VICTORY"],
    [2000, "ROUT", "CRUSHING_VICTORY"],
    [2500, "ROUT", "ROUT"],
  ])("difference %i: %s at 3000, %s at 3001", (d, at3000, at3001) => {
    expect(leadBy(3000, d).band).toBe(at3000);
    expect(leadBy(3001, d).band).toBe(at3001);
  });
});

describe("victory points", () => {
  it("destroyed → the full cost to the opponent", () => {
    expect(result(game(1000, {}, { units: [{ points: 137, status: "destroyed" }] })).victoryPoints).toEqual([137, 0]);
    expect(result(game(1000, { units: [{ points: 137, status: "destroyed" }] }, {})).victoryPoints).toEqual([0, 137]);
  });
  it.each([
    [125, 62],
    [1, 0],
    [3, 1],
    [199, 99],
    [200, 100],
    [0, 0],
    [100_000, 50_000],
    [99_999, 49_999],
  ])("damaged %i → floor(cost / 2) = %i", (cost, vp) => {
    expect(result(game(1000, {}, { units: [{ points: cost, status: "damaged" }] })).victoryPoints).toEqual([vp, 0]);
  });
  it("intact → 0", () => {
    expect(result(game(1000, { units: [{ points: 500, status: "intact" }] }, { units: [{ points: 999, status: "intact" }] })).victoryPoints).toEqual([0, 0]);
  });
  it("damaged is floored per unit, not on the sum (two 125s damaged → 62 + 62)", () => {
    const r = result(game(1000, {}, { units: [{ points: 125, status: "damaged" }, { points: 125, status: "damaged" }] }));
    expect(r.victoryPoints).toEqual([124, 0]);
  });
  it("each objective is worth 300 to the player who holds it", () => {
    expect(result(game(1000, { objectives: 1 }, {})).victoryPoints).toEqual([300, 0]);
    expect(result(game(1000, { objectives: 2 }, { objectives: 3 })).victoryPoints).toEqual([600, 900]);
    expect(result(game(1000, { objectives: 20 }, {})).victoryPoints).toEqual([6000, 0]);
    expect(result(game(1000, { objectives: 0 }, { objectives: 0 })).victoryPoints).toEqual([0, 0]);
  });
  it("a mixed list: losses scored by the opponent, objectives by the holder", () => {
    const r = result(
      game(
        2000,
        { objectives: 1, units: [{ points: 300, status: "destroyed" }, { points: 151, status: "damaged" }, { points: 400, status: "intact" }] },
        { objectives: 2, units: [{ points: 220, status: "destroyed" }, { points: 99, status: "damaged" }, { points: 1, status: "damaged" }] },
      ),
    );
    // Red: 220 + 49 + 0 + 300 = 569; Blue: 300 + 75 + 0 + 600 = 975
    expect(r).toEqual({ victoryPoints: [569, 975], difference: 406, band: "MINOR_VICTORY", winner: 1 });
  });
  it("no units and no objectives → 0 : 0 draw", () => {
    expect(result(game(1000, {}, {}))).toEqual({ victoryPoints: [0, 0], difference: 0, band: "DRAW", winner: null });
  });
});

describe("winner", () => {
  it("player 1 wins when ahead", () => {
    const r = result(game(1000, { units: [{ points: 700, status: "destroyed" }] }, {}));
    expect(r).toEqual({ victoryPoints: [0, 700], difference: 700, band: "CONFIDENT_VICTORY", winner: 1 });
  });
  it("player 0 wins when ahead", () => expect(leadBy(1000, 100).winner).toBe(0));
  it("a tie is a DRAW with winner null", () => {
    const r = result(game(1000, { objectives: 1 }, { objectives: 1 }));
    expect(r).toEqual({ victoryPoints: [300, 300], difference: 0, band: "DRAW", winner: null });
  });
  it("a lead inside the draw band is still winner null", () => {
    expect(leadBy(1000, 99)).toEqual({ victoryPoints: [99, 0], difference: 99, band: "DRAW", winner: null });
    expect(leadBy(5000, 499)).toEqual({ victoryPoints: [499, 0], difference: 499, band: "DRAW", winner: null });
    const behind = result(game(1000, { units: [{ points: 99, status: "destroyed" }] }, {}));
    expect(behind.winner).toBeNull();
  });
  it("difference is symmetric", () => {
    const a = result(game(1000, { objectives: 2 }, { units: [{ points: 40, status: "destroyed" }] }));
    const b = result(game(1000, { units: [{ points: 40, status: "destroyed" }] }, { objectives: 2 }));
    expect(a.difference).toBe(640);
    expect(b.difference).toBe(640);
    expect(a.band).toBe(b.band);
    expect([a.winner, b.winner]).toEqual([0, 1]);
  });
});

describe("bad input → not ok", () => {
  const valid = () => ({
    version: 1,
    pointsLimit: 1000,
    players: [
      { name: "Red", objectives: 1, units: [{ points: 200, status: "destroyed" }] },
      { name: "Blue", objectives: 0, units: [{ points: 125, status: "damaged" }] },
    ],
  });
  type V = ReturnType<typeof valid>;
  const mutate = (f: (v: V) => unknown) => {
    const v = valid();
    return f(v) ?? v;
  };
  function rejected(input: unknown): (string | number)[][] {
    const outcome = calculateVictoryFromInput(input, scoring);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return [];
    expect(outcome.errors.length).toBeGreaterThan(0);
    for (const e of outcome.errors) {
      expect(e.code).toBe("INVALID_INPUT");
      expect(Array.isArray(e.path)).toBe(true);
      expect(e.message.length).toBeGreaterThan(0);
    }
    return outcome.errors.map((e) => e.path);
  }
  function ok(input: unknown) {
    expect(calculateVictoryFromInput(input, scoring).ok).toBe(true);
  }

  it("the baseline is ok", () => ok(valid()));
  it.each([null, undefined, 1, "x", [], {}])("%j → not ok", (input) => {
    rejected(input);
  });
  it("one player", () => rejected(mutate((v) => void v.players.pop())));
  it("no players", () => rejected(mutate((v) => void (v.players = []))));
  it("three players", () => rejected(mutate((v) => void v.players.push({ name: "Green", objectives: 0, units: [] }))));
  it("an unknown top-level key", () => expect(rejected({ ...valid(), winner: 0 })).toEqual([["winner"]]));
  it("an unknown player key", () => expect(rejected(mutate((v) => void Object.assign(v.players[0]!, { score: 1 })))).toEqual([["players", 0, "score"]]));
  it("an unknown unit key", () => expect(rejected(mutate((v) => void Object.assign(v.players[1]!.units[0]!, { unit: "guards" })))).toEqual([["players", 1, "units", 0, "unit"]]));
  it.each(["lost", "Destroyed", "", "routed"])("status %j", (status) => {
    expect(rejected(mutate((v) => void (v.players[0]!.units[0]!.status = status)))).toEqual([["players", 0, "units", 0, "status"]]);
  });
  it.each(["intact", "damaged", "destroyed"])("status %j is ok", (status) => ok(mutate((v) => void (v.players[0]!.units[0]!.status = status))));
  it("objectives 0 and 20 are ok; 21, -1 and 1.5 are not", () => {
    ok(mutate((v) => void (v.players[0]!.objectives = 0)));
    ok(mutate((v) => void (v.players[0]!.objectives = 20)));
    expect(rejected(mutate((v) => void (v.players[0]!.objectives = 21)))).toEqual([["players", 0, "objectives"]]);
    rejected(mutate((v) => void (v.players[0]!.objectives = -1)));
    rejected(mutate((v) => void (v.players[0]!.objectives = 1.5)));
  });
  it("objectives missing or a string", () => {
    rejected(mutate((v) => void delete (v.players[0] as Partial<V["players"][number]>).objectives));
    rejected(mutate((v) => void ((v.players[0] as Record<string, unknown>).objectives = "1")));
  });
  it("unit points 0 and 100000 are ok; 100001, -1 and 2.5 are not", () => {
    ok(mutate((v) => void (v.players[0]!.units[0]!.points = 0)));
    ok(mutate((v) => void (v.players[0]!.units[0]!.points = 100_000)));
    expect(rejected(mutate((v) => void (v.players[0]!.units[0]!.points = 100_001)))).toEqual([["players", 0, "units", 0, "points"]]);
    rejected(mutate((v) => void (v.players[0]!.units[0]!.points = -1)));
    rejected(mutate((v) => void (v.players[0]!.units[0]!.points = 2.5)));
  });
  it("name: optional, 1..100 characters", () => {
    ok(mutate((v) => void delete (v.players[0] as Partial<V["players"][number]>).name));
    ok(mutate((v) => void (v.players[0]!.name = "a".repeat(100))));
    ok(mutate((v) => void (v.players[0]!.name = "🎖".repeat(100))));
    expect(rejected(mutate((v) => void (v.players[0]!.name = "")))).toEqual([["players", 0, "name"]]);
    rejected(mutate((v) => void (v.players[0]!.name = "a".repeat(101))));
    rejected(mutate((v) => void ((v.players[0] as Record<string, unknown>).name = 7)));
  });
  it("pointsLimit 300..100000", () => {
    ok({ ...valid(), pointsLimit: 300 });
    ok({ ...valid(), pointsLimit: 100_000 });
    expect(rejected({ ...valid(), pointsLimit: 299 })).toEqual([["pointsLimit"]]);
    expect(rejected({ ...valid(), pointsLimit: 100_001 })).toEqual([["pointsLimit"]]);
    rejected({ ...valid(), pointsLimit: 1000.5 });
    rejected({ ...valid(), pointsLimit: "1000" });
  });
  it("version must be 1", () => {
    expect(rejected({ ...valid(), version: 2 })).toEqual([["version"]]);
    rejected({ ...valid(), version: "1" });
    const { version: _v, ...rest } = valid();
    rejected(rest);
  });
  it("units must be a list (an empty one is ok)", () => {
    ok(mutate((v) => void (v.players[0]!.units = [])));
    rejected(mutate((v) => void ((v.players[0] as Record<string, unknown>).units = {})));
    rejected(mutate((v) => void delete (v.players[0] as Partial<V["players"][number]>).units));
  });
  it("messages exist in ru and en and differ", () => {
    const bad = { ...valid(), pointsLimit: 299 };
    const en = calculateVictoryFromInput(bad, scoring, "en");
    const ru = calculateVictoryFromInput(bad, scoring, "ru");
    if (en.ok || ru.ok) throw new Error("expected bad input");
    expect(en.errors[0]!.message).not.toBe(ru.errors[0]!.message);
    expect(ru.errors[0]!.message).toMatch(/[А-Яа-яЁё]/);
  });
});
