/** A player's name as it is retyped: spaces and letter case aside ("  ivan " is "Ivan"). */
export function playerKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLocaleLowerCase();
}

/** How many entries each name (by `playerKey`) has: an organiser spots a list sent twice. */
export function entriesPerPlayer(players: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of players) counts.set(playerKey(p), (counts.get(playerKey(p)) ?? 0) + 1);
  return counts;
}
