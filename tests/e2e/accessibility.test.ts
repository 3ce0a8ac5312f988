import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { Roster } from "../../lib/roster/schema";
import { encodeRoster } from "../../lib/share/codec";
import { book } from "../support/book";
import { axeInEveryPage, runAxe, type AxeViolation } from "../support/axe";
import { browserForFile } from "../support/browser";
import { importRoster, open, ready, waitPastUndoMerge } from "../support/page";

const base = inject("baseUrl");
const browser = browserForFile();

type Lang = "ru" | "en";
const LOCALE: Record<Lang, string> = { ru: "ru-RU", en: "en-GB" };
/** A context for checking pages: every page it opens has axe-core (tests/support/axe.ts). */
async function newContext(lang: Lang): Promise<BrowserContext> {
  const context = await browser().newContext({ locale: LOCALE[lang] });
  await axeInEveryPage(context);
  return context;
}

function describeViolations(where: string, violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes.map((n) => `    ${JSON.stringify(n.target)}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, " ").slice(0, 240)}` : ""}`);
      return `${where}: [${v.impact}] ${v.id} (${v.help})\n${targets.join("\n")}`;
    })
    .join("\n");
}

/** Fails on any serious or critical axe violation, naming the rule, its impact and the target selectors. */
async function expectAccessible(page: Page, where: string) {
  const { violations, incomplete } = await runAxe(page);
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  // A11Y_VERBOSE=1 also prints the minor and moderate findings, and what axe could not decide.
  if (process.env.A11Y_VERBOSE) {
    const minor = violations.filter((v) => !bad.includes(v));
    if (minor.length) console.info(describeViolations(where, minor));
    if (incomplete.length) console.info(describeViolations(`${where} (needs review)`, incomplete));
  }
  expect(bad.map((v) => `${v.impact} ${v.id}`), describeViolations(where, bad)).toEqual([]);
}

// A roster that breaks many rules at once: over the points limit, a banner and a zampolit with no
// platoon commander, two unique Guards, two rare assault groups with too many mines, a spotter
// without a pair, and an option the book does not know.
const badUnits: Roster["units"] = [
  { unit: "red-army-infantry", options: { "extra-soldiers": 2, banner: 1, zampolit: 1, lmg: 1 } },
  { unit: "guards", options: { "extra-soldiers": 1, radio: 1 } },
  { unit: "guards" },
  { unit: "assault-group", options: { "magnetic-mines": 3, flamethrower: 1 } },
  { unit: "assault-group", options: { "magnetic-mines": 2 } },
  { unit: "snipers", options: { spotter: 2 } },
  { unit: "dog-tank-hunters", options: { dogs: 3 } },
  { unit: "naval-infantry", options: { "extra-soldiers": 3, lmg: 1, bayonets: 2 } },
];
const badRoster: Roster = { version: 1, name: "Штурм высоты 112", armyBook: "soviet", pointsLimit: 1000, units: badUnits };
const goodRoster: Roster = {
  version: 1,
  name: "Red",
  armyBook: "soviet",
  pointsLimit: 1000,
  units: [
    { unit: "red-army-infantry", options: { "platoon-commander": 1, banner: 1, "extra-soldiers": 2 } },
    { unit: "red-army-infantry" },
    { unit: "red-army-infantry", options: { lmg: 1 } },
    { unit: "cavalry" },
  ],
};
const blueRoster: Roster = {
  version: 1,
  name: "Blue",
  armyBook: "soviet",
  pointsLimit: 1000,
  units: [{ unit: "guards", options: { "extra-soldiers": 1 } }, { unit: "scouts" }, { unit: "naval-infantry" }],
};

describe("axe-core finds no serious or critical violation", () => {
  for (const lang of ["ru", "en"] as const) {
    describe(`in ${lang}`, () => {
      let context: BrowserContext;
      let page: Page;
      let editUrl = "";
      let viewId = "";
      beforeAll(async () => {
        context = await newContext(lang);
        page = await context.newPage();
        ({ editUrl, viewId } = await importRoster(page, base, badRoster));
      });
      afterAll(async () => {
        await context?.close();
      });

      it("the home page, with a roster listed, a delete confirmation and import errors", async () => {
        await open(page, base + "/");
        await page.locator(".roster-row").first().waitFor();
        await expectAccessible(page, `${lang} /`);
        await page.locator(".roster-row button.danger").first().click();
        await page.locator(".confirm").waitFor();
        await page.locator("#import-text").fill('{ "version": 1,\n  "name": 5 }');
        await page.locator("form.import button[type=submit]").click();
        await page.locator(".import-problems li").first().waitFor();
        await page.locator("#new-name").fill("");
        await page.locator("#new-name").blur();
        await page.locator("#new-name-error:not(:empty)").waitFor();
        await expectAccessible(page, `${lang} / (errors)`);
      });

      it("the builder with rule violations, hints and blocked units", async () => {
        await open(page, editUrl);
        await expect.poll(() => page.locator(".validation li").count()).toBeGreaterThan(4);
        // a long roster opens as a compact list; open a card with problems to check its options too
        await page.locator(".unit-card.has-problems .problem-badge").first().waitFor();
        await page.locator(".unit-card.has-problems .unit-toggle").first().click();
        await page.locator(".unit-card .problem").first().waitFor();
        await expectAccessible(page, `${lang} /r/…/edit`);
      });

      it("the read-only view, also when editing was refused", async () => {
        await open(page, `${base}/r/${viewId}`);
        await expectAccessible(page, `${lang} /r/…`);
        await open(page, `${base}/r/${viewId}?denied=1`);
        await expectAccessible(page, `${lang} /r/…?denied=1`);
      });

      it("the army cards of a saved roster, with and without casualty boxes", async () => {
        await open(page, `${base}/r/${viewId}/print`);
        await expectAccessible(page, `${lang} /r/…/print`);
        await open(page, `${base}/r/${viewId}/print?boxes=0`);
        await expectAccessible(page, `${lang} /r/…/print?boxes=0`);
      });

      it("a shared roster, its army cards, and a broken share link", async () => {
        const code = encodeRoster(book, badRoster);
        await open(page, `${base}/s/${code}`);
        await expectAccessible(page, `${lang} /s/…`);
        await open(page, `${base}/s/${code}/print`);
        await expectAccessible(page, `${lang} /s/…/print`);
        await open(page, `${base}/s/${code.slice(0, -6)}`);
        await expectAccessible(page, `${lang} /s/(broken)`);
        await open(page, `${base}/s/${code.slice(0, -6)}/print`);
        await expectAccessible(page, `${lang} /s/(broken)/print`);
      });

      it("the victory calculator, empty, with both sides loaded from share links, and with an error", async () => {
        await open(page, base + "/victory");
        await expectAccessible(page, `${lang} /victory (empty)`);
        for (const [side, roster] of [[0, goodRoster], [1, blueRoster]] as const) {
          await page.locator(`#p${side}-link`).fill(`${base}/s/${encodeRoster(book, roster)}`);
          await page.locator(`#p${side}-link`).locator("xpath=following-sibling::button").click();
        }
        await expect.poll(() => page.locator(".v-unit").count()).toBe(goodRoster.units.length + blueRoster.units.length);
        await page.locator(".v-unit").nth(1).locator(".status.destroyed").click();
        await page.locator(".v-unit").nth(2).locator(".status.damaged").click();
        await page.locator("#p1-obj").fill("1");
        await page.getByTestId("band").waitFor();
        await expectAccessible(page, `${lang} /victory (loaded)`);
        const shared = await page.locator("#v-share").inputValue();
        await page.locator("#p0-obj").fill("99");
        await page.locator("#p0-obj-error:not(:empty)").waitFor();
        await page.locator("#p1-title ~ details.load > summary").click();
        await page.locator("#p1-link").fill("not a link");
        await page.locator("#p1-link").locator("xpath=following-sibling::button").click();
        await expectAccessible(page, `${lang} /victory (errors)`);
        await open(page, shared);
        await page.getByTestId("band").waitFor();
        await expectAccessible(page, `${lang} /victory?r=…`);
      });

      it("game mode: the start form with an error, the opponent loaded by link, the tracker with a refusal, the result", async () => {
        await open(page, `${base}/r/${viewId}/game`);
        await page.locator("#opp-name").waitFor();
        await page.locator("#game-size").fill("5");
        await page.locator("form.game-start button[type=submit]").click();
        await page.locator("#game-size-error:not(:empty)").waitFor();
        await expectAccessible(page, `${lang} /r/…/game (start, errors)`);
        await page.locator("#game-size").fill("1000");
        await page.locator("#opp-link").fill(`${base}/s/${encodeRoster(book, blueRoster)}`);
        await page.locator("#opp-link").locator("xpath=following-sibling::button").click();
        await page.locator("#opp-link").waitFor({ state: "detached" });
        await page.locator("form.game-start button[type=submit]").click();
        await page.getByTestId("turn").waitFor();
        // the opponent's units came with their cards' casualty boxes: tap the first group past its last box
        const first = page.locator("#s1-u0 .g-hit").first();
        for (let i = 0; i < 3; i++) await first.click();
        await page.locator("#s1-u0 .g-error:not(:empty)").waitFor();
        await page.locator("#s0-u0 .g-marker").first().click();
        await expectAccessible(page, `${lang} /r/…/game (tracker)`);
        await page.locator(".game-actions button.primary").click();
        await page.getByTestId("band").waitFor();
        await expectAccessible(page, `${lang} /r/…/game (result)`);
      });

      it("the army book, with an add-to-roster menu open", async () => {
        await open(page, base + "/army-book");
        await expectAccessible(page, `${lang} /army-book`);
        await page.locator(".add-to-roster button").first().click();
        await page.locator(".add-menu li button").first().waitFor();
        await expectAccessible(page, `${lang} /army-book (menu)`);
      });

      it("the not-found page", async () => {
        await page.goto(`${base}/r/no-such-roster`);
        await expectAccessible(page, `${lang} 404`);
        // an address that matches no page at all (app/global-not-found.tsx)
        await page.goto(`${base}/no-such-page`);
        await expectAccessible(page, `${lang} 404 (no such page)`);
      });
    });
  }

  it("the builder with a save conflict, a restorable draft, a bad points limit and an empty roster", async () => {
    const context = await newContext("en");
    const a = await context.newPage();
    await open(a, base + "/");
    await a.locator("#new-name").fill("Conflict");
    await a.locator("form.new-roster button[type=submit]").click();
    await a.waitForURL(/\/r\/[^/]+\/edit\?key=/);
    await ready(a);
    const url = a.url();
    const viewId = new URL(url).pathname.split("/")[2]!;
    await expectAccessible(a, "en /r/…/edit (empty)");

    // another device on the same version (a tab of this browser would follow the save); the first one saves, so the other's save conflicts
    const device = await newContext("en");
    const b = await device.newPage();
    await open(b, url);
    await a.getByRole("button", { name: "Add: Red Army Infantry" }).click();
    await a.waitForSelector('[data-testid="save-status"][data-state="saved"]', { timeout: 15_000 });
    await b.getByRole("button", { name: "Add: Soviet Cavalry" }).click();
    await b.locator(".notice.bad").waitFor({ timeout: 15_000 });
    await b.locator("#roster-points-limit").fill("");
    await b.locator("#roster-points-limit-error:not(:empty)").waitFor();
    await expectAccessible(b, "en /r/…/edit (conflict)");
    await device.close();

    // an unsaved draft from an earlier visit is offered back
    await a.evaluate((id) => {
      const json = JSON.stringify({ version: 1, name: "Draft", armyBook: "soviet", pointsLimit: 1000, units: [] });
      localStorage.setItem(`roster-draft:${id}`, JSON.stringify({ baseVersion: 1, json, at: new Date().toISOString() }));
    }, viewId);
    await open(a, url);
    await a.locator(".builder > .notice").waitFor();
    await expectAccessible(a, "en /r/…/edit (draft)");
    await context.close();
  });
});

type Focus = { id: string; tag: string; type: string | null; name: string; inside: string; visible: boolean; style: string };

/** What has focus, and whether its focus indicator shows (an outline or a box shadow, on it or its label). */
function focused(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { id: "", tag: "body", type: null, name: "", inside: "", visible: false, style: "" };
    const ring = (e: Element) => {
      const cs = getComputedStyle(e);
      const outline = cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) > 0;
      const shadow = cs.boxShadow !== "" && cs.boxShadow !== "none";
      return { on: outline || shadow, style: `outline: ${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor}; box-shadow: ${cs.boxShadow}` };
    };
    const own = ring(el);
    // a visually hidden radio or checkbox shows its focus on its label (.status:focus-within)
    const label = el.closest("label");
    const viaLabel = !own.on && label ? ring(label) : null;
    const section = el.closest("[aria-labelledby], [aria-label], header, nav");
    return {
      id: el.id,
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute("type"),
      name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " "),
      inside: section ? section.className || section.tagName.toLowerCase() : "",
      visible: own.on || !!viaLabel?.on,
      style: viaLabel ? viaLabel.style : own.style,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches; every stop on the way must show a
 * focus indicator. Returns the number of key presses.
 */
async function tabTo(page: Page, matches: (f: Focus) => boolean, what: string, opts: { back?: boolean; max?: number } = {}) {
  const stops: Focus[] = [];
  for (let i = 1; i <= (opts.max ?? 80); i++) {
    await page.keyboard.press(opts.back ? "Shift+Tab" : "Tab");
    const f = await focused(page);
    stops.push(f);
    expect(f.visible, `focus indicator on Tab stop ${JSON.stringify(f)}`).toBe(true);
    if (matches(f)) return i;
  }
  throw new Error(`Tab never reached ${what}; stops:\n${stops.map((s) => `  ${s.tag}#${s.id} "${s.name.slice(0, 60)}"`).join("\n")}`);
}

describe("the builder with the keyboard alone", () => {
  it("creates a roster, adds a unit, raises a stepper, ticks an option, follows a problem, removes and undoes", async () => {
    const context = await newContext("en");
    const page = await context.newPage();
    const total = () => page.getByTestId("army-points").textContent();
    const codes = () => page.locator(".validation li").evaluateAll((els) => els.map((e) => e.getAttribute("data-code")));
    await open(page, base + "/");

    // The first stop is the skip link; it leads into the main content.
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ tag: "a", name: "Skip to content", visible: true });
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect((await focused(page)).id).toBe("new-name");

    // New roster: name, points limit, Create.
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Keyboard only");
    await tabTo(page, (f) => f.id === "new-points-limit", "the points limit");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("1500");
    await tabTo(page, (f) => f.tag === "button" && f.name === "Create", "Create");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
    await ready(page);
    expect(await page.locator("#roster-name").inputValue()).toBe("Keyboard only");
    await expect.poll(total).toBe("0");

    // Add a unit from the army-book panel; focus stays on the button (the next unit is one key
    // away) and the bar says what was added, with a way to go to it.
    await tabTo(page, (f) => f.name === "Add: Red Army Infantry", "Add: Red Army Infantry");
    await page.keyboard.press("Enter");
    await expect.poll(total).toBe("100");
    expect((await focused(page)).name).toBe("Add: Red Army Infantry");
    await expect.poll(() => page.locator(".added-toast").textContent()).toContain("Added: Red Army Infantry (no. 1)");
    // on a desktop it lies over the list's column only, not over the army book's or the panels' tops
    const toast = (await page.locator(".added-toast").boundingBox())!;
    const list = (await page.locator(".builder-grid > *").nth(1).boundingBox())!;
    expect(toast.x).toBeGreaterThanOrEqual(list.x - 1);
    expect(toast.x + toast.width).toBeLessThanOrEqual(list.x + list.width + 1);

    // A stepper: its + button with Space, then its field with the arrow key.
    await tabTo(page, (f) => f.name === "More: Extra soldier", "More: Extra soldier");
    await page.keyboard.press("Space");
    await expect.poll(total).toBe("120");
    await tabTo(page, (f) => f.id === "unit-0-extra-soldiers", "the extra-soldier field", { back: true });
    await page.keyboard.press("ArrowUp");
    await expect.poll(total).toBe("140");
    expect(await page.locator("#unit-0-extra-soldiers").inputValue()).toBe("2");

    // An option: the banner, which needs a platoon commander.
    await tabTo(page, (f) => f.id === "unit-0-banner", "the banner checkbox");
    await page.keyboard.press("Space");
    await expect.poll(total).toBe("160");
    expect(await page.locator("#unit-0-banner").isChecked()).toBe(true);
    await expect.poll(codes).toEqual(["REQUIRES_PLATOON_COMMANDER"]);

    // The validation panel's entry takes focus back to the field.
    await tabTo(page, (f) => f.tag === "a" && f.inside.includes("validation"), "the problem link");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).id).toBe("unit-0-banner");
    expect((await focused(page)).visible).toBe(true);

    // Remove the unit; focus lands on the panel heading, not on <body>.
    await waitPastUndoMerge(page); // a separate undo step
    await tabTo(page, (f) => f.name === "Remove: Red Army Infantry", "Remove: Red Army Infantry", { back: true });
    await page.keyboard.press("Enter");
    await expect.poll(total).toBe("0");
    expect(await page.locator(".unit-card").count()).toBe(0);
    await expect.poll(codes).toEqual([]);
    await expect.poll(async () => (await focused(page)).id).toBe("book-panel-title");

    // Ctrl+Z brings it back as it was.
    await page.keyboard.press("Control+Z");
    await expect.poll(total).toBe("160");
    expect(await page.locator(".unit-card").count()).toBe(1);
    expect(await page.locator("#unit-0-banner").isChecked()).toBe(true);
    expect(await page.locator("#unit-0-extra-soldiers").inputValue()).toBe("2");
    await expect.poll(codes).toEqual(["REQUIRES_PLATOON_COMMANDER"]);
    expect(await page.locator(".points-figures").textContent()).toContain("160 of 1500 pts");

    // And it is saved that way.
    await page.waitForSelector('[data-testid="save-status"][data-state="saved"]', { timeout: 15_000 });
    await page.reload();
    await ready(page);
    await expect.poll(total).toBe("160");
    await context.close();
  });
});
