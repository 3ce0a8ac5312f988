import { describe, expect, it } from "vitest";
import { reportedSections, withSections } from "../../scripts/bench/report";

const page = ["# Performance", "", "intro", "", "<!-- bench:3 -->", "## 3. First load", "| old |", "<!-- /bench:3 -->", "", "A note by hand.", ""].join("\n");

describe("the bench writes docs/performance.md (scripts/bench/report.ts)", () => {
  it("splits what it printed into sections by their numbered headings", () => {
    const sections = reportedSections(["", "## 3. First load", "| new |", "", "## 9. Pages with nginx", "| a |", "- a note the bench prints"].join("\n"));
    expect([...sections.keys()]).toEqual([3, 9]);
    expect(sections.get(9)).toBe("## 9. Pages with nginx\n| a |\n- a note the bench prints");
  });

  it("replaces a measured section's block, keeps the notes outside it, and adds a section the page lacks at its end", () => {
    const written = withSections(page, new Map([[9, "## 9. Pages with nginx\n| a |"], [3, "## 3. First load\n| new |"]]), "2026-12-02 03:00 UTC");
    expect(written).toContain("<!-- bench:3 -->\n## 3. First load\n| new |\n\n_Written by `npm run bench`, 2026-12-02 03:00 UTC._\n<!-- /bench:3 -->");
    expect(written).not.toContain("| old |");
    expect(written).toContain("A note by hand.");
    expect(written.trimEnd().endsWith("<!-- /bench:9 -->")).toBe(true);
    expect(written.indexOf("bench:3")).toBeLessThan(written.indexOf("A note by hand."));
    // a second run of the same sections changes only the figures
    expect(withSections(written, new Map([[3, "## 3. First load\n| newer |"]]), "later")).toContain("A note by hand.");
  });

  it("a section's text with $ signs is written as it is", () => {
    expect(withSections(page, new Map([[3, "## 3. First load\n| $& $1 |"]]), "now")).toContain("| $& $1 |");
  });
});
