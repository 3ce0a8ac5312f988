/**
 * Section 11 of npm run bench: the worst book anyone may publish (lib/army-book/publish-limits.ts)
 * × the worst roster the format allows, validated as /api/validate validates it (schema, rules,
 * messages), in the bench's own process. Goal (issue 24): ≤ 50 ms, so that no published book can
 * make a save, a page or an event slow.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { catalogOf } from "../../lib/army-book/catalog";
import { PUBLISH_LIMITS, publishLimitProblems } from "../../lib/army-book/publish-limits";
import { armyBookSchema, type ArmyBook } from "../../lib/army-book/schema";
import { validateRoster } from "../../lib/engine/report";
import { ROSTER_LIMITS, type Roster } from "../../lib/roster/schema";
import { report } from "./report";

const GOAL_MS = 50;
const RUNS = 15;

/**
 * The fixture book of the tests (every rule type) grown to the bounds: its units kept (the army
 * rules name them) and copied up to 100, each with 64 options and 20 rules of its own, and 50
 * army rules. It passes the schema and the bounds, as a published book must.
 */
export function worstBook(): ArmyBook {
  const file = path.join(process.cwd(), "tests", "fixtures", "books", "test-legion.army-book.json");
  const base = armyBookSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  const grow = <T>(list: readonly T[], n: number, copy: (item: T, i: number) => T): T[] => Array.from({ length: n }, (_, i) => (i < list.length ? list[i]! : copy(list[i % list.length]!, i)));
  const units = grow(base.units, PUBLISH_LIMITS.units, (u, i) => ({ ...u, id: `${u.id}-${i}` })).map((u) => ({
    ...u,
    options: grow(u.options, PUBLISH_LIMITS.options, (o, i) => ({ ...o, id: `${o.id}-${i}` })),
    constraints: u.constraints.length === 0 ? [] : grow(u.constraints, PUBLISH_LIMITS.constraints, (c) => c),
  }));
  const book = { ...base, id: "worst-book", units, armyRules: grow(base.armyRules, PUBLISH_LIMITS.armyRules, (r) => r) };
  const problems = publishLimitProblems(book);
  if (problems.length > 0) throw new Error(`the worst book is past the bounds: ${JSON.stringify(problems.slice(0, 3))}`);
  return armyBookSchema.parse(book);
}

/** 200 units of the unit with the most rules, every option one past its maximum: a violation of every kind, everywhere. */
export function worstRosterOf(book: ArmyBook): Roster {
  const type = [...book.units].sort((a, b) => b.constraints.length - a.constraints.length || b.options.length - a.options.length)[0]!;
  const options = Object.fromEntries(type.options.map((o) => [o.id, o.max + 1]));
  return { version: 1, name: "Худший", armyBook: book.id, pointsLimit: ROSTER_LIMITS.pointsMin, units: Array.from({ length: ROSTER_LIMITS.unitsMax }, () => ({ unit: type.id, options })) };
}

export function worstBookSection(): void {
  const book = worstBook();
  const catalog = catalogOf([book]);
  const text = JSON.stringify(worstRosterOf(book));
  let errors = 0;
  const run = () => {
    const result = validateRoster(catalog, JSON.parse(text), "ru");
    errors = result.report.errors.length;
  };
  for (let i = 0; i < 3; i++) run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const median = ms[ms.length >> 1]!;
  const worst = ms.at(-1)!;
  const options = book.units.reduce((n, u) => n + u.options.length, 0);
  report(`\n## 11. The worst book anyone may publish × the worst roster (issue 24)\n`);
  report(
    `A book at the publishing bounds (${book.units.length} units, ${options} options, ${book.armyRules.length} army rules, up to ${PUBLISH_LIMITS.constraints} rules a unit) and a roster of ${ROSTER_LIMITS.unitsMax} of its unit with the most rules, every option one past its maximum (${(text.length / 1024).toFixed(0)} KB of JSON, ${errors} errors in the report), validated as /api/validate does (JSON.parse, schema, rules, messages in Russian), ${RUNS} runs.\n`,
  );
  report("| median | slowest | goal |");
  report("|---:|---:|---|");
  // the median is the figure (the slowest run is most often a garbage collection of the runs before it)
  report(`| ${median.toFixed(1)} ms | ${worst.toFixed(1)} ms | ${median <= GOAL_MS ? "PASS" : "FAIL"} ≤ ${GOAL_MS} ms (median) |`);
}
