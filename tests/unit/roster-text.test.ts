import { countOf } from "../../lib/i18n/plural";
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { rosterAsText } from "../../lib/export/roster-text";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { describeViolation } from "../../lib/engine/violation-text";
import { t } from "../../lib/i18n/ui";
import type { Lang } from "../../lib/text";
import { book, roster, type UnitSpec } from "../support/book";

const LANGS: Lang[] = ["ru", "en"];

function named(units: UnitSpec[], pointsLimit: number, name: string) {
  return { ...roster(units, pointsLimit), name };
}
const unitName = (id: string, lang: Lang) => book.units.find((u) => u.id === id)!.name[lang];
const optionName = (unit: string, option: string, lang: Lang) => book.units.find((u) => u.id === unit)!.options.find((o) => o.id === option)!.name[lang];

/**
 * A legal army: points by hand from RULES.md —
 * RAI 100 + 3×20 + lmg 25 + SMGs 5×7 = 220 (7 men); snipers 100 + spotter 50 = 150 (2 men);
 * dog tank hunters 110 + 2×15 = 140 (4 men); naval infantry 120 + rifles 0 = 120 (4 men). Σ 630.
 */
const legal = named(
  [
    { unit: "red-army-infantry", options: { "extra-soldiers": 3, lmg: 1, smg: 1, hmg: 0 } },
    { unit: "snipers", options: { spotter: 1 } },
    { unit: "dog-tank-hunters", options: { dogs: 2 } },
    { unit: "naval-infantry", options: { rifles: 1 } },
  ],
  1000,
  "Штурм высоты 112 🎖️",
);

/** Breaks many rules at once, in unit rules and army-wide rules. */
const illegal = named(
  [
    { unit: "red-army-infantry", options: { banner: 2, lmg: 2 } },
    { unit: "snipers" },
    { unit: "snipers", options: { spotter: 3 } },
    { unit: "tiger-tank" },
    { unit: "guards", options: { jetpack: 1 } },
    { unit: "red-army-infantry", options: { "platoon-commander": 1 } },
  ],
  300,
  "Bad army",
);

describe("a legal roster as text", () => {
  it.each(LANGS)("%s: name, units with points and men, options, total and the legal marker", (lang) => {
    const text = rosterAsText(book, legal, lang);
    const lines = text.split("\n");
    const pts = t(lang, "pts");
    expect(lines[0]).toBe(`${legal.name} — ${book.name[lang]}, 630 / 1000 ${pts}`);
    expect(lines).toContain(`1. ${unitName("red-army-infantry", lang)} — 220 ${pts} (${countOf(lang, 7, "man")})`);
    expect(lines).toContain(`2. ${unitName("snipers", lang)} — 150 ${pts} (${countOf(lang, 2, "man")})`);
    expect(lines).toContain(`3. ${unitName("dog-tank-hunters", lang)} — 140 ${pts} (${countOf(lang, 4, "man")})`);
    expect(lines).toContain(`4. ${unitName("naval-infantry", lang)} — 120 ${pts} (${countOf(lang, 4, "man")})`);
    // count options (max > 1) carry ×N, even ×1; 0-or-1 options and swaps do not
    expect(lines).toContain(`   • ${optionName("red-army-infantry", "extra-soldiers", lang)} ×3`);
    expect(lines).toContain(`   • ${optionName("red-army-infantry", "lmg", lang)}`);
    expect(lines).toContain(`   • ${optionName("red-army-infantry", "smg", lang)}`);
    expect(lines).toContain(`   • ${optionName("snipers", "spotter", lang)} ×1`);
    expect(lines).toContain(`   • ${optionName("dog-tank-hunters", "dogs", lang)} ×2`);
    expect(lines).toContain(`   • ${optionName("naval-infantry", "rifles", lang)}`);
    // an option at 0 is not listed
    expect(text).not.toContain(optionName("red-army-infantry", "hmg", lang));
    expect(lines).toContain(`${t(lang, "total")}: 630 / 1000 ${pts} — ✓ ${t(lang, "valid")}`);
    expect(text).not.toContain("✗");
    expect(text).not.toContain(t(lang, "invalid"));
    expect(lines.filter((l) => l.trimStart().startsWith("!"))).toEqual([]);
  });

  it("the two languages differ and each uses its own names", () => {
    const ru = rosterAsText(book, legal, "ru");
    const en = rosterAsText(book, legal, "en");
    expect(ru).not.toBe(en);
    for (const u of legal.units) {
      expect(ru).not.toContain(unitName(u.unit, "en"));
      expect(en).not.toContain(unitName(u.unit, "ru"));
    }
    expect(ru).toContain("Пехота Красной Армии");
    expect(en).toContain("Red Army Infantry");
    expect(en).not.toMatch(/Пехота|Снайперы|Итого/);
    expect(ru).not.toMatch(/Infantry|Snipers|Total/);
  });

  it("an empty roster is legal with a total of 0", () => {
    const r = named([], 500, "Пусто");
    for (const lang of LANGS) {
      const text = rosterAsText(book, r, lang);
      expect(text.split("\n")[0]).toBe(`Пусто — ${book.name[lang]}, 0 / 500 ${t(lang, "pts")}`);
      expect(text).toContain(`${t(lang, "total")}: 0 / 500 ${t(lang, "pts")} — ✓ ${t(lang, "valid")}`);
    }
  });
});

describe("the book, its version and the share link close the text", () => {
  it.each(LANGS)("%s: the book and version line, then the link when there is one", (lang) => {
    const lines = rosterAsText(book, legal, lang, "https://example.test/s/CODE").split("\n");
    expect(lines.slice(-3)).toEqual(["", t(lang, "bookVersionLabel", { name: book.name[lang], version: book.version }), "https://example.test/s/CODE"]);
    const without = rosterAsText(book, legal, lang).split("\n");
    expect(without.at(-1)).toBe(t(lang, "bookVersionLabel", { name: book.name[lang], version: book.version }));
    expect(without.join("\n")).not.toContain("/s/");
  });
});

describe("the player's label and note in the text", () => {
  it.each(LANGS)("%s: a label goes before the book's name, a note on its own line; neither changes a figure", (lang) => {
    const plain = named([{ unit: "snipers", options: { spotter: 1 } }, { unit: "cavalry" }], 1000, "Test");
    const own = { ...plain, units: [{ ...plain.units[0]!, label: "Глаза", note: "на колокольне" }, plain.units[1]!] };
    const lines = rosterAsText(book, own, lang).split("\n");
    expect(lines[2]).toBe(`1. Глаза (${unitName("snipers", lang)}) — 150 ${t(lang, "pts")} (${countOf(lang, 2, "man")})`);
    expect(lines[3]).toBe("   ✎ на колокольне");
    expect(rosterAsText(book, plain, lang).split("\n")[2]).toBe(`1. ${unitName("snipers", lang)} — 150 ${t(lang, "pts")} (${countOf(lang, 2, "man")})`);
  });
});

describe("an illegal roster as text", () => {
  const evaluation = evaluateRoster(book, illegal);

  it("the fixture breaks the rules it is meant to", () => {
    const codes = new Set(evaluation.violations.map((v) => v.code));
    for (const code of [
      "REQUIRES_PLATOON_COMMANDER",
      "OPTION_MAX",
      "SPECIAL_WEAPON_RATIO",
      "UNIQUE_LIMIT",
      "SPOTTER_PER_PAIR",
      "UNKNOWN_UNIT",
      "UNKNOWN_OPTION",
      "PLATOON_COMMANDER_LIMIT",
      "POINTS_LIMIT_EXCEEDED",
    ])
      expect(codes).toContain(code);
  });

  it.each(LANGS)("%s: every violation message is listed, on its unit or army-wide, with the illegal marker", (lang) => {
    const text = rosterAsText(book, illegal, lang);
    const lines = text.split("\n");
    const pts = t(lang, "pts");
    expect(lines[0]).toBe(`Bad army — ${book.name[lang]}, ${evaluation.points} / 300 ${pts}`);
    expect(lines).toContain(`${t(lang, "total")}: ${evaluation.points} / 300 ${pts} — ✗ ${t(lang, "invalid")}`);
    expect(text).not.toContain("✓");
    const listed = lines.filter((l) => l.startsWith("   ! "));
    expect(listed).toHaveLength(evaluation.violations.length);
    for (const v of evaluation.violations) {
      const message = describeViolation(book, illegal, v, lang);
      expect(message.length).toBeGreaterThan(0);
      expect(message).not.toBe(v.code);
      const where = v.unit === null ? t(lang, "armyWide") : String(v.unit + 1);
      expect(listed).toContain(`   ! ${where}: ${message}`);
    }
  });

  it.each(LANGS)("%s: unknown units and options are shown by their ids at 0 points; counts above max get ×N", (lang) => {
    const lines = rosterAsText(book, illegal, lang).split("\n");
    const pts = t(lang, "pts");
    expect(lines).toContain(`4. tiger-tank — 0 ${pts} (${countOf(lang, 0, "man")})`);
    expect(lines).toContain("   • jetpack");
    expect(lines).toContain(`   • ${optionName("red-army-infantry", "banner", lang)} ×2`);
    expect(lines).toContain(`   • ${optionName("red-army-infantry", "lmg", lang)} ×2`);
    expect(lines).toContain(`   • ${optionName("snipers", "spotter", lang)} ×3`);
  });

  it("the messages are in the reader's language", () => {
    const ru = rosterAsText(book, illegal, "ru");
    const en = rosterAsText(book, illegal, "en");
    expect(ru).toContain("Отряда «tiger-tank» нет в книге армии.");
    expect(en).toContain('There is no unit "tiger-tank" in the army book.');
    expect(ru).toContain(`! ${t("ru", "armyWide")}: `);
    expect(en).toContain(`! ${t("en", "armyWide")}: `);
  });
});

describe("any roster as text", () => {
  const unitArb: fc.Arbitrary<UnitSpec> = fc.oneof(
    fc.constantFrom(...book.units).chain((u) =>
      fc
        .tuple(...u.options.map((o) => fc.integer({ min: 0, max: o.max + 2 })))
        .map((counts) => ({ unit: u.id, options: Object.fromEntries(u.options.map((o, k) => [o.id, counts[k]!])) })),
    ),
    fc.constantFrom({ unit: "panther" }, { unit: "guards", options: { nope: 2 } }),
  );

  it("never throws, lists every unit and every violation, and marks legality correctly", () => {
    fc.assert(
      fc.property(fc.array(unitArb, { maxLength: 12 }), fc.integer({ min: 300, max: 5000 }), fc.constantFrom(...LANGS), (units, limit, lang) => {
        const r = named(units, limit, "Р");
        const e = evaluateRoster(book, r);
        const text = rosterAsText(book, r, lang);
        const lines = text.split("\n");
        e.units.forEach((u, i) => {
          const title = u.known ? unitName(u.unit, lang) : u.unit;
          expect(lines).toContain(`${i + 1}. ${title} — ${u.points} ${t(lang, "pts")} (${countOf(lang, u.men, "man")})`);
        });
        const valid = e.violations.length === 0;
        expect(lines).toContain(`${t(lang, "total")}: ${e.points} / ${limit} ${t(lang, "pts")} — ${valid ? "✓ " + t(lang, "valid") : "✗ " + t(lang, "invalid")}`);
        for (const v of e.violations) expect(text).toContain(describeViolation(book, r, v, lang));
        // one bullet per option taken
        const taken = units.reduce((n, u) => n + Object.values(u.options ?? {}).filter((c) => c > 0).length, 0);
        expect(lines.filter((l) => l.startsWith("   • "))).toHaveLength(taken);
      }),
      { numRuns: 150 },
    );
  });
});
