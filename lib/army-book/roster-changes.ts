import { evaluateRoster } from "../engine/evaluate";
import type { Roster } from "../roster/schema";
import type { Lang } from "../text";
import { indexBook } from "./book-index";
import type { ArmyBook, UnitOption } from "./schema";

type Named = { ru: string; en: string };

/** One change between two versions of a book that touches a roster's units. */
export type RosterChange =
  | { kind: "unitCost"; unit: Named; before: number; after: number }
  | { kind: "unitRemoved"; unit: Named }
  | { kind: "optionCost"; unit: Named; option: Named; before: string; after: string }
  | { kind: "optionMax"; unit: Named; option: Named; before: number; after: number }
  | { kind: "optionRemoved"; unit: Named; option: Named }
  | { kind: "optionAdded"; unit: Named; option: Named; cost: string };

/** What a newer book version does to a list: its points under each, and the changes behind them. */
export type BookUpdate = {
  bookId: string;
  from: number;
  to: number;
  pointsBefore: number;
  pointsAfter: number;
  /** rule problems the list would have under the new version (a removed option it took, a new limit) */
  problemsAfter: number;
  changes: RosterChange[];
};

const costText = (o: UnitOption) => `${o.cost.points}/${o.cost.per}${o.cost.tally ? `:${o.cost.tally}` : ""}`;

/**
 * The changes from `old` to `next` that matter to `roster`: its units' costs, the options it took
 * (cost, max, removed), and new options its units can now take. Units and options are matched by
 * id; names are the old book's for what went and the new one's for what came.
 */
export function rosterChanges(old: ArmyBook, next: ArmyBook, roster: Pick<Roster, "units">): RosterChange[] {
  const before = indexBook(old);
  const after = indexBook(next);
  const changes: RosterChange[] = [];
  const seen = new Set<string>();
  for (const entry of roster.units) {
    if (seen.has(entry.unit)) continue;
    seen.add(entry.unit);
    const was = before.units.get(entry.unit);
    if (!was) continue;
    const now = after.units.get(entry.unit);
    if (!now) {
      changes.push({ kind: "unitRemoved", unit: was.type.name });
      continue;
    }
    const unit = now.type.name;
    if (was.type.cost !== now.type.cost) changes.push({ kind: "unitCost", unit, before: was.type.cost, after: now.type.cost });
    const taken = new Set(roster.units.filter((u) => u.unit === entry.unit).flatMap((u) => Object.keys(u.options ?? {}).filter((id) => (u.options?.[id] ?? 0) > 0)));
    for (const o of was.type.options) {
      if (!taken.has(o.id)) continue;
      const n = now.options.get(o.id);
      if (!n) changes.push({ kind: "optionRemoved", unit, option: o.name });
      else {
        if (costText(o) !== costText(n)) changes.push({ kind: "optionCost", unit, option: n.name, before: costText(o), after: costText(n) });
        if (o.max !== n.max) changes.push({ kind: "optionMax", unit, option: n.name, before: o.max, after: n.max });
      }
    }
    for (const n of now.type.options) if (!was.options.has(n.id)) changes.push({ kind: "optionAdded", unit, option: n.name, cost: costText(n) });
  }
  return changes;
}

/** The update a roster built with `old` is offered, or null when `next` is the same version. */
export function bookUpdate(old: ArmyBook, next: ArmyBook, roster: Pick<Roster, "units" | "pointsLimit">): BookUpdate | null {
  if (old.id !== next.id || old.version >= next.version) return null;
  const after = evaluateRoster(next, roster);
  return {
    bookId: next.id,
    from: old.version,
    to: next.version,
    pointsBefore: evaluateRoster(old, roster).points,
    pointsAfter: after.points,
    problemsAfter: after.violations.length,
    changes: rosterChanges(old, next, roster),
  };
}

const per: Record<string, Named> = {
  each: { ru: "за каждую", en: "each" },
  model: { ru: "за модель", en: "per model" },
};

/** A cost as the book's text puts it: "10 pts per model". */
function costWords(cost: string, lang: Lang): string {
  const [points, rest = ""] = cost.split("/");
  const [unit] = rest.split(":");
  return `${points} ${lang === "ru" ? "оч." : "pts"}${per[unit ?? ""] ? ` ${per[unit!]![lang]}` : ""}`;
}

/** One change in words: "Red Army Infantry: 100 → 110 pts", "… · LMG: removed". */
export function describeChange(c: RosterChange, lang: Lang): string {
  const ru = lang === "ru";
  const pts = ru ? "оч." : "pts";
  const where = "option" in c ? `${c.unit[lang]} · ${c.option[lang]}` : c.unit[lang];
  switch (c.kind) {
    case "unitCost":
      return `${where}: ${c.before} → ${c.after} ${pts}`;
    case "unitRemoved":
      return `${where}: ${ru ? "убран из книги" : "no longer in the book"}`;
    case "optionCost":
      return `${where}: ${costWords(c.before, lang)} → ${costWords(c.after, lang)}`;
    case "optionMax":
      return `${where}: ${ru ? "макс." : "max"} ${c.before} → ${c.after}`;
    case "optionRemoved":
      return `${where}: ${ru ? "убрана из книги" : "removed from the book"}`;
    case "optionAdded":
      return `${where}: ${ru ? "новая опция" : "new option"} (${costWords(c.cost, lang)})`;
  }
}
