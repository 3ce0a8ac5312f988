import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { encodeRoster } from "../../lib/share/codec";
import { encodeVictory } from "../../lib/victory/share";
import { book } from "../support/book";
import { browserForFile } from "../support/browser";
import { keptTabs } from "../support/tabs";
import { open, ready } from "../support/page";

const base = inject("baseUrl");
const browser = browserForFile();
const tab = keptTabs(browser, base);

const PAYLOAD = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">"'><svg onload=window.__pwned=3>`;
const hostile = { version: 1 as const, name: PAYLOAD.slice(0, 100), armyBook: "soviet" as const, pointsLimit: 1000, units: [{ unit: "guards", options: { lmg: 1 } }] };

/** A page is clean when no payload ran, no element came from the name, and the name is shown as text. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
}

describe("security", () => {
  it("the JSON API serves nothing that may run or load: CSP default-src 'none', and the other security headers", async () => {
    const res = await fetch(base + "/api/army-book");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("sets a strict Content-Security-Policy (a nonce, or on a cached page its scripts' hashes) and the other security headers on pages", async () => {
    for (const path of ["/", "/army-book", "/victory"]) {
      const res = await fetch(base + path);
      const csp = res.headers.get("content-security-policy") ?? "";
      // the army book is served from the cache (tests/e2e/page-cache.test.ts checks its hashes against its scripts)
      expect(csp, path).toMatch(path === "/army-book" ? /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/ : /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("unsafe-eval");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("a roster named with HTML and script is inert on the builder, view, share, print and victory pages and in OG tags", async () => {
    const { page } = await tab({ locale: "en-GB" });
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await open(page, base + "/");
    await page.locator("#import-text").fill(JSON.stringify(hostile));
    await page.getByRole("button", { name: "Import" }).click();
    await page.waitForURL(/\/edit\?key=/);
    await ready(page);
    await expect.poll(() => page.locator("#roster-name").inputValue()).toBe(hostile.name);
    await expectInert(page);

    const viewId = new URL(page.url()).pathname.split("/")[2]!;
    const code = encodeRoster(book, hostile);
    for (const path of [`/r/${viewId}`, `/r/${viewId}/print`, `/s/${code}`, `/s/${code}/print`]) {
      await open(page, base + path);
      await expectInert(page);
      expect(await page.locator("body").innerText()).toContain("<script>window.__pwned=1</script>");
    }
    // OG tags carry the name as an attribute value, escaped.
    await open(page, `${base}/s/${code}`);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(hostile.name);
    const html = await (await fetch(`${base}/s/${code}`)).text();
    expect(html).not.toContain("<script>window.__pwned");

    // The victory page: a side loaded from the hostile share link, and a result link with a hostile player name.
    await open(page, base + "/victory");
    await page.locator("#p0-link").fill(`${base}/s/${code}`);
    await page.locator("#p0-title").locator("..").getByRole("button", { name: "Load" }).click();
    await expect.poll(() => page.locator("#p0-name").inputValue()).toBe(hostile.name);
    await expectInert(page);
    const result = encodeVictory(
      { version: 1, pointsLimit: 1000, players: [{ name: hostile.name, objectives: 0, units: [] }, { objectives: 1, units: [] }] },
      [[PAYLOAD], []],
    );
    await open(page, `${base}/victory?r=${result}`);
    await expectInert(page);
    expect(dialogs).toEqual([]);
  });

  it("the edit page refuses a wrong key or the view id as the key, showing the roster read-only", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await open(page, base + "/");
    await page.locator("#import-text").fill(JSON.stringify({ ...hostile, name: "Keyed" }));
    await page.getByRole("button", { name: "Import" }).click();
    await page.waitForURL(/\/edit\?key=/);
    const viewId = new URL(page.url()).pathname.split("/")[2]!;
    for (const key of ["wrong", viewId, ""]) {
      await open(page, `${base}/r/${viewId}/edit?key=${encodeURIComponent(key)}`);
      expect(new URL(page.url()).pathname).toBe(`/r/${viewId}`);
      expect(await page.locator("#roster-name").count()).toBe(0);
      await expect(page.locator(".notice").first().textContent()).resolves.toContain("does not allow editing");
    }
  });
});
