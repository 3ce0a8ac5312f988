/**
 * PostgreSQL killed (`pg_ctl stop -m immediate`, as a crash) under a stream of saves, then
 * started again, while the app server keeps running. Its own cluster and server, so nothing else
 * shares the outage. Three loops save their own roster over HTTP through the rosters API (the
 * same save the builder's action runs), each retrying an unanswered save as the builder does (same version, same
 * roster). The crash comes after the N-th acknowledged save (N drawn from a seeded PRNG), the
 * restart once every loop has seen the outage. Then:
 *  - during the outage every answer is "unavailable" (a 503, never a 500 or a torn answer);
 *  - the same server (no restart) takes saves again once PostgreSQL is back;
 *  - every acknowledged save is stored: each roster is exactly its last acknowledged one;
 *  - a save whose answer was lost in the crash is recognised on retry (a conflict showing our own
 *    roster), as the builder recognises it.
 * And in Chromium: an edit made during the outage shows the builder's "could not save — retrying"
 * status, stays on screen, and lands by itself once PostgreSQL is back.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { Rng } from "../unit/fault-gen";
import { browserForFile } from "../support/browser";
import { startNextServer, type NextServer } from "../support/next-server";
import { open, ready } from "../support/page";
import { startPgCluster, type PgCluster } from "../support/pg-cluster";
import { apiCreate, apiSave } from "../support/rosters-api";
import { createTempDatabase, type TempDatabase } from "../support/temp-db";
import { encodeRoster } from "../../lib/share/encode";
import { book } from "../support/book";

const SEED = Number(process.env.PG_CRASH_SEED ?? 20_261_201);
const LOOPS = 3;

let cluster: PgCluster & { cleanup: () => void };
let db: TempDatabase;
let server: NextServer;
const browser = browserForFile();

beforeAll(async () => {
  cluster = await startPgCluster("pg-crash");
  // in a cluster of its own: the crash must not take the project's cluster down
  db = createTempDatabase("crash", { cluster: cluster.url("postgres") });
  server = await startNextServer(db.url);
});

afterAll(async () => {
  await server?.stop();
  db?.cleanup();
  cluster?.cleanup();
});

const roster = (name: string, units = 1) => ({ version: 1, name, armyBook: "soviet", pointsLimit: 1000, units: Array.from({ length: units }, () => ({ unit: "red-army-infantry" })) });
describe("PostgreSQL crashes during a stream of saves", () => {
  it("keeps every acknowledged save, answers 'unavailable' meanwhile, and the same server recovers", async () => {
    const rng = new Rng(SEED);
    onTestFailed(() => console.error(`seed ${SEED}: PG_CRASH_SEED=${SEED} npx vitest run --project e2e-pg tests/e2e-pg/pg-crash.test.ts`));
    const crashAfter = rng.int(3, 10);
    const pid = server.pid;
    const loops = await Promise.all(
      Array.from({ length: LOOPS }, async (_, loop) => {
        const made = await apiCreate(server.baseUrl, roster(`l${loop} v1`));
        if (made.status !== "created") throw new Error(`loop ${loop}: create answered ${made.status}`);
        return { loop, viewId: made.viewId, key: made.key, version: 1, ackedName: `l${loop} v1`, outage: 0, lostAnswers: 0, after: 0 };
      }),
    );
    let acks = 0;
    let phase: "before" | "down" | "up" = "before";
    const statuses = new Map<string, number>();

    const run = async (l: (typeof loops)[number]) => {
      // after the restart each loop saves until two more saves land, then stops
      while (l.after < 2) {
        const name = `l${l.loop} v${l.version + 1}`;
        const answer = await apiSave(server.baseUrl, l.viewId, l.key, l.version, roster(name, 1 + ((l.version + l.loop) % 4)));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        // a lost answer: the save landed before the crash cut the connection
        const ours = answer.status === "conflict" && answer.current.roster.name === name;
        if (answer.status === "saved" || (answer.status === "conflict" && ours)) {
          if (ours) l.lostAnswers++;
          l.version = (answer.status === "saved" ? answer.summary : answer.current.summary).version;
          l.ackedName = name;
          if (phase === "up") l.after++;
          if (++acks === crashAfter && phase === "before") {
            phase = "down";
            cluster.crash();
          }
          continue;
        }
        expect(answer.status, `loop ${l.loop} at v${l.version}`).toBe("unavailable");
        l.outage++;
        if (phase === "down" && loops.every((x) => x.outage >= 2)) {
          phase = "up";
          cluster.start();
        }
        // the builder backs off before retrying; a short pause here, on a condition loop
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await Promise.all(loops.map(run));

    expect(phase).toBe("up");
    expect(server.pid).toBe(pid);
    for (const l of loops) {
      expect(l.outage, `loop ${l.loop} saw the outage`).toBeGreaterThanOrEqual(2);
      const stored = await (await fetch(`${server.baseUrl}/r/${l.viewId}/roster.json`)).json();
      expect(stored.name, `loop ${l.loop}: the last acknowledged save is stored`).toBe(l.ackedName);
    }
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining(["saved", "unavailable"]));
    expect([...statuses.keys()].every((s) => ["saved", "unavailable", "conflict"].includes(s))).toBe(true);
  });

  it("in the builder: an edit during the outage says it could not save, stays on screen, and lands once PostgreSQL is back", async () => {
    const made = await apiCreate(server.baseUrl, roster("Во время аварии", 0));
    const { viewId, key } = made as { viewId: string; key: string };
    const context = await browser().newContext({ locale: "en-GB" });
    const page = await context.newPage();
    try {
      await open(page, `${server.baseUrl}/r/${viewId}/edit?key=${key}`);
      await ready(page);
      cluster.crash();
      await page.getByRole("button", { name: "Add: Red Army Infantry" }).click();
      const status = page.getByTestId("save-status");
      await expect.poll(() => status.getAttribute("data-state"), { timeout: 30_000 }).toBe("error");
      expect(await status.textContent()).toMatch(/Could not save( again)? — retrying in \d+ s\. Your changes (stay on screen|are kept on this device)/);
      expect(await page.getByTestId("army-points").textContent()).toBe("100");
      cluster.start();
      // the builder's own back-off retries it; no click
      await expect.poll(() => status.getAttribute("data-state"), { timeout: 45_000 }).toBe("saved");
      const stored = await (await fetch(`${server.baseUrl}/r/${viewId}/roster.json`)).json();
      expect(stored.units).toEqual([{ unit: "red-army-infantry" }]);
    } finally {
      // back up for whatever follows, if the test stopped during the outage
      try {
        cluster.start();
      } catch {
        /* it is running */
      }
      await context.close();
    }
  });

  it("while PostgreSQL is down: share pages, the army book, the calculator and the home page still answer; rosters and events 503 with Retry-After; all back without a restart", async () => {
    const made = await apiCreate(server.baseUrl, roster("Ждёт базу", 2));
    const { viewId } = made as { viewId: string };
    const code = encodeRoster(book, { ...roster("По ссылке", 2), version: 1, bookVersion: book.version });
    const get = (path: string, lang = "en") => fetch(server.baseUrl + path, { headers: { "accept-language": lang }, redirect: "manual", signal: AbortSignal.timeout(15_000) });
    const noDatabase = [`/s/${code}`, `/s/${code}/print`, "/army-book", "/victory", "/"];
    for (const path of noDatabase) expect((await get(path)).status, path).toBe(200);
    cluster.crash();
    try {
      // the instance notices within its probe's second
      await expect.poll(async () => (await get(`/r/${viewId}`)).status, { timeout: 30_000 }).toBe(503);
      const page = await get(`/r/${viewId}/edit?key=x`, "ru");
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await page.text()).toMatch(/база данных не отвечает/);
      expect((await get("/e/nosuchevent0")).status).toBe(503);
      const api = await fetch(`${server.baseUrl}/api/events`, { method: "POST", body: JSON.stringify({ name: "X", pointsLimit: 1000, deadline: new Date(Date.now() + 3_600_000).toISOString(), armyBook: "soviet" }), headers: { "content-type": "application/json" } });
      expect(api.status).toBe(503);
      expect(api.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await api.json()).errors[0].code).toBe("UNAVAILABLE");
      // past the 10 s the books are trusted for: the pages that need no database keep answering
      // from the books last read (a bounded watch: 24 rounds, ~12 s)
      for (let round = 0; round < 24; round++) {
        for (const path of noDatabase) expect((await get(path)).status, `${path} in round ${round}`).toBe(200);
        await new Promise((r) => setTimeout(r, 500));
      }
    } finally {
      cluster.start();
    }
    await expect.poll(async () => (await get(`/r/${viewId}`)).status, { timeout: 30_000 }).toBe(200);
    for (const path of noDatabase) expect((await get(path)).status, path).toBe(200);
  });
});
