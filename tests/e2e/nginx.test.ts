/**
 * deploy/nginx.conf through deploy/run-nginx.sh, in front of the e2e server: what it caches and
 * what it never does, the bodies it refuses before an instance sees them, the writes it limits,
 * the headers it passes, and the keys it keeps out of its log.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startNginx, type Nginx } from "../support/nginx";
import { RULES_EXAMPLE_ROSTER } from "../support/examples";
import { encodeRoster } from "../../lib/share/codec";
import { book } from "../support/book";
import type { Roster } from "../../lib/roster/schema";

const upstream = new URL(inject("baseUrl")).host;
let nginx: Nginx;
beforeAll(async () => {
  nginx = await startNginx([upstream]);
});
afterAll(async () => {
  await nginx?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(nginx.baseUrl + path, { headers, redirect: "manual" });
const postJson = (path: string, body: string) => fetch(nginx.baseUrl + path, { method: "POST", body, headers: { "content-type": "application/json" } });

/** The access-log lines of requests for `path` (its query shown as the log shows it). */
const logLines = (fragment: string) =>
  nginx
    .log()
    .split("\n")
    .filter((l) => l.includes(fragment));

async function anAsset(): Promise<string> {
  const html = await (await get("/")).text();
  const asset = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
  expect(asset, "the home page names a script of the build").toBeTruthy();
  return asset!;
}

describe("nginx in front of the app (deploy/nginx.conf)", () => {
  it("caches the build's assets, and says so on every answer", async () => {
    const asset = await anAsset();
    const first = await get(asset);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const second = await get(asset);
    expect(second.status).toBe(200);
    expect(second.headers.get("x-cache-status")).toBe("HIT");
    expect(Buffer.from(await second.arrayBuffer()).length).toBeGreaterThan(0);
    for (const res of [await get("/"), await postJson("/api/validate", JSON.stringify(RULES_EXAMPLE_ROSTER)), await get(`/s/${encodeRoster(book, RULES_EXAMPLE_ROSTER as Roster)}`)]) {
      expect(res.headers.get("x-cache-status"), res.url).toMatch(/^(HIT|MISS|BYPASS|EXPIRED|STALE|UPDATING|REVALIDATED)$/);
      await res.arrayBuffer();
    }
  });

  it("caches a share page as the app allows, one copy per language; a page made per request never", async () => {
    const path = `/s/${encodeRoster(book, { ...RULES_EXAMPLE_ROSTER, name: "nginx cache" } as Roster)}`;
    const read = async (lang: string) => {
      const res = await get(path, { "accept-language": lang });
      expect(res.status).toBe(200);
      return { status: res.headers.get("x-cache-status"), lang: /<html lang="(\w+)"/.exec(await res.text())?.[1] };
    };
    expect(await read("en")).toEqual({ status: "MISS", lang: "en" });
    expect(await read("en")).toEqual({ status: "HIT", lang: "en" });
    // the same address for a Russian reader is another copy, not the English one
    expect(await read("ru")).toEqual({ status: "MISS", lang: "ru" });
    expect(await read("ru")).toEqual({ status: "HIT", lang: "ru" });
    for (let i = 0; i < 2; i++) {
      const home = await get("/");
      expect(home.headers.get("cache-control")).toContain("no-store");
      expect(home.headers.get("x-cache-status")).toBe("MISS");
      await home.arrayBuffer();
    }
  });

  it("never answers from its cache, nor keeps, the API, a request with a key, or a server action", async () => {
    for (let i = 0; i < 2; i++) {
      const api = await get("/api/army-book");
      expect(api.status).toBe(200);
      expect(api.headers.get("x-cache-status")).toBe("BYPASS");
      await api.arrayBuffer();
      const keyed = await get("/e/nosuchevent/admin?key=whatever");
      expect(keyed.headers.get("x-cache-status")).toBe("BYPASS");
      await keyed.arrayBuffer();
      const action = await fetch(nginx.baseUrl + "/", { method: "POST", headers: { "next-action": "0".repeat(42), "content-type": "text/plain;charset=UTF-8" }, body: "[]" });
      expect(action.headers.get("x-cache-status")).toBe("BYPASS");
      await action.arrayBuffer();
    }
  });

  it("refuses a body over the app's limits with 413 before it reaches an instance", async () => {
    const api = await postJson("/api/validate", " ".repeat(1024 * 1024 + 1));
    expect(api.status).toBe(413);
    expect(await api.text()).toContain("nginx");
    const action = await fetch(nginx.baseUrl + "/", { method: "POST", headers: { "next-action": "0".repeat(42) }, body: "x".repeat(256 * 1024 + 1) });
    expect(action.status).toBe(413);
    await action.arrayBuffer();
    // both are in the log as nginx's own answers, with no instance asked
    const refused = () => logLines('"POST /').filter((l) => / 413 /.test(l));
    await expect.poll(() => refused().length).toBeGreaterThanOrEqual(2);
    for (const line of refused()) expect(line).toContain("upstream=-");
    // a body within the limit still goes through
    expect((await postJson("/api/validate", JSON.stringify(RULES_EXAMPLE_ROSTER))).status).toBe(200);
  });

  it("passes Host and X-Forwarded-*: an event's link names the address the organiser used", async () => {
    const deadline = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const res = await postJson("/api/events", JSON.stringify({ name: "Кубок", pointsLimit: 1000, deadline, armyBook: "soviet" }));
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url.startsWith(nginx.baseUrl + "/e/")).toBe(true);
  });

  it("writes no key to its log: a key-bearing query string is logged as key=(hidden)", async () => {
    const secret = "s3cretKEY-" + "x".repeat(22);
    await (await get(`/e/someevent/admin?key=${secret}`)).arrayBuffer();
    await (await get(`/r/someroster/edit?lang=en&key=${secret}`)).arrayBuffer();
    await (await get(`/e/someevent/entry/someentry?key=${secret}`)).arrayBuffer();
    const lines = () => [...logLines("/e/someevent/"), ...logLines("/r/someroster/")];
    await expect.poll(() => lines().length).toBe(3);
    for (const line of lines()) expect(line).toContain("key=(hidden)");
    expect(nginx.log()).not.toContain(secret);
  });
  it("publishing books: a file over 512 KB is refused with 413 here, and a client publishes a few a minute (429 past its burst of 5)", async () => {
    const big = await postJson("/api/books", " ".repeat(512 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("nginx");
    // a book with problems (400 from an instance) counts as a publishing attempt all the same
    const tries: number[] = [];
    for (let i = 0; i < 8; i++) tries.push(await postJson("/api/books", "{}").then(async (r) => (await r.arrayBuffer(), r.status)));
    expect(tries.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(tries.slice(6)).toContain(429);
    // other writes have their own allowance
    expect((await postJson("/api/validate", JSON.stringify(RULES_EXAMPLE_ROSTER))).status).toBe(200);
  });

  it("takes a room's lists to one event at once (a burst of 30 from one address through the API), then refuses more with 429; another event's are counted apart", async () => {
    const deadline = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const event = async () => ((await (await postJson("/api/events", JSON.stringify({ name: "Наплыв", pointsLimit: 1000, deadline, armyBook: "soviet" }))).json()) as { id: string });
    const [flooded, other] = [await event(), await event()];
    const entry = (id: string, i: number) =>
      postJson(`/api/events/${id}/entries`, JSON.stringify({ player: `Игрок ${i}`, roster: { version: 1, name: `Список ${i}`, armyBook: "soviet", pointsLimit: 1000, units: [] } })).then(async (r) => (await r.arrayBuffer(), r.status));
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push(await entry(flooded.id, i));
    // the default burst (deploy/run-nginx.sh: EVENT_ENTRY_BURST 30) and the first one past it at a rate of 12 a minute
    expect(statuses.slice(0, 31)).toEqual(Array(31).fill(201));
    expect(statuses.slice(32)).toContain(429);
    expect(statuses.filter((s) => s !== 201 && s !== 429)).toEqual([]);
    expect(await entry(other.id, 0)).toBe(201);
  });

  // last: it spends this client's burst of writes
  it("limits one client's writes (429 past the burst), never its reads", async () => {
    // more at once than the default burst of 100 (deploy/run-nginx.sh)
    const writes = await Promise.all(Array.from({ length: 300 }, () => postJson("/api/validate", "{}").then(async (r) => (await r.arrayBuffer(), r.status))));
    expect(writes.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(writes.filter((s) => s !== 429 && s !== 400)).toEqual([]);
    const asset = await anAsset();
    const reads = await Promise.all(Array.from({ length: 120 }, () => get(asset).then(async (r) => (await r.arrayBuffer(), r.status))));
    expect(reads.filter((s) => s !== 200)).toEqual([]);
  });

});
