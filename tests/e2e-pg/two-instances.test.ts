/**
 * Two app instances over one PostgreSQL database, as behind a reverse proxy: whatever one instance
 * stores, the other reads, edits and conflict-checks exactly as one instance would; edit keys,
 * events and a re-seeded army book hold across them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrisma } from "../../server/data/db";
import { publishErrata } from "../support/errata";
import { startNextServer, type NextServer } from "../support/next-server";
import { startNginx } from "../support/nginx";
import { apiCreate, apiSave, type ApiSaved } from "../support/rosters-api";
import { createTempDatabase, type TempDatabase } from "../support/temp-db";

let db: TempDatabase;
let a: NextServer;
let b: NextServer;

beforeAll(async () => {
  db = createTempDatabase("two");
  [a, b] = await Promise.all([startNextServer(db.url), startNextServer(db.url)]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  db?.cleanup();
});

type Created = { viewId: string; key: string };

const roster = (name: string) => ({ version: 1, name, armyBook: "soviet", pointsLimit: 1000, units: [{ unit: "red-army-infantry" }] });

/** Through the rosters API: the same create and save the builder's actions run (server/data/roster-commands.ts). */
async function createOn(server: NextServer, name: string): Promise<Created> {
  const result = await apiCreate(server.baseUrl, roster(name));
  expect(result).toMatchObject({ status: "created" });
  return result as Created;
}

async function saveOn(server: NextServer, r: Created, version: number, name: string, key = r.key): Promise<ApiSaved> {
  return apiSave(server.baseUrl, r.viewId, key, version, roster(name));
}

describe("a roster saved through instance A", () => {
  it("is read through instance B: its JSON, and its edit page with A's edit key", async () => {
    const r = await createOn(a, "Сохранён на A");
    const json = await (await fetch(`${b.baseUrl}/r/${r.viewId}/roster.json`)).json();
    expect(json).toMatchObject({ name: "Сохранён на A", units: [{ unit: "red-army-infantry" }] });
    const page = await fetch(`${b.baseUrl}/r/${r.viewId}?key=${r.key}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Сохранён на A");
  });

  it("is edited through B with A's key; A's stale save is then a conflict carrying B's version, as between two tabs", async () => {
    const r = await createOn(a, "Первый");
    expect(await saveOn(b, r, 1, "Правка на B")).toMatchObject({ status: "saved", summary: { version: 2, name: "Правка на B" } });
    const stale = await saveOn(a, r, 1, "Правка на A");
    expect(stale).toMatchObject({ status: "conflict", current: { summary: { version: 2, name: "Правка на B" } } });
    // A, once it has B's version, saves on top of it
    expect(await saveOn(a, r, 2, "Правка на A")).toMatchObject({ status: "saved", summary: { version: 3 } });
    expect((await (await fetch(`${b.baseUrl}/r/${r.viewId}/roster.json`)).json()).name).toBe("Правка на A");
  });

  it("a wrong edit key is refused by B as by A, and nothing changes", async () => {
    const r = await createOn(a, "Чужой");
    expect(await saveOn(b, r, 1, "Взлом", "x".repeat(32))).toMatchObject({ status: "forbidden" });
    expect((await (await fetch(`${a.baseUrl}/r/${r.viewId}/roster.json`)).json()).name).toBe("Чужой");
  });

  it("two saves of the same version sent to A and B at once: exactly one lands, the other is a conflict", async () => {
    const r = await createOn(a, "Гонка");
    const results = await Promise.all([saveOn(a, r, 1, "От A"), saveOn(b, r, 1, "От B")]);
    expect(results.map((x) => x.status).sort()).toEqual(["conflict", "saved"]);
    const winner = results.flatMap((x) => (x.status === "saved" ? [x.summary.name] : []))[0];
    expect((await (await fetch(`${b.baseUrl}/r/${r.viewId}/roster.json`)).json()).name).toBe(winner);
  });
});

describe("an event across instances", () => {
  it("is created on A, a list is submitted on B, and the organiser's table on A has it", async () => {
    const created = await fetch(`${a.baseUrl}/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Кубок двух серверов", pointsLimit: 1000, deadline: new Date(Date.now() + 3_600_000).toISOString(), armyBook: "soviet" }),
    });
    expect(created.status).toBe(201);
    const event = (await created.json()) as { id: string; adminKey: string };
    const submitted = await fetch(`${b.baseUrl}/api/events/${event.id}/entries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ player: "Игрок Б", roster: roster("Список Б") }),
    });
    expect(submitted.status).toBe(201);
    const table = await fetch(`${a.baseUrl}/api/events/${event.id}/entries`, { headers: { authorization: `Bearer ${event.adminKey}` } });
    expect(table.status).toBe(200);
    expect(((await table.json()) as { entries: { player: string }[] }).entries.map((e) => e.player)).toEqual(["Игрок Б"]);
    // B does not take a wrong admin key either
    expect((await fetch(`${b.baseUrl}/api/events/${event.id}/entries`, { headers: { authorization: "Bearer nope" } })).status).toBe(401);
  });

  it("takes exactly its cap when submissions pour in on both instances at once (the database holds it)", async () => {
    await fillToCap(a.baseUrl, "Наплыв", (i) => (i % 2 ? a : b).baseUrl, b.baseUrl);
  });
});

/**
 * An event with a cap of 40, created through `createdAt`, and three times as many lists sent to it
 * at once, the i-th through `through(i)`: exactly 40 are taken, the rest refused as full, and the
 * organiser's table through `readAt` has the 40. Returns the event.
 */
async function fillToCap(createdAt: string, name: string, through: (i: number) => string, readAt: string) {
  const CAP = 40;
  const created = await fetch(`${createdAt}/api/events`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, pointsLimit: 1000, deadline: new Date(Date.now() + 3_600_000).toISOString(), armyBook: "soviet", entryLimit: CAP }),
  });
  expect(created.status).toBe(201);
  const event = (await created.json()) as { id: string; adminKey: string; url: string };
  const statuses = await Promise.all(
    Array.from({ length: 3 * CAP }, async (_, i) => {
      const res = await fetch(`${through(i)}/api/events/${event.id}/entries`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ player: `Игрок ${i}`, roster: roster(`Список ${i}`) }),
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  expect(statuses.filter((s) => s === 201)).toHaveLength(CAP);
  expect(statuses.filter((s) => s === 409)).toHaveLength(2 * CAP);
  const table = await fetch(`${readAt}/api/events/${event.id}/entries`, { headers: { authorization: `Bearer ${event.adminKey}` } });
  expect(((await table.json()) as { entries: unknown[] }).entries).toHaveLength(CAP);
  return event;
}

describe("behind nginx (deploy/run-nginx.sh in front of A and B)", () => {
  it("spreads an event's submissions over both instances, takes exactly its cap, and its links name nginx's address", async () => {
    // a generous write limit: this is one client sending a whole tournament's lists at once
    const nginx = await startNginx([new URL(a.baseUrl).host, new URL(b.baseUrl).host], { ROSTER_WRITE_BURST: "1000", EVENT_ENTRY_BURST: "1000" });
    try {
      const event = await fillToCap(nginx.baseUrl, "Через nginx", () => nginx.baseUrl, nginx.baseUrl);
      expect(event.url).toBe(`${nginx.baseUrl}/e/${event.id}`);
      // both instances answered some of them (nginx's access log names the one it asked)
      const asked = (host: string) => nginx.log().split("\n").filter((l) => l.includes(`/api/events/${event.id}/entries`) && l.includes(`upstream=${host}`)).length;
      await expect.poll(() => asked(new URL(a.baseUrl).host)).toBeGreaterThan(0);
      await expect.poll(() => asked(new URL(b.baseUrl).host)).toBeGreaterThan(0);
    } finally {
      await nginx.stop();
    }
  });
});

describe("a re-seeded army book", () => {
  it("is noticed by each instance's catalog cache on its own", async () => {
    const version = async (s: NextServer) => ((await (await fetch(`${s.baseUrl}/api/army-book`)).json()) as { version: number }).version;
    // both have loaded (and cached) v1
    expect([await version(a), await version(b)]).toEqual([1, 1]);
    const prisma = createPrisma(db.url);
    try {
      await publishErrata(prisma);
    } finally {
      await prisma.$disconnect();
    }
    // within the catalog's trust period (server/data/catalog.ts), polled as a condition, not slept
    await expect.poll(() => version(a), { timeout: 30_000, interval: 250 }).toBe(2);
    await expect.poll(() => version(b), { timeout: 30_000, interval: 250 }).toBe(2);
  });
});
