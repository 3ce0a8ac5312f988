import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { apiVictory } from "../support/victory-api";
import { browserForFile } from "../support/browser";
import { bandName } from "@/lib/victory/band-names";
import { importRoster, open, ready } from "../support/page";

const base = inject("baseUrl");
const browser = browserForFile();
const SHOTS = process.env.GAME_SCREENSHOTS ?? "/tmp";

// 270 points: commander, 7 soldiers, HMG crew 2 and the HMG (1 wound) — 11 boxes, 1 heavy weapon; snipers 100: 2 boxes
const red = {
  version: 1,
  name: "Red",
  armyBook: "soviet",
  pointsLimit: 1000,
  units: [{ unit: "red-army-infantry", options: { "extra-soldiers": 6, hmg: 1 } }, { unit: "snipers" }],
};

const tap = (page: Page, name: string) => page.getByRole("button", { name, exact: true }).click();
const statusOf = (page: Page, id: string) => page.getByTestId(`status-${id}`).getAttribute("data-status");
/** Where the two sides' cards are: side by side on a wide screen, one under the other on a phone. */
const sideBoxes = (page: Page) => page.locator(".game-side").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
const boxesOf = (page: Page, unit: string, group: number) => page.locator(`#${unit} .g-group`).nth(group).locator(".g-boxes").getAttribute("aria-label");

describe("game mode in Chromium", () => {
  it("starts from a roster, tracks casualties offline, survives a reload and ends in the calculator's result, on a 390 px phone", async () => {
    const context = await browser().newContext({ locale: "en-GB", viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    const { viewId } = await importRoster(page, base, red);

    // "Start a game" in the builder saves and opens game mode
    await page.getByRole("link", { name: "Start a game" }).click();
    await page.waitForURL(new RegExp(`/r/${viewId}/game$`));
    await ready(page);

    // the opponent by hand; the game size is the roster's; two objectives on the table
    expect(await page.locator("#game-size").inputValue()).toBe("1000");
    await page.locator("#opp-name").fill("Blue");
    await page.locator("#hand-u0-name").fill("Panzer");
    await page.locator("#hand-u0-points").fill("200");
    await page.getByRole("button", { name: "+ Unit by hand" }).click();
    await page.locator("#hand-u1-name").fill("Grenadiers");
    await page.locator("#hand-u1-points").fill("-5");
    // (taken before the last field: in this harness a full-page screenshot of a touch page just before
    // a click made Chromium scroll the page under the pointer and drop the click; a fill first avoids it)
    await page.screenshot({ path: `${SHOTS}/game-phone-start.png`, fullPage: true });
    await page.locator("#game-objectives").fill("2");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    // a bad value is refused at its field
    await expect.poll(() => page.locator("#hand-u1-error").textContent()).toMatch(/minimum is 0/);
    await page.locator("#hand-u1-points").fill("150");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await page.getByTestId("turn").waitFor();
    // the score if the game ended now stays in the sticky bar from the first turn
    const running = async () => ({
      vp: [await page.getByTestId("running-vp-0").textContent(), await page.getByTestId("running-vp-1").textContent()],
      band: await page.getByTestId("running-score").getAttribute("data-band"),
      outcome: await page.getByTestId("running-band").textContent(),
    });
    expect(await running()).toEqual({ vp: ["0", "0"], band: "DRAW", outcome: "Draw" });

    // from here on nothing goes to the server, and it works offline
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await context.setOffline(true);

    const infantry = "1. Red Army Infantry";
    // every control says whose unit it is: both armies can have "1. Red Army Infantry"
    for (let i = 0; i < 3; i++) await tap(page, `Casualty: ${infantry}, 7 soldiers (Red)`);
    expect(await boxesOf(page, "s0-u0", 1)).toBe("3 of 7 lost");
    await page.getByRole("button", { name: "↶ Undo" }).click();
    expect(await boxesOf(page, "s0-u0", 1)).toBe("2 of 7 lost");
    expect(await statusOf(page, "s0-u0")).toBe("damaged");
    // every tap moves the score: Red's damaged infantry gives Blue half its 270 points
    expect((await running()).vp).toEqual(["0", "135"]);

    // both snipers lost: destroyed; a third casualty is refused at that unit's field
    await tap(page, "Casualty: 2. Soviet Snipers, 2 snipers (Red)");
    expect(await statusOf(page, "s0-u1")).toBe("damaged");
    await tap(page, "Casualty: 2. Soviet Snipers, 2 snipers (Red)");
    expect(await statusOf(page, "s0-u1")).toBe("destroyed");
    await tap(page, "Casualty: 2. Soviet Snipers, 2 snipers (Red)");
    expect(await page.locator("#s0-u1-g0-error").textContent()).toBe("2 snipers: all lost already (2 boxes).");
    expect(await boxesOf(page, "s0-u1", 0)).toBe("2 of 2 lost");

    // heavy weapons: one, and no more
    await tap(page, `Heavy weapon lost: ${infantry} (Red)`);
    await tap(page, `Heavy weapon lost: ${infantry} (Red)`);
    expect(await page.locator("#s0-u0-heavy-error").textContent()).toBe("The unit has 1 heavy weapon — no more can be lost.");
    expect(await page.getByTestId("heavy-s0-u0").textContent()).toBe("1");

    // the opponent's tank, typed by hand: its status set directly; a marker; objectives; turns
    await page.getByRole("radiogroup", { name: "Status: 1. Panzer (Blue)", exact: true }).getByRole("radio", { name: "Destroyed" }).click();
    expect(await statusOf(page, "s1-u0")).toBe("destroyed");
    const pinned = page.getByRole("button", { name: `Pinned: ${infantry}` });
    await pinned.click();
    expect(await pinned.getAttribute("aria-pressed")).toBe("true");
    await tap(page, "More objectives: Red");
    await tap(page, "Next turn");
    await tap(page, "Next turn");
    expect(await page.getByTestId("turn").textContent()).toBe("Turn 3 of 6");
    expect(requests).toEqual([]);
    await context.setOffline(false);

    // closing the tab and coming back resumes the game
    await page.reload();
    await ready(page);
    await page.getByTestId("turn").waitFor();
    expect(await page.getByTestId("turn").textContent()).toBe("Turn 3 of 6");
    expect(await boxesOf(page, "s0-u0", 1)).toBe("2 of 7 lost");
    expect(await statusOf(page, "s0-u0")).toBe("damaged");
    expect(await statusOf(page, "s0-u1")).toBe("destroyed");
    expect(await statusOf(page, "s1-u0")).toBe("destroyed");
    expect(await statusOf(page, "s1-u1")).toBe("intact");
    expect(await page.getByRole("button", { name: `Pinned: ${infantry}` }).getAttribute("aria-pressed")).toBe("true");

    // a phone at the table: usable at 390 px, no sideways scroll, every control a 44 px target
    await page.screenshot({ path: `${SHOTS}/game-phone-tracker.png` });
    await page.screenshot({ path: `${SHOTS}/game-phone-tracker-full.png`, fullPage: true });
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(scroll).toBeLessThanOrEqual(client);
    const small = await page.locator(".game-tracker button").evaluateAll((els) =>
      els.filter((el) => el.getBoundingClientRect().height < 44 && el.getBoundingClientRect().width > 0).map((el) => el.getAttribute("aria-label") ?? el.textContent),
    );
    expect(small).toEqual([]);

    // the end: the same numbers as /api/victory for the same statuses, as the running score said
    const runningAtEnd = await running();
    await page.getByRole("button", { name: "End game" }).click();
    await page.getByTestId("band").waitFor();
    await page.screenshot({ path: `${SHOTS}/game-phone-result.png`, fullPage: true });
    const api = await apiVictory(base, [
      { name: "Red", objectives: 1, units: [{ points: 270, status: "damaged" }, { points: 100, status: "destroyed" }] },
      { name: "Blue", objectives: 0, units: [{ points: 200, status: "destroyed" }, { points: 150, status: "intact" }] },
    ]);
    expect(api).toEqual({ victoryPoints: [500, 235], difference: 265, band: "MINOR_VICTORY", winner: 0 });
    expect(runningAtEnd).toEqual({ vp: ["500", "235"], band: "MINOR_VICTORY", outcome: "Minor victory for Red" });
    expect(await page.getByTestId("vp-0").textContent()).toBe(`${api.victoryPoints[0]} VP`);
    expect(await page.getByTestId("vp-1").textContent()).toBe(`${api.victoryPoints[1]} VP`);
    expect(await page.getByTestId("difference").textContent()).toBe(String(api.difference));
    expect(await page.getByTestId("band").getAttribute("data-band")).toBe(api.band);
    expect(await page.getByTestId("winner").textContent()).toBe("Red");

    // the result link is the calculator's and opens the same result anywhere
    const link = await page.locator("#v-share").inputValue();
    expect(link).toMatch(/\/victory\?r=/);
    const other = await (await browser().newContext({ locale: "en-GB" })).newPage();
    await open(other, link);
    await expect.poll(() => other.getByTestId("band").getAttribute("data-band")).toBe(api.band);
    expect(await other.getByTestId("vp-1").textContent()).toBe("235 VP");
    await other.context().close();

    // back to the game, then a new game after a confirmation
    await page.getByRole("button", { name: "Back to the game" }).click();
    await page.getByTestId("turn").waitFor();
    await page.getByRole("button", { name: "New game" }).click();
    await page.getByRole("button", { name: "Yes, new game" }).click();
    await page.locator("#opp-name").waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), `game:${viewId}`)).toBeNull();
    await context.close();
  });

  it("every man lost is the unit destroyed though its HMG stands; the HMG's box is the heavy weapon lost; a game of no objectives and a unit typed by hand show no controls that do nothing", async () => {
    const context = await browser().newContext({ locale: "en-GB", viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    const { viewId } = await importRoster(page, base, { ...red, name: "Men" });
    await open(page, `${base}/r/${viewId}/game`);
    await page.locator("#opp-name").fill("Blue");
    await page.locator("#hand-u0-name").fill("Panzer");
    await page.locator("#hand-u0-points").fill("200");
    // the hand-typed row fits the phone: nothing scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await page.getByTestId("turn").waitFor();
    const [mine, theirs] = await sideBoxes(page);
    expect(theirs!.top).toBeGreaterThanOrEqual(mine!.bottom);

    expect(await page.locator(".g-objectives").count()).toBe(0);
    const panzer = page.locator("#s1-u0");
    expect(await panzer.getByRole("radio").allTextContents()).toEqual(["Intact", "Damaged", "Destroyed"]);
    expect(await panzer.getByRole("radio", { name: "Intact" }).getAttribute("aria-checked")).toBe("true");

    const squad = page.locator("#s0-u0");
    const groups = squad.locator(".g-group");
    const n = await groups.count();
    for (let g = 0; g < n; g++) {
      const row = groups.nth(g);
      const label = (await row.locator(".g-label").first().textContent()) ?? "";
      if (/^HMG \(Maxim\)$/.test(label.trim()) || /Heavy weapons lost/.test(label)) continue;
      const boxes = await row.locator(".g-box").count();
      for (let b = 0; b < boxes; b++) await row.locator(".g-hit").click();
    }
    await expect.poll(() => statusOf(page, "s0-u0")).toBe("destroyed");
    expect(await page.getByTestId("heavy-s0-u0").textContent()).toBe("0");
    const labels = await groups.evaluateAll((rows) => rows.map((r) => r.querySelector(".g-label")?.textContent?.trim() ?? ""));
    await groups.nth(labels.indexOf("HMG (Maxim)")).locator(".g-hit").click();
    await expect.poll(() => page.getByTestId("heavy-s0-u0").textContent()).toBe("1");
    await context.close();
  });

  it("a damaged saved game is refused with a message, and a new one can start", async () => {
    const context = await browser().newContext({ locale: "ru-RU" });
    const page = await context.newPage();
    const { viewId } = await importRoster(page, base, { ...red, name: "Broken" });
    await page.evaluate((key) => localStorage.setItem(key, '{"version":1,"setup":{"oops":true},"events":[]}'), `game:${viewId}`);
    await open(page, `${base}/r/${viewId}/game`);
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "не удалось прочитать" }).count()).toBe(1);
    expect(await page.locator("#opp-name").isVisible()).toBe(true);

    // a new game: my side is named as I say (the roster's name is offered first)
    expect(await page.locator("#my-name").inputValue()).toBe("Broken");
    await page.locator("#my-name").fill("");
    await page.getByRole("button", { name: "Начать", exact: true }).click();
    await expect.poll(() => page.locator("#my-name-error").textContent()).not.toBe("");
    expect(await page.locator("#my-name").getAttribute("aria-invalid")).toBe("true");
    await page.locator("#my-name").fill("Иван");
    // the running score speaks Russian and follows each status set
    await page.locator("#opp-name").fill("Соперник");
    await page.locator("#hand-u0-name").fill("Танк");
    await page.locator("#hand-u0-points").fill("200");
    await page.getByRole("button", { name: "Начать", exact: true }).click();
    await page.getByTestId("turn").waitFor();
    // a laptop at the table: both armies side by side, each from the top
    const [mine, theirs] = await sideBoxes(page);
    expect(theirs!.top).toBe(mine!.top);
    expect(theirs!.left).toBeGreaterThanOrEqual(mine!.right);
    expect(await page.getByTestId("running-score").textContent()).toBe("Если закончить сейчас: Иван 0 : 0 Соперник — Ничья");
    // every control says whose unit it is, by the name given
    expect(await page.getByRole("button", { name: /^Потеря: 1\. .*\(Иван\)$/ }).count()).toBeGreaterThan(0);
    await page.locator("#s0-u1").getByRole("radio", { name: "Уничтожен" }).click();
    await page.locator("#s1-u0").getByRole("radio", { name: "Уничтожен" }).click();
    await page.locator("#s0-u0").getByRole("radio", { name: "Уничтожен" }).click();
    // Иван lost 270 + 100, Соперник 200: 200 : 370, a difference of 170
    const api = await apiVictory(base, [
      { name: "Иван", objectives: 0, units: [{ points: 270, status: "destroyed" }, { points: 100, status: "destroyed" }] },
      { name: "Соперник", objectives: 0, units: [{ points: 200, status: "destroyed" }] },
    ]);
    expect(api.victoryPoints).toEqual([200, 370]);
    const outcome = api.winner === null ? bandName(api.band, "ru") : `${bandName(api.band, "ru")}: Соперник`;
    expect(await page.getByTestId("running-score").textContent()).toBe(`Если закончить сейчас: Иван 200 : 370 Соперник — ${outcome}`);
    // and the view page offers game mode too
    await open(page, `${base}/r/${viewId}`);
    expect(await page.getByRole("link", { name: "Начать игру" }).getAttribute("href")).toBe(`/r/${viewId}/game`);
    await context.close();
  });
});
