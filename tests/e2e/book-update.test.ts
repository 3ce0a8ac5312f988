/**
 * An errata in the browser: a roster saved and a link posted under v1, then v2 published. The old
 * link opens with v1's points and offers v2 as a new roster; the saved roster says which version
 * it keeps and updates to v2 in one undoable step.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { readAllArmyBooks } from "../../server/data/army-books";
import { createPrisma, type PrismaClient } from "../../server/data/db";
import { createRoster, findRoster } from "../../server/data/rosters";
import { validateRoster } from "../../lib/engine/report";
import { catalogOf } from "../../lib/army-book/catalog";
import { encodeRoster } from "../../lib/share/encode";
import type { Roster } from "../../lib/roster/schema";
import { browserForFile } from "../support/browser";
import { keptTabs } from "../support/tabs";
import { publishErrata } from "../support/errata";
import { startNextServer, type NextServer } from "../support/next-server";
import { open, ready, waitPastUndoMerge } from "../support/page";
import { createTempDatabase } from "../support/temp-db";
import { tempDir } from "../support/temp-dir";

const browser = browserForFile();
const tab = keptTabs(browser, () => server.baseUrl);

const listed: Roster = {
  version: 1,
  name: "Штурм высоты",
  armyBook: "soviet",
  pointsLimit: 1000,
  units: [
    { unit: "red-army-infantry", options: { "extra-soldiers": 2, "platoon-commander": 1, banner: 1 } },
    { unit: "red-army-infantry", options: { "extra-soldiers": 4 } },
    { unit: "red-army-infantry" },
  ],
};

let temp: ReturnType<typeof createTempDatabase>;
let db: PrismaClient;
let server: NextServer;
let code = "";
let edit = "";
let viewId = "";
let points = { v1: 0, v2: 0 };

/** where the errata is published from (made here: one made in the hook would outlive the run) */
const errataData = tempDir("errata-data-");
beforeAll(async () => {
  temp = createTempDatabase("book-update");
  db = createPrisma(temp.url);
  const [v1] = await readAllArmyBooks(db);
  const created = await createRoster(db, v1!, listed);
  viewId = created.summary.viewId;
  edit = `/r/${viewId}/edit?key=${created.editKey}`;
  code = encodeRoster(v1!, listed);
  await publishErrata(db, errataData);
  const catalog = catalogOf(await readAllArmyBooks(db));
  points = { v1: validateRoster(catalog, { ...listed, bookVersion: 1 }).report.points!, v2: validateRoster(catalog, { ...listed, bookVersion: 2 }).report.points! };
  server = await startNextServer(temp.url);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await db?.$disconnect();
  temp?.cleanup();
});

const armyPoints = (page: Page) => page.getByTestId("army-points").first().textContent();

describe("after an errata, in the browser", () => {
  it("the old link opens with v1's points, shows what v2 changes, and opens under v2 as a new roster", async () => {
    // 6 extra soldiers at +5, the banner (20) no longer charged: +10
    expect(points.v2 - points.v1).toBe(10);
    const { page } = await tab({ locale: "en-GB" });
    await open(page, `${server.baseUrl}/s/${code}`);
    expect(await armyPoints(page)).toBe(String(points.v1));
    await expect.poll(() => page.locator(".book-version").textContent()).toBe("Army book: Soviet Army, version 1");
    const notice = page.getByTestId("book-update");
    expect(await notice.getByRole("heading").textContent()).toBe("Army book updated (v1 → v2)");
    expect(await notice.textContent()).toContain(`Under the new version this list is ${points.v2} points (+${points.v2 - points.v1}). Rule problems under the new version: 1.`);
    expect(await notice.locator("li").allTextContents()).toEqual([
      "Red Army Infantry · Extra soldier: 20 pts each → 25 pts each",
      "Red Army Infantry · Banner: removed from the book",
      "Red Army Infantry · Field kitchen: new option (15 pts each)",
    ]);
    await notice.getByRole("button", { name: "Open under the current book (v2) as a new roster" }).click();
    await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
    await ready(page);
    await expect.poll(() => armyPoints(page)).toBe(String(points.v2));
    expect(await page.locator(".book-version").textContent()).toBe("Army book: Soviet Army, version 2");
    expect(await page.getByTestId("book-update").count()).toBe(0);
  });

  it("the saved roster keeps v1 and says so; Update to v2 is one step, saved, and undone by Undo", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await open(page, server.baseUrl + edit);
    expect(await armyPoints(page)).toBe(String(points.v1));
    expect(await page.locator(".book-version").textContent()).toBe("Army book: Soviet Army, version 1");
    await page.getByRole("button", { name: "Update to v2" }).click();
    await expect.poll(() => armyPoints(page)).toBe(String(points.v2));
    expect(await page.locator(".book-version").textContent()).toBe("Army book: Soviet Army, version 2");
    expect(await page.getByTestId("book-update").count()).toBe(0);
    await expect.poll(() => page.getByTestId("save-status").getAttribute("data-state")).toBe("saved");
    await expect.poll(async () => (await findRoster(db, viewId))!.roster.bookVersion).toBe(2);
    expect((await findRoster(db, viewId))!.summary.points).toBe(points.v2);

    await waitPastUndoMerge(page);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => armyPoints(page)).toBe(String(points.v1));
    expect(await page.getByTestId("book-update").count()).toBe(1);
    await expect.poll(async () => (await findRoster(db, viewId))!.roster.bookVersion).toBe(1);
  });
});
