import { describe, expect, it } from "vitest";
import { toCsv } from "../../lib/csv";

describe("toCsv", () => {
  it("quotes only what needs it, with CRLF line ends", () => {
    expect(toCsv([["player", "points", "legal"], ["Ivan", 1000, true], ["Петров, П.", 995, false], ['say "hi"', null, false]])).toBe(
      'player,points,legal\r\nIvan,1000,true\r\n"Петров, П.",995,false\r\n"say ""hi""",,false\r\n',
    );
  });
  it("keeps a spreadsheet from running a name as a formula, but not a negative number", () => {
    expect(toCsv([["=HYPERLINK(\"x\")", "+1", "-2", "@a", -5]])).toBe(`"'=HYPERLINK(""x"")",'+1,'-2,'@a,-5\r\n`);
  });
  it("quotes a cell holding ';' (a Russian spreadsheet's separator) and defuses a formula after ';' or ','", () => {
    expect(toCsv([["x;=1+1", "a;b", "a,-b", "plain"]])).toBe(`"x;'=1+1","a;b","a,'-b",plain\r\n`);
    // a separator followed by anything else is kept as it is
    expect(toCsv([["1;2", "x, y"]])).toBe(`"1;2","x, y"\r\n`);
  });
});
