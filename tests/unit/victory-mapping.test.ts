import { describe, expect, it } from "vitest";
import { calculateVictory } from "../../lib/victory/calculate";
import { vpBreakdown } from "../../lib/victory/calculate";
import { victoryRowsFromRoster } from "../../lib/victory/from-roster";
import { decodeVictory, encodeVictory } from "../../lib/victory/share";
import { book, roster, scoring } from "../support/book";

describe("roster → victory inputs", () => {
  it("gives one intact row per unit with the unit's full cost and a numbered name", () => {
    const rows = victoryRowsFromRoster(
      book,
      roster([{ unit: "red-army-infantry", options: { "extra-soldiers": 2, smg: 1 } }, { unit: "snipers", options: { dummy: 1 } }, { unit: "tiger" }]),
      "ru",
    );
    expect(rows).toEqual([
      { label: "1. Пехота Красной Армии", points: 170, status: "intact" },
      { label: "2. Советские Снайперы", points: 120, status: "intact" },
      { label: "3. tiger", points: 0, status: "intact" },
    ]);
  });

  it("labels follow the language", () => {
    expect(victoryRowsFromRoster(book, roster([{ unit: "guards" }]), "en")[0]!.label).toBe("1. Soviet Guards");
  });

  it("caps a unit's points at the victory input's maximum so the calculator accepts it", () => {
    const rows = victoryRowsFromRoster(book, roster([{ unit: "red-army-infantry", options: { "extra-soldiers": 10_000 } }]), "en");
    expect(rows[0]!.points).toBe(100_000);
  });

  it("breaks a side's VP down into destroyed, damaged and objectives, adding up to the calculator's total", () => {
    const units = [
      { points: 200, status: "destroyed" as const },
      { points: 125, status: "damaged" as const },
      { points: 90, status: "intact" as const },
    ];
    const parts = vpBreakdown(units, 2, scoring);
    expect(parts).toEqual({ destroyed: 200, damaged: 62, objectives: 600 });
    const result = calculateVictory(
      { version: 1, pointsLimit: 1000, players: [{ objectives: 2, units: [] }, { objectives: 0, units }] },
      scoring,
    );
    expect(result.victoryPoints[0]).toBe(parts.destroyed + parts.damaged + parts.objectives);
  });

  it("a result link round-trips and junk links are refused", () => {
    const input = { version: 1 as const, pointsLimit: 1500, players: [{ name: "A", objectives: 1, units: [{ points: 100, status: "damaged" as const }] }, { objectives: 0, units: [] }] as [never, never] };
    const code = encodeVictory(input, [["1. X"], []]);
    expect(decodeVictory(code)).toEqual({ input, labels: [["1. X"], []] });
    expect(decodeVictory("!!")).toBeNull();
    expect(decodeVictory(code.slice(0, -4))).toBeNull();
    expect(decodeVictory(encodeVictory({ ...input, pointsLimit: 5 }, [[], []]))).toBeNull();
  });
});
