import { describe, expect, inject, it } from "vitest";
import type { Page, Route } from "playwright-core";
import { encodeRoster } from "../../lib/share/codec";
import { decodeVictory } from "../../lib/victory/share";
import { book, scoring } from "../support/book";
import { apiVictory } from "../support/victory-api";
import { browserForFile } from "../support/browser";
import { keptTabs } from "../support/tabs";
import { open, ready } from "../support/page";
import { apiCreate } from "../support/rosters-api";

const base = inject("baseUrl");
const browser = browserForFile();
const tab = keptTabs(browser, base);

// Red: 100 + 120 + 100 = 320; Blue: 200 + 125 (guards with 1 extra soldier... 120 + 25 = 145)
const red = { version: 1 as const, name: "Red", armyBook: "soviet" as const, pointsLimit: 1000, units: [
  { unit: "red-army-infantry" },
  { unit: "guards" },
  { unit: "cavalry" },
] };
const blue = { version: 1 as const, name: "Blue", armyBook: "soviet" as const, pointsLimit: 1000, units: [
  { unit: "red-army-infantry", options: { "extra-soldiers": 5 } }, // 200
  { unit: "guards", options: { "extra-soldiers": 1 } }, // 145
] };

async function loadSide(page: Page, side: 0 | 1, roster: typeof red) {
  await page.locator(`#p${side}-link`).fill(`${base}/s/${encodeRoster(book, roster)}`);
  await page.locator(`#p${side}-title`).locator("..").getByRole("button", { name: "Load" }).click();
}
const status = (page: Page, side: 0 | 1, unit: number, s: "Intact" | "Damaged" | "Destroyed") =>
  page.locator(`#p${side}-title`).locator("..").locator(".v-unit").nth(unit).getByText(s, { exact: true }).click();

describe("the victory calculator in Chromium", () => {
  it("loads two rosters from links, marks units and objectives, and reads the band", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await open(page, base + "/victory");
    await loadSide(page, 0, red);
    await loadSide(page, 1, blue);
    await expect.poll(() => page.locator(".v-unit").count()).toBe(5);
    await expect.poll(() => page.getByTestId("band").textContent()).toBe("Draw");

    // Red lost its guards (destroyed, 120) and the cavalry is damaged (50); Blue's 200-point squad was destroyed.
    await status(page, 0, 1, "Destroyed");
    await status(page, 0, 2, "Damaged");
    await status(page, 1, 0, "Destroyed");
    await page.locator("#p0-obj").fill("1");
    // Red: 200 + 300 = 500; Blue: 120 + 50 = 170 → difference 330 → minor victory for Red
    await expect.poll(() => page.getByTestId("vp-0").textContent()).toBe("500 VP");
    await expect.poll(() => page.getByTestId("vp-1").textContent()).toBe("170 VP");
    expect(await page.getByTestId("difference").textContent()).toBe("330");
    expect(await page.getByTestId("band").textContent()).toBe("Minor victory");
    expect(await page.getByTestId("winner").textContent()).toBe("Red");

    // The same numbers from the API, which uses the same calculator.
    const api = await apiVictory(base, [
      { name: "Red", objectives: 1, units: [{ points: 100, status: "intact" }, { points: 120, status: "destroyed" }, { points: 100, status: "damaged" }] },
      { name: "Blue", objectives: 0, units: [{ points: 200, status: "destroyed" }, { points: 145, status: "intact" }] },
    ]);
    expect(api).toEqual({ victoryPoints: [500, 170], difference: 330, band: "MINOR_VICTORY", winner: 0 });

    // The result link reopens the same game in a fresh browser.
    const link = await page.locator("#v-share").inputValue();
    const { page: other } = await tab({ locale: "en-GB" });
    await open(other, link);
    await expect.poll(() => other.getByTestId("band").textContent()).toBe("Minor victory");
    expect(await other.getByTestId("vp-0").textContent()).toBe("500 VP");

    // A bad value is marked at its field and the result waits for it.
    await page.locator("#p1-obj").fill("21");
    await expect.poll(() => page.locator("#p1-obj-error").textContent()).toMatch(/20/);
    await expect.poll(() => page.getByTestId("band").count()).toBe(0);
  });

  it("takes a saved roster's own page link (and Enter loads it); a reload, Back and Forward keep what was typed", async () => {
    const created = await apiCreate(base, red);
    if (created.status !== "created") throw new Error(JSON.stringify(created));
    const { page } = await tab({ locale: "en-GB" });
    await open(page, base + "/victory");
    await page.locator("#p0-link").fill(`${base}/r/${created.viewId}`);
    await page.locator("#p0-link").press("Enter");
    await expect.poll(() => page.locator(".v-unit").count()).toBe(3);
    await loadSide(page, 1, blue);
    await status(page, 1, 0, "Destroyed");
    await expect.poll(() => page.getByTestId("vp-0").textContent()).toBe("200 VP");
    // the bar under the page says whose the band is
    await expect.poll(() => page.locator(".result-sticky").textContent()).toContain("Minor victory: Red");

    await page.reload();
    await ready(page);
    await expect.poll(() => page.getByTestId("vp-0").textContent()).toBe("200 VP");
    expect(await page.locator(".v-unit").count()).toBe(5);
    await open(page, base + "/army-book");
    await page.goBack();
    await expect.poll(() => page.getByTestId("vp-0").textContent()).toBe("200 VP");
  });

  it("shows only the band readings of this game's size, and copies the result link", async () => {
    const { page } = await tab({ locale: "en-GB", permissions: ["clipboard-read", "clipboard-write"] });
    await open(page, base + "/victory");
    const readings = page.locator(".band-readings li");
    // a 1000-point game: its own table's top band; nothing of the 3001-point edge
    await expect.poll(() => readings.count()).toBe(1);
    expect(await readings.first().textContent()).toContain("a difference of exactly 1500 is read as a Rout");
    await page.locator("#v-limit").fill("3001");
    await expect.poll(() => page.locator(".band-readings").textContent()).toContain("3001 included");
    expect(await page.locator(".band-readings").textContent()).not.toContain("exactly 1500");

    // the link follows the game (once the page's checks have read the new size)
    const limitOf = (href: string) => decodeVictory(new URL(href).searchParams.get("r") ?? "")?.input.pointsLimit;
    await expect.poll(async () => limitOf(await page.locator("#v-share").inputValue())).toBe(3001);
    const link = await page.locator("#v-share").inputValue();
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await page.locator("#v-share").locator("..").getByRole("button").first().textContent()).toBe("Copied");
  });

  it("checks the very first value typed on a fresh page (its checks arrive with that first use) and scores the next", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await open(page, base + "/victory");
    await expect.poll(() => page.getByTestId("band").textContent()).toBe("Draw");
    await page.locator("#v-limit").fill("10");
    await expect.poll(() => page.locator("#v-limit-error").textContent()).not.toBe("");
    await expect.poll(() => page.getByTestId("band").count()).toBe(0);
    await page.locator("#v-limit").fill("1000");
    await page.locator("#p0-obj").fill("3");
    await expect.poll(() => page.getByTestId("vp-0").textContent()).toBe(`${3 * scoring.objectivePoints} VP`);
  });

  it("shows no stale result for a change made before its checks could be fetched, and scores once they are", async () => {
    // routes cannot be taken back from a kept tab: a context of its own
    const context = await browser().newContext({ locale: "en-GB" });
    try {
      const page = await context.newPage();
      await open(page, base + "/victory");
      await expect.poll(() => page.getByTestId("band").textContent()).toBe("Draw");
      const block = (route: Route) => route.abort();
      await context.route("**/_next/static/**", block);
      await page.locator("#p0-obj").fill("3");
      await expect.poll(() => page.locator(".result").textContent()).toContain("Loading…");
      expect(await page.getByTestId("band").count()).toBe(0);
      expect(await page.locator("#v-share").count()).toBe(0);

      await context.unroute("**/_next/static/**", block);
      await page.locator("#p0-obj").press("End"); // the next use fetches them again
      await expect.poll(() => page.getByTestId("vp-0").textContent()).toBe(`${3 * scoring.objectivePoints} VP`);
      expect(await page.locator("#v-share").count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it.each(["/", "/victory", "/army-book"])("has no horizontal scroll at 375 px: %s", async (path) => {
    const { page } = await tab({ viewport: { width: 375, height: 800 }, locale: "ru-RU" });
    await open(page, base + path);
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(scroll).toBeLessThanOrEqual(client);
  });
});
