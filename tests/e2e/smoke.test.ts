import { describe, expect, inject, it } from "vitest";
import { browserForFile } from "../support/browser";
import { keptTabs } from "../support/tabs";
import type { Route } from "playwright-core";
import { t } from "../../lib/i18n/ui";
import { createRoster, open, ready } from "../support/page";

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

  it("answers an address that matches no page with the site's own 404, in the reader's language, with its header and a way on", async () => {
    const { page } = await tab({ locale: "ru-RU" });
    for (const path of ["/victroy", "/r", "/events", "/r/some-roster/foo"]) {
      const answer = await page.goto(base + path);
      expect(answer?.status(), path).toBe(404);
      await ready(page);
      expect(await page.locator("h1").textContent(), path).toBe(t("ru", "notFoundTitle"));
      expect(await page.locator("body").textContent(), path).not.toContain("This page could not be found");
    }
    // the site's header works from there
    await page.getByRole("navigation").getByRole("link", { name: t("ru", "navVictory") }).click();
    await page.waitForURL(/\/victory$/);
    const english = await tab({ locale: "en-GB" });
    await english.page.goto(base + "/victroy");
    expect(await english.page.locator("h1").textContent()).toBe(t("en", "notFoundTitle"));
    expect(await english.page.title()).toContain(t("en", "notFoundTitle"));
  });
});

describe("links to the app's own pages", () => {
  it("fetch their page when the reader reaches for one (pointer, focus), not all on sight; a click still goes there", async () => {
    const { page } = await tab({ locale: "en-GB" });
    const asked: string[] = [];
    // the kept tab drops this listener before its next test (tests/support/tabs.ts)
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.origin === base) asked.push(url.pathname);
    });
    await open(page, base + "/");
    const sections = page.getByRole("navigation", { name: "Sections" });
    // the header's and the home page's links are all on screen: none of their pages is fetched
    // ahead of the one reached for (the prefetches of links on sight would queue before it)
    const fetched = (path: string) =>
      page.waitForRequest((r) => new URL(r.url()).pathname === path, { timeout: 15_000 }).catch(() => {
        throw new Error(`${path} was not fetched once reached for; fetched so far: ${asked.join(" ")}`);
      });
    const reached = fetched("/army-book");
    await sections.getByRole("link", { name: "Army book" }).hover();
    await reached;
    const focused = fetched("/events/new");
    await page.getByRole("link", { name: "Organise an event" }).focus();
    await focused;
    expect(asked.filter((p) => p === "/"), `the page itself, once: ${asked.join(" ")}`).toHaveLength(1);
    expect(asked.filter((p) => ["/victory", "/books/new"].includes(p)), asked.join(" ")).toEqual([]);
    await sections.getByRole("link", { name: "Victory" }).click();
    await page.waitForURL(base + "/victory");
    await expect(page.locator("h1").first().textContent()).resolves.toBe("Victory calculator");
  });
});

describe("the new-roster form", () => {
  it("checks the name and the limit at their fields, in the page's language, and sends nothing until they are right", async () => {
    const { page } = await tab({ locale: "ru-RU" });
    const posts: string[] = [];
    // the kept tab drops this listener before its next test (tests/support/tabs.ts)
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    await open(page, base + "/");
    const name = page.locator("#new-name");
    const limit = page.locator("#new-points-limit");
    const create = page.getByRole("button", { name: "Создать" });

    // The form's checks load when it is first reached (a focus, a tap). A form sent before that,
    // with no focus or tap at all (the value set and the form submitted from script), still waits
    // for them: nothing goes out unchecked.
    await page.evaluate((value) => {
      const input = document.querySelector<HTMLInputElement>("#new-name")!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.form!.requestSubmit();
    }, "Я".repeat(101));
    await expect.poll(() => page.locator("#new-name-error").textContent()).toBe("Название длиннее 100 символов.");
    expect(await name.getAttribute("aria-invalid")).toBe("true");

    await name.fill("Рота");
    await limit.fill("250");
    await create.click();
    await expect.poll(() => page.locator("#new-points-limit-error").textContent()).toContain("300");
    await expect.poll(() => page.locator("#new-name-error").textContent()).toBe("");
    expect(posts, "nothing was sent while the form had errors").toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/");

    await limit.fill("900");
    await create.click();
    await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
    await ready(page);
    expect(await page.locator("#roster-name").inputValue()).toBe("Рота");
  });
});

describe("checks that load on first use", () => {
  it("word their messages in the language switched to after the page loaded", async () => {
    const { page } = await tab({ locale: "ru-RU" });
    await open(page, base + "/");
    await page.getByRole("button", { name: "EN" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "en");
    // the checks are fetched only now, at the form's first use, after the switch
    await page.locator("#new-name").fill("Я".repeat(101));
    await page.getByRole("button", { name: "Create" }).click();
    await expect.poll(() => page.locator("#new-name-error").textContent()).toContain("100");
    expect(await page.locator("#new-name-error").textContent()).not.toMatch(/[а-яё]/i);
  });

  it("that cannot be fetched refuse a new roster with a reason, and are fetched again at the next try", async () => {
    // routes cannot be taken back from a kept tab: a context of its own
    const context = await browser().newContext({ locale: "en-GB" });
    try {
      const page = await context.newPage();
      await open(page, base + "/");
      const block = (route: Route) => route.abort();
      await context.route("**/_next/static/**", block);
      await page.locator("#new-name").fill("Assault");
      await page.getByRole("button", { name: "Create" }).click();
      await expect.poll(() => page.locator(".new-roster > [role=alert]").textContent()).toBe(t("en", "serverUnavailable"));
      expect(new URL(page.url()).pathname).toBe("/");

      await context.unroute("**/_next/static/**", block);
      await page.getByRole("button", { name: "Create" }).click();
      await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
    } finally {
      await context.close();
    }
  });

  it("that cannot be fetched leave a builder's save waiting to retry, and the retry saves", async () => {
    const context = await browser().newContext({ locale: "en-GB" });
    try {
      const page = await context.newPage();
      await createRoster(page, base, "Late checks");
      // a fresh load of the builder: its checks are not here until its first use
      await open(page, page.url());
      const block = (route: Route) => route.abort();
      await context.route("**/_next/static/**", block);
      await page.getByRole("button", { name: "Add: Red Army Infantry" }).click();
      await page.waitForSelector('[data-testid="save-status"][data-state="error"]');
      await context.unroute("**/_next/static/**", block);
      await page.waitForSelector('[data-testid="save-status"][data-state="saved"]', { timeout: 30_000 });
      await open(page, page.url());
      await expect.poll(() => page.getByTestId("army-points").textContent()).toBe("100");
    } finally {
      await context.close();
    }
  });
});
