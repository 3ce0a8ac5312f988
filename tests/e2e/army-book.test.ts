import { describe, expect, inject, it } from "vitest";
import { browserForFile } from "../support/browser";
import { keptTabs } from "../support/tabs";
import { open, ready } from "../support/page";

const base = inject("baseUrl");
const browser = browserForFile();
const tab = keptTabs(browser, base);

describe("the army book browser", () => {
  it("lists every unit from the DB with cost, options, limits and the interpretation notes", async () => {
    const { page } = await tab({ locale: "ru-RU" });
    await open(page, base + "/army-book");
    expect(await page.locator(".book-entry").count()).toBe(10);
    const rai = page.locator("#red-army-infantry");
    await expect(rai.locator(".book-cost").textContent()).resolves.toBe("100 оч.");
    const extra = rai.locator("tr", { hasText: "Дополнительный боец" });
    await expect(extra.textContent()).resolves.toMatch(/\+20 за шт\..*макс\. 8/);
    await expect(page.locator("#mountain-rifles .badge").first().textContent()).resolves.toBe("Редкий");
    await expect(page.locator("#army-rules").textContent()).resolves.toContain("Домашнее правило");
    await expect(rai.textContent()).resolves.toContain("Трактовка:");
  });

  it("Add to roster puts the unit into a new roster, and then into one of mine", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await open(page, base + "/army-book");
    await page.getByRole("button", { name: "Add to roster: Soviet Snipers" }).click();
    await page.getByRole("button", { name: "to a new roster" }).click();
    await page.waitForURL(/\/edit\?key=/);
    await ready(page);
    await expect.poll(() => page.locator(".unit-card h3").allTextContents()).toEqual([expect.stringContaining("Soviet Snipers")]);
    const rosterName = await page.locator("#roster-name").inputValue();

    await open(page, base + "/army-book");
    await page.getByRole("button", { name: "Add to roster: Soviet Cavalry" }).click();
    await page.getByRole("button", { name: new RegExp(`^${rosterName}`) }).click();
    await page.waitForURL(/\/edit\?key=/);
    await ready(page);
    await expect.poll(() => page.locator(".unit-card").count()).toBe(2);
    await expect.poll(() => page.getByTestId("army-points").textContent()).toBe("200");
    expect(new URL(page.url()).searchParams.has("add")).toBe(false);
  });
});
