/**
 * The builder with a keyboard alone (desktop, English) and a phone's sheet: focus never drops to the
 * page's body when the pressed button disables itself, the control reached by Tab is never under
 * the sticky bar, and one undo takes back one thing.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import type { Roster } from "../../lib/roster/schema";
import { editUrl } from "../../lib/roster/links";
import { browserForFile } from "../support/browser";
import { keptTabs } from "../support/tabs";
import { open } from "../support/page";
import { apiCreate } from "../support/rosters-api";

const base = inject("baseUrl");
const browser = browserForFile();
const tab = keptTabs(browser, base);

async function builder(roster: Roster, viewport = { width: 1280, height: 900 }, mobile = false): Promise<Page> {
  const created = await apiCreate(base, roster);
  if (created.status !== "created") throw new Error(JSON.stringify(created));
  const { page } = await tab({ locale: "en-GB", viewport, hasTouch: mobile, isMobile: mobile });
  await open(page, base + editUrl({ viewId: created.viewId, key: created.key }));
  return page;
}
const roster = (units: Roster["units"]): Roster => ({ version: 1, name: "Keys", armyBook: "soviet", pointsLimit: 1000, units });
/** What has focus: its id, or its accessible label, or the tag (BODY when focus was lost). */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute("aria-label") || document.activeElement?.tagName);

describe("focus with the keyboard", () => {
  it("the last '+' of a stepper, the last '−', Undo and Redo at the ends of the history, and 'Add' of a Unique unit keep focus on the page", async () => {
    const page = await builder(roster([{ unit: "red-army-infantry", options: { "extra-soldiers": 7 } }]));
    const more = page.getByRole("button", { name: "More: Extra soldier" });
    await more.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => more.isDisabled()).toBe(true);
    // the count it stepped: where a keyboard user goes on from
    await expect.poll(() => focused(page)).toBe("unit-0-extra-soldiers");

    const fewer = page.getByRole("button", { name: "Fewer: Extra soldier" });
    await page.locator("#unit-0-extra-soldiers").fill("1");
    await fewer.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => fewer.isDisabled()).toBe(true);
    await expect.poll(() => focused(page)).toBe("unit-0-extra-soldiers");

    const undo = page.locator("#undo");
    await undo.focus();
    // undo the whole history, one key at a time, until the button disables itself
    for (let i = 0; i < 10 && !(await undo.isDisabled()); i++) await page.keyboard.press("Enter");
    await expect.poll(() => undo.isDisabled()).toBe(true);
    await expect.poll(() => focused(page)).toBe("redo");
    for (let i = 0; i < 10 && !(await page.locator("#redo").isDisabled()); i++) await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toBe("undo");

    const snipers = page.getByRole("button", { name: "Add: Soviet Snipers" });
    await snipers.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => snipers.isDisabled()).toBe(true);
    // the reason it is off now, read out; Tab goes on to the next unit's button
    await expect.poll(() => focused(page)).toBe("add-snipers-reason");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatch(/^Add: /);
    // a limit reached is said in the page's quiet grey, as the book's version is, not in the red of a fault (the roster is legal)
    const colour = (selector: string) => page.locator(selector).evaluate((e) => getComputedStyle(e).color);
    expect(await colour("#add-snipers-reason")).toBe(await colour(".book-version"));
  });

  it("a count takes a whole number as typed; '-3' or a lone 'e' is not taken and said so at the field, and leaving it shows the roster's count", async () => {
    const page = await builder(roster([{ unit: "red-army-infantry", options: { "extra-soldiers": 2 } }]));
    const field = page.locator("#unit-0-extra-soldiers");
    const points = () => page.getByTestId("army-points").textContent();
    const before = await points();
    await field.fill("-3");
    await expect.poll(() => page.locator("#unit-0-extra-soldiers-typed").textContent()).toBe("A whole number from 0 to 8 is needed: “-3” is not taken; the roster has 2.");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await points()).toBe(before);

    await field.fill("05");
    await expect.poll(() => page.locator("#unit-0-extra-soldiers-typed").count()).toBe(0);
    await expect.poll(points).not.toBe(before);
    const five = await points();
    await field.press("Control+A");
    await page.keyboard.type("e");
    await expect.poll(() => page.locator("#unit-0-extra-soldiers-typed").textContent()).toBe("A whole number from 0 to 8 is needed; the roster has 5.");
    expect(await points()).toBe(five);
    await field.press("Tab");
    await expect.poll(() => field.inputValue()).toBe("5");
    expect(await page.locator("#unit-0-extra-soldiers-typed").count()).toBe(0);

    // past the option's maximum it is taken (the rules flag it); past what a roster can hold
    // (2147483647), it is refused at the field, and what was saved stays saved
    await field.fill("9");
    await expect.poll(points).not.toBe(five);
    await page.waitForSelector('[data-testid="save-status"][data-state="saved"]', { timeout: 15_000 });
    const nine = await points();
    await field.fill("2147483648");
    await expect.poll(() => page.locator("#unit-0-extra-soldiers-typed").textContent()).toBe("A whole number from 0 to 8 is needed: “2147483648” is not taken; the roster has 9.");
    expect(await points()).toBe(nine);
    expect(await page.getByTestId("save-status").getAttribute("data-state")).toBe("saved");
    await field.fill("2147483647");
    await expect.poll(() => page.locator("#unit-0-extra-soldiers-typed").count()).toBe(0);
    await expect.poll(points).not.toBe(nine);
  });

  it("Shift+Tab up a long roster never leaves the focused control under the sticky bar", async () => {
    const units = Array.from({ length: 4 }, () => ({ unit: "red-army-infantry", options: { "extra-soldiers": 2 } }));
    const page = await builder(roster(units));
    await page.locator("#unit-3-note").focus();
    const hidden: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Shift+Tab");
      const at = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const bar = document.querySelector(".sticky-bar")!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        // a control of the bar itself is where it is; any other must be below the bar
        return el.closest(".sticky-bar") || el.closest(".book-panel") ? null : box.top < bar.bottom ? `${el.tagName} ${el.getAttribute("aria-label") ?? el.textContent} at ${box.top}, bar to ${bar.bottom}` : null;
      });
      if (at) hidden.push(at);
    }
    expect(hidden).toEqual([]);
  });

  it("on a desktop the rule violations and the links stay in sight beside a long roster, and a unit's own name shows its 40 characters", async () => {
    const label = "Первый взвод лейтенанта Иванова, гвардия";
    const units = Array.from({ length: 6 }, (_, i) => ({ unit: "red-army-infantry", options: { "extra-soldiers": 2 }, ...(i === 0 ? { label } : {}) }));
    const page = await builder({ ...roster(units), pointsLimit: 500 });
    await page.getByRole("button", { name: "Expand all" }).click();
    const field = page.locator("#unit-0-label");
    expect(await field.inputValue()).toHaveLength(40);
    expect(await field.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const panel = await page.locator(".validation").evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
    expect(panel.top).toBeGreaterThanOrEqual(0);
    expect(panel.bottom).toBeLessThanOrEqual(900);
  });

  it("one undo takes back one thing: quick presses of one stepper are one step, a switch ticked right after is another", async () => {
    const page = await builder(roster([{ unit: "red-army-infantry" }]));
    const more = page.getByRole("button", { name: "More: Extra soldier" });
    await more.click();
    await more.click();
    await page.getByLabel("Platoon commander").check();
    await expect.poll(() => page.getByTestId("army-points").textContent()).toBe("170");
    await page.locator("#undo").click();
    await expect.poll(() => page.getByTestId("army-points").textContent()).toBe("140");
  });
});

describe("focus after moving to another page", () => {
  it("'Create' pressed from the keyboard leaves focus on the builder's heading, and Tab goes on into the builder", async () => {
    const { page } = await tab({ locale: "en-GB", viewport: { width: 1280, height: 900 } });
    await open(page, base + "/");
    await page.getByLabel("Name").fill("Keyboard start");
    await page.getByLabel("Points limit").fill("500");
    await page.getByRole("button", { name: "Create" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName + " " + document.activeElement?.textContent)).toBe("H1 Keyboard start");
    await page.keyboard.press("Tab");
    // the next control is the builder's own (its name field), not the header's first link
    await expect.poll(() => focused(page)).toBe("roster-name");
    // two rosters in two tabs are told apart: the tab is named after the roster, as it is typed
    expect(await page.title()).toBe("Keyboard start · HQ: Soviet army rosters");
    await page.keyboard.press("End");
    await page.keyboard.type(" at night");
    await expect.poll(() => page.title()).toBe("Keyboard start at night · HQ: Soviet army rosters");
  });
});

describe("the phone's army book sheet", () => {
  it("Escape closes it and gives focus back to '+ Unit'", async () => {
    const page = await builder(roster([{ unit: "red-army-infantry" }]), { width: 390, height: 844 }, true);
    await page.locator("#add-unit-open").click();
    await page.locator(".book-panel.sheet-open").waitFor();
    await page.getByRole("button", { name: "Add: Soviet Cavalry" }).focus();
    await page.keyboard.press("Escape");
    await page.locator(".book-panel.sheet-open").waitFor({ state: "detached" });
    await expect.poll(() => focused(page)).toBe("add-unit-open");
  });
});
