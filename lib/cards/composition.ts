import type { ArmyBook, UnitType } from "../army-book/schema";
import type { PluralForms } from "../i18n/plural";
import type { Text } from "../text";

/**
 * One group of a unit's models: men of a role (the commander, the soldiers, an LMG gunner), a weapon's
 * crew, or models that are not men (dogs).
 */
export type ModelGroup =
  | { kind: "role"; role: string; name: PluralForms; count: number; man: boolean; rest: boolean }
  | { kind: "crew"; weapon: Text; weapons: number; count: number };

type Counts = Readonly<Record<string, number>>;
const countOf = (counts: Counts, id: string) => Math.max(0, Number(counts[id]) || 0);

/**
 * The unit's models as they are, from the book's data: its fixed models (`models` with a count), the
 * models options bring or arm (`carriedBy`), and every other man in the one `models` entry without a
 * count. `men` is the engine's count of the unit's men (lib/engine/evaluate.ts), so every man is in
 * exactly one group whenever the roster's counts are possible; the rest never goes below 0.
 * A unit whose book entry declares no models gets no groups (cards then show the book's composition).
 */
export function modelGroups(book: ArmyBook, type: UnitType, counts: Counts, men: number): ModelGroup[] {
  if (type.models.length === 0) return [];
  const role = (id: string) => book.roles[id]!;
  const fromOptions: ModelGroup[] = [];
  for (const o of type.options) {
    const n = countOf(counts, o.id);
    const by = o.carriedBy;
    if (n === 0 || !by) continue;
    if (by.crew && o.weapon) {
      const weapon = book.weapons[o.weapon]!.name;
      fromOptions.push({ kind: "crew", weapon, weapons: n, count: n * by.models });
    } else if (by.role !== undefined)
      fromOptions.push({ kind: "role", role: by.role, name: role(by.role).name, count: n * by.models, man: role(by.role).man !== false, rest: false });
  }
  const fixed = type.models.reduce((sum, m) => sum + (m.count ?? 0), 0);
  const apart = fromOptions.reduce((sum, g) => sum + (g.kind === "crew" || g.man ? g.count : 0), 0);
  const rest = Math.max(0, men - fixed - apart);
  const own: ModelGroup[] = type.models.map((m) => ({
    kind: "role",
    role: m.role,
    name: role(m.role).name,
    count: m.count ?? rest,
    man: role(m.role).man !== false,
    rest: m.count === undefined,
  }));
  return [...own, ...fromOptions].filter((g) => g.count > 0);
}

/** Men among the groups (dogs and other models that are not men left out). */
export function menIn(groups: readonly ModelGroup[]): number {
  return groups.reduce((sum, g) => sum + (g.kind === "crew" || g.man ? g.count : 0), 0);
}
