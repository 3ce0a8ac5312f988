import type { UnitStatus } from "./limits";
import type { VictoryInput } from "./schema";
import type { Band, Scoring } from "./scoring-schema";

export type VictoryResult = { victoryPoints: [number, number]; difference: number; band: Band; winner: 0 | 1 | null };

/** What one unit is worth to the opponent who hurt it. */
export function unitVictoryPoints(points: number, status: UnitStatus, scoring: Scoring): number {
  if (status === "destroyed") return points;
  if (status === "damaged") return Math.floor(points / scoring.damagedDivisor);
  return 0;
}

/** The band table for a game size: the first whose maxPointsLimit covers it. */
export function bandTableFor(scoring: Scoring, pointsLimit: number) {
  return (
    scoring.bandTables.find((t) => t.maxPointsLimit === null || pointsLimit <= t.maxPointsLimit) ??
    scoring.bandTables[scoring.bandTables.length - 1]!
  );
}

export function bandFor(scoring: Scoring, pointsLimit: number, difference: number): Band {
  let band: Band = "DRAW";
  for (const row of bandTableFor(scoring, pointsLimit).bands) if (difference >= row.minDifference) band = row.band;
  return band;
}

/** Each side scores the OTHER side's losses plus its own objectives. */
export function calculateVictory(input: VictoryInput, scoring: Scoring): VictoryResult {
  const lost = input.players.map((p) => p.units.reduce((sum, u) => sum + unitVictoryPoints(u.points, u.status, scoring), 0));
  const vp: [number, number] = [
    lost[1]! + input.players[0].objectives * scoring.objectivePoints,
    lost[0]! + input.players[1].objectives * scoring.objectivePoints,
  ];
  const difference = Math.abs(vp[0] - vp[1]);
  const band = bandFor(scoring, input.pointsLimit, difference);
  const winner = band === "DRAW" ? null : vp[0] > vp[1] ? 0 : 1;
  return { victoryPoints: vp, difference, band, winner };
}

/** Where each side's victory points came from, for the bar chart. */
export function vpBreakdown(opponentUnits: readonly { points: number; status: UnitStatus }[], objectives: number, scoring: Scoring) {
  let destroyed = 0;
  let damaged = 0;
  for (const u of opponentUnits) {
    if (u.status === "destroyed") destroyed += unitVictoryPoints(u.points, u.status, scoring);
    else if (u.status === "damaged") damaged += unitVictoryPoints(u.points, u.status, scoring);
  }
  return { destroyed, damaged, objectives: objectives * scoring.objectivePoints };
}
