import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { roster as run } from "../support/roster-cli";
import { tempDir } from "../support/temp-dir";

const dir = tempDir("text-cli-");
const file = (name: string, content: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, content);
  return p;
};
const roster = (args: string[], input?: string) => run(args, { input, databaseUrl: inject("databaseUrl") });

const list = {
  version: 1,
  name: "Штурм «Высоты»",
  armyBook: "soviet",
  bookVersion: 1,
  pointsLimit: 1000,
  units: [
    { unit: "red-army-infantry", label: "Левые", note: "у моста", options: { "extra-soldiers": 6, "platoon-commander": 1, lmg: 1 } },
    { unit: "snipers", options: { spotter: 1 } },
  ],
};

describe("roster text / parse-text: the chat text both ways", () => {
  it.each(["ru", "en"] as const)("%s: text prints the chat text, and parse-text reads it back into the same v1 JSON", async (lang) => {
    const text = await roster(["text", file(`list-${lang}.json`, JSON.stringify(list)), "--lang", lang]);
    expect(text.code).toBe(0);
    expect(text.out.split("\n")[0]).toBe(lang === "ru" ? "Штурм «Высоты» — Советская Армия, 425 / 1000 оч." : "Штурм «Высоты» — Soviet Army, 425 / 1000 pts");
    expect(text.out).toContain(lang === "ru" ? "1. Левые (Пехота Красной Армии) — 275 оч. (11 человек)\n   ✎ у моста\n" : "1. Левые (Red Army Infantry) — 275 pts (11 men)\n   ✎ у моста\n");
    const back = await roster(["parse-text", "-"], text.out);
    expect(back.code).toBe(0);
    expect(back.json()).toEqual(list);
  });

  it("parse-text names each problem by its line and exits 2; the messages follow --lang", async () => {
    const text = ["Штурм — Советская Армия, 0 / 1000 оч.", "", "1. Штурмовики — 100 оч.", "2. Советские Снайперы", "   • Реактивный ранец"].join("\n");
    const p = file("broken.txt", text);
    const en = await roster(["parse-text", p]);
    expect(en.code).toBe(2);
    expect(en.out).toBe(`${p}:3: "Штурмовики" is not a unit of Soviet Army.\n${p}:5: Soviet Snipers has no option "Реактивный ранец".\n`);
    const ru = await roster(["parse-text", p, "--lang", "ru"]);
    expect(ru.out.split("\n")[0]).toBe(`${p}:3: Нет отряда «Штурмовики» в книге «Советская Армия».`);
  });

  it("text refuses what is not a v1 roster with the report and exit 2; parse-text a missing file with exit 2", async () => {
    const bad = await roster(["text", "-"], JSON.stringify({ ...list, pointsLimit: 10 }));
    expect(bad.code).toBe(2);
    expect(bad.json().errors[0]).toMatchObject({ code: "INVALID_INPUT", path: ["pointsLimit"] });
    const missing = await roster(["parse-text", path.join(dir, "nope.txt")]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("ENOENT");
  });
});
