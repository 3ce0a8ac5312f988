import type { VictoryInput } from "../../lib/victory/schema";
import type { VictoryResult } from "../../lib/victory/calculate";

/** What POST /api/victory answers for these players: the calculator's own numbers, for a page to be held to. */
export async function apiVictory(base: string, players: VictoryInput["players"], pointsLimit = 1000): Promise<VictoryResult> {
  const response = await fetch(`${base}/api/victory`, { method: "POST", body: JSON.stringify({ version: 1, pointsLimit, players }) });
  if (!response.ok) throw new Error(`/api/victory answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as VictoryResult;
}
