import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { browserForFile } from "../support/browser";
import { keptTabs } from "../support/tabs";
import { createRoster, open, ready, waitPastUndoMerge } from "../support/page";

const base = inject("baseUrl");
const browser = browserForFile();
const tab = keptTabs(browser, base);

const total = (page: Page) => page.getByTestId("army-points").textContent();
const problems = (page: Page) => page.locator(".validation li").evaluateAll((els) => els.map((e) => e.getAttribute("data-code")));
const waitSaved = (page: Page) => page.waitForSelector('[data-testid="save-status"][data-state="saved"]', { timeout: 15_000 });

describe("the roster builder in Chromium", () => {
  it("builds a roster, shows a rule error at the option, fixes it, and keeps it after a reload", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await createRoster(page, base, "Assault on hill 112");
    await expect.poll(() => total(page)).toBe("0");

    await page.getByRole("button", { name: "Add: Red Army Infantry" }).click();
    await expect.poll(() => total(page)).toBe("100");

    // A banner without a platoon commander: allowed to click, flagged at once, at the option and in the panel.
    await page.locator("#unit-0-banner").check();
    await expect.poll(() => total(page)).toBe("120");
    await expect.poll(() => problems(page)).toEqual(["REQUIRES_PLATOON_COMMANDER"]);
    await expect(page.locator("#unit-0 .option.has-problems").textContent()).resolves.toContain("platoon commander");
    await expect.poll(() => page.getByTestId("roster-valid").textContent()).toBe("Has rule violations");

    // The panel entry takes the player to the field.
    await page.locator(".validation li a").first().click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("unit-0-banner");

    // Fix: a platoon commander (which needs three squads), then two more squads.
    await page.locator("#unit-0-platoon-commander").check();
    await expect.poll(() => problems(page)).toEqual(["PLATOON_COMMANDER_LIMIT"]);
    await page.getByRole("button", { name: "Add: Red Army Infantry" }).click();
    await page.getByRole("button", { name: "Add: Red Army Infantry" }).click();
    await expect.poll(() => problems(page)).toEqual([]);
    await expect.poll(() => total(page)).toBe("350");
    await expect.poll(() => page.getByTestId("roster-valid").textContent()).toBe("Roster is legal");

    await waitSaved(page);
    await page.reload();
    await ready(page);
    await expect.poll(() => total(page)).toBe("350");
    expect(await page.locator("#unit-0-banner").isChecked()).toBe(true);
    expect(await page.locator(".unit-card").count()).toBe(3);
  });

  it("the name and the limit are checked as typed, at their fields; undo puts them back, and a fixed head is saved", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await createRoster(page, base, "Head test");
    const name = page.locator("#roster-name");
    const limit = page.locator("#roster-points-limit");
    const error = (id: string) => page.locator(`#${id}-error`).textContent();
    // "Name" and "Points limit" name the fields alone (the head around them has a name of its own)
    expect(await page.getByLabel("Name").evaluateAll((els) => els.map((e) => e.id))).toEqual(["roster-name"]);
    expect(await page.getByLabel("Points limit").evaluateAll((els) => els.map((e) => e.id))).toEqual(["roster-points-limit"]);

    await name.fill("");
    await expect.poll(() => error("roster-name")).toBe("The name cannot be empty.");
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.getByTestId("roster-valid").textContent()).toBe("Not saved: fix the name");
    await page.getByRole("button", { name: /Undo/ }).click();
    await expect.poll(() => name.inputValue()).toBe("Head test");
    await expect.poll(() => error("roster-name")).toBe("");

    await limit.fill("250");
    await expect.poll(() => error("roster-points-limit")).toContain("300");
    expect(await limit.getAttribute("aria-invalid")).toBe("true");
    await limit.fill("");
    await expect.poll(() => error("roster-points-limit")).not.toBe("");
    await limit.fill("1500");
    await expect.poll(() => error("roster-points-limit")).toBe("");
    await waitPastUndoMerge(page);
    await name.fill("Head fixed");
    const viewId = new URL(page.url()).pathname.split("/")[2];
    await expect.poll(async () => (await (await fetch(`${base}/r/${viewId}/roster.json`)).json()) as { name: string; pointsLimit: number }).toMatchObject({ name: "Head fixed", pointsLimit: 1500 });
    await page.reload();
    await ready(page);
    expect([await name.inputValue(), await limit.inputValue()]).toEqual(["Head fixed", "1500"]);
  });

  it("steppers, undo and redo change the total; the home page lists the roster", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await createRoster(page, base, "Stepper test");
    await page.getByRole("button", { name: "Add: Red Army Infantry" }).click();
    await page.getByRole("button", { name: "More: Extra soldier" }).click();
    await expect.poll(() => total(page)).toBe("120");
    await waitPastUndoMerge(page); // let the two steps be separate undo entries
    await page.getByRole("button", { name: "More: Extra soldier" }).click();
    await expect.poll(() => total(page)).toBe("140");
    await page.getByRole("button", { name: /Undo/ }).click();
    await expect.poll(() => total(page)).toBe("120");
    await page.keyboard.press("Control+Shift+Z");
    await expect.poll(() => total(page)).toBe("140");
    await page.keyboard.press("Control+Z");
    await expect.poll(() => total(page)).toBe("120");
    // the undone step reaches the server
    const viewId = new URL(page.url()).pathname.split("/")[2];
    await expect.poll(async () => (await (await fetch(`${base}/r/${viewId}/roster.json`)).json()).units[0]?.options?.["extra-soldiers"]).toBe(1);
    await waitSaved(page);

    await open(page, base + "/");
    const row = page.locator(".roster-row", { hasText: "Stepper test" });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain("120 / 1000");
  });

  it("the frame that shows a change never says it is saved: the total and the status change together", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await createRoster(page, base, "One frame");
    await page.getByRole("button", { name: "Add: Red Army Infantry" }).click();
    await waitSaved(page);
    // what the next painted frame shows after a tap (a click in the page, then one animation frame)
    const frame = await page.evaluate(async () => {
      const more = document.querySelector<HTMLButtonElement>('button[aria-label="More: Extra soldier"]')!;
      more.click();
      await new Promise((done) => requestAnimationFrame(done));
      return { total: document.querySelector('[data-testid="army-points"]')!.textContent, state: document.querySelector<HTMLElement>('[data-testid="save-status"]')!.dataset.state };
    });
    expect(frame.total).toBe("120");
    expect(frame.state).not.toBe("saved");
    await waitSaved(page);
  });

  it("a second tab of the same roster with nothing of its own waiting shows what the first saved, without a conflict; one with a change waiting keeps it", async () => {
    const { context, page: a } = await tab({ locale: "en-GB" });
    await createRoster(a, base, "Two tabs");
    await a.getByRole("button", { name: "Add: Red Army Infantry" }).click();
    await waitSaved(a);
    const b = await context.newPage();
    await open(b, a.url());
    await expect.poll(() => total(b)).toBe("100");

    await a.getByRole("button", { name: "Add: Soviet Cavalry" }).click();
    await waitSaved(a);
    // the other tab follows by itself: its list, its total, saved
    await expect.poll(() => total(b)).toBe("200");
    await expect.poll(() => b.locator(".unit-card").count()).toBe(2);
    expect(await b.getByTestId("save-status").getAttribute("data-state")).toBe("saved");

    // a change of its own waiting (a unit's name past its limit, which cannot be saved until shortened): the other tab's save does not take it away
    // (the cards that came from the other tab may be open already)
    const expand = b.getByRole("button", { name: "Expand all" });
    if (await expand.count()) await expand.click();
    await b.locator("#unit-0-label").fill("x".repeat(41));
    await expect.poll(() => b.getByTestId("save-status").getAttribute("data-state")).not.toBe("saved");
    await a.getByRole("button", { name: "Add: Soviet Snipers" }).click();
    await waitSaved(a);
    await expect.poll(() => total(a)).toBe("300");
    // storage events come in order: once a later one has reached the second tab, so has the saved copy
    await b.evaluate(() => {
      (window as unknown as { probe: Promise<void> }).probe = new Promise<void>((done) => window.addEventListener("storage", (e) => e.key === "probe" && done()));
    });
    await a.evaluate(() => localStorage.setItem("probe", "1"));
    await b.evaluate(() => (window as unknown as { probe: Promise<void> }).probe);
    await b.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    expect(await total(b)).toBe("200");
    expect(await b.locator("#unit-0-label").inputValue()).toBe("x".repeat(41));
    await b.close();
  });
});
