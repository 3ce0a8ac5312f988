import { describe, expect, inject, it } from "vitest";
import { browserForFile } from "../support/browser";
import { keptTabs } from "../support/tabs";
import { open } from "../support/page";

const base = inject("baseUrl");
const browser = browserForFile();
const tab = keptTabs(browser, base);

describe("the app in Chromium", () => {
  it("opens in Russian for a Russian browser and switches to English", async () => {
    const { page } = await tab({ locale: "ru-RU" });
    await open(page, base + "/");
    await expect(page.locator("h1").first().textContent()).resolves.toContain("Мои ростеры");
    await page.getByRole("button", { name: "EN" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "en");
    await expect(page.locator("h1").first().textContent()).resolves.toContain("My rosters");
  });
});
