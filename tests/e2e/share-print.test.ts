import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { abilitiesHad } from "../../lib/cards/abilities";
import { encodeRoster } from "../../lib/share/codec";
import { book } from "../support/book";
import { browserForFile } from "../support/browser";
import { keptTabs } from "../support/tabs";
import { seriousAxeFindings } from "../support/axe";
import { open, ready } from "../support/page";
import { cardsOnPaper, printToPdf, textOf } from "../support/pdf";
import { tournamentRoster } from "../support/print-roster";
import { encode } from "uqr";
import { qrPath } from "../../lib/share/qr-path";
import { runInHeading } from "../../lib/cards/run-in";
import { apiCreate } from "../support/rosters-api";
import type { Roster } from "../../lib/roster/schema";

const base = inject("baseUrl");
const browser = browserForFile();
const tab = keptTabs(browser, base);

const units = [
  { unit: "red-army-infantry", options: { "extra-soldiers": 6, "platoon-commander": 1, banner: 1, lmg: 1, hmg: 1 } },
  { unit: "red-army-infantry", options: { "extra-soldiers": 6, lmg: 1 } },
  { unit: "red-army-infantry", options: { "extra-soldiers": 4, smg: 1 } },
  { unit: "guards", options: { "extra-soldiers": 6, radio: 1, lmg: 1, hmg: 1, "aa-mount": 1 } },
  { unit: "naval-infantry", options: { "extra-soldiers": 4, lmg: 1 } },
  { unit: "dog-tank-hunters", options: { dogs: 4 } },
  { unit: "assault-group", options: { "extra-soldiers": 2, flamethrower: 1, "magnetic-mines": 2 } },
  { unit: "snipers", options: { spotter: 1, dummy: 1 } },
  { unit: "scouts", options: { "extra-soldiers": 2, "sniper-rifle": 1, parachutes: 1 } },
];
const roster = { version: 1, name: "Оборона <b>моста</b>", armyBook: "soviet", pointsLimit: 3000, units };

async function importViaHome(page: Page, text: string) {
  await open(page, base + "/");
  await page.locator("#import-text").fill(text);
  await page.getByRole("button", { name: "Import" }).click();
}

describe("sharing, import, export and army cards", () => {
  let shareLink = "";
  let editUrl = "";

  it("imports a JSON roster into a new saved roster", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await importViaHome(page, JSON.stringify(roster, null, 2));
    await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
    await ready(page);
    editUrl = page.url();
    await expect.poll(() => page.locator(".unit-card").count()).toBe(units.length);
    await expect.poll(() => page.locator("#roster-name").inputValue()).toBe(roster.name);
    shareLink = await page.getByTestId("share-link").inputValue();
    expect(shareLink).toMatch(/\/s\/[A-Za-z0-9_-]+$/);
    expect(shareLink.length - shareLink.indexOf("/s/")).toBeLessThan(200);
  });

  it("a chat text mangled past reading still has its share link: the import says the problems and offers the list behind the link", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await importViaHome(page, `Оборона моста — Советская Армия, 1180 / 3000\n1. Пехота Красной\nАрмии — 240 оч.\nSee it here: ${shareLink}.`);
    await page.locator(".import-problems li").first().waitFor();
    await page.getByRole("button", { name: "Take the roster from the link in the text" }).click();
    await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
    await ready(page);
    await expect.poll(() => page.locator(".unit-card").count()).toBe(units.length);
  });

  it("200 KB of spaces between two words (the most the import sends) is refused by line at once, over HTTP", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await open(page, base + "/");
    // filled in the page, not typed: the action gets exactly this text
    await page.locator("#import-text").evaluate((el: HTMLTextAreaElement, text) => {
      const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
      set.call(el, text);
      el.dispatchEvent(new Event("input", { bubbles: true }));
    }, "a" + " ".repeat(200_000) + "x");
    await page.getByRole("button", { name: "Import" }).click();
    await expect.poll(() => page.locator(".import-problems li").count(), { timeout: 10_000 }).toBe(1);
    expect(page.url()).toBe(base + "/");
  });

  it("reports a broken import line by line and creates nothing", async () => {
    const { page } = await tab({ locale: "en-GB" });
    const text = JSON.stringify({ ...roster, units: [{ unit: "guards", options: { lmg: -1 } }], colour: "red" }, null, 2);
    await importViaHome(page, text);
    const items = page.locator(".import-problems li");
    await expect.poll(() => items.count()).toBe(2);
    const all = await items.allTextContents();
    const lineOf = (needle: string) => text.split("\n").findIndex((l) => l.includes(needle)) + 1;
    expect(all[0]).toMatch(new RegExp(`^Line ${lineOf('"lmg": -1')} \\(units\\.0\\.options\\.lmg\\):`));
    expect(all[1]).toMatch(new RegExp(`^Line ${lineOf('"colour"')} \\(colour\\):.*colour`));
    expect(page.url()).toBe(base + "/");
  });

  it("a picture picked as the roster file is said not to be text, and its bytes never reach the text box", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await open(page, base + "/");
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe]);
    await page.getByLabel("File", { exact: true }).setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: png });
    await expect.poll(() => page.locator("form.import .field-error").textContent()).toBe("This is not a text file: a roster is a .json file or the text “Copy as text” gives.");
    expect(await page.locator("#import-text").inputValue()).toBe("");
  });

  it("an import naming a book version the server does not hold is refused at its line, naming the versions held", async () => {
    const { page } = await tab({ locale: "en-GB" });
    const text = JSON.stringify({ ...roster, bookVersion: 7 }, null, 2);
    await importViaHome(page, text);
    const items = page.locator(".import-problems li");
    await expect.poll(() => items.count()).toBe(1);
    const line = text.split("\n").findIndex((l) => l.includes('"bookVersion"')) + 1;
    expect(await items.first().textContent()).toBe(`Line ${line} (bookVersion): The server holds no version 7 of "soviet". It holds versions: 1.`);
    expect(page.url()).toBe(base + "/");
  });

  it("a share link opened in a fresh browser shows the same roster, read-only, and can be copied", async () => {
    const { page } = await tab({ locale: "en-GB" });
    await open(page, shareLink);
    await expect(page.locator("h1").textContent()).resolves.toBe(roster.name);
    expect(await page.locator(".view-units > li").count()).toBe(units.length);
    const expectedPoints = await (await fetch(base + "/api/validate", { method: "POST", body: JSON.stringify(roster) })).json();
    expect(await page.getByTestId("army-points").textContent()).toBe(String(expectedPoints.points));
    // The roster's name is shown as text, never as markup.
    expect(await page.locator("h1 b").count()).toBe(0);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(roster.name);
    await page.getByRole("button", { name: "Copy to my rosters" }).click();
    await page.waitForURL(/\/edit\?key=/);
    await ready(page);
    await expect.poll(() => page.locator(".unit-card").count()).toBe(units.length);
  });

  it("a roster link pasted alone into the import becomes a new roster: a share link and an edit link (its key stays unused)", async () => {
    const { page } = await tab({ locale: "en-GB" });
    for (const link of [` ${shareLink} `, editUrl]) {
      await importViaHome(page, link);
      await page.waitForURL(/\/r\/[^/]+\/edit\?key=/);
      await ready(page);
      // a new roster of its own, not the one behind the link
      expect(new URL(page.url()).pathname).not.toBe(new URL(editUrl).pathname);
      await expect.poll(() => page.locator(".unit-card").count()).toBe(units.length);
      await expect.poll(() => page.locator("#roster-name").inputValue()).toBe(roster.name);
    }
    // a damaged link is said at line 1, nothing is created
    await importViaHome(page, shareLink.slice(0, -6));
    const items = page.locator(".import-problems li");
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().textContent()).toMatch(/^Line 1: .*(damaged|cut off)/);
    expect(page.url()).toBe(base + "/");
    // pasted junk far past any roster's size is said to be that, not a roster too large to save
    await importViaHome(page, "junk ".repeat(60_000));
    await expect.poll(() => page.locator("#import-problems .field-error").textContent()).toBe("The text is over 256 KB, more than any roster takes. Check what was pasted.");
  });

  it("a saved roster's view lists each unit's options in the book's order, as its share link does, whatever order they were ticked in", async () => {
    const { page } = await tab({ locale: "en-GB" });
    const ticked = { ...roster, version: 1 as const, units: [{ unit: "red-army-infantry", options: { hmg: 1, lmg: 1, "extra-soldiers": 6 } }] };
    const made = (await (await fetch(base + "/api/rosters", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ticked) })).json()) as { url: string };
    await open(page, made.url);
    const saved = await page.locator(".view-units .taken li").allTextContents();
    expect(saved.map((l) => l.split(" ")[0])).toEqual(["Extra", "Light", "HMG"]);
    await open(page, `${base}/s/${encodeRoster(book, ticked)}`);
    expect(await page.locator(".view-units .taken li").allTextContents()).toEqual(saved);
  });

  it("a damaged share link gets a friendly explanation, not an error", async () => {
    const { page } = await tab({ locale: "en-GB" });
    const code = shareLink.slice(shareLink.indexOf("/s/") + 3);
    const mangled = code.slice(0, 10) + (code[10] === "A" ? "B" : "A") + code.slice(11);
    for (const bad of [mangled, code.slice(0, -6), "%E0%A4%A", "<script>"]) {
      const res = await page.goto(`${base}/s/${bad}`);
      expect(res!.status()).toBeLessThan(500);
      await expect(page.locator("body").innerText()).resolves.toMatch(/damaged|cut off|does not contain|do not belong|invalid characters/);
    }
  });

  it("army cards of a saved roster print to A4 with one card per unit plus the army card, none split across pages", async () => {
    const { page } = await tab({ locale: "en-GB" });
    const viewId = new URL(editUrl).pathname.split("/")[2];
    await open(page, `${base}/r/${viewId}/print`);
    expect(await page.locator(".ac-card").count()).toBe(units.length + 1);
    const pdf = await printToPdf(page, "saved");
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    const n = units.length + 1;
    const { marks, cards } = cardsOnPaper(pdf, n);
    // Every card's top and bottom marks are found, on one and the same page and column.
    for (let i = 0; i < n; i++) {
      expect(marks[i]!.length, `card ${i + 1} marks`).toBe(2);
      expect(cards[i]!.bottomPage, `card ${i + 1} split across pages`).toBe(cards[i]!.page);
      expect(cards[i]!.bottomColumn, `card ${i + 1} split across columns`).toBe(cards[i]!.column);
      expect(cards[i]!.bottom.yMin, `card ${i + 1} bottom below top`).toBeGreaterThan(cards[i]!.top.yMin);
    }
    // What the printed cards say (issue #9), read back from the PDF itself, card by card.
    const printed = cards.map((c) => textOf(c.words)).join(" ");
    expect(printed).toContain("HMG (Maxim) crew 2 (anti-aircraft mount, 2 wounds)");
    expect(printed).toContain("HMG (Maxim) crew 2 (1 wound)");
    expect(printed).toMatch(/flamethrower flamethrower trooper/);
    expect(printed).not.toMatch(/flamethrower flamethrower trooper \(/);
    expect(printed).toContain("never better than 5+ (except 4+ in a bunker); no cover saves in melee");
    expect(printed).toContain("never better than 6+ (in a bunker too)");
    expect(printed).toContain("Reinforced Grenades. Grenades hit vehicles on 5+.");
    expect(printed).toContain("(the source text ends here)");
    expect(printed).toContain("Only a non-Unique infantry unit can hold an objective");
    expect(printed).toMatch(/Units 9\b/);
    expect(printed).not.toMatch(/\b1 men\b|\(s\)/);
  });

  it("the army card carries the share link as a QR code and in words, with the book and version; scanned, it opens the list", async () => {
    const { context, page } = await tab({ locale: "en-GB" });
    const viewId = new URL(editUrl).pathname.split("/")[2];
    // a saved roster's cards, and a shared roster's (a cached page, the same for every host)
    for (const cards of [`${base}/r/${viewId}/print`, `${shareLink}/print`]) {
      await open(page, cards);
      const qr = page.locator(".ac-summary").getByTestId("card-qr");
      await qr.waitFor();
      // absolute, as this server was addressed: the link the builder shows
      expect(await qr.getAttribute("data-url"), cards).toBe(shareLink);
      // the modules drawn are that link's QR code
      expect(await qr.locator("svg path").getAttribute("d"), cards).toBe(qrPath(encode(shareLink, { ecc: "M", border: 2 }).data));
      const words = await qr.textContent();
      expect(words).toContain(shareLink);
      expect(words).toContain("Army book: Soviet Army, version 1");
    }
    // printed on the army card (card 1 of 10), whole
    const pdf = await printToPdf(page, "qr");
    const { cards } = cardsOnPaper(pdf, units.length + 1);
    expect(textOf(cards[0]!.words)).toContain("Scan to open this roster");
    // what a phone opens when it reads the code: the list, read-only
    const phone = await context.newPage();
    await open(phone, shareLink);
    expect(await phone.locator("h1").first().textContent()).toContain("Оборона");
  });

  it("a share link too long for a readable QR code: the saved roster's cards carry its short page link, the shared cards say why there is none; both print", async () => {
    // ten units with long notes in words no codec shortens much: a share link of a few kilobytes
    const words = "Пулемётчик Сидоров прикрывает левый фланг у сгоревшей мельницы, пока взвод обходит высоту справа; сигнал — две зелёные ракеты, отход по оврагу к мосту.";
    const noted: Roster = { ...roster, version: 1, units: Array.from({ length: 10 }, (_, i) => ({ unit: "red-army-infantry", note: `${i + 1}. ${words}`.slice(0, 200) })) };
    const created = await apiCreate(base, noted);
    if (created.status !== "created") throw new Error(JSON.stringify(created));
    const { page } = await tab({ locale: "en-GB" });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    await open(page, `${base}/r/${created.viewId}/print`);
    const qr = page.locator(".ac-summary").getByTestId("card-qr");
    await qr.locator("svg").waitFor();
    expect(await qr.getAttribute("data-url")).toBe(`${base}/r/${created.viewId}`);
    expect(await qr.textContent()).toContain("Scan to open this roster's page");
    // printed no narrower than 0.4 mm a module
    const { mm, modules } = await qr.locator("svg").evaluate((svg) => ({ mm: svg.getBoundingClientRect().width / (96 / 25.4), modules: Number(svg.getAttribute("viewBox")!.split(" ")[2]) }));
    expect(mm / modules).toBeGreaterThanOrEqual(0.39);

    // the same list's snapshot link: ~3.8 KB, past what any QR code holds
    await open(page, `${base}/s/${encodeRoster(book, noted)}/print`);
    await page.locator(".ac-summary").getByTestId("card-qr").waitFor();
    expect(await page.locator(".ac-summary").getByTestId("card-qr").locator("svg").count()).toBe(0);
    expect(await page.locator(".ac-summary").textContent()).toContain("The link to this roster is too long for a QR code");
    expect(await page.locator(".ac-cards .ac-card").count()).toBe(11);
    expect(errors).toEqual([]);
  });

  it("Russian army cards: plural forms and the source's names", async () => {
    const { page } = await tab({ locale: "ru-RU" });
    const viewId = new URL(editUrl).pathname.split("/")[2];
    await open(page, `${base}/r/${viewId}/print`);
    const text = (await page.locator(".ac-cards").innerText()).replace(/\s+/g, " ");
    expect(text).toMatch(/Отряды 9\b/);
    expect(text).toContain("тяжёлый пулемёт (Максим) расчёт 2 (зенитная установка, 2 раны)");
    expect(text).toContain("командир, 6 бойцов, командир взвода, пулемётчик; тяжёлый пулемёт (Максим): расчёт 2");
    expect(text).toContain("не лучше 5+ (кроме 4+ в бункере); в рукопашной спас-броска за укрытие нет");
    expect(text).toContain("(здесь текст источника обрывается)");
    expect(text).toMatch(/4 собаки/);
    expect(text).not.toMatch(/\((ов|й|и|ы)\)/);
  });
});

describe("army cards of a 13-unit, 2000-point roster, printed to PDF", () => {
  const code = encodeRoster(book, tournamentRoster);
  const n = tournamentRoster.units.length + 1;
  const typeOf = (i: number) => book.units.find((u) => u.id === tournamentRoster.units[i]!.unit)!;
  /** the opening words of an ability's summary, as they print */
  const opening = (text: string) => text.split(" ").slice(0, 5).join(" ");

  for (const lang of ["en", "ru"] as const) {
    describe(`in ${lang}`, () => {
      const newPage = async () => (await tab({ locale: lang === "ru" ? "ru-RU" : "en-GB" })).page;

      it("fit on at most 3 A4 pages, two columns, no card split across a page or a column", async () => {
        const page = await newPage();
        await open(page, `${base}/s/${code}/print`);
        expect(await page.locator(".ac-card").count()).toBe(n);
        const pdf = await printToPdf(page, `cards-${lang}`);
        expect(pdf.pages).toBeLessThanOrEqual(3);
        const { marks, cards } = cardsOnPaper(pdf, n);
        for (let i = 0; i < n; i++) {
          expect(marks[i], `card ${i + 1}: its top and bottom marks`).toHaveLength(2);
          expect(cards[i]!.bottomPage, `card ${i + 1} split across pages`).toBe(cards[i]!.page);
          expect(cards[i]!.bottomColumn, `card ${i + 1} split across columns`).toBe(cards[i]!.column);
          expect(cards[i]!.bottom.yMin, `card ${i + 1}: bottom mark below the top one`).toBeGreaterThan(cards[i]!.top.yMin);
        }
        // both columns are used, and the cards flow: the first page holds more than two cards
        expect(new Set(cards.map((c) => c.column))).toEqual(new Set([0, 1]));
        expect(cards.filter((c) => c.page === 1).length).toBeGreaterThan(4);

        // Each unit card shows exactly the abilities the unit has: taken options grant theirs, others are absent.
        tournamentRoster.units.forEach((u, i) => {
          const text = textOf(cards[i + 1]!.words);
          const has = new Set(abilitiesHad(book, u.unit, u.options).map((a) => a.id));
          for (const id of typeOf(i).abilities) {
            const a = book.abilities.find((x) => x.id === id)!;
            const shown = text.includes(`${runInHeading(a.name[lang])} ${opening(a.summary[lang])}`);
            expect(shown, `card ${i + 2} (${u.unit}) ability ${id}: ${has.has(id) ? "taken, must print" : "not taken, must not print"}\n${text}`).toBe(has.has(id));
          }
        });
        // the squad without a political officer prints no Zampolit ability, the one with it does
        const zampolit = book.abilities.find((a) => a.id === "zampolit")!.summary[lang];
        expect(textOf(cards[1]!.words)).toContain(opening(zampolit));
        for (const c of cards.slice(2)) expect(textOf(c.words)).not.toContain(opening(zampolit));

        // The player's label is the card's title, the book's name beside it, the note under it.
        const first = textOf(cards[1]!.words);
        expect(first).toContain(`1-й взвод, штаб ${book.units[0]!.name[lang]}`);
        expect(first).toContain("Left flank, behind the church wall");
        expect(textOf(cards[2]!.words)).toContain(`2nd squad (AA) ${book.units[0]!.name[lang]}`);

        // Every number on the army card has its label.
        const army = textOf(cards[0]!.words);
        if (lang === "en") {
          expect(army).toContain("Points 1995 of 2000");
          expect(army).toContain("Units 13");
          expect(army).toContain("Strength 58 men + 3 dogs");
          expect(army).toContain("Rules check ✓ Roster is legal");
          expect(army).toContain("VP difference Result");
          expect(army).toMatch(/0–99 Draw 100–499 Minor victory/);
          expect(first).toContain("Composition: commander, 7 soldiers, platoon commander, political officer (zampolit), LMG gunner. Strength: 11 men.");
          expect(first).toContain("VP to the opponent: destroyed 325, damaged 162");
        } else {
          expect(army).toContain("Очки 1995 из 2000");
          expect(army).toContain("Отряды 13");
          expect(army).toContain("Численность 58 человек + 3 собаки");
          expect(army).toContain("Разница ПО Итог");
          expect(first).toContain("Состав: командир, 7 бойцов, командир взвода, замполит, пулемётчик. Численность: 11 человек.");
          expect(first).toContain("ПО сопернику: уничтожен — 325, повреждён — 162");
        }
      });

      it("casualty boxes: one per wound of every model, grouped by kind of model; off with ?boxes=0", async () => {
        const page = await newPage();
        await open(page, `${base}/s/${code}/print`);
        const boxes = (i: number) => page.locator(".ac-card").nth(i).locator(".ac-box").count();
        expect(await boxes(1)).toBe(11); // 11 men
        expect(await boxes(2)).toBe(10 + 2); // 10 men and the AA-mounted HMG's 2 wounds
        expect(await boxes(9)).toBe(4 + 3); // 4 men and 3 dogs
        const labels = await page.locator(".ac-card").nth(2).locator(".ac-boxes").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
        expect(labels).toEqual(
          lang === "en"
            ? ["commander", "7 soldiers", "HMG (Maxim) crew 2", "HMG (Maxim, anti-aircraft mount)"]
            : ["командир", "7 бойцов", "тяжёлый пулемёт (Максим): расчёт 2", "тяжёлый пулемёт (Максим, зенитная установка)"],
        );
        await open(page, `${base}/s/${code}/print?boxes=0`);
        expect(await page.locator(".ac-card").count()).toBe(n);
        expect(await page.locator(".ac-box").count()).toBe(0);
      });

      it("the reference sheet puts the whole army on exactly one A4 page", async () => {
        const page = await newPage();
        await open(page, `${base}/s/${code}/print`);
        await page.getByRole("link", { name: lang === "en" ? "one-page reference sheet" : "сводный лист на 1 странице" }).click();
        await page.waitForURL(/\?sheet=1$/);
        expect(await page.locator(".ac-sheet-table tbody tr").count()).toBe(tournamentRoster.units.length);
        const pdf = await printToPdf(page, `sheet-${lang}`);
        expect(pdf.pages).toBe(1);
        const text = textOf(pdf.words);
        const names = await page.locator(".ac-sheet-table tbody th").allTextContents();
        tournamentRoster.units.forEach((u, i) => expect(names[i]).toContain(u.label ?? typeOf(i).name[lang]));
        expect(text).toContain("1-й взвод, штаб");
        expect(text).toContain(lang === "en" ? "Points: 1995 of 2000" : "Очки: 1995 из 2000");
        // abilities by name only, and only those the unit has
        const rows = await page.locator(".ac-sheet-table tbody tr").evaluateAll((trs) => trs.map((tr) => tr.children[4]!.textContent ?? ""));
        tournamentRoster.units.forEach((u, i) => expect(rows[i]).toBe(abilitiesHad(book, u.unit, u.options).map((a) => a.name[lang]).join(", ")));
        expect(await seriousAxeFindings(page)).toEqual([]);
        // a roster with problems: each unit's own in its row, the army's above the table
        const bad = { ...tournamentRoster, pointsLimit: 1000, units: [{ unit: "red-army-infantry", options: { banner: 1, lmg: 1 } }, ...tournamentRoster.units] };
        await open(page, `${base}/s/${encodeRoster(book, bad)}/print?sheet=1`);
        expect(await page.locator(".ac-sheet-table tbody tr").first().locator(".ac-problem").count()).toBe(2);
        expect(await page.locator(".ac-sheet > .ac-problems li").count()).toBeGreaterThan(0);
        expect(await seriousAxeFindings(page)).toEqual([]);
      });

      it("on a 390 px phone the cards stand in one column", async () => {
        const { page } = await tab({ locale: lang === "ru" ? "ru-RU" : "en-GB", viewport: { width: 390, height: 844 } });
        await open(page, `${base}/s/${code}/print`);
        const boxes = await page.locator(".ac-card").evaluateAll((els) => els.slice(0, 3).map((e) => e.getBoundingClientRect()));
        expect(new Set(boxes.map((b) => Math.round(b.x))).size).toBe(1);
        expect(boxes.every((b) => b.right <= 390)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      });
    });
  }
});
