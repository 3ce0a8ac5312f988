import type { Locator, Page } from "playwright-core";

/** Navigates and waits until React has hydrated the page (see app/components/Hydrated.tsx). */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await ready(page);
}

export async function ready(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 });
}

/**
 * The builder's undo history merges changes closer together than MERGE_MS (600 ms, on the page's
 * clock: lib/roster/builder-state.ts) into one step. Call this once the last change shows
 * on the page: it waits until the page's own clock has moved past that window, so the next change
 * becomes a step of its own. A condition on the clock the app reads, not a sleep in the test.
 */
export async function waitPastUndoMerge(page: Page, mergeMs = 600) {
  const seen = await page.evaluate(() => Date.now());
  await page.waitForFunction((until) => Date.now() > until, seen + mergeMs + 1, { polling: 25 });
}

/** Creates a roster with the home page's form (a 1000-point limit) and waits for its builder. */
export async function createRoster(page: Page, base: string, name: string) {
  await open(page, base + "/");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Points limit").fill("1000");
  await page.getByRole("button", { name: "Create" }).click();
  await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
  await ready(page);
}

/** Imports a roster on the home page and waits for the builder; returns its edit URL and view id. */
export async function importRoster(page: Page, base: string, roster: object) {
  await open(page, base + "/");
  await page.locator("#import-text").fill(JSON.stringify(roster, null, 2));
  await page.locator("form.import button[type=submit]").click();
  await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
  await ready(page);
  await page.locator(".unit-card").first().waitFor();
  const url = page.url();
  return { editUrl: url, viewId: new URL(url).pathname.split("/")[2]! };
}

/**
 * Pastes `text` over what a field holds, as a player does: through the clipboard and Ctrl+V (the
 * tab needs the clipboard permissions). For long texts such as an army book: Playwright's fill()
 * types a multi-line text into a textarea line by line, which made Chromium lay the field out
 * again for every line, some 5 CPU-seconds for a 1,000-line book.
 */
export async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await field.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("ControlOrMeta+V");
}
