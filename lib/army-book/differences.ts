/** One entry that differs between two copies of a book: where, and the two values as short JSON. */
export type BookDifference = { path: string; before: string; after: string };

const MAX_SHOWN = 60;
const shown = (v: unknown) => {
  if (v === undefined) return "(none)";
  const text = JSON.stringify(v);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
/** Lists of entries with ids (units, options, abilities) are compared by id, so a path names the entry, not its place. */
const byId = (list: unknown[]) => list.every((x) => isRecord(x) && typeof x.id === "string");

/**
 * Every leaf that differs between two JSON values, e.g. `units[red-army-infantry].options[lmg].cost.points: 10 → 15`.
 * Used to refuse a re-seeded version whose content changed, naming what changed.
 */
export function bookDifferences(before: unknown, after: unknown, path = ""): BookDifference[] {
  if (Object.is(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    if (byId(before) && byId(after)) {
      const ids = [...new Set([...before, ...after].map((x) => (x as { id: string }).id))];
      const find = (list: unknown[], id: string) => list.find((x) => (x as { id: string }).id === id);
      const moved = before.map((x) => (x as { id: string }).id).join() !== after.map((x) => (x as { id: string }).id).join();
      const order = moved && before.length === after.length ? [{ path: `${path} (order)`, before: shown(before.map((x) => (x as { id: string }).id)), after: shown(after.map((x) => (x as { id: string }).id)) }] : [];
      return [...order, ...ids.flatMap((id) => bookDifferences(find(before, id), find(after, id), `${path}[${id}]`))];
    }
    const n = Math.max(before.length, after.length);
    return Array.from({ length: n }, (_, i) => bookDifferences(before[i], after[i], `${path}[${i}]`)).flat();
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => bookDifferences(before[k], after[k], path ? `${path}.${k}` : k));
  }
  return [{ path: path || "(book)", before: shown(before), after: shown(after) }];
}
