/**
 * A page that fails in the browser says so in the player's language and offers a reload, where
 * Next's default is "Application error" in English on a blank page. The failure made here is the
 * usual one: a part of the page fetched on demand (the conflict notice) after a new version of the
 * app replaced the old files, so the request for the old chunk gets a 404.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { editUrl } from "../../lib/roster/links";
import { browserForFile } from "../support/browser";
import { open } from "../support/page";
import { apiCreate } from "../support/rosters-api";

const base = inject("baseUrl");
const browser = browserForFile();

const waitSaved = (page: Page) => page.waitForSelector('[data-testid="save-status"][data-state="saved"]', { timeout: 15_000 });

/**
 * A saved one-unit roster open in its builder on a phone, in a context of its own: routes and a
 * blocked service worker (so the routes see every request) cannot be put back on a kept tab.
 * Any "Leave site?" prompt fails the test.
 */
async function phoneBuilder(locale: string, name: string) {
  const created = await apiCreate(base, { version: 1, name, armyBook: "soviet", pointsLimit: 1000, units: [{ unit: "red-army-infantry" }] });
  if (created.status !== "created") throw new Error(JSON.stringify(created));
  const context = await browser().newContext({ locale, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: "block" });
  const page = await context.newPage();
  page.on("dialog", (d) => void d.dismiss().then(() => Promise.reject(new Error(`unexpected dialog: ${d.message()}`))));
  const url = base + editUrl({ viewId: created.viewId, key: created.key });
  await open(page, url);
  await waitSaved(page);
  return { context, page, url, viewId: created.viewId };
}

describe("a page that fails in the browser", () => {
  it("shows what happened and a reload in Russian; after the reload the builder has the change it kept", async () => {
    const { context, page, url } = await phoneBuilder("ru-RU", "Рота");
    try {
      // the builder's checks load at the first tap: here, before the new version lands
      await page.locator("#roster-name").tap();
      await page.waitForLoadState("networkidle");
      // another device saves version 2 (a tab of this browser would be followed, not met as a conflict)
      const device = await browser().newContext({ locale: "ru-RU" });
      const other = await device.newPage();
      await open(other, url);
      await other.locator("#roster-name").fill("Их рота");
      await waitSaved(other);
      await device.close();
      // a new version is deployed: the old build's files are gone
      const missing: string[] = [];
      await page.route("**/_next/static/chunks/**", (route) => {
        missing.push(route.request().url());
        return route.fulfill({ status: 404, body: "" });
      });
      await page.locator("#roster-points-limit").fill("1500");

      const alert = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "На странице что-то сломалось" }) });
      await alert.waitFor({ timeout: 20_000 });
      expect(missing.length).toBeGreaterThan(0);
      expect(await alert.textContent()).toContain("несохранённые изменения ростера хранятся на этом устройстве");
      expect(await page.locator("body").textContent()).not.toContain("Application error");

      await page.unroute("**/_next/static/chunks/**");
      await alert.getByRole("button", { name: "Перезагрузить страницу" }).tap();
      await page.locator("#roster-points-limit").waitFor();
      await expect.poll(() => page.locator("#roster-points-limit").inputValue(), { timeout: 15_000 }).toBe("1500");
      await expect.poll(() => page.getByTestId("save-status").getAttribute("data-state"), { timeout: 20_000 }).toBe("conflict");
    } finally {
      await context.close();
    }
  });

  it("saves that keep failing after a new version offer a reload, and the reload saves what was kept (English)", async () => {
    const { context, page, viewId } = await phoneBuilder("en-GB", "Company");
    try {
      // a new version lands before the first tap: the builder's checks, fetched on demand, are gone
      await page.route("**/_next/static/chunks/**", (route) => route.fulfill({ status: 404, body: "" }));
      await page.locator("#roster-points-limit").fill("1500");
      const status = page.getByTestId("save-status");
      await status.getByRole("button", { name: "Reload the page" }).waitFor({ timeout: 20_000 });
      expect(await status.getAttribute("data-state")).toBe("error");
      expect(await status.textContent()).toContain("Your changes are kept on this device");

      await page.unroute("**/_next/static/chunks/**");
      await status.getByRole("button", { name: "Reload the page" }).tap();
      await page.waitForLoadState("load");
      await expect.poll(() => page.locator("#roster-points-limit").inputValue(), { timeout: 15_000 }).toBe("1500");
      await waitSaved(page);
      // and the server has it: the read-only page shows the new limit
      const view = await context.newPage();
      await open(view, `${base}/r/${viewId}`);
      await expect.poll(() => view.getByTestId("army-points").locator("..").textContent()).toContain("1500");
    } finally {
      await context.close();
    }
  });
});
