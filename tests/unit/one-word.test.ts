import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { t as builderText } from "@/lib/i18n/builder-ui";
import { t as eventsText } from "@/lib/i18n/events-ui";

/** Every source file a player or organiser reads words from: the app's strings live in lib/ and app/. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });
}
const files = [...sources("lib"), ...sources("app")].map((file) => ({ file, text: readFileSync(file, "utf8") }));
const hits = (re: RegExp) => files.flatMap(({ file, text }) => [...text.matchAll(re)].map((m) => `${file}: ${m[0]}`));

describe("one word for 'legal' and one abbreviation for points in each language, across the app", () => {
  it("the builder and the events pages say it the same way", () => {
    for (const [lang, legal, pts] of [["ru", "корректен", "оч."], ["en", "legal", "pts"]] as const) {
      expect([builderText(lang, "legal"), eventsText(lang, "legal")]).toEqual([legal, legal]);
      expect([builderText(lang, "pts"), eventsText(lang, "pts")]).toEqual([pts, pts]);
    }
  });

  it("no other Russian word for a legal list (законен, допустим, валиден) and no other abbreviation of очки", () => {
    expect(hits(/[Зз]акон(ен|н\p{L}*|ность)|[Вв]алид\p{L}*|[Лл]егал\p{L}*/gu)).toEqual([]);
    expect(hits(/очк\.|\bочк\b/gu)).toEqual([]);
  });

  it("no other English abbreviation of points (pt., pts., pnts)", () => {
    expect(hits(/\d\s?(pt\.|pts\.|pnts|pt\b)/g)).toEqual([]);
  });
});
