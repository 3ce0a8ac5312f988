import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { roster } from "../support/roster-cli";
import { tempDir } from "../support/temp-dir";

const dir = tempDir("check-book-");
const bookPath = path.join(process.cwd(), "data", "soviet.army-book.json");
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
};

/** `roster check-book FILE` as README gives it (it reads no database; in this process, as tests/integration/cli.test.ts says). */
const checkBook = (target: string) => roster(["check-book", target]);

describe("roster check-book", () => {
  it("the book in data/ → valid, exit 0", async () => {
    const r = await checkBook(bookPath);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/army book "soviet" version \d+ is valid/);
    expect(r.err).toBe("");
  });

  it("a broken book → each problem as FILE:LINE: PATH: message, exit 1", async () => {
    const b = JSON.parse(readFileSync(bookPath, "utf8"));
    const u = b.units.findIndex((x: { id: string }) => x.id === "scouts");
    b.units[u].options[0].adds = { menn: 1 };
    const r0 = b.armyRules.findIndex((x: { code: string }) => x.code === "MINES_ARMY_LIMIT");
    b.armyRules[r0].message.en = "The army has {count:magnetic-mines}.";
    const text = JSON.stringify(b, null, 2);
    const lineOf = (needle: string, from = 0) => text.split("\n").findIndex((l, i) => i >= from && l.includes(needle)) + 1;
    const p = file("broken.json", text);
    const r = await checkBook(p);
    expect(r.code).toBe(1);
    const messageLine = lineOf('"en": "The army has {count:magnetic-mines}."');
    expect(r.out.split("\n")).toEqual([
      `${p}:${messageLine}: armyRules[${r0}].message.en: unknown noun magnetic-mines (not in nouns)`,
      `${p}:${lineOf('"menn": 1')}: units[${u}].options[0].adds.menn: unknown tally menn`,
      `${p}: 2 problems`,
      "",
    ]);
  });

  it("not JSON, or no such file → a reason on stderr, exit 2", async () => {
    const bad = await checkBook(file("bad.json", '{ "id": "soviet", }'));
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/not JSON: line 1, column \d+: expected a property name/);
    const missing = await checkBook(path.join(dir, "nope.json"));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/nope\.json: cannot read: ENOENT/);
  });
});
