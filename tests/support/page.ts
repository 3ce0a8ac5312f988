import type { Page } from "playwright-core";

/** Navigates and waits until React has hydrated the page (see app/components/Hydrated.tsx). */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await ready(page);
}

export async function ready(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 });
}
