/**
 * What a player types, at its edges. Text may have no spaces at all (100 "Я" as a roster name, a
 * 40-letter label, a 200-letter note): on a 390 px phone every page that shows it wraps it inside
 * the screen, where the page used to become up to 3000 px wide with the title cut off. A name of
 * spaces only is a name by RULES.md: My rosters still shows a link to tap.
 */
import { describe, expect, inject, it } from "vitest";
import { editUrl } from "../../lib/roster/links";
import { browserForFile } from "../support/browser";
import { open } from "../support/page";
import { apiCreate } from "../support/rosters-api";
import { keptTabs } from "../support/tabs";

const base = inject("baseUrl");
const browser = browserForFile();
const tab = keptTabs(browser, base);

describe("what a player types, at its edges, on a phone", () => {
  it("keeps the builder, My rosters, the roster page and the printed cards within 390 px", async () => {
    const name = "Я".repeat(100);
    const created = await apiCreate(base, { version: 1, name, armyBook: "soviet", pointsLimit: 1000, units: [{ unit: "red-army-infantry", label: "Ж".repeat(40), note: "Щ".repeat(200) }] });
    if (created.status !== "created") throw new Error(JSON.stringify(created));
    const { page } = await tab({ locale: "ru-RU", viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    // the builder first: opening it puts the roster on this device's My rosters
    const pages = [editUrl({ viewId: created.viewId, key: created.key }), "/", `/r/${created.viewId}`, `/r/${created.viewId}/print`];
    for (const path of pages) {
      await open(page, base + path);
      await page.getByText(name.slice(0, 10), { exact: false }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });

  it("a roster named with spaces only (a name by the rules) is still a link to tap on My rosters", async () => {
    const created = await apiCreate(base, { version: 1, name: "   ", armyBook: "soviet", pointsLimit: 1000, units: [] });
    if (created.status !== "created") throw new Error(JSON.stringify(created));
    const { page } = await tab({ locale: "en-GB", viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await open(page, base + editUrl({ viewId: created.viewId, key: created.key }));
    await open(page, base + "/");
    const link = page.getByRole("link", { name: "(no name)" });
    await link.waitFor();
    expect(await link.getAttribute("href")).toContain(`/r/${created.viewId}/edit`);
  });
});
