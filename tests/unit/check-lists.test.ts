import { describe, expect, it } from "vitest";
import { catalogOf } from "../../lib/army-book/catalog";
import { checkLists, listsCsv, listsExitCode, listsTable, type ListRow } from "../../lib/events/check-lists";
import { book } from "../support/book";
import { RULES_EXAMPLE_ROSTER } from "../support/examples";

const catalog = catalogOf([book]);
const legal = JSON.stringify({ ...RULES_EXAMPLE_ROSTER, name: "Ok", units: [{ unit: "red-army-infantry" }] });

describe("checkLists (the core of roster validate-dir)", () => {
  it("sorts by file name and judges each file as validate does", () => {
    const rows = checkLists(catalog, [{ file: "b.json", text: JSON.stringify(RULES_EXAMPLE_ROSTER) }, { file: "a.json", text: legal }, { file: "c.json", unreadable: "cannot read: EACCES" }], { lang: "en" });
    expect(rows.map((r) => [r.file, r.status, r.points])).toEqual([
      ["a.json", "legal", 100],
      ["b.json", "illegal", 335],
      ["c.json", "unreadable", null],
    ]);
    expect(rows[2]!.firstError).toBe("cannot read: EACCES");
  });

  it("the first error says how many more follow, and points at the field of a non-roster", () => {
    const [twoRules, shape] = checkLists(catalog, [{ file: "a", text: JSON.stringify({ ...RULES_EXAMPLE_ROSTER, pointsLimit: 300 }) }, { file: "b", text: JSON.stringify({ ...RULES_EXAMPLE_ROSTER, units: [{ unit: 7 }] }) }], { lang: "en" });
    expect(twoRules!.errorCount).toBe(2);
    expect(twoRules!.firstError).toMatch(/ \(\+1 more\)$/);
    expect(shape!.firstError).toMatch(/^units\.0\.unit: /);
  });

  it("--limit replaces the roster's limit, even an out-of-range one", () => {
    const text = JSON.stringify({ ...RULES_EXAMPLE_ROSTER, pointsLimit: 5, units: [{ unit: "red-army-infantry" }] });
    expect(checkLists(catalog, [{ file: "a", text }], { lang: "en" })[0]!.status).toBe("unreadable");
    expect(checkLists(catalog, [{ file: "a", text }], { lang: "en", limit: 300 })[0]!.status).toBe("legal");
  });

  it.each<[ListRow["status"][], number]>([
    [[], 0],
    [["legal"], 0],
    [["legal", "illegal"], 1],
    [["illegal", "unreadable", "legal"], 2],
  ])("exit code of %j is %i", (statuses, code) => {
    expect(listsExitCode(statuses.map((status) => ({ file: "f", name: null, points: null, status, firstError: "", errorCount: 0 })))).toBe(code);
  });

  it("keeps a row on one line in the text table; CSV guards formulas", () => {
    const row: ListRow = { file: "x\ny.json", name: "=1+1", points: 1, status: "legal", firstError: "", errorCount: 0 };
    expect(listsTable([row], "en").split("\n")[1]).toBe("x y.json  =1+1       1  yes");
    expect(listsCsv([row], "en").split("\r\n")[1]).toBe(`"x\ny.json",'=1+1,1,yes,`);
  });
});
