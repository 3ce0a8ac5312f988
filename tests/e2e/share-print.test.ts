import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "../support/browser";
import { open, ready } from "../support/page";

const base = inject("baseUrl");
const browser = useBrowser();

const units = [
  { unit: "red-army-infantry", options: { "extra-soldiers": 6, "platoon-commander": 1, banner: 1, lmg: 1, hmg: 1 } },
  { unit: "red-army-infantry", options: { "extra-soldiers": 6, lmg: 1 } },
  { unit: "red-army-infantry", options: { "extra-soldiers": 4, smg: 1 } },
  { unit: "guards", options: { "extra-soldiers": 6, radio: 1, lmg: 1, hmg: 1, "aa-mount": 1 } },
  { unit: "naval-infantry", options: { "extra-soldiers": 4, lmg: 1 } },
  { unit: "dog-tank-hunters", options: { dogs: 4 } },
  { unit: "assault-group", options: { "extra-soldiers": 2, flamethrower: 1, "magnetic-mines": 2 } },
  { unit: "snipers", options: { spotter: 1, dummy: 1 } },
  { unit: "scouts", options: { "extra-soldiers": 2, "sniper-rifle": 1, parachutes: 1 } },
];
const roster = { version: 1, name: "Оборона <b>моста</b>", armyBook: "soviet", pointsLimit: 3000, units };

async function importViaHome(page: Page, text: string) {
  await open(page, base + "/");
  await page.locator("#import-text").fill(text);
  await page.getByRole("button", { name: "Import" }).click();
}

describe("sharing, import, export and army cards", () => {
  let shareLink = "";
  let editUrl = "";

  it("imports a JSON roster into a new saved roster", async () => {
    const page = await (await browser().newContext({ locale: "en-GB" })).newPage();
    await importViaHome(page, JSON.stringify(roster, null, 2));
    await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
    await ready(page);
    editUrl = page.url();
    await expect.poll(() => page.locator(".unit-card").count()).toBe(units.length);
    await expect.poll(() => page.locator("#roster-name").inputValue()).toBe(roster.name);
    shareLink = await page.getByTestId("share-link").inputValue();
    expect(shareLink).toMatch(/\/s\/[A-Za-z0-9_-]+$/);
    expect(shareLink.length - shareLink.indexOf("/s/")).toBeLessThan(200);
    await page.context().close();
  });

  it("reports a broken import line by line and creates nothing", async () => {
    const page = await (await browser().newContext({ locale: "en-GB" })).newPage();
    const text = JSON.stringify({ ...roster, units: [{ unit: "guards", options: { lmg: -1 } }], colour: "red" }, null, 2);
    await importViaHome(page, text);
    const items = page.locator(".import-problems li");
    await expect.poll(() => items.count()).toBe(2);
    const all = await items.allTextContents();
    const lineOf = (needle: string) => text.split("\n").findIndex((l) => l.includes(needle)) + 1;
    expect(all[0]).toMatch(new RegExp(`^Line ${lineOf('"lmg": -1')} \\(units\\.0\\.options\\.lmg\\):`));
    expect(all[1]).toMatch(new RegExp(`^Line ${lineOf('"colour"')} \\(colour\\):.*colour`));
    expect(page.url()).toBe(base + "/");
    await page.context().close();
  });

  it("a share link opened in a fresh browser shows the same roster, read-only, and can be copied", async () => {
    const context = await browser().newContext({ locale: "en-GB" });
    const page = await context.newPage();
    await open(page, shareLink);
    await expect(page.locator("h1").textContent()).resolves.toBe(roster.name);
    expect(await page.locator(".view-units > li").count()).toBe(units.length);
    const expectedPoints = await (await fetch(base + "/api/validate", { method: "POST", body: JSON.stringify(roster) })).json();
    expect(await page.getByTestId("army-points").textContent()).toBe(String(expectedPoints.points));
    // The roster's name is shown as text, never as markup.
    expect(await page.locator("h1 b").count()).toBe(0);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(roster.name);
    await page.getByRole("button", { name: "Copy to my rosters" }).click();
    await page.waitForURL(/\/edit\?key=/);
    await ready(page);
    await expect.poll(() => page.locator(".unit-card").count()).toBe(units.length);
    await context.close();
  });

  it("a damaged share link gets a friendly explanation, not an error", async () => {
    const page = await (await browser().newContext({ locale: "en-GB" })).newPage();
    const code = shareLink.slice(shareLink.indexOf("/s/") + 3);
    const mangled = code.slice(0, 10) + (code[10] === "A" ? "B" : "A") + code.slice(11);
    for (const bad of [mangled, code.slice(0, -6), "%E0%A4%A", "<script>"]) {
      const res = await page.goto(`${base}/s/${bad}`);
      expect(res!.status()).toBeLessThan(500);
      await expect(page.locator("body").innerText()).resolves.toMatch(/damaged|cut off|does not contain|do not belong|invalid characters/);
    }
    await page.context().close();
  });

  it("army cards print to A4 with one card per unit plus a summary, none split across pages", async () => {
    const page = await (await browser().newContext({ locale: "en-GB" })).newPage();
    const viewId = new URL(editUrl).pathname.split("/")[2];
    await open(page, `${base}/r/${viewId}/print`);
    expect(await page.locator(".army-card").count()).toBe(units.length + 1);
    const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
    const dir = mkdtempSync(path.join(tmpdir(), "cards-"));
    const file = path.join(dir, "cards.pdf");
    writeFileSync(file, pdf);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);
    expect(pages).toBeGreaterThan(1);
    const n = units.length + 1;
    const seen = new Map<number, number[]>();
    for (let p = 1; p <= pages; p++) {
      const text = execFileSync("pdftotext", ["-f", String(p), "-l", String(p), "-layout", file, "-"], { encoding: "utf8" });
      for (const m of text.matchAll(/Card (\d+) of (\d+)/g)) {
        expect(Number(m[2])).toBe(n);
        seen.set(Number(m[1]), [...(seen.get(Number(m[1])) ?? []), p]);
      }
    }
    // Every card's top and bottom marks are found, on one and the same page.
    for (let i = 1; i <= n; i++) {
      const at = seen.get(i) ?? [];
      expect(at.length, `card ${i} marks`).toBe(2);
      expect(at[0], `card ${i} split across pages`).toBe(at[1]);
    }
    // What the printed cards say (issue #9), read back from the PDF itself.
    const printed = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(printed).toContain("HMG (Maxim) ×1 (anti-aircraft mount, crew 2, 2 wounds)");
    expect(printed).toContain("HMG (Maxim) ×1 (crew 2, 1 wound)");
    expect(printed).toMatch(/flamethrower ×1(;| Options)/);
    expect(printed).not.toMatch(/flamethrower ×1 \(/);
    expect(printed).toContain("never better than 5+ (except 4+ in a bunker); no cover saves in melee");
    expect(printed).toContain("never better than 6+ (in a bunker too)");
    expect(printed).toContain("Reinforced Grenades. Grenades hit vehicles on 5+.");
    expect(printed).toContain("(the source text ends here)");
    expect(printed).toContain("Only a non-Unique infantry unit can hold an objective");
    expect(printed).toMatch(/9 units/);
    expect(printed).not.toMatch(/\b1 men\b|\(s\)/);
    await page.context().close();
  });

  it("Russian army cards: plural forms and the source's names", async () => {
    const page = await (await browser().newContext({ locale: "ru-RU" })).newPage();
    const viewId = new URL(editUrl).pathname.split("/")[2];
    await open(page, `${base}/r/${viewId}/print`);
    const text = (await page.locator(".cards").innerText()).replace(/\s+/g, " ");
    expect(text).toContain("9 отрядов");
    expect(text).toContain("тяжёлый пулемёт (Максим) ×1 (зенитная установка, расчёт 2, 2 раны)");
    expect(text).toContain("не лучше 5+ (кроме 4+ в бункере); в рукопашной спас-броска за укрытие нет");
    expect(text).toContain("(здесь текст источника обрывается)");
    expect(text).toMatch(/4 собаки/);
    expect(text).not.toMatch(/\((ов|й|и|ы)\)/);
    await page.context().close();
  });
});
