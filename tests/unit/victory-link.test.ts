import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gameUnitsFromRoster } from "../../lib/game/from-roster";
import { startGame } from "../../lib/game/game";
import { victoryInputOf, victoryLabelsOf } from "../../lib/game/result";
import type { GameUnit } from "../../lib/game/schema";
import { toBase64Url } from "../../lib/share/base64url";
import { UNIT_STATUSES, VICTORY_LIMITS, type VictoryInput } from "../../lib/victory/schema";
import { decodeVictory, encodeVictory } from "../../lib/victory/share";
import { book, scoring } from "../support/book";

/** A 1000-point game as players bring it: eight units a side, both with their own labels. */
function typicalGame(lang: "ru" | "en") {
  const mine = gameUnitsFromRoster(book, {
    version: 1, name: "Штурмовая рота", armyBook: "soviet", pointsLimit: 1000,
    units: [
      { unit: "red-army-infantry", options: { "extra-soldiers": 6, "platoon-commander": 1, lmg: 1 } },
      { unit: "red-army-infantry", options: { "extra-soldiers": 6, lmg: 1 } },
      { unit: "red-army-infantry", options: { "extra-soldiers": 6 } },
      { unit: "guards" },
      { unit: "snipers", options: { spotter: 1 } },
      { unit: "scouts" },
      { unit: "cavalry" },
      { unit: "naval-infantry" },
    ],
  });
  const theirs: GameUnit[] = ["Пехотное отделение", "Пехотное отделение", "Пулемётный расчёт MG-34", "Снайперская пара", "Миномётный расчёт", "Штаб роты", "Танк Pz.IV Ausf. G", "Разведывательное отделение"].map((name, i) => ({
    title: { ru: `${i + 1}. ${name}`, en: `${i + 1}. ${name}` },
    points: [95, 95, 60, 70, 80, 110, 240, 90][i]!,
    groups: [],
    heavy: 0,
  }));
  const game = startGame({ version: 1, viewId: "v", pointsLimit: 1000, objectives: 3, turns: scoring.gameTurns, sides: [{ name: "Штурмовая рота", units: mine }, { name: "Вермахт", units: theirs }] });
  // a game that happened: some units hurt or lost, objectives taken
  const statuses = (n: number) => Array.from({ length: n }, (_, i) => UNIT_STATUSES[i % 3]!);
  const input = victoryInputOf(game);
  const played: VictoryInput = {
    ...input,
    players: [
      { ...input.players[0], objectives: 2, units: input.players[0].units.map((u, i) => ({ ...u, status: statuses(8)[i]! })) },
      { ...input.players[1], objectives: 1, units: input.players[1].units.map((u, i) => ({ ...u, status: statuses(8)[(i + 1) % 8]! })) },
    ],
  };
  return { input: played, labels: victoryLabelsOf(game, lang) };
}

const textArb = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom("Пехотное отделение", "Red Army Infantry", "Танк «Т-34» №2 — ёж", "🪖", ""),
);
const gameArb = fc.integer({ min: 0, max: 12 }).chain((a) =>
  fc.integer({ min: 0, max: 12 }).chain((b) => {
    const player = (n: number) =>
      fc.record(
        {
          name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0 && s === s.normalize("NFC")),
          objectives: fc.integer({ min: 0, max: VICTORY_LIMITS.objectivesMax }),
          units: fc.array(fc.record({ points: fc.integer({ min: 0, max: VICTORY_LIMITS.unitPointsMax }), status: fc.constantFrom(...UNIT_STATUSES) }), { minLength: n, maxLength: n }),
        },
        { requiredKeys: ["objectives", "units"] },
      );
    // labels as the game and the calculator write them ("3. …"), also repeated, also not numbered
    const labels = (n: number) => fc.array(fc.tuple(fc.boolean(), textArb), { minLength: n, maxLength: n }).map((ls) => ls.map(([numbered, text], i) => (numbered ? `${i + 1}. ${text}` : text)));
    return fc.record({
      input: fc.record({ version: fc.constant(1 as const), pointsLimit: fc.integer({ min: 300, max: 100_000 }), players: fc.tuple(player(a), player(b)) }),
      labels: fc.tuple(labels(a), labels(b)),
    });
  }),
);

describe("the result link", () => {
  it.each(["ru", "en"] as const)("of a typical 1000-point game (eight units a side, %s labels) is a link of at most 300 characters and opens as it was", (lang) => {
    const { input, labels } = typicalGame(lang);
    const code = encodeVictory(input, labels);
    // the whole link as a chat shows it, with a server's address
    expect(`https://hq.example.org/victory?r=${code}`.length).toBeLessThanOrEqual(300);
    expect(decodeVictory(code)).toEqual({ input, labels });
    // the first format took about 1,600 characters for the same game
    expect(toBase64Url(new TextEncoder().encode(JSON.stringify({ input, labels }))).length).toBeGreaterThan(1000);
  });

  it("round-trips any game the calculator takes: names, objectives, every cost and status, every label", () => {
    fc.assert(
      fc.property(gameArb, (share) => {
        const decoded = decodeVictory(encodeVictory(share.input as VictoryInput, share.labels));
        const names = share.input.players.map((p) => p.name);
        // a name the schema refuses (blank, too long) makes the link refuse to open as a whole
        if (names.some((n) => n !== undefined && ([...n].length > 100 || n.trim() === ""))) return;
        expect(decoded).toEqual(share);
      }),
    );
  });

  it("links of the first format (JSON in base64url) still open", () => {
    const { input, labels } = typicalGame("en");
    const old = toBase64Url(new TextEncoder().encode(JSON.stringify({ input, labels })));
    expect(old.startsWith("eyJ")).toBe(true);
    expect(decodeVictory(old)).toEqual({ input, labels });
  });

  it("a damaged, cut or padded code opens nothing, never throws", () => {
    const { input, labels } = typicalGame("ru");
    const code = encodeVictory(input, labels);
    for (let cut = 1; cut < code.length; cut += 7) expect(decodeVictory(code.slice(0, code.length - cut))).toBeNull();
    expect(decodeVictory(code + "AAAA")).toBeNull();
    expect(decodeVictory("")).toBeNull();
    expect(decodeVictory("A".repeat(300))).toBeNull();
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (s) => void decodeVictory(s)));
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => void decodeVictory(toBase64Url(Uint8Array.from([2, ...bytes])))));
  });
});
