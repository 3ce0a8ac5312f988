/**
 * Share pages and the army book served from Next's cache (issue 14), on a server of its own whose
 * DB holds two books: what a reader sees (the same page, in their language, working), what an
 * attacker would try (the internal address, an injected script), and a re-seed of one book while
 * the server runs: that book's pages change, the other book's page is still served from the cache.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAllArmyBooks } from "../../server/data/army-books";
import { createPrisma, type PrismaClient } from "../../server/data/db";
import { createRoster } from "../../server/data/rosters";
import { encodeRoster } from "../../lib/share/encode";
import type { Roster } from "../../lib/roster/schema";
import { browserForFile } from "../support/browser";
import { publishErrata } from "../support/errata";
import { FIXTURE_BOOK_FILE, legion } from "../support/fixture-book";
import { legalLegion } from "../support/legion-cases";
import { startNextServer, type NextServer } from "../support/next-server";
import { open, ready } from "../support/page";
import { createTempDatabase } from "../support/temp-db";

const browser = browserForFile();
const soviet: Roster = { version: 1, name: "Штурм высоты", armyBook: "soviet", pointsLimit: 1000, units: [{ unit: "red-army-infantry", options: { "extra-soldiers": 2 } }] };

let temp: ReturnType<typeof createTempDatabase>;
let db: PrismaClient;
let server: NextServer;
let sovietCode = "";
let legionCode = "";
let edit = "";

beforeAll(async () => {
  temp = createTempDatabase("page-cache", { extraBooks: [FIXTURE_BOOK_FILE] });
  db = createPrisma(temp.url);
  const v1 = (await readAllArmyBooks(db)).find((b) => b.id === "soviet")!;
  sovietCode = encodeRoster(v1, soviet);
  legionCode = encodeRoster(legion, legalLegion);
  const created = await createRoster(db, v1, soviet);
  edit = `/r/${created.summary.viewId}/edit?key=${created.editKey}`;
  server = await startNextServer(temp.url);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await db?.$disconnect();
  temp?.cleanup();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.baseUrl + path, { headers: { "accept-language": "en", ...headers } });
const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const inlineScripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\bsrc=/.test(attrs!)).map(([, , body]) => body!);
const scriptSrc = (csp: string) => csp.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src "))!.split(" ").slice(1);

describe("a share page from the cache", () => {
  it("is rendered once: the second request is a cache HIT with the same body", async () => {
    const first = await get(`/s/${sovietCode}`);
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    expect(firstBody).toContain("Штурм высоты");
    const second = await get(`/s/${sovietCode}`);
    expect(second.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(await second.text()).toBe(firstBody);
  });

  it("carries one CSP, with the hash of every inline script of its HTML and no nonce; an altered script matches none", async () => {
    for (const response of [await get(`/s/${sovietCode}/print`), await get(`/s/${sovietCode}/print`)]) {
      const csp = response.headers.get("content-security-policy")!;
      expect(csp).not.toContain(","); // two policies would arrive joined by a comma
      const sources = scriptSrc(csp);
      expect(sources[0]).toBe("'self'");
      expect(sources.join(" ")).not.toMatch(/nonce|unsafe-inline|strict-dynamic/);
      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(sources).toContain(sha(script));
      expect(sources).not.toContain(sha(`${scripts[0]};alert(1)`));
      expect(sources).not.toContain(sha("alert(1)"));
    }
  });

  it("is made per language: RU and EN of the same code are two pages, each kept", async () => {
    const en = await (await get(`/s/${sovietCode}`)).text();
    const ru = await get(`/s/${sovietCode}`, { "accept-language": "ru-RU,ru;q=0.9" });
    expect(ru.headers.get("x-nextjs-cache")).not.toBeNull();
    const ruBody = await ru.text();
    expect(en).toContain('<html lang="en"');
    expect(ruBody).toContain('<html lang="ru"');
    // the cookie (the reader's own choice) wins over Accept-Language
    const chosen = await get(`/s/${sovietCode}`, { cookie: "lang=ru" });
    expect(chosen.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(await chosen.text()).toBe(ruBody);
    expect((await get(`/s/${sovietCode}`)).headers.get("vary")).toMatch(/Cookie.*Accept-Language/);
  });

  it("tells shared caches how long to keep it (s-maxage, stale-while-revalidate) with an ETag; browsers ask again", async () => {
    for (const path of ["/army-book", `/s/${sovietCode}`, `/s/${sovietCode}/print`]) {
      const response = await get(path);
      expect(response.headers.get("cache-control"), path).toMatch(/^s-maxage=60, stale-while-revalidate=\d+$/);
      expect(response.headers.get("cache-control"), path).not.toMatch(/max-age=(?!0)|31536000/);
      expect(response.headers.get("etag"), path).toMatch(/^"[^"]+"$/);
    }
  });

  it("works in Chromium: no CSP violation, hydrated, the language switch works", async () => {
    const page = await (await browser().newContext({ locale: "en-GB" })).newPage();
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener("securitypolicyviolation", (e) => (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await get(`/s/${sovietCode}`); // kept already: this visit is served from the cache
    await open(page, `${server.baseUrl}/s/${sovietCode}`);
    await ready(page);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("1");
    await page.getByRole("button", { name: "RU" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "ru");
    await ready(page);
    // a script injected into the page is refused by the policy
    const ran = await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.injected = 1";
      document.body.append(s);
      return (window as unknown as { injected?: number }).injected;
    });
    expect(ran).toBeUndefined();
    const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    expect(violations).toEqual(["script-src-elem inline"]);
  });

  it("has no public second address: /cached/… is not found", async () => {
    const internal = await get(`/cached/en/v1/s/${sovietCode}`);
    expect(internal.status).toBe(404);
    expect(await internal.text()).not.toContain("Штурм");
  });
});

/** A raw HTTP answer: headers and the bytes as sent (fetch would undo the gzip). */
function raw(path: string, headers: Record<string, string>, method = "GET"): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(server.baseUrl + path, { method, headers: { "accept-language": "en", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a cached page as Next answers it from its cache", () => {
  const page = () => `/army-book?book=${legion.id}`;

  it("the answer whose render fills the cache carries the same headers as every later one, its hash CSP among them", async () => {
    const made = await raw(`/army-book?book=${legion.id}&version=1`, {});
    expect(made.status).toBe(200);
    expect(made.headers["x-nextjs-cache"]).toBe("MISS");
    const kept = await raw(`/army-book?book=${legion.id}&version=1`, {});
    expect(kept.headers["x-nextjs-cache"]).toBe("HIT");
    expect(kept.body.equals(made.body)).toBe(true);
    for (const name of ["content-security-policy", "cache-control", "vary", "content-type", "etag", "x-frame-options", "referrer-policy", "x-content-type-options"])
      expect(kept.headers[name], name).toBe(made.headers[name]);
    expect(made.headers["content-security-policy"]).toContain("'sha256-");
    expect(made.headers["content-security-policy"]).not.toContain("nonce");
  });

  it("never names an internal route or cache entry in a page's answer (x-page-key, x-matched-path, x-nextjs-rewritten-path)", async () => {
    const paths = [`/s/${sovietCode}?fresh=${Date.now()}`, `/s/${sovietCode}`, `/s/${sovietCode}/print`, "/army-book", "/victory", edit];
    for (const path of paths) {
      const res = await raw(path, {});
      for (const name of ["x-page-key", "x-matched-path", "x-nextjs-rewritten-path"]) expect(res.headers[name], `${name} on ${path}`).toBeUndefined();
      // Next's client router is told the rewritten path of an RSC request; that address is not public (404 above)
      const rsc = await raw(path, { rsc: "1" });
      for (const name of ["x-page-key", "x-matched-path"]) expect(rsc.headers[name], `${name} on ${path} (RSC)`).toBeUndefined();
    }
  });

  it("is gzipped for a reader that takes gzip, and unpacks to the same page", async () => {
    const plain = await raw(page(), {});
    const packed = await raw(page(), { "accept-encoding": "gzip, deflate, br" });
    expect(packed.headers["content-encoding"]).toBe("gzip");
    expect(packed.body.length).toBeLessThan(plain.body.length / 3);
    expect(gunzipSync(packed.body).equals(plain.body)).toBe(true);
  });

  it("answers 304 to a reader who has it (If-None-Match), and a HEAD with no body", async () => {
    const { headers } = await raw(page(), {});
    const again = await raw(page(), { "if-none-match": String(headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await raw(page(), {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(headers["content-length"]);
  });

  it("never gives Next's client-side navigation (an RSC request for the same address) the cached HTML", async () => {
    await raw(page(), {});
    const rsc = await raw(page(), { rsc: "1" });
    // Next answers it itself (here: the redirect to its cache-busting ?_rsc address), never with the kept HTML
    expect(String(rsc.headers["content-type"] ?? "")).not.toMatch(/text\/html/);
    expect(rsc.body.includes("<!DOCTYPE html>")).toBe(false);
  });

  it("keeps each language apart: a lang cookie gets its own page", async () => {
    await raw(page(), { cookie: "lang=ru" });
    const ru = await raw(page(), { cookie: "theme=x; lang=ru" });
    expect(ru.headers["x-nextjs-cache"]).toBe("HIT");
    expect(ru.body.toString()).toContain('<html lang="ru"');
    expect((await raw(page(), {})).body.toString()).toContain('<html lang="en"');
  });
});

describe("pages rendered per request stay so", () => {
  it("the edit page carries a nonce CSP and no-store", async () => {
    const response = await get(edit);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("x-nextjs-cache")).toBeNull();
  });

  it("a broken share code still gets its broken-link page (per request, with a nonce)", async () => {
    for (const code of ["not-a-code", sovietCode.slice(0, -3) + "AAA"]) {
      const response = await get(`/s/${code}`);
      expect(await response.text()).toMatch(/link|broken|damaged/i);
      expect(response.headers.get("content-security-policy")).toBeTruthy();
    }
    const junk = await get(`/s/not-a-code`);
    expect(junk.headers.get("content-security-policy")).toContain("'nonce-");
    expect(junk.headers.get("x-nextjs-cache")).toBeNull();
  });
});

describe("a new version of one book, seeded while the server runs", () => {
  it("changes that book's pages and leaves the other book's page in the cache", async () => {
    const legionBefore = await (await get(`/s/${legionCode}`)).text();
    expect((await get(`/s/${legionCode}`)).headers.get("x-nextjs-cache")).toBe("HIT");
    const sovietBefore = await (await get(`/s/${sovietCode}`)).text();
    expect(sovietBefore).not.toContain("Army book updated");
    expect(await (await get("/army-book?book=soviet")).text()).not.toContain("Field kitchen");
    await publishErrata(db);
    // the server trusts its copy of the books for 10 s (server/data/catalog.ts)
    await expect
      .poll(async () => (await (await get(`/s/${sovietCode}`)).text()).includes("Army book updated (v1 → v2)"), { timeout: 20_000, interval: 500 })
      .toBe(true);
    expect((await (await get("/army-book?book=soviet")).text()).includes("Field kitchen")).toBe(true);
    const legionAfter = await get(`/s/${legionCode}`);
    expect(legionAfter.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(await legionAfter.text()).toBe(legionBefore);
  }, 40_000);
});
