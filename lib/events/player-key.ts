/**
 * A player's name as it is retyped: spaces and letter case aside ("  ivan " is "Ivan"), composed
 * letters as one (as entryCodeKey in schema.ts, which keeps a code's inner spaces). Not the
 * locale's lower case: the table renders on the server and again in the browser, which must agree.
 */
export function playerKey(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
}

/** How many entries each name (by `playerKey`) has: an organiser spots a list sent twice. */
export function entriesPerPlayer(players: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of players) {
    const key = playerKey(p);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
