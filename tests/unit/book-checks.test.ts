import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkBookText } from "../../lib/army-book/check-file";
import { armyBookSchema } from "../../lib/army-book/schema";

/** The book as written in data/, untouched by the schema (a fresh copy per call, to break). */
const raw = () => JSON.parse(readFileSync(path.join(process.cwd(), "data", "soviet.army-book.json"), "utf8"));
type Raw = ReturnType<typeof raw>;

const unitAt = (b: Raw, id: string) => b.units.findIndex((u: { id: string }) => u.id === id);
const optionAt = (b: Raw, u: number, id: string) => b.units[u].options.findIndex((o: { id: string }) => o.id === id);
const ruleAt = (b: Raw, code: string) => b.armyRules.findIndex((r: { code: string }) => r.code === code);

/** The problems of a broken copy, as "path: message". */
function problems(breakIt: (b: Raw) => void): string[] {
  const b = raw();
  breakIt(b);
  const result = armyBookSchema.safeParse(b);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("every reference of a book is checked when it is parsed", () => {
  it("the book in data/ has none", () => {
    expect(problems(() => {})).toEqual([]);
  });

  it.each<[string, (b: Raw) => string]>([
    ["a dangling tally in an option's adds", (b) => {
      const u = unitAt(b, "scouts");
      const o = optionAt(b, u, "extra-soldiers");
      b.units[u].options[o].adds = { menn: 1 };
      return `units.${u}.options.${o}.adds.menn: unknown tally menn`;
    }],
    ["a dangling tally in a unit's base", (b) => {
      b.units[0].base.squadd = 4;
      return "units.0.base.squadd: unknown tally squadd";
    }],
    ["a dangling tally in a per-model cost", (b) => {
      const u = unitAt(b, "scouts");
      const o = optionAt(b, u, "parachutes");
      b.units[u].options[o].cost.tally = "mem";
      return `units.${u}.options.${o}.cost.tally: unknown tally mem`;
    }],
    ["a dangling tally in a ratio's limit", (b) => {
      const u = unitAt(b, "snipers");
      b.units[u].constraints[0].limit[0].of = "mne";
      return `units.${u}.constraints.0.limit.0.of: unknown tally mne`;
    }],
    ["an unknown option in a count term of a unit rule", (b) => {
      const u = unitAt(b, "dog-tank-hunters");
      b.units[u].constraints[0].count[0].of = "option:dgos";
      return `units.${u}.constraints.0.count.0.of: unknown option dgos`;
    }],
    ["an unknown option in a count term of an army rule", (b) => {
      const r = ruleAt(b, "MINES_ARMY_LIMIT");
      b.armyRules[r].count[0].of = "option:magnetic-mine";
      return `armyRules.${r}.count.0.of: unknown option magnetic-mine`;
    }],
    ["an unknown category in a term", (b) => {
      b.abilities[0].constraints[0].count[0].of = "category:specal";
      return "abilities.0.constraints.0.count.0.of: unknown category specal";
    }],
    ["an unknown option in requiresInArmy", (b) => {
      const r = ruleAt(b, "REQUIRES_PLATOON_COMMANDER");
      b.armyRules[r].anyOf = ["platoon-comander"];
      return `armyRules.${r}.anyOf.0: unknown option platoon-comander`;
    }],
    ["an unknown unit in armyRatio", (b) => {
      const r = ruleAt(b, "PLATOON_COMMANDER_LIMIT");
      b.armyRules[r].perUnits = ["red-army-infantri"];
      return `armyRules.${r}.perUnits.0: unknown unit red-army-infantri`;
    }],
    ["an unknown rarity", (b) => {
      const r = ruleAt(b, "RARE_LIMIT");
      b.armyRules[r].rarity = "rar";
      return `armyRules.${r}.rarity: unknown rarity rar (one of common, unique, rare)`;
    }],
    ["an unknown ability on a unit", (b) => {
      b.units[0].abilities[0] = "special-weapon";
      return "units.0.abilities.0: unknown ability special-weapon";
    }],
    ["an unknown grantedBy option", (b) => {
      const a = b.abilities.findIndex((x: { grantedBy?: { options?: string[] } }) => x.grantedBy?.options);
      b.abilities[a].grantedBy.options = ["nope"];
      return `abilities.${a}.grantedBy.options.0: unknown option nope`;
    }],
    ["an unknown noun in a message", (b) => {
      b.abilities[0].constraints[0].message.en = "{count:specialweapon} too many";
      return "abilities.0.constraints.0.message.en: unknown noun specialweapon (not in nouns)";
    }],
    ["an unknown template parameter in a hint", (b) => {
      const r = ruleAt(b, "MINES_ARMY_LIMIT");
      b.armyRules[r].hint.ru = "не больше {maks} на армию";
      return `armyRules.${r}.hint.ru: unknown parameter {maks}: a armyCap rule has count, max, unit, option`;
    }],
    ["a template that does not parse", (b) => {
      b.armyRules[0].message.ru = "Армия стоит {points:point";
      return "armyRules.0.message.ru: unclosed '{': expected '}' (at character 26)";
    }],
    ["a counted parameter that is not a number", (b) => {
      const u = unitAt(b, "guards");
      b.units[u].constraints[0].message.en = "{requires:man}";
      return `units.${u}.constraints.0.message.en: {requires:…} counts a parameter that is not a number`;
    }],
    ["the engine's own code on a rule", (b) => {
      b.armyRules[0].code = "OPTION_MAX";
      return "armyRules.0.code: OPTION_MAX is the engine's own code, not a rule's";
    }],
    ["no men tally for the report", (b) => {
      b.tallies = { mans: b.tallies.men, squad: b.tallies.squad, dogs: b.tallies.dogs };
      return 'tallies: a "men" tally is needed: the report counts a unit\'s men with it';
    }],
  ])("%s", (_, breakIt) => {
    let expected = "";
    const found = problems((b) => {
      expected = breakIt(b);
    });
    expect(found).toContain(expected);
  });

  it("a message missing in one language is refused at its path", () => {
    expect(problems((b) => delete b.armyRules[0].message.en)).toEqual(["armyRules.0.message.en: Invalid input: expected string, received undefined"]);
    expect(problems((b) => delete b.units[0].constraints[0].message)).toEqual(["units.0.constraints.0.message: Invalid input: expected object, received undefined"]);
  });

  it("two rules with one code and option in one place must say the same", () => {
    const found = problems((b) => {
      const u = unitAt(b, "guards");
      b.units[u].constraints.push({ ...b.units[u].constraints[0], message: { ru: "иначе", en: "otherwise" } });
    });
    expect(found.some((p) => /^units\.1\.constraints\.1\.message: says something else than the rule at units\[1\]\.constraints\[0\]/.test(p))).toBe(true);
  });
});

describe("checkBookText: problems with their line in the file", () => {
  it("points at the line of the broken key", () => {
    const b = raw();
    const u = unitAt(b, "scouts");
    b.units[u].options[0].adds = { menn: 1 };
    const text = JSON.stringify(b, null, 2);
    const result = checkBookText(text);
    expect(result.ok).toBe(false);
    if (result.ok || result.unreadable) return;
    const line = text.split("\n").findIndex((l) => l.includes('"menn": 1')) + 1;
    expect(result.problems).toEqual([{ path: `units[${u}].options[0].adds.menn`, at: ["units", u, "options", 0, "adds", "menn"], line, message: "unknown tally menn" }]);
    // in Russian for the workshop and the API in Russian (check-book prints English)
    const ru = checkBookText(text, { lang: "ru" });
    expect(!ru.ok && !ru.unreadable && ru.problems.map((p) => p.message)).toEqual(["неизвестный счётчик menn (нет в tallies)"]);
  });

  it("says why a file that is not JSON cannot be read", () => {
    expect(checkBookText('{\n  "id": "x",\n}')).toEqual({ ok: false, unreadable: true, reason: "not JSON: line 3, column 1: expected a property name in double quotes", line: 3 });
    // a file that stops is said to be cut off, whatever came next
    expect(checkBookText('{\n  "id": "x",\n')).toEqual({ ok: false, unreadable: true, reason: "not JSON: line 3, column 1: the text stops before its end: it looks cut off", line: 3 });
  });
});
