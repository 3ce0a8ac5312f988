import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { RULES_EXAMPLE_ROSTER, RULES_EXAMPLE_VICTORY, RULES_EXAMPLE_VICTORY_RESULT } from "../support/examples";
import { roster as run, rosterProcess } from "../support/roster-cli";
import { tempDir } from "../support/temp-dir";

const dir = tempDir("cli-");
const file = (name: string, content: unknown) => {
  const p = path.join(dir, name);
  writeFileSync(p, typeof content === "string" ? content : JSON.stringify(content));
  return p;
};

/** `roster ARGS…` as README and RULES.md give it, against the seeded test DB (in this process; the last test runs npm itself). */
const roster = (args: string[], input?: string) => run(args, { input, databaseUrl: inject("databaseUrl") });

const example = RULES_EXAMPLE_ROSTER;

describe("the roster CLI", () => {
  it("validate: rule errors → the report and exit 1", async () => {
    const r = await roster(["validate", file("example.json", example)]);
    expect(r.code).toBe(1);
    expect(r.json()).toEqual({
      valid: false,
      points: 335,
      pointsLimit: 1000,
      units: [{ unit: "red-army-infantry", points: 335, men: 13 }],
      errors: [{ code: "PLATOON_COMMANDER_LIMIT", unit: null, option: null, message: expect.any(String) }],
    });
    expect(r.err).toBe("");
  });

  it("validate: a legal roster from stdin → exit 0", async () => {
    const r = await roster(["validate", "-"], JSON.stringify({ ...example, units: [{ unit: "guards", options: { "extra-soldiers": 1, lmg: 1 } }] }));
    expect(r.code).toBe(0);
    expect(r.json()).toMatchObject({ valid: true, points: 170, errors: [] });
  });

  it("validate: not a v1 roster, unreadable JSON, a missing file → INVALID_INPUT and exit 2", async () => {
    for (const args of [["validate", file("bad.json", { ...example, extra: 1 })], ["validate", file("broken.json", "{")], ["validate", path.join(dir, "nope.json")]]) {
      const r = await roster(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.json()).toMatchObject({ valid: false, points: null, units: [], errors: [{ code: "INVALID_INPUT" }] });
    }
  });

  it("validate: a file that is not JSON says where and why, in the --lang asked for", async () => {
    const broken = file("trailing-comma.json", '{\n  "version": 1,\n}');
    const ru = await roster(["validate", broken, "--lang", "ru"]);
    expect(ru.code).toBe(2);
    expect(ru.json().errors[0].message).toBe("Не удалось прочитать вход как JSON. Строка 3, столбец 1: ожидалось имя свойства в двойных кавычках.");
    expect((await roster(["validate", broken])).json().errors[0].message).toBe("The input could not be read as JSON. Line 3, column 1: expected a property name in double quotes.");
  });

  it("victory: the RULES.md example → result and exit 0; bad input → exit 2", async () => {
    const input = RULES_EXAMPLE_VICTORY;
    const ok = await roster(["victory", file("game.json", input)]);
    expect(ok.code).toBe(0);
    expect(ok.json()).toEqual(RULES_EXAMPLE_VICTORY_RESULT);
    const bad = await roster(["victory", "-"], JSON.stringify({ ...input, players: [input.players[0]] }));
    expect(bad.code).toBe(2);
    expect(bad.json().errors[0].code).toBe("INVALID_INPUT");
  });

  it("--lang ru gives Russian messages; a wrong command is a usage error (exit 2)", async () => {
    const r = await roster(["validate", file("example.json", example), "--lang", "ru"]);
    expect(r.json().errors[0].message).toMatch(/командир/);
    const usage = await roster(["frobnicate", "x"]);
    expect(usage.code).toBe(2);
    expect(usage.err).toMatch(/usage/);
  });

  it("runs as `npm run -s roster --` says: a file relative to where the user is, stdin, stdout and the exit code", () => {
    const illegal = rosterProcess(["validate", path.basename(file("relative.json", example))], { cwd: dir, databaseUrl: inject("databaseUrl") });
    expect(illegal.code).toBe(1);
    expect(illegal.json()).toMatchObject({ valid: false, points: 335, errors: [{ code: "PLATOON_COMMANDER_LIMIT" }] });
    expect(illegal.err).toBe("");
    const legal = rosterProcess(["validate", "-"], { input: JSON.stringify({ ...example, units: [{ unit: "guards" }] }), databaseUrl: inject("databaseUrl") });
    expect(legal.code).toBe(0);
    expect(legal.json()).toMatchObject({ valid: true, points: 120 });
  });
});
