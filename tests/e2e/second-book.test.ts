import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile } from "../support/browser";
import { keptTabs } from "../support/tabs";
import { FIXTURE_BOOK_FILE, legion } from "../support/fixture-book";
import { illegal, legalLegion } from "../support/legion-cases";
import { serverOfItsOwn } from "../support/own-server";
import { open, ready } from "../support/page";

/**
 * The second book (tests/fixtures/books/test-legion.army-book.json) through every surface of the
 * built app — API, builder, share link, print cards, victory calculator, import — on a server of
 * its own whose DB holds data/ and the fixture. No code knows the fixture: it is only seeded.
 */

const browser = browserForFile();
const own = serverOfItsOwn("e2e-second-book", { extraBooks: [FIXTURE_BOOK_FILE] });
const tab = keptTabs(browser, () => own.base);

const total = (page: Page) => page.getByTestId("army-points").textContent();
const problems = (page: Page) => page.locator(".validation li").evaluateAll((els) => els.map((e) => e.getAttribute("data-code")));
const waitSaved = (page: Page) => page.waitForSelector('[data-testid="save-status"][data-state="saved"]', { timeout: 15_000 });
const post = (path: string, body: unknown) => fetch(own.base + path, { method: "POST", body: JSON.stringify(body) });

describe("the second book over HTTP", () => {
  it("GET /api/army-book?id=test-legion returns the fixture as seeded; the default book is still the Soviet one", async () => {
    const res = await fetch(`${own.base}/api/army-book?id=test-legion`);
    expect(res.status).toBe(200);
    const { versions, scoring, ...got } = await res.json();
    expect(got).toEqual(legion);
    expect(versions).toEqual([1]);
    expect(scoring).toBeTruthy();
    expect((await (await fetch(`${own.base}/api/army-book`)).json()).id).toBe("soviet");
  });

  it("POST /api/validate: a legal legion → 200 valid; each illegal one → its code, target and the fixture's message", async () => {
    const legal = await post("/api/validate", legalLegion);
    expect(legal.status).toBe(200);
    expect(await legal.json()).toMatchObject({ valid: true, points: 869, errors: [] });
    for (const c of illegal) {
      const res = await post("/api/validate", c.roster);
      expect(res.status, c.rule).toBe(200);
      expect((await res.json()).errors, c.rule).toEqual([c.error]);
    }
    const ru = await (await post("/api/validate?lang=ru", illegal[0]!.roster)).json();
    expect(ru.errors[0].message).toBe("Легион стоит 410 монет при казне 300: сократите на 110 монет.");
  });
});

describe("the second book in Chromium", () => {
  let shareLink = "";

  it("is created from the home page, built with its own units and rules, and autosaved", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await open(page, own.base + "/");
    await page.getByLabel("Name").fill("Legio IX");
    await page.getByLabel("Points limit").fill("1000");
    await page.getByLabel("Army book").selectOption({ label: "Test Legion" });
    await page.getByRole("button", { name: "Create" }).click();
    await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
    await ready(page);
    await expect.poll(() => total(page)).toBe("0");

    await page.getByRole("button", { name: "Add: Legionaries" }).click();
    await expect.poll(() => total(page)).toBe("80");

    // A siege tower with nothing to mount: the fixture's requiresInUnit rule, in its own words, at the option.
    await page.locator("#unit-0-tower").check();
    await expect.poll(() => total(page)).toBe("100");
    await expect.poll(() => problems(page)).toEqual(["LEGION_TOWER_NEEDS_BALLISTA"]);
    await expect(page.locator("#unit-0-tower-problem").textContent()).resolves.toContain("Siege tower: nothing to mount — needs a ballista.");
    await page.locator("#unit-0-ballista").check();
    await expect.poll(() => problems(page)).toEqual([]);
    await expect.poll(() => total(page)).toBe("145");

    // Wolf riders: three wolves for two riders breaks the fixture's ratio; a third rider mends it.
    await page.getByRole("button", { name: "Add: Wolf Riders" }).click();
    for (let i = 1; i <= 3; i++) {
      await page.getByRole("button", { name: "More: Wolf", exact: true }).click();
      await expect.poll(() => page.locator("#unit-1-wolves").inputValue()).toBe(String(i));
    }
    await expect.poll(() => problems(page)).toEqual(["LEGION_WOLVES_PER_RIDER"]);
    await expect(page.locator("#unit-1-wolves-problem").textContent()).resolves.toContain("3 wolves for 2 warriors: at most one per rider.");
    await page.getByRole("button", { name: "More: Extra rider" }).click();
    await expect.poll(() => problems(page)).toEqual([]);

    // The unique unit: once in the army, its add button is off, saying why in the fixture's words.
    await page.getByRole("button", { name: "Add: Praetorians" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Add: Praetorians" }).isDisabled()).toBe(true);
    await expect(page.locator("#add-praetorians-reason").textContent()).resolves.toBe("Praetorians are one of a kind: one per legion.");

    await expect.poll(() => total(page)).toBe("425");
    await expect.poll(() => page.getByTestId("roster-valid").textContent()).toBe("Roster is legal");
    await waitSaved(page);
    shareLink = await page.getByTestId("share-link").inputValue();
    expect(shareLink).toMatch(/\/s\/[A-Za-z0-9_-]+$/);

    await page.reload();
    await ready(page);
    await expect.poll(() => total(page)).toBe("425");
    expect(await page.locator(".unit-card").count()).toBe(3);
  });

  it("the share link opens in a fresh browser with the same points", async () => {
    expect(shareLink).not.toBe("");
    const { page } = await tab({ locale: "en-GB" });
    await open(page, shareLink);
    await expect(page.locator("h1").textContent()).resolves.toBe("Legio IX");
    expect(await total(page)).toBe("425");
    expect(await page.locator(".view-units > li").count()).toBe(3);
  });

  it("its print page renders the fixture's unit cards", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await open(page, shareLink + "/print");
    expect(await page.locator(".ac-card").count()).toBe(3 + 1);
    const text = (await page.locator(".ac-cards").innerText()).replace(/\s+/g, " ");
    for (const words of [
      "Army book Test Legion Points 425 of 1000 Units 3 Strength 12 men + 3 wolves",
      "Legionaries 145 pts",
      "Composition: decurion, 2 legionaries; ballista crew 2. Strength: 5 men.",
      "ballista crew 2 (siege tower, 3 wounds)",
      "Siege Train. For every 4 warriors",
      "Wolf Riders 160 pts",
      "Composition: 3 wolf riders + 3 wolves, mounted.",
      "Pack Hunters.",
      "Praetorians Unique 120 pts",
      "Shield Wall.",
    ])
      expect(text, words).toContain(words);
    // abilities that need an option not taken are not on the card
    expect(text).not.toContain("Legion Eagle");
  });

  it("the victory calculator loads the share link and shows its units", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await open(page, own.base + "/victory");
    await page.locator("#p0-link").fill(shareLink);
    await page.locator("#p0-title").locator("..").getByRole("button", { name: "Load" }).click();
    const units = page.locator("#p0-title").locator("..").locator(".v-unit");
    await expect.poll(() => units.count()).toBe(3);
    const texts = await units.allTextContents();
    expect(texts[0]).toContain("Legionaries");
    expect(texts[1]).toContain("Wolf Riders");
    expect(texts[2]).toContain("Praetorians");
    // the opponent scores the destroyed legionaries at their cost in the fixture
    await units.nth(0).getByText("Destroyed", { exact: true }).click();
    await expect.poll(() => page.getByTestId("vp-1").textContent()).toBe("145 VP");
  });

  it("the army book's 'Add to roster' offers only my rosters of that book; the menu closes on Escape and on a tap elsewhere", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await open(page, own.base + "/");
    await page.getByLabel("Name").fill("Legio X");
    await page.getByLabel("Army book").selectOption({ label: "Test Legion" });
    await page.getByRole("button", { name: "Create" }).click();
    await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);

    await open(page, own.base + "/army-book");
    const toggle = page.getByRole("button", { name: "Add to roster: Red Army Infantry" });
    await toggle.click();
    const menu = page.locator(".add-menu");
    await menu.getByRole("button", { name: "to a new roster" }).waitFor();
    expect(await menu.textContent()).not.toContain("Legio X");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Add to roster: Red Army Infantry");

    await open(page, own.base + "/army-book?book=test-legion");
    await page.locator(".add-to-roster > button").first().click();
    await page.locator(".add-menu").getByRole("button", { name: /^Legio X/ }).waitFor();
    await page.locator("h1").click();
    await page.locator(".add-menu").waitFor({ state: "detached" });
  });

  it("a legion roster pasted into the home page's import becomes a saved roster", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await open(page, own.base + "/");
    await page.locator("#import-text").fill(JSON.stringify(legalLegion, null, 2));
    await page.getByRole("button", { name: "Import" }).click();
    await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
    await ready(page);
    await expect.poll(() => page.locator(".unit-card").count()).toBe(legalLegion.units.length);
    await expect.poll(() => total(page)).toBe("869");
  });
});
