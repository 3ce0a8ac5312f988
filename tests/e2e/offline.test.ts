/**
 * At the table without a network: the production build's service worker, in Chromium with the
 * network taken away after a first visit (setNetwork). Every other browser test blocks the
 * worker (tests/support/browser.ts); here it is the subject.
 */
import { describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page, Route } from "playwright-core";
import type { ArmyBook } from "../../lib/army-book/schema";
import type { Roster } from "../../lib/roster/schema";
import { evaluateRoster } from "../../lib/engine/evaluate";
import { encodeRoster } from "../../lib/share/encode";
import { OFFLINE_PAGE, SW_CACHES } from "../../worker/names";
import { apiVictory } from "../support/victory-api";
import { browserForFile } from "../support/browser";
import { importRoster, open, ready, waitPastUndoMerge } from "../support/page";

const base = inject("baseUrl");
const browser = browserForFile();

const total = (page: Page) => page.getByTestId("army-points").textContent();
const problems = (page: Page) => page.locator(".validation li").evaluateAll((els) => els.map((e) => e.getAttribute("data-code")));
const saveState = (page: Page) => page.getByTestId("save-status").getAttribute("data-state");
const serverRoster = async (viewId: string): Promise<Roster> => (await fetch(`${base}/r/${viewId}/roster.json`)).json() as Promise<Roster>;

/** A browser profile of its own, with the offline worker allowed (as on a player's phone). */
function device(): Promise<BrowserContext> {
  return browser().newContext({ locale: "en-GB", serviceWorkers: "allow", viewport: { width: 390, height: 844 } });
}

/** Refuses whatever is not a GET: a save or an API call cannot leave a device without a network. */
const refuse = (route: Route) => (route.request().method() === "GET" ? route.fallback() : route.abort("internetdisconnected"));

/**
 * The network gone, or back, as airplane mode does it: Playwright's offline emulation, and while
 * offline every request but a GET refused as well. A page reloaded in an offline context can still
 * send its first requests: CI once saw a reloaded builder's save of its kept changes reach the
 * server, which no phone without a network would do.
 */
async function setNetwork(context: BrowserContext, online: boolean) {
  await context.setOffline(!online);
  if (online) await context.unroute("**/*", refuse);
  else await context.route("**/*", refuse);
}

/** The first visit with a network: the worker installs, takes the page and keeps the core pages. */
async function firstVisit(page: Page, url = "/") {
  await open(page, base + url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await kept(page, OFFLINE_PAGE);
}

/** Waits until the worker has kept this page (a condition on its cache, not a sleep). */
async function kept(page: Page, url: string) {
  await page.waitForFunction(
    async ({ cache, url }) => (await (await caches.open(cache)).match(url)) !== undefined,
    { cache: SW_CACHES.pages, url },
    { timeout: 30_000, polling: 100 },
  );
}

/** A saved roster with one squad, made in the builder; returns its edit address and view id. */
async function savedRoster(page: Page, name: string) {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Points limit").fill("1000");
  await page.getByRole("button", { name: "Create" }).click();
  await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
  await ready(page);
  await page.getByRole("button", { name: "Add: Red Army Infantry" }).click();
  await page.waitForSelector('[data-testid="save-status"][data-state="saved"]', { timeout: 15_000 });
  const url = page.url();
  // the builder was reached by a client-side link: the page asks the worker to keep it
  await kept(page, url.slice(base.length));
  return { url, viewId: new URL(url).pathname.split("/")[2]! };
}

describe("installable", () => {
  it("serves a web app manifest in the reader's language, with icons a phone can install", async () => {
    for (const [lang, name] of [["ru", "Штаб: ростеры Советской армии"], ["en", "HQ: Soviet army rosters"]] as const) {
      const res = await fetch(`${base}/manifest.webmanifest`, { headers: { "accept-language": lang } });
      expect(res.headers.get("content-type")).toContain("application/manifest+json");
      const manifest = (await res.json()) as { name: string; lang: string; display: string; start_url: string; icons: { src: string; sizes: string; purpose: string }[] };
      expect(manifest).toMatchObject({ name, lang, display: "standalone", start_url: "/" });
      expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
      for (const icon of manifest.icons) {
        const png = await fetch(base + icon.src);
        expect(png.status).toBe(200);
        expect(png.headers.get("content-type")).toBe("image/png");
      }
    }
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
  });
});

// each test waits for a worker to install (it fetches the build's 1.5 MB of assets) and to keep
// pages, each wait bounded by its own 30 s; the test's bound leaves room for two of them on a busy machine
describe("offline after one visit", { timeout: 120_000 }, () => {
  it("reloads the builder of a saved roster offline, edits it with live points and rule checks, and saves on reconnect", async () => {
    const context = await device();
    const page = await context.newPage();
    await firstVisit(page);
    const { url, viewId } = await savedRoster(page, "Basement game");

    await setNetwork(context, false);
    await page.reload();
    await ready(page);
    await expect.poll(() => total(page)).toBe("100");
    await page.getByTestId("offline-banner").waitFor();

    await page.getByRole("button", { name: "Add: Soviet Cavalry" }).click();
    await expect.poll(() => total(page)).toBe("200");
    // two changes, not one merged quick pair (counted as undo counts them)
    await waitPastUndoMerge(page);
    await page.locator("#unit-0-banner").check();
    await expect.poll(() => total(page)).toBe("220");
    await expect.poll(() => problems(page)).toEqual(["REQUIRES_PLATOON_COMMANDER"]);
    await expect.poll(() => saveState(page)).toBe("offline");
    await expect.poll(() => page.getByTestId("save-status").textContent()).toMatch(/^Offline — 2 changes will be saved/);

    // the page's memory gone (a reload; a new tab in an offline Playwright context is not offline
    // from its first request): the page kept offline comes back with the changes
    await page.reload();
    await ready(page);
    await expect.poll(() => total(page)).toBe("220");
    expect((await serverRoster(viewId)).units).toHaveLength(1);
    // My rosters offline: the list as last seen, with what is waiting
    await page.getByRole("link", { name: "My rosters" }).first().click();
    await page.getByTestId("pending-changes").waitFor();
    expect(await page.locator(".roster-row").count()).toBe(1);
    // the row shows what opening it shows: the 220 points waiting here, judged illegal, not the server's 100 and legal
    expect(await page.locator(".roster-row-main").innerText()).toMatch(/220 \/ 1000 pts[\s\S]*violations[\s\S]*not saved yet: 2 changes/);
    await page.goto(url);
    await ready(page);

    await setNetwork(context, true);
    await expect.poll(() => saveState(page), { timeout: 20_000 }).toBe("saved");
    const saved = await serverRoster(viewId);
    expect(saved.units.map((u) => u.unit)).toEqual(["red-army-infantry", "cavalry"]);
    expect(saved.units[0]!.options).toMatchObject({ banner: 1 });
    await context.close();
  });

  it("an edit link opened from a chat as the very first visit is kept, with its game page", async () => {
    const maker = await browser().newContext({ locale: "en-GB" });
    const { editUrl, viewId } = await importRoster(await maker.newPage(), base, { version: 1, name: "From the chat", armyBook: "soviet", pointsLimit: 1000, units: [{ unit: "cavalry" }] });
    await maker.close();

    const context = await device();
    const page = await context.newPage();
    await open(page, editUrl);
    // the worker arrives after this page was loaded: it keeps the open tab's page when it activates
    await kept(page, editUrl.slice(base.length));
    await kept(page, `/r/${viewId}/game`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await setNetwork(context, false);
    await page.reload();
    await ready(page);
    await expect.poll(() => total(page)).toBe("100");
    expect(await page.locator("#roster-name").inputValue()).toBe("From the chat");
    await context.close();
  });

  it("a change made elsewhere meanwhile ends in the conflict choice, and keeping mine as a copy loses nothing", async () => {
    const phone = await device();
    const page = await phone.newPage();
    await firstVisit(page);
    const { url, viewId } = await savedRoster(page, "Two devices");

    await setNetwork(phone, false);
    await page.reload();
    await ready(page);
    await page.getByRole("button", { name: "Add: Soviet Cavalry" }).click();
    await expect.poll(() => saveState(page)).toBe("offline");

    // meanwhile, on a laptop
    const laptop = await browser().newContext({ locale: "en-GB" });
    const other = await laptop.newPage();
    await open(other, url);
    await other.getByRole("button", { name: "Add: Soviet Cossacks" }).click();
    // the laptop's change is on the server before the phone comes back
    await expect.poll(async () => (await serverRoster(viewId)).units.map((u) => u.unit), { timeout: 15_000 }).toEqual(["red-army-infantry", "cossacks"]);
    await laptop.close();

    await setNetwork(phone, true);
    await expect.poll(() => saveState(page), { timeout: 20_000 }).toBe("conflict");
    expect((await serverRoster(viewId)).units.map((u) => u.unit)).toEqual(["red-army-infantry", "cossacks"]);
    await page.getByRole("button", { name: "Save mine as a copy" }).click();
    await page.waitForURL((u) => u.pathname.includes("/edit") && !u.pathname.includes(viewId));
    const copyId = new URL(page.url()).pathname.split("/")[2]!;
    expect((await serverRoster(copyId)).units.map((u) => u.unit)).toEqual(["red-army-infantry", "cavalry"]);
    expect((await serverRoster(viewId)).units.map((u) => u.unit)).toEqual(["red-army-infantry", "cossacks"]);
    await phone.close();
  });

  it("opens the army book, the victory calculator, any roster link and its cards; a page never kept says it needs a connection", async () => {
    const book = (await (await fetch(`${base}/api/army-book`)).json()) as ArmyBook;
    const roster: Roster = { version: 1, name: "Link from the chat", armyBook: book.id, pointsLimit: 500, units: [{ unit: "red-army-infantry", options: { "extra-soldiers": 2 } }, { unit: "cavalry" }] };
    const code = encodeRoster(book, roster);

    const context = await device();
    const page = await context.newPage();
    await firstVisit(page);
    await setNetwork(context, false);

    await open(page, `${base}/army-book`);
    await expect.poll(() => page.getByRole("button", { name: /^Add to roster: / }).count()).toBe(book.units.length);

    await open(page, `${base}/victory`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/victory/i);

    // a link never opened on this device: drawn from its code and the books the offline page carries
    await open(page, `${base}/s/${code}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Link from the chat");
    await expect.poll(() => total(page)).toBe(String(evaluateRoster(book, roster).points));
    await open(page, `${base}/s/${code}/print`);
    // the army card and one card per unit
    await expect.poll(() => page.locator(".ac-card").count()).toBe(3);

    // what needs the server says so, and keeps what was typed
    await open(page, `${base}/`);
    await page.getByLabel("Name").fill("Made in the basement");
    await page.getByRole("button", { name: "Create" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContainEqual(expect.stringContaining("Offline: this needs the server"));
    expect(await page.getByLabel("Name").inputValue()).toBe("Made in the basement");

    await open(page, `${base}/r/never-opened/print`);
    await expect.poll(() => page.getByTestId("offline-page").textContent()).toContain("This page needs a connection");
    expect(await page.getByTestId("offline-page").textContent()).toContain("It has not been opened on this device while online");
    // an organiser's page is never kept, opened before or not: the page says why, not "not opened here"
    await open(page, `${base}/e/some-event/admin?key=secret`);
    await expect.poll(() => page.getByTestId("offline-page").textContent()).toContain("Organiser's and entry pages are never kept on the device");
    expect(await page.getByTestId("offline-page").textContent()).not.toContain("It has not been opened");
    await context.close();
  });

  it("a game started and tracked offline from a roster ends in the calculator's result for the same statuses", async () => {
    const context = await device();
    const page = await context.newPage();
    await firstVisit(page);
    const { viewId } = await savedRoster(page, "Red");
    // the builder brings its game page along, never opened yet
    await kept(page, `/r/${viewId}/game`);

    await setNetwork(context, false);
    await open(page, `${base}/r/${viewId}/game`);
    await page.locator("#opp-name").fill("Blue");
    await page.locator("#hand-u0-name").fill("Panzer");
    await page.locator("#hand-u0-points").fill("200");
    await page.locator("#game-objectives").fill("2");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await page.getByTestId("turn").waitFor();

    await page.getByRole("button", { name: /^Casualty: 1\. Red Army Infantry/ }).first().click();
    await expect.poll(() => page.getByTestId("status-s0-u0").getAttribute("data-status")).toBe("damaged");
    await page.getByRole("radiogroup", { name: "Status: 1. Panzer" }).getByRole("radio", { name: "Destroyed" }).click();
    await page.getByRole("button", { name: "More objectives: Red", exact: true }).click();
    await page.getByRole("button", { name: "Next turn", exact: true }).click();

    // the tab's memory gone, still offline: the game comes back as it was
    await page.reload();
    await ready(page);
    await page.getByTestId("turn").waitFor();
    expect(await page.getByTestId("turn").textContent()).toBe("Turn 2 of 6");
    await page.getByRole("button", { name: "End game" }).click();
    await page.getByTestId("band").waitFor();

    const api = await apiVictory(base, [
      { name: "Red", objectives: 1, units: [{ points: 100, status: "damaged" }] },
      { name: "Blue", objectives: 0, units: [{ points: 200, status: "destroyed" }] },
    ]);
    expect(await page.getByTestId("vp-0").textContent()).toBe(`${api.victoryPoints[0]} VP`);
    expect(await page.getByTestId("vp-1").textContent()).toBe(`${api.victoryPoints[1]} VP`);
    expect(await page.getByTestId("band").getAttribute("data-band")).toBe(api.band);

    // the result link fits a chat message and, still offline, opens the same result on this device
    const link = await page.locator("#v-share").inputValue();
    expect(link.length).toBeLessThanOrEqual(300);
    expect(link).toMatch(new RegExp(`^${base}/victory\\?r=[\\w-]+$`));
    await open(page, link);
    await expect.poll(() => page.getByTestId("band").getAttribute("data-band")).toBe(api.band);
    expect(await page.getByTestId("vp-0").textContent()).toBe(`${api.victoryPoints[0]} VP`);
    expect(await page.getByTestId("vp-1").textContent()).toBe(`${api.victoryPoints[1]} VP`);
    expect(await page.locator("#v-share").inputValue()).toBe(link);
    await context.close();
  });
});
