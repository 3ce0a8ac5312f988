/**
 * A full disk under `npm start` (SQLite): the database on a 1 MiB tmpfs, filled up by another
 * file. Before the fix the entry that hit SQLITE_FULL never answered, every later save hung until
 * a restart, and SIGTERM did not end the server. Its own server and database; skipped (with a
 * warning) where no tmpfs can be mounted (not root).
 */
import { rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAllArmyBooks } from "../../server/data/army-books";
import { createPrisma } from "../../server/data/db";
import { createRoster } from "../../server/data/rosters";
import { browserForFile } from "../support/browser";
import { open, ready } from "../support/page";
import { RULES_EXAMPLE_ROSTER } from "../support/examples";
import { startNextServer, type NextServer } from "../support/next-server";
import { createTempDatabase } from "../support/temp-db";
import { mountTmpfs } from "../support/tmpfs";

const tmpfs = mountTmpfs("full-disk-http");
const mount = tmpfs?.dir ?? null;
if (!mount) console.warn("full-disk.test.ts (e2e): no tmpfs could be mounted here (not root?): skipped");
const filler = () => path.join(mount!, "filler");
let server: NextServer;
let edit = "";
const browser = browserForFile();

beforeAll(async () => {
  if (!mount) return;
  const seeded = createTempDatabase("full-disk-http");
  const file = path.join(mount, "app.db");
  const source = createPrisma(seeded.url);
  await source.$executeRawUnsafe(`VACUUM INTO '${file.replaceAll("'", "''")}'`);
  await source.$disconnect();
  seeded.cleanup();
  const db = createPrisma(`file:${file}`);
  // as the seed leaves every database
  await db.$queryRawUnsafe("PRAGMA journal_mode=WAL");
  const book = (await readAllArmyBooks(db)).find((b) => b.id === "soviet")!;
  const made = await createRoster(db, book, { version: 1, name: "На полном диске", armyBook: "soviet", pointsLimit: 1000, units: [] });
  edit = `/r/${made.summary.viewId}/edit?key=${made.editKey}`;
  await db.$disconnect();
  server = await startNextServer(`file:${file}`);
}, 120_000);

afterAll(async () => {
  if (!mount) return;
  await server?.stop();
  tmpfs?.unmount();
});

const post = (path: string, body: unknown, lang = "en") =>
  fetch(server.baseUrl + path, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", "accept-language": lang }, signal: AbortSignal.timeout(15_000) });

const big = { ...RULES_EXAMPLE_ROSTER, name: "Полная рота", units: Array.from({ length: 150 }, () => ({ unit: "red-army-infantry", note: "н".repeat(200) })) };

describe.skipIf(!mount)("a full disk under npm start (SQLite on a full tmpfs)", () => {
  it("every write answers at once 503 UNAVAILABLE with Retry-After, reads still answer, and once space is back writes land without a restart", async () => {
    const created = await post("/api/events", { name: "Кубок", pointsLimit: 1000, deadline: new Date(Date.now() + 3_600_000).toISOString(), armyBook: "soviet" });
    expect(created.status).toBe(201);
    const { id, adminKey } = await created.json();
    try {
      writeFileSync(filler(), Buffer.alloc(4 * 1024 * 1024));
    } catch {
      /* ENOSPC: the disk is full now */
    }
    for (const lang of ["en", "ru", "en"]) {
      const res = await post(`/api/events/${id}/entries`, { player: "Ivan", roster: big }, lang);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      const { errors } = await res.json();
      expect(errors).toEqual([{ code: "UNAVAILABLE", unit: null, option: null, message: expect.stringMatching(lang === "ru" ? /ничего не потеряно/ : /Nothing was lost on your side/) }]);
    }
    // the organiser still reads the event
    const list = await fetch(`${server.baseUrl}/api/events/${id}/entries`, { headers: { authorization: `Bearer ${adminKey}` }, signal: AbortSignal.timeout(15_000) });
    expect(list.status).toBe(200);
    rmSync(filler(), { force: true });
    const after = await post(`/api/events/${id}/entries`, { player: "Ivan", roster: big });
    expect(after.status).toBe(201);
    expect((await post("/api/events", { name: "Ещё", pointsLimit: 1000, deadline: new Date(Date.now() + 3_600_000).toISOString(), armyBook: "soviet" })).status).toBe(201);
  });

  it("in the builder: an edit on a full disk says it could not save, stays on screen, and lands by itself once space is back", async () => {
    const context = await browser().newContext({ locale: "en-GB" });
    const page = await context.newPage();
    try {
      await open(page, server.baseUrl + edit);
      await ready(page);
      try {
        writeFileSync(filler(), Buffer.alloc(4 * 1024 * 1024));
      } catch {
        /* ENOSPC: full */
      }
      // enough text that the write needs new pages of the file
      for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Add: Red Army Infantry" }).click();
      const status = page.getByTestId("save-status");
      await expect.poll(() => status.getAttribute("data-state"), { timeout: 30_000 }).toBe("error");
      expect(await status.textContent()).toMatch(/Could not save( again)? — retrying in \d+ s\. Your changes (stay on screen|are kept on this device)/);
      expect(await page.getByTestId("army-points").textContent()).toBe("300");
      rmSync(filler(), { force: true });
      await expect.poll(() => status.getAttribute("data-state"), { timeout: 45_000 }).toBe("saved");
      const stored = await (await fetch(server.baseUrl + edit.replace(/\/edit\?key=.*$/, "/roster.json"))).json();
      expect(stored.units).toHaveLength(3);
    } finally {
      rmSync(filler(), { force: true });
      await context.close();
    }
  });

  it("SIGTERM ends the server within 10 s even with a request that never finishes", async () => {
    const { port } = new URL(server.baseUrl);
    const socket = net.connect(Number(port), "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    // a body promised and never sent: the request stays open
    socket.write("POST /api/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{");
    socket.on("error", () => {});
    try {
      expect(await server.terminate(10_000)).toBe(true);
    } finally {
      socket.destroy();
    }
  });
});
