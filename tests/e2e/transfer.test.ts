import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { newEditKey } from "../../server/data/keys";
import { encodeTransfer } from "../../lib/transfer/payload";
import { browserForFile } from "../support/browser";
import { seriousAxeFindings } from "../support/axe";
import { createRoster, open, ready } from "../support/page";
import { tempDir } from "../support/temp-dir";

const base = inject("baseUrl");
const browser = browserForFile();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A QR decoder, if this machine has one (Debian's zbar-tools): it reads the code off the screenshot. */
const ZBARIMG = "/usr/bin/zbarimg";
const NAMES = ["Transfer Alpha", "Transfer Bravo", "Transfer Charlie"];

async function fresh(options: object = {}): Promise<BrowserContext> {
  const context = await browser().newContext({ locale: "en-GB", ...options });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
  return context;
}
const keysOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("roster-keys") ?? "[]") as { viewId: string; key: string }[]);
/** The names My rosters shows, once it has loaded `count` of them. */
async function listed(page: Page, count: number): Promise<string[]> {
  await expect.poll(() => page.locator(".my-rosters .roster-row").count()).toBe(count);
  return (await page.locator(".my-rosters .roster-name").allTextContents()).sort();
}

describe("moving my rosters to another device", () => {
  let sender: BrowserContext;
  let page: Page;
  let link = "";

  beforeAll(async () => {
    sender = await fresh(PHONE);
    page = await sender.newPage();
    for (const name of NAMES) await createRoster(page, base, name);
  });
  afterAll(async () => {
    await sender?.close();
  });

  it("the home page says where the list is kept, and leads to the private link, its QR code and a warning", async () => {
    await open(page, base + "/");
    await expect(page.locator(".my-rosters").textContent()).resolves.toContain("This list is kept in this browser only");
    await page.screenshot({ path: path.join(tmpdir(), "home-390-en.png") });
    await page.getByRole("link", { name: "Move my rosters to another device" }).click();
    await page.waitForURL(/\/transfer$/);
    await ready(page);
    const field = page.getByLabel("Private link to my rosters (3 rosters)");
    await expect.poll(() => field.inputValue()).toMatch(/\/transfer#[A-Za-z0-9_-]+$/);
    link = await field.inputValue();
    expect(link.startsWith(base + "/transfer#")).toBe(true);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.getByRole("img", { name: /QR code of the private link/ }).waitFor();
    await expect(page.locator("#transfer-warning").textContent()).resolves.toContain("Anyone who has this link");
    await listed(page, 3);
    const shot = path.join(tmpdir(), "transfer-390-en.png");
    await page.screenshot({ path: shot, fullPage: true });
    console.log(`screenshot: ${shot}`);
    if (existsSync(ZBARIMG)) {
      const read = execFileSync(ZBARIMG, ["-q", "--raw", shot], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
      expect(read).toBe(link);
    }
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("the link adds three rosters to a fresh browser that has one of its own, and they open with edit rights", async () => {
    const receiver = await fresh(PHONE);
    const other = await receiver.newPage();
    await createRoster(other, base, "Own roster");
    const own = await keysOf(other);

    await open(other, link);
    const receive = other.locator("section.receive");
    await expect(receive.textContent()).resolves.toContain("New to this browser: 3 rosters");
    await other.screenshot({ path: path.join(tmpdir(), "transfer-receive-390-en.png"), fullPage: true });
    await other.getByRole("button", { name: "Add 3 rosters" }).click();
    await expect.poll(() => other.locator(".transfer-done").textContent()).toContain("Added: 3 rosters");
    expect(new URL(other.url()).hash).toBe(""); // the keys left the address bar
    expect(await listed(other, 4)).toEqual([...NAMES, "Own roster"].sort());
    const keys = await keysOf(other);
    expect(keys.slice(0, own.length)).toEqual(own); // its own entry first and untouched

    await open(other, base + "/");
    expect(await listed(other, 4)).toEqual([...NAMES, "Own roster"].sort());
    await other.locator(".roster-row", { hasText: NAMES[1]! }).getByRole("button", { name: "Open" }).click();
    await other.waitForURL(/\/r\/[^/]+\/edit\?key=/);
    await ready(other);
    await other.getByRole("button", { name: "Add: Red Army Infantry" }).click();
    await other.waitForSelector('[data-testid="save-status"][data-state="saved"]', { timeout: 15_000 });
    await expect.poll(() => other.getByTestId("army-points").textContent()).toBe("100");

    // the same link again adds nothing; a roster held here under another key keeps this browser's key
    await open(other, link);
    await expect(other.locator("section.receive").textContent()).resolves.toContain("Already here: 3 rosters");
    expect(await other.getByRole("button", { name: /^Add / }).count()).toBe(0);
    const stranger = encodeTransfer([{ viewId: own[0]!.viewId, key: newEditKey() }]);
    await open(other, `${base}/transfer#${stranger}`);
    await expect(other.locator("section.receive").textContent()).resolves.toContain("this browser keeps its own key): 1 roster");
    // (opening a roster in the builder moves it to the front of the list: compare as sets)
    const byId = (list: { viewId: string }[]) => [...list].sort((a, b) => a.viewId.localeCompare(b.viewId));
    expect(byId(await keysOf(other))).toEqual(byId(keys));
    await receiver.close();
  });

  it("a damaged link says why and adds nothing", async () => {
    const receiver = await fresh();
    const other = await receiver.newPage();
    await createRoster(other, base, "Only mine");
    const before = await keysOf(other);
    const payload = link.split("#")[1]!;
    const i = 20;
    const damaged = payload.slice(0, i) + (payload[i] === "A" ? "B" : "A") + payload.slice(i + 1);
    for (const [fragment, reason, words] of [
      [damaged, "checksum", "checksum does not match"],
      [payload.slice(0, 40), "checksum", "damaged or cut off"],
      [payload + "*", "not_base64", "characters that do not belong"],
      ["", "empty", "no list of rosters"],
    ] as const) {
      await open(other, `${base}/transfer#${fragment}`);
      const alert = other.locator("[data-reason]");
      await expect(alert.getAttribute("data-reason")).resolves.toBe(reason);
      await expect(alert.textContent()).resolves.toContain("nothing was added");
      await expect(alert.textContent()).resolves.toContain(words);
      expect(await other.locator("section.receive").count()).toBe(0);
      expect(await keysOf(other)).toEqual(before);
      await listed(other, 1);
    }
    expect(await seriousAxeFindings(other)).toEqual([]);

    // the skip link's "#main" is a place on the page, not a damaged link
    await open(other, `${base}/transfer`);
    await other.keyboard.press("Tab");
    await other.keyboard.press("Enter");
    await other.waitForURL(/\/transfer#main$/);
    await listed(other, 1);
    expect(await other.locator("[data-reason]").count()).toBe(0);
    await receiver.close();
  });

  it("in Russian, a damaged link says why in Russian", async () => {
    const receiver = await browser().newContext({ locale: "ru-RU" });
    const other = await receiver.newPage();
    await open(other, `${base}/transfer#${link.split("#")[1]!.slice(0, 40)}`);
    await expect(other.locator("[data-reason]").textContent()).resolves.toContain("Эту ссылку переноса нельзя открыть — ничего не добавлено.");
    await other.screenshot({ path: path.join(tmpdir(), "transfer-damaged-ru.png"), fullPage: true });
    await receiver.close();
  });

  it("a file of my rosters moves the same list to a fresh browser; a damaged file says why at the field and adds nothing", async () => {
    await open(page, base + "/transfer");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Save my rosters to a file" }).click()]);
    const file = path.join(tempDir("transfer-"), "my-rosters.json");
    await download.saveAs(file);
    const saved = JSON.parse(await readFile(file, "utf8"));
    expect(saved).toMatchObject({ kind: "my-rosters", version: 1 });
    expect(saved.rosters.map((r: { roster: { name: string } }) => r.roster.name).sort()).toEqual([...NAMES].sort());

    const receiver = await fresh(PHONE);
    const other = await receiver.newPage();
    await createRoster(other, base, "Phone's own");
    await open(other, base + "/transfer");
    const fileField = other.getByLabel("Open a file of my rosters");
    const before = await keysOf(other);
    for (const [name, text, words] of [
      ["notes.txt", "hello", "not JSON"],
      ["roster.json", JSON.stringify({ version: 1, name: "x" }), "not a file of my rosters"],
      ["future.json", JSON.stringify({ ...saved, version: 2 }), "version 2"],
      ["broken.json", JSON.stringify({ ...saved, rosters: [{ ...saved.rosters[0], key: "short" }] }), "rosters.0.key"],
    ] as const) {
      await fileField.setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });
      await expect.poll(() => other.locator("#rosters-file-error").textContent()).toContain(words);
      await expect(other.locator("#rosters-file-error").textContent()).resolves.toContain("Nothing was added.");
      await expect(fileField.getAttribute("aria-invalid")).resolves.toBe("true");
      expect(await keysOf(other)).toEqual(before);
    }

    await fileField.setInputFiles(file);
    await expect.poll(() => other.locator(".import-rosters").textContent()).toContain("New to this browser: 3 rosters");
    await other.getByRole("button", { name: "Add 3 rosters" }).click();
    await expect.poll(() => other.locator(".transfer-done").textContent()).toContain("Added: 3 rosters");
    await open(other, base + "/");
    expect(await listed(other, 4)).toEqual([...NAMES, "Phone's own"].sort());
    await receiver.close();

    // a roster deleted on the server since the file was saved comes back from the file's copy
    await open(page, base + "/");
    await listed(page, 3);
    const row = page.locator(".roster-row", { hasText: NAMES[0]! });
    await row.getByRole("button", { name: "Delete" }).click();
    await row.getByRole("button", { name: "Yes, delete" }).click();
    await listed(page, 2);
    const restorer = await fresh();
    const third = await restorer.newPage();
    await open(third, base + "/transfer");
    await third.getByLabel("Open a file of my rosters").setInputFiles(file);
    await third.getByRole("button", { name: "Add 3 rosters" }).click();
    await third.getByRole("button", { name: `Re-create: ${NAMES[0]}` }).click();
    await expect.poll(() => third.locator(".import-rosters").textContent()).toContain(`Re-created: ${NAMES[0]}`);
    expect(await listed(third, 3)).toEqual([...NAMES].sort());
    await restorer.close();
  });
});
