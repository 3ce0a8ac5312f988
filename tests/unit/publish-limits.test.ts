import { describe, expect, it } from "vitest";
import { PUBLISH_LIMITS, publishLimitProblems } from "../../lib/army-book/publish-limits";
import { book as soviet } from "../support/book";
import { legion } from "../support/fixture-book";
import { worstBook, worstRosterOf } from "../../scripts/bench/worst-book";
import { validateRoster } from "../../lib/engine/report";
import { catalogOf } from "../../lib/army-book/catalog";

const unit = legion.units[0]!;
const withUnits = (n: number) => ({ ...legion, units: Array.from({ length: n }, (_, i) => ({ ...unit, id: `u${i}` })) });

describe("the bounds of a book anyone may publish", () => {
  it("the books here are within them", () => {
    expect(publishLimitProblems(soviet)).toEqual([]);
    expect(publishLimitProblems(legion)).toEqual([]);
  });

  it("units: 100 pass, 101 are refused at units", () => {
    expect(publishLimitProblems(withUnits(PUBLISH_LIMITS.units))).toEqual([]);
    expect(publishLimitProblems(withUnits(PUBLISH_LIMITS.units + 1))).toEqual([{ path: ["units"], message: "more than 100 entries" }]);
  });

  it("a unit's options: 64 pass, 65 are refused at that unit's options", () => {
    const options = (n: number) => Array.from({ length: n }, (_, i) => ({ ...unit.options[0]!, id: `o${i}` }));
    expect(publishLimitProblems({ ...legion, units: [{ ...unit, options: options(PUBLISH_LIMITS.options) }] })).toEqual([]);
    expect(publishLimitProblems({ ...legion, units: [{ ...unit, options: options(PUBLISH_LIMITS.options + 1) }] })).toEqual([{ path: ["units", 0, "options"], message: "more than 64 entries" }]);
  });

  it("a rule's terms: 10 pass, 11 are refused at the rule", () => {
    const rule = legion.armyRules.find((r) => "count" in r && Array.isArray(r.count))!;
    const at = legion.armyRules.indexOf(rule);
    const terms = (n: number) => Array.from({ length: n }, () => (rule as { count: unknown[] }).count[0]);
    const rules = (n: number) => legion.armyRules.map((r, i) => (i === at ? { ...r, count: terms(n) } : r));
    expect(publishLimitProblems({ ...legion, armyRules: rules(PUBLISH_LIMITS.terms) })).toEqual([]);
    expect(publishLimitProblems({ ...legion, armyRules: rules(PUBLISH_LIMITS.terms + 1) })).toEqual([{ path: ["armyRules", at, "count"], message: "more than 10 entries" }]);
  });

  it("texts count characters as RULES.md does: a name of 100 emoji passes, 101 do not; other text up to 1000", () => {
    const named = (n: number) => ({ ...legion, name: { ru: "🎖️".replace("\uFE0F", "").repeat(n), en: "Legion" } });
    expect(publishLimitProblems(named(PUBLISH_LIMITS.name))).toEqual([]);
    expect(publishLimitProblems(named(PUBLISH_LIMITS.name + 1))).toEqual([{ path: ["name", "ru"], message: "longer than 100 characters" }]);
    const summary = (n: number) => ({ ...legion, abilities: [{ ...legion.abilities[0]!, summary: { ru: "я".repeat(n), en: "x" } }] });
    expect(publishLimitProblems(summary(PUBLISH_LIMITS.text))).toEqual([]);
    expect(publishLimitProblems(summary(PUBLISH_LIMITS.text + 1))).toEqual([{ path: ["abilities", 0, "summary", "ru"], message: "longer than 1000 characters" }]);
  });

  it("any list, map or nesting past its bound; a deep document is cut at the bound, not walked to the end", () => {
    const weapons = Object.fromEntries(Array.from({ length: PUBLISH_LIMITS.list + 1 }, (_, i) => [`w${i}`, { name: { ru: "a", en: "a" } }]));
    expect(publishLimitProblems({ ...legion, weapons })).toEqual([{ path: ["weapons"], message: "more than 100 entries" }]);
    let deep: unknown = "x";
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const problems = publishLimitProblems({ ...legion, extra: deep });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe("nested deeper than 12 levels");
  });

  it("the bench's worst book (section 11) is a book one may publish, at every bound, and its worst roster is one the format takes", () => {
    const book = worstBook();
    expect(publishLimitProblems(book)).toEqual([]);
    expect(book.units).toHaveLength(PUBLISH_LIMITS.units);
    expect(book.units.every((u) => u.options.length === PUBLISH_LIMITS.options)).toBe(true);
    expect(book.armyRules).toHaveLength(PUBLISH_LIMITS.armyRules);
    const result = validateRoster(catalogOf([book]), worstRosterOf(book), "en");
    expect(result.ok).toBe(true);
    expect(result.report.errors.length).toBeGreaterThan(1000);
  });
});
