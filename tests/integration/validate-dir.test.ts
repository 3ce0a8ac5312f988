import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { RULES_EXAMPLE_ROSTER } from "../support/examples";
import { roster as run } from "../support/roster-cli";
import { tempDir } from "../support/temp-dir";

/** `roster validate-dir …` as README gives it, against the seeded test DB (in this process: tests/integration/cli.test.ts runs npm itself). */
const roster = (args: string[]) => run(["validate-dir", ...args], { databaseUrl: inject("databaseUrl") });

/** guards 120 + cavalry 100 + naval infantry 120 = 340 points, legal at 340 and above */
const legal = { ...RULES_EXAMPLE_ROSTER, name: "Гвардия", pointsLimit: 1000, units: [{ unit: "guards" }, { unit: "cavalry" }, { unit: "naval-infantry" }] };
/** the RULES.md example: 335 points, PLATOON_COMMANDER_LIMIT */
const illegal = { ...RULES_EXAMPLE_ROSTER, name: "=Пример" };

function folder(files: Record<string, unknown>): string {
  const dir = tempDir("lists-");
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
  return dir;
}

describe("roster validate-dir", () => {
  it("all legal → the table and exit 0; only *.json files, not recursive", async () => {
    const dir = folder({ "b.json": legal, "a.json": { ...legal, name: "Первый" }, "notes.txt": "{", "c.JSON.bak": "{" });
    mkdirSync(path.join(dir, "sub"));
    writeFileSync(path.join(dir, "sub", "z.json"), "{");
    mkdirSync(path.join(dir, "folder.json"));
    const r = await roster([dir]);
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    expect(r.out).toBe(
      [
        "file    name     points  legal  first error",
        "a.json  Первый      340  yes",
        "b.json  Гвардия     340  yes",
        "",
        "2 rosters: 2 legal, 0 illegal, 0 unreadable.",
        "",
      ].join("\n"),
    );
  });

  it("one illegal list → exit 1, its first error in the row (Russian with --lang ru)", async () => {
    const dir = folder({ "legal.json": legal, "illegal.json": illegal });
    const r = await roster([dir]);
    expect(r.code).toBe(1);
    const lines = r.out.split("\n");
    expect(lines[1]).toMatch(/^illegal\.json +=Пример +335 +no +\S/);
    expect(lines[2]).toMatch(/^legal\.json +Гвардия +340 +yes$/);
    const ru = await roster([dir, "--lang", "ru"]);
    expect(ru.out.split("\n")[0]).toMatch(/^файл +название +очки +корректен +первая ошибка$/);
    expect(ru.out).toMatch(/^illegal\.json +=Пример +335 +нет +.*командир/m);
  });

  it("a broken file and a non-roster → exit 2, the reason in their rows, the rest still judged", async () => {
    const dir = folder({ "1-legal.json": legal, "2-illegal.json": illegal, "3-broken.json": "{ not json", "4-v2.json": { ...legal, version: 2 } });
    const r = await roster([dir]);
    expect(r.code).toBe(2);
    const lines = r.out.split("\n");
    expect(lines.slice(1, 5).map((l) => l.split(/ {2,}/).slice(0, 3))).toEqual([
      ["1-legal.json", "Гвардия", "340"],
      ["2-illegal.json", "=Пример", "335"],
      ["3-broken.json", "unreadable", expect.stringMatching(/^not JSON: /)],
      ["4-v2.json", "unreadable", expect.stringMatching(/^version: /)],
    ]);
    expect(lines.at(-2)).toBe("4 rosters: 1 legal, 1 illegal, 2 unreadable.");
  });

  it("--csv: the same table as CSV (quoted, formula-safe), and the same exit code", async () => {
    const dir = folder({ "a.json": { ...legal, name: "Гвардия, сводная" }, "b.json": illegal, "c.json": "[" });
    const r = await roster([dir, "--csv"]);
    expect(r.code).toBe(2);
    const rows = r.out.split("\r\n");
    expect(rows[0]).toBe("file,name,points,legal,first error");
    expect(rows[1]).toBe('a.json,"Гвардия, сводная",340,yes,');
    expect(rows[2]).toMatch(/^b\.json,'=Пример,335,no,\S/);
    expect(rows[3]).toMatch(/^c\.json,,,unreadable,/);
    expect(rows[4]).toBe("");
    expect((await roster([folder({ "a.json": legal }), "--csv"])).code).toBe(0);
  });

  it("--limit N replaces every list's limit: 340 points legal at --limit 340, illegal at 339", async () => {
    const dir = folder({ "a.json": { ...legal, pointsLimit: 300 } });
    expect((await roster([dir])).code).toBe(1);
    const at = await roster([dir, "--limit", "340"]);
    expect(at.code).toBe(0);
    const under = await roster([dir, "--limit", "339"]);
    expect(under.code).toBe(1);
    expect(under.out).toMatch(/339/);
    for (const bad of ["299", "1e3"]) expect((await roster([dir, "--limit", bad])).code, bad).toBe(2);
  });

  it("a missing folder or a file for a folder → the reason on stderr, exit 2; an empty folder → exit 0", async () => {
    const missing = await roster([path.join(tmpdir(), "no-such-lists-folder")]);
    expect(missing.code).toBe(2);
    expect(missing.out).toBe("");
    expect(missing.err).toMatch(/no such folder/);
    const dir = folder({ "a.json": legal });
    expect((await roster([path.join(dir, "a.json")])).err).toMatch(/not a folder/);
    expect((await roster([folder({})])).code).toBe(0);
  });
});
