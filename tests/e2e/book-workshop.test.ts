import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seriousAxeFindings } from "../support/axe";
import { browserForFile } from "../support/browser";
import { keptTabs } from "../support/tabs";
import { FIXTURE_BOOK_FILE, legion } from "../support/fixture-book";
import { serverOfItsOwn } from "../support/own-server";
import { open, paste, ready } from "../support/page";

/**
 * The book workshop (/books/new) in Chromium, as a club's book writer uses it: paste a broken
 * book, see the problem at its line, fix it, look at the preview, try a roster, publish, then
 * build a roster with the book and share it. On a server of its own (its DB holds only data/).
 */

const browser = browserForFile();
const own = serverOfItsOwn("e2e-workshop");
const tab = keptTabs(browser, () => own.base);

const fixture = JSON.parse(readFileSync(FIXTURE_BOOK_FILE, "utf8")) as Record<string, unknown> & { units: { cost: unknown }[] };

describe("the book workshop", () => {
  it("paste a broken book, go to the problem's line, fix it, preview, try a roster, publish, build a roster with it and share it", async () => {
    const { page } = await tab({ locale: "en-GB", viewport: { width: 1280, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });
    await open(page, own.base + "/");
    await page.getByRole("link", { name: "Write an army book" }).click();
    await page.waitForURL(/\/books\/new$/);
    await ready(page);

    const units = structuredClone(fixture.units);
    units[1]!.cost = "cheap";
    const broken = JSON.stringify({ ...fixture, author: "Club Legion", units }, null, 2);
    const costLine = broken.split("\n").findIndex((l) => l.includes('"cost": "cheap"')) + 1;
    await paste(page, page.locator("#book-text"), broken);
    const problems = page.locator(".workshop-problems li");
    await expect.poll(() => problems.allTextContents()).toEqual([expect.stringMatching(new RegExp(`^Line ${costLine} units\\[1\\]\\.cost: `))]);
    // the problem's line button puts the caret on that line of the file
    await problems.first().getByRole("button").click();
    const caretLine = await page.locator("#book-text").evaluate((el: HTMLTextAreaElement) => el.value.slice(0, el.selectionStart).split("\n").length);
    expect(caretLine).toBe(costLine);
    expect(await page.locator("#book-text").evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd))).toContain('"cost": "cheap"');
    expect(await page.getByRole("button", { name: /^Publish:/ }).count()).toBe(0);

    // fixed: no problem, the book as players will see it, and a roster tried with it
    await paste(page, page.locator("#book-text"), JSON.stringify({ ...fixture, author: "Club Legion" }, null, 2));
    await page.getByText("No problems: the book can be published.").waitFor();
    expect(await page.locator(".workshop-preview").textContent()).toContain(legion.units[0]!.name.en);
    await page.locator("#try-unit").selectOption({ label: "Praetorians" });
    await page.getByRole("button", { name: "+ Add" }).click();
    await page.getByRole("button", { name: "+ Add" }).click();
    await expect.poll(() => page.locator("[data-testid=try-violations] li").evaluateAll((els) => els.map((e) => e.getAttribute("data-code")))).toContain("LEGION_ONE_OF_A_KIND");
    expect(await page.locator(".workshop-card .ac-card").textContent()).toContain("Praetorians");
    // the whole workshop, with its preview, a tried roster's messages and a card, is accessible
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole("button", { name: `Publish: ${legion.name.en}, v1` }).click();
    const published = page.getByTestId("book-published");
    await published.waitFor();
    expect(await published.locator("h2").textContent()).toBe(`Published: ${legion.name.en}, version 1.`);
    const authorKey = await page.locator("#author-key").inputValue();
    expect(authorKey).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // errata from the same page: version 2 with the key; without it the id is taken (409)
    const units2 = structuredClone(fixture.units);
    (units2[0] as { cost: number }).cost += 5;
    await paste(page, page.locator("#book-text"), JSON.stringify({ ...fixture, version: 2, author: "Club Legion", units: units2 }, null, 2));
    await page.getByRole("button", { name: `Publish: ${legion.name.en}, v2` }).click();
    await expect.poll(() => page.locator("#book-problems .field-error").textContent()).toContain(`The id "${legion.id}" is taken by a book on this server.`);
    expect(await page.locator("#author-key").inputValue()).toBe(authorKey);
    await page.getByLabel("Author key (for a new version of your book)").fill(authorKey);
    await page.getByRole("button", { name: `Publish: ${legion.name.en}, v2` }).click();
    await expect.poll(() => published.locator("h2").textContent()).toBe(`Published: ${legion.name.en}, version 2.`);
    expect(await page.locator("#author-key").count()).toBe(0);

    // at once, a roster with it: the builder offers its units, and the roster has a share link
    await published.getByRole("button", { name: "A new roster with this book" }).click();
    await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
    await ready(page);
    await page.getByRole("button", { name: "Add: Legionaries" }).click();
    await expect.poll(() => page.getByTestId("army-points").textContent()).not.toBe("0");
    await page.waitForSelector('[data-testid="save-status"][data-state="saved"]', { timeout: 15_000 });
    const link = await page.getByTestId("share-link").inputValue();
    expect(link).toMatch(/\/s\/[A-Za-z0-9_-]+$/);
    const shared = await fetch(link, { headers: { "accept-language": "en" } });
    expect(shared.status).toBe(200);
    expect(await shared.text()).toContain("Legionaries");
  });

  it("in Russian on a phone: the guide is one tap away, and a text that is not JSON is named by its line", async () => {
    const { page } = await tab({ locale: "ru-RU", viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await open(page, own.base + "/books/new");
    expect(await page.locator("h1").textContent()).toBe("Мастерская книг армий");
    await page.locator(".workshop-guide summary").tap();
    expect(await page.locator(".workshop-guide").textContent()).toContain("Каждый текст — на двух языках");
    await page.locator("#book-text").fill('{\n  "id": "x",\n  oops\n}');
    await expect.poll(() => page.locator(".workshop-problems li").first().textContent()).toMatch(/^Строка 3: не JSON: строка 3, столбец 3: ожидалось имя свойства в двойных кавычках$/);
    // a picture chosen by mistake is named as one, not by its first odd byte
    await page.locator("#book-text").fill("\u0089PNG\r\n\u001a\n\u0000\u0000\uFFFD");
    await expect.poll(() => page.locator(".workshop-problems li").first().textContent()).toContain("это не текстовый файл");
    expect(await seriousAxeFindings(page)).toEqual([]);
    // nothing is wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("a book under an id the server holds is said to be taken before publishing; its card's damaged VP come from the scoring table", async () => {
    const { page } = await tab({ locale: "en-GB", viewport: { width: 1280, height: 900 } });
    await open(page, own.base + "/books/new");
    await page.locator("#book-text").fill(JSON.stringify({ ...fixture, id: "soviet", author: "Someone" }, null, 2));
    const said = page.locator("#book-problems");
    await expect.poll(() => said.textContent()).toContain('The id "soviet" is taken by a book on this server.');
    expect(await said.textContent()).not.toContain("No problems");
    const publish = page.getByRole("button", { name: /^Publish: / });
    expect(await publish.isDisabled()).toBe(true);
    // with an author key the file is that book's next version: the server judges the key
    await page.locator("#errata-key").fill("some-key");
    await expect.poll(() => publish.isDisabled()).toBe(false);

    const first = fixture.units[0] as { cost: number };
    await expect.poll(() => page.locator(".workshop-card").textContent()).toContain(`destroyed ${first.cost}, damaged ${Math.floor(first.cost / 2)}`);
  });

  it("with many books the home page's choice has a search, and says who wrote the chosen book and its version", async () => {
    for (let i = 2; i <= 7; i++) {
      const book = { ...fixture, id: `legion-${i}`, name: { ru: `Легион ${i}`, en: `Legion ${i}` }, author: `Club ${i}` };
      const res = await fetch(own.base + "/api/books", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(book) });
      expect(res.status).toBe(201);
    }
    const { page } = await tab({ locale: "en-GB", viewport: { width: 1280, height: 900 } });
    await open(page, own.base + "/");
    expect(await page.locator("#new-book-about").textContent()).toBe("version 1");
    await page.getByLabel("Find a book").fill("club 5");
    await expect.poll(() => page.locator("#new-book option").allTextContents()).toEqual(["Legion 5"]);
    expect(await page.getByLabel("Army book").inputValue()).toBe("legion-5");
    expect(await page.locator("#new-book-about").textContent()).toBe("By Club 5 · version 1");
    await page.getByRole("button", { name: "Create" }).click();
    await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
    await ready(page);
    await page.getByRole("button", { name: "Add: Legionaries" }).waitFor();
  });
});

