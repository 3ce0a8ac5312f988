import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeFindings } from "../support/axe";
import { browserForFile, type TestBrowser } from "../support/browser";
import { RULES_EXAMPLE_ROSTER } from "../support/examples";
import { serverOfItsOwn } from "../support/own-server";
import { importRoster, open, ready } from "../support/page";
import { tempDir } from "../support/temp-dir";

/**
 * Issue 13 on the web: an organiser, two players, the deadline passing (the server's clock is
 * moved through APP_TEST_CLOCK_FILE, never slept through), reopening, the CSV. A server of its
 * own, so moving its clock touches no other test.
 */

const browser = browserForFile();
/** the server's clock (APP_TEST_CLOCK_FILE), and room for the files a test writes */
const dir = tempDir("events-e2e-");
const clockFile = path.join(dir, "clock");
writeFileSync(clockFile, "0");
const own = serverOfItsOwn("e2e-events", { env: { APP_TEST_CLOCK_FILE: clockFile } });
const DAY = 24 * 3600 * 1000;

const legal = { version: 1, name: "Rifle company", armyBook: "soviet", pointsLimit: 1000, units: [{ unit: "red-army-infantry" }] };
const illegal = { ...RULES_EXAMPLE_ROSTER, name: "Banner without a platoon" };
const phone = { locale: "en-GB", timezoneId: "Europe/Moscow", viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

/** A datetime-local value `ms` from now in Moscow (UTC+3, no summer time). */
function moscowLocal(ms: number): string {
  return new Date(Date.now() + ms + 3 * 3600 * 1000).toISOString().slice(0, 16);
}

async function player(b: TestBrowser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await b.newContext(phone);
  return { context, page: await context.newPage() };
}

async function submit(page: Page, eventUrl: string, name: string, pick: (page: Page) => Promise<void>) {
  await open(page, eventUrl);
  await page.getByLabel("Player name").fill(name);
  await pick(page);
  await page.getByRole("button", { name: "Submit list" }).click();
}

describe("a tournament event in Chromium", () => {
  it("organiser → two players → resubmission → deadline locks → reopen → CSV; keys stay private", { timeout: 240_000 }, async () => {
    const b = browser();
    const screens = path.join(tmpdir(), "events-screens");
    // --- the organiser creates the event
    const org = await b.newContext({ ...phone, acceptDownloads: true });
    const admin = await org.newPage();
    await open(admin, own.base + "/");
    await admin.getByRole("link", { name: "Organise an event" }).click();
    await admin.waitForURL(/\/events\/new$/);
    await ready(admin);
    // everything wrong is said in one round, a deadline already past too (the server checks it again)
    await admin.getByLabel("Submission deadline").fill(moscowLocal(-DAY));
    await admin.getByRole("button", { name: "Create event" }).click();
    await expect.poll(() => admin.locator("#ev-deadline-error").textContent()).toBe("The deadline has passed: give a time in the future.");
    expect(await admin.locator("#ev-name-error").textContent()).toBe("The name cannot be empty.");
    await admin.getByLabel("Event name").fill("Winter Cup");
    await admin.getByLabel("Points limit").fill("1000");
    await admin.locator("#ev-date").fill("2026-12-20");
    await admin.getByLabel("Submission deadline").fill(moscowLocal(2 * DAY));
    await expect.poll(() => admin.locator("#ev-zone").textContent()).toContain("Europe/Moscow (UTC+03:00)");
    await admin.screenshot({ path: path.join(screens, "phone-new-event-en.png"), fullPage: true });
    await admin.getByRole("button", { name: "Create event" }).click();
    await admin.waitForURL(/\/e\/[^/]+\/admin\?key=/);
    await ready(admin);
    const adminUrl = admin.url();
    const adminKey = new URL(adminUrl).searchParams.get("key")!;
    const eventId = new URL(adminUrl).pathname.split("/")[2]!;
    const eventUrl = `${own.base}/e/${eventId}`;
    expect(await admin.locator("#public-link").inputValue()).toBe(eventUrl);
    expect(await admin.locator("#admin-link").inputValue()).toBe(adminUrl);
    await expect.poll(() => admin.getByTestId("event-state").getAttribute("data-state")).toBe("open");
    // the day in words; open by the deadline, the organiser can keep it open past it (not "reopen" it)
    expect(await admin.locator(".ev-facts time[datetime='2026-12-20']").textContent()).toBe("Sunday, 20 December 2026");
    expect(await admin.getByRole("button", { name: "Reopen" }).count()).toBe(0);
    expect(await admin.getByRole("button", { name: "Keep open after the deadline" }).isEnabled()).toBe(true);
    // the organiser's link is kept in this browser: the home page leads back to it
    const home = await org.newPage();
    await open(home, own.base + "/");
    const mine = home.getByRole("region", { name: "My events (on this device)" });
    await mine.getByRole("link", { name: "Winter Cup" }).waitFor();
    expect(own.base + (await mine.getByRole("link", { name: "Winter Cup" }).getAttribute("href"))).toBe(adminUrl);
    // forgotten on a borrowed device: gone from the list at once, and after a reload
    await mine.getByRole("button", { name: "Forget on this device: Winter Cup" }).click();
    await expect.poll(() => home.getByRole("region", { name: "My events (on this device)" }).count()).toBe(0);
    await open(home, own.base + "/");
    expect(await home.getByRole("region", { name: "My events (on this device)" }).count()).toBe(0);
    // opening the organiser's page again keeps it again
    await open(home, adminUrl);
    await ready(home);
    await open(home, own.base + "/");
    await home.getByRole("region", { name: "My events (on this device)" }).getByRole("link", { name: "Winter Cup" }).waitFor();
    await home.close();

    // --- player 1: a legal list from My rosters, then a resubmission from the entry link
    const p1 = await player(b);
    await importRoster(p1.page, own.base, legal);
    await submit(p1.page, eventUrl, "Ivan", async (page) => {
      await expect.poll(() => page.locator("#sub-roster option").count()).toBe(1);
      // points as the event judges them: no limit the roster was built to beside them
      expect(await page.locator("#sub-roster option").textContent()).toBe("Rifle company — 100 pts");
    });
    // the confirmation names the list and its points
    await p1.page.getByRole("heading", { name: "“Rifle company” submitted: 100 / 1000" }).waitFor();
    expect(await p1.page.getByTestId("entry-report").getAttribute("data-valid")).toBe("true");
    // said once, in the heading, which takes the focus from the form it replaced
    expect(await p1.page.getByTestId("entry-report").textContent()).not.toContain("100 / 1000");
    await expect.poll(() => p1.page.evaluate(() => document.activeElement?.id)).toBe("sub-done-title");
    const entry1 = await p1.page.locator("#entry-link").inputValue();
    expect(entry1).toMatch(new RegExp(`^${own.base}/e/${eventId}/entry/[A-Za-z0-9_-]+\\?key=`));
    await open(p1.page, eventUrl);
    expect(await p1.page.locator(".ev-my a").getAttribute("href")).toBe(entry1.slice(own.base.length));
    // named by the player and the list: two lists under one name are told apart
    expect(await p1.page.locator(".ev-my a").textContent()).toBe("Ivan — Rifle company");
    // the same name again (as retyped) says a second entry would be added and where to replace the first
    await p1.page.getByLabel("Player name").fill("  ivan ");
    const sent = p1.page.getByTestId("already-sent");
    await sent.waitFor();
    expect(await sent.textContent()).toContain("You already sent a list as “Ivan”");
    expect(await sent.getByRole("link", { name: "Open my entry" }).getAttribute("href")).toBe(entry1.slice(own.base.length));
    await p1.page.getByLabel("Player name").fill("Ivana");
    await sent.waitFor({ state: "detached" });
    await open(p1.page, entry1);
    expect(await p1.page.getByTestId("entry-report").getAttribute("data-valid")).toBe("true");
    await expect.poll(() => p1.page.locator("#re-roster option").count()).toBe(1);
    await p1.page.getByRole("button", { name: "Resubmit list" }).click();
    await p1.page.getByRole("heading", { name: "“Rifle company” replaced your list: 100 / 1000" }).waitFor();

    // --- player 2 (a fresh browser): an illegal list from a JSON file, flagged but taken
    const p2 = await player(b);
    // nothing filled in: every missing field is named at once, nothing is sent
    await open(p2.page, eventUrl);
    await p2.page.getByRole("button", { name: "Submit list" }).click();
    await expect.poll(() => p2.page.getByTestId("submit-error").textContent()).toBe("Choose a roster.");
    expect(await p2.page.locator("#sub-player-error").textContent()).toBe("Enter the player's name.");
    expect(await p2.page.getByLabel("Player name").getAttribute("aria-invalid")).toBe("true");
    await submit(p2.page, eventUrl, "Pyotr", async (page) => {
      await page.getByLabel("JSON file").check();
      await page.getByLabel("Roster file (.json)").setInputFiles({ name: "list.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(illegal)) });
    });
    await p2.page.getByRole("heading", { name: "“Banner without a platoon” submitted: 335 / 1000" }).waitFor();
    expect(await p2.page.getByTestId("entry-report").getAttribute("data-valid")).toBe("false");
    expect(await p2.page.locator(".ev-report .ev-errors li").count()).toBeGreaterThan(0);
    expect(await p2.page.locator("#entry-link").inputValue()).toContain(`/e/${eventId}/entry/`);

    // --- the organiser's table
    await open(admin, adminUrl);
    const rows = admin.locator(".ev-table tbody tr");
    await expect.poll(() => rows.count()).toBe(2);
    const row = (name: string) => admin.locator(".ev-table tbody tr", { hasText: name });
    expect(await row("Ivan").locator("td[data-label=\"Points\"]").textContent()).toBe("100 / 1000");
    expect(await row("Ivan").getByTestId("entry-legal").getAttribute("data-valid")).toBe("true");
    expect(await row("Pyotr").getByTestId("entry-legal").getAttribute("data-valid")).toBe("false");
    expect(await row("Pyotr").locator(".ev-errors li").count()).toBeGreaterThan(0);
    // a list opens by its entry id, which leads to its share page (no key on the way)
    const openHref = await row("Ivan").getByRole("link", { name: "Open: Ivan — Rifle company" }).getAttribute("href");
    expect(openHref).toMatch(new RegExp(`^/e/${eventId}/list/[A-Za-z0-9_-]+$`));
    const opened = await fetch(own.base + openHref!, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toMatch(/^\/s\/[A-Za-z0-9_-]+$/);
    expect(await row("Ivan").getByRole("link", { name: "Cards: Ivan — Rifle company" }).getAttribute("href")).toBe(`${openHref}?cards=1`);
    expect(await row("Ivan").getByRole("button", { name: "Remove the entry: Ivan — Rifle company" }).count()).toBe(1);
    await admin.getByLabel("Lists public on the event page").check();
    await expect.poll(() => admin.getByLabel("Lists public on the event page").isChecked()).toBe(true);
    await admin.screenshot({ path: path.join(screens, "phone-event-admin-en.png"), fullPage: true });

    // the public page shows the lists now, and carries no key of any kind
    const html = await (await fetch(eventUrl)).text();
    expect(html).toContain("Winter Cup");
    expect(html).toContain("Pyotr");
    expect(html).not.toContain(adminKey);
    expect(html).not.toContain(new URL(entry1).searchParams.get("key")!);
    expect(html).not.toMatch(/key=/);

    // --- the deadline passes: a form already open is refused with the reason, the page says closed
    await open(p2.page, eventUrl);
    expect(await seriousAxeFindings(p2.page)).toEqual([]);
    await p2.page.screenshot({ path: path.join(screens, "phone-event-en.png"), fullPage: true });
    await p2.page.getByLabel("Player name").fill("Late Lev");
    await p2.page.getByLabel("JSON file").check();
    await p2.page.getByLabel("Roster file (.json)").setInputFiles({ name: "late.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(legal)) });
    writeFileSync(clockFile, String(3 * DAY));
    await p2.page.getByRole("button", { name: "Submit list" }).click();
    await expect.poll(() => p2.page.getByTestId("submit-refused").textContent()).toContain("Submissions closed at");
    expect(await p2.page.getByTestId("submit-refused").getByRole("heading").textContent()).toBe("Your list was not submitted");
    // the page's own state line follows, without a reload, and the card stays
    await expect.poll(() => p2.page.getByTestId("event-state").first().getAttribute("data-state")).toBe("deadlinePassed");
    expect(await p2.page.getByTestId("submit-refused").count()).toBe(1);
    await open(p2.page, eventUrl);
    expect(await p2.page.getByTestId("event-state").textContent()).toContain("Submissions closed at");
    expect(await p2.page.getByRole("button", { name: "Submit list" }).count()).toBe(0);
    await open(p1.page, entry1);
    expect(await p1.page.getByRole("button", { name: "Withdraw" }).count()).toBe(0);
    await open(admin, adminUrl);
    expect(await admin.getByTestId("event-state").getAttribute("data-state")).toBe("deadlinePassed");
    await expect.poll(() => rows.count()).toBe(2);

    // --- the organiser reopens: a submission is taken again
    await admin.getByRole("button", { name: "Reopen" }).click();
    await expect.poll(() => admin.getByTestId("event-state").getAttribute("data-state")).toBe("reopened");
    // words that are no link are said to be none, at the field, and nothing is sent
    await submit(p2.page, eventUrl, "Late Lev", async (page) => {
      await page.getByLabel("Roster link").check();
      await page.locator("#sub-link").fill("hello world");
    });
    await expect.poll(() => p2.page.getByTestId("submit-error").textContent()).toBe(
      "This is not a link to a roster: paste the link from the builder's Share box (it has /s/ or /r/ in it).",
    );
    await submit(p2.page, eventUrl, "Late Lev", async (page) => {
      await page.getByLabel("Roster link").check();
      // as a chat leaves it: in brackets, a full stop after it
      await page.locator("#sub-link").fill(`(${own.base}/r/${await importRosterViewId(b, legal)}).`);
    });
    await p2.page.getByRole("heading", { name: /” submitted: \d+ \/ \d+$/ }).waitFor();
    const entry3 = await p2.page.locator("#entry-link").inputValue();
    await open(admin, adminUrl);
    await expect.poll(() => rows.count()).toBe(3);
    expect(await seriousAxeFindings(admin)).toEqual([]);

    // --- CSV, built in the page from its table
    const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("Winter Cup.csv");
    // streamed: the shared Chromium (tests/support/browser-setup.ts) keeps the file on its side
    const csv = await text(await download.createReadStream());
    expect(csv).toContain("Player,List name,Points,Limit,Legal");
    expect(csv).toMatch(/Ivan,Rifle company,100,1000,yes/);
    expect(csv).toMatch(/Pyotr,Banner without a platoon,\d+,1000,no,/);
    expect(csv).toContain("Late Lev");
    expect(csv).not.toContain(adminKey);
    // each list travels with the file: its book and version, its share link (absolute) and its units
    const ivan = /\nIvan,Rifle company,100,1000,yes,,0,[^,]+,[^,]+,Soviet Army,1,(http:\/\/[^,/]+\/s\/[\w-]+),"?1\. Red Army Infantry — 100 pts/.exec(csv);
    expect(ivan, csv).not.toBeNull();
    const shared = await fetch(ivan![1]!);
    expect(shared.status).toBe(200);
    expect(await shared.text()).toContain("Rifle company");
    const [jsonFile] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("button", { name: "Export JSON" }).click()]);
    const exported = JSON.parse(await text(await jsonFile.createReadStream()));
    const first = exported.entries.find((e: { player: string }) => e.player === "Ivan");
    expect(first).toMatchObject({ armyBook: "soviet", bookName: "Soviet Army", bookVersion: 1, shareLink: ivan![1], roster: { name: "Rifle company", units: [{ unit: "red-army-infantry" }] } });
    expect(first.units).toMatch(/^1\. Red Army Infantry — 100 pts/);
    expect(JSON.stringify(exported)).not.toContain(adminKey);

    // --- every list's cards on one page, each list a section of its own
    await admin.getByRole("link", { name: "Print all cards" }).click();
    await admin.waitForURL(/\/admin\/print\?key=/);
    await ready(admin);
    expect(await admin.locator(".ev-print-entry").count()).toBe(3);
    expect(await admin.locator(".ev-print-player").allTextContents()).toEqual(["Ivan", "Pyotr", "Late Lev"]);

    // --- a wrong key sees no table
    const stranger = await b.newContext(phone);
    const sp = await stranger.newPage();
    await open(sp, `${eventUrl}/admin?key=${adminKey.slice(0, -2)}xx`);
    expect(await sp.getByTestId("not-yours").textContent()).toContain("Not your event");
    expect(await sp.locator(".ev-table").count()).toBe(0);
    expect(await sp.content()).not.toContain("Pyotr");
    await open(sp, `${eventUrl}/admin`);
    expect(await sp.getByTestId("not-yours").count()).toBe(1);

    await open(sp, `${entry1.split("?")[0]}?key=wrong`);
    expect(await sp.getByTestId("not-yours").textContent()).toContain("Not your entry");
    expect(await sp.getByTestId("entry-report").count()).toBe(0);

    // --- a player withdraws (asked first); the table loses the row
    await open(p2.page, entry3);
    expect(await seriousAxeFindings(p2.page)).toEqual([]);
    await p2.page.getByRole("button", { name: "Withdraw" }).click();
    await p2.page.getByRole("button", { name: "Yes, withdraw" }).click();
    await p2.page.getByText("The list was withdrawn.").waitFor();
    await open(admin, adminUrl);
    await expect.poll(() => rows.count()).toBe(2);
    // its link, opened again, says the entry is gone (not that it is someone else's)
    await open(p2.page, entry3);
    expect(await p2.page.getByTestId("not-yours").locator("h1").textContent()).toBe("This entry is not in the event");

    // the event page in Russian, for a look
    const ru = await b.newContext({ ...phone, locale: "ru-RU" });
    const rp = await ru.newPage();
    await open(rp, eventUrl);
    await rp.screenshot({ path: path.join(screens, "phone-event-ru.png"), fullPage: true });

    for (const c of [org, p1.context, p2.context, stranger, ru]) await c.close();
  });

  it("an entry code on the event page, every error of a list on request, and the organiser removing an entry", { timeout: 120_000 }, async () => {
    // the server's own time again (the test above moves it past its deadlines)
    writeFileSync(clockFile, "0");
    const made = await fetch(`${own.base}/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Club night", pointsLimit: 300, deadline: new Date(Date.now() + DAY).toISOString(), armyBook: "soviet", entryCode: "Kursk" }),
    });
    expect(made.status).toBe(201);
    const { id, adminKey } = (await made.json()) as { id: string; adminKey: string };
    const eventUrl = `${own.base}/e/${id}`;
    const b = browser();
    const p = await player(b);
    const many = { ...legal, name: "Everything wrong", units: Array.from({ length: 3 }, () => ({ unit: "red-army-infantry", options: { "extra-soldiers": 99, "platoon-commander": 3, banner: 2, lmg: 5 } })) };
    const file = path.join(dir, "many.json");
    writeFileSync(file, JSON.stringify(many));
    const pickFile = async (page: Page) => {
      await page.getByLabel("JSON file").check();
      await page.getByLabel("Roster file (.json)").setInputFiles(file);
    };
    // without the code, then with a wrong one: said at the code's field, nothing submitted
    await submit(p.page, eventUrl, "Misha", pickFile);
    await expect.poll(() => p.page.locator("#sub-code-error").textContent()).toBe("Enter the entry code: the organiser gives it.");
    await p.page.getByLabel("Entry code").fill("Kurks");
    await p.page.getByRole("button", { name: "Submit list" }).click();
    await expect.poll(() => p.page.locator("#sub-code-error").textContent()).toBe("Wrong entry code: ask the organiser for it.");
    await p.page.getByLabel("Entry code").fill("Kursk");
    await p.page.getByRole("button", { name: "Submit list" }).click();
    await p.page.getByRole("heading", { name: /” submitted: \d+ \/ \d+$/ }).waitFor();
    // each error on a unit names it as the builder does
    expect(await p.page.locator(".ev-report .ev-errors li").first().textContent()).toMatch(/^1\. Red Army Infantry: /);
    // the player's own entry page, opened again later: five errors, then "and N more" opens the
    // rest, judged again from the list (an entry keeps only its first few) — the points one too
    const entryPage = await p.page.locator("#entry-link").inputValue();
    await open(p.page, entryPage);
    const report = p.page.getByTestId("entry-report");
    expect(await report.locator("ul.ev-errors > li").count()).toBe(5);
    const entryMore = report.locator("details.ev-more summary");
    const entryRest = Number(/and (\d+) more/.exec((await entryMore.textContent()) ?? "")?.[1]);
    expect(entryRest).toBeGreaterThan(5);
    await entryMore.click();
    expect(await report.getByTestId("all-errors").locator("li").count()).toBe(entryRest);
    expect(await report.locator('[data-code="POINTS_LIMIT_EXCEEDED"]').count()).toBe(1);

    const org = await b.newContext({ locale: "en-GB", viewport: { width: 1280, height: 900 } });
    const admin = await org.newPage();
    await open(admin, `${eventUrl}/admin?key=${adminKey}`);
    await ready(admin);
    // the same player again from another device, in Russian: both rows say so, its errors read in English
    const again = await fetch(`${own.base}/api/events/${id}/entries`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "ru" },
      body: JSON.stringify({ player: " misha", roster: many, entryCode: "kursk" }),
    });
    expect(again.status).toBe(201);
    const againId = ((await again.json()) as { entryId: string }).entryId;
    await open(admin, `${eventUrl}/admin?key=${adminKey}`);
    await ready(admin);
    expect(await admin.getByTestId("same-player").allTextContents()).toEqual(["2 entries under this name", "2 entries under this name"]);
    const twice = admin.locator(`tr[data-entry="${againId}"] ul.ev-errors li`);
    expect(await twice.count()).toBe(2);
    for (const text of await twice.allTextContents()) expect(text).not.toMatch(/[А-яЁё]/);
    const removed = await fetch(`${own.base}/api/events/${id}/entries/${againId}`, { method: "DELETE", headers: { authorization: `Bearer ${adminKey}` } });
    expect(removed.status).toBe(204);
    // a name of 100 letters without a space (and a list name of 100) wraps in its cell: the page
    // keeps the screen's width on a desktop and on a phone
    const long = await fetch(`${own.base}/api/events/${id}/entries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ player: "W".repeat(100), roster: { ...legal, name: "Ш".repeat(100) }, entryCode: "Kursk" }),
    });
    expect(long.status).toBe(201);
    const wide = () => admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await open(admin, `${eventUrl}/admin?key=${adminKey}`);
    await ready(admin);
    expect(await wide()).toBeLessThanOrEqual(0);
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await wide()).toBeLessThanOrEqual(0);
    await admin.setViewportSize({ width: 1280, height: 900 });
    const longId = ((await long.json()) as { entryId: string }).entryId;
    expect((await fetch(`${own.base}/api/events/${id}/entries/${longId}`, { method: "DELETE", headers: { authorization: `Bearer ${adminKey}` } })).status).toBe(204);
    await open(admin, `${eventUrl}/admin?key=${adminKey}`);
    await ready(admin);
    expect(await admin.getByTestId("same-player").count()).toBe(0);
    expect(await admin.getByTestId("entry-code").textContent()).toBe("Entry code for players: Kursk");
    const row = admin.locator(".ev-table tbody tr", { hasText: "Misha" });
    expect(await row.locator("ul.ev-errors li").count()).toBe(2);
    const more = row.locator("details.ev-more summary");
    const shown = Number(/and (\d+) more/.exec((await more.textContent()) ?? "")?.[1]);
    expect(shown).toBeGreaterThan(5);
    await more.click();
    // the rest, after the two shown: "and N more" opens N
    await expect.poll(() => row.getByTestId("all-errors").locator("li").count()).toBe(shown);
    expect(await row.locator("ul.ev-errors li").first().textContent()).toMatch(/^1\. Red Army Infantry: /);
    expect((await row.getByTestId("all-errors").locator("li").allTextContents()).filter((l) => l.startsWith("3. Red Army Infantry: ")).length).toBeGreaterThan(0);
    await admin.screenshot({ path: path.join(tmpdir(), "events-screens", "desktop-admin-all-errors-en.png") });
    // the organiser lowers the cap to the one list in: the next one is refused
    expect(await admin.getByTestId("event-entries").textContent()).toBe("1 of 500");
    await admin.getByLabel("Most entries").fill("1");
    await admin.getByRole("button", { name: "Change" }).click();
    await expect.poll(() => admin.getByTestId("event-entries").textContent()).toBe("1 of 1");
    const refused = await fetch(`${own.base}/api/events/${id}/entries`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ player: "Late", roster: legal, entryCode: "Kursk" }) });
    expect(refused.status).toBe(409);
    // the event page says it is full and offers no form a player would fill in for nothing
    await open(p.page, eventUrl);
    expect(await p.page.getByTestId("event-full").textContent()).toBe("The event is full: 1 of 1 lists are in, no new ones are taken. A list already in can be changed from its entry link.");
    expect(await p.page.getByRole("button", { name: "Submit list" }).count()).toBe(0);
    // the organiser changes the entry code (a stranger had it): the old one is wrong from then on
    const lateWith = (entryCode?: string) =>
      fetch(`${own.base}/api/events/${id}/entries`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ player: "Late", roster: legal, entryCode }) });
    await admin.getByLabel("Entry code", { exact: true }).fill("  Orel ");
    await admin.getByRole("button", { name: "Save code" }).click();
    await expect.poll(() => admin.getByTestId("entry-code").textContent()).toBe("Entry code for players: Orel");
    expect((await lateWith("Kursk")).status).toBe(403);
    expect((await lateWith("orel")).status).toBe(409); // the right code, and the event is full
    // emptied: no code at all
    await admin.getByLabel("Entry code", { exact: true }).fill("");
    await admin.getByRole("button", { name: "Save code" }).click();
    await expect.poll(() => admin.getByTestId("entry-code").count()).toBe(0);
    expect((await lateWith()).status).toBe(409);
    // removal asks first; dismissed, the entry stays
    admin.once("dialog", (d) => void d.dismiss());
    await row.getByRole("button", { name: "Remove the entry: Misha — Everything wrong" }).click();
    expect(await admin.locator(".ev-table tbody tr").count()).toBe(1);
    let asked = "";
    admin.once("dialog", (d) => {
      asked = d.message();
      void d.accept();
    });
    await row.getByRole("button", { name: "Remove the entry: Misha — Everything wrong" }).click();
    await expect.poll(() => admin.locator(".ev-table").count()).toBe(0);
    expect(asked).toBe("Remove the entry “Misha — Everything wrong”? It cannot be brought back.");
    expect(await admin.getByText("No lists yet.").count()).toBeGreaterThan(0);
    await org.close();
    await p.context.close();
  });

  it("the organiser orders the table, shows only the lists with errors and removes a flood of them in one step: ticked rows, one question", { timeout: 60_000 }, async () => {
    writeFileSync(clockFile, "0");
    const made = await fetch(`${own.base}/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Open night", pointsLimit: 1000, deadline: new Date(Date.now() + DAY).toISOString(), armyBook: "soviet" }),
    });
    const { id, adminKey } = (await made.json()) as { id: string; adminKey: string };
    const junk = { ...legal, name: "Junk", units: [{ unit: "red-army-infantry", options: { "extra-soldiers": 99 } }] };
    for (const player of ["Bot 1", "Real player", "Bot 2", "Bot 3"]) {
      const roster = player.startsWith("Bot") ? junk : { ...legal, name: "Junk" };
      const res = await fetch(`${own.base}/api/events/${id}/entries`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ player, roster }) });
      expect(res.status).toBe(201);
    }
    const b = browser();
    // a player's page opened before the organiser sets a code
    const late = await player(b);
    await open(late.page, `${own.base}/e/${id}`);
    await late.page.getByLabel("Player name").fill("Late");
    await late.page.getByLabel("JSON file").check();
    await late.page.getByLabel("Roster file (.json)").setInputFiles({ name: "list.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(legal)) });
    const org = await b.newContext({ locale: "en-GB", viewport: { width: 1280, height: 900 } });
    const admin = await org.newPage();
    await open(admin, `${own.base}/e/${id}/admin?key=${adminKey}`);
    await ready(admin);
    await admin.getByLabel("Entry code", { exact: true }).fill("Kiev");
    await admin.getByRole("button", { name: "Save code" }).click();
    await expect.poll(() => admin.getByTestId("entry-code").textContent()).toBe("Entry code for players: Kiev");
    // the stale page is told, and the code's field comes
    await late.page.getByRole("button", { name: "Submit list" }).click();
    await expect.poll(() => late.page.getByTestId("submit-error").textContent()).toBe("The organiser has set an entry code: type it (the field is now above) and submit again.");
    await late.page.getByLabel("Entry code").waitFor();
    await late.context.close();
    const removeSelected = admin.getByRole("button", { name: /^Remove selected/ });
    expect(await removeSelected.textContent()).toBe("Remove selected (0)");
    expect(await removeSelected.isDisabled()).toBe(true);
    // by points, most first: the junk (over the limit) on top, the real list last
    await admin.getByLabel("Order").selectOption("points");
    expect(await admin.locator(".ev-table tbody th").last().textContent()).toBe("Real player");
    // only the lists with errors, all of them ticked: what stays hidden is not ticked
    await admin.getByRole("checkbox", { name: "Only lists with errors (3)" }).check();
    await expect.poll(() => admin.locator(".ev-table tbody tr").count()).toBe(3);
    await admin.getByRole("checkbox", { name: "Select all" }).check();
    expect(await removeSelected.textContent()).toBe("Remove selected (3)");
    await admin.getByRole("checkbox", { name: "Only lists with errors (3)" }).uncheck();
    await expect.poll(() => admin.locator(".ev-table tbody tr").count()).toBe(4);
    expect(await admin.getByRole("checkbox", { name: "Select Real player — Junk" }).isChecked()).toBe(false);
    expect(await admin.getByRole("checkbox", { name: "Select all" }).isChecked()).toBe(false);
    // Select all on the whole table, then the real one taken out of it: the same three
    await admin.getByRole("checkbox", { name: "Select all" }).check();
    expect(await removeSelected.textContent()).toBe("Remove selected (4)");
    await admin.getByRole("checkbox", { name: "Select Real player — Junk" }).uncheck();
    expect(await removeSelected.textContent()).toBe("Remove selected (3)");
    let asked = "";
    admin.once("dialog", (d) => {
      asked = d.message();
      void d.dismiss();
    });
    await removeSelected.click();
    expect(asked).toBe("Remove 3 entries? This cannot be undone.");
    expect(await admin.locator(".ev-table tbody tr").count()).toBe(4);
    admin.once("dialog", (d) => void d.accept());
    await removeSelected.click();
    await expect.poll(() => admin.locator(".ev-table tbody tr").count()).toBe(1);
    expect(await admin.locator(".ev-table tbody th").textContent()).toBe("Real player");
    expect(await removeSelected.textContent()).toBe("Remove selected (0)");
    expect(await admin.getByRole("checkbox", { name: "Only lists with errors (0)" }).isDisabled()).toBe(true);
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: path.join(tmpdir(), "events-screens", "phone-admin-select.png"), fullPage: true });
    await org.close();
  });
});

/** A saved roster made in a browser of its own, for "a roster link" (its view id only). */
async function importRosterViewId(b: TestBrowser, roster: object): Promise<string> {
  const context = await b.newContext({ locale: "en-GB" });
  const page = await context.newPage();
  const { viewId } = await importRoster(page, own.base, roster);
  await context.close();
  return viewId;
}
