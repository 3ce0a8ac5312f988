import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { open } from "../support/page";

const base = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the app in Chromium", () => {
  it("opens in Russian for a Russian browser and switches to English", async () => {
    const context = await browser.newContext({ locale: "ru-RU" });
    const page = await context.newPage();
    await open(page, base + "/");
    await expect(page.locator("h1").first().textContent()).resolves.toContain("Мои ростеры");
    await page.getByRole("button", { name: "EN" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "en");
    await expect(page.locator("h1").first().textContent()).resolves.toContain("My rosters");
    await context.close();
  });
});
