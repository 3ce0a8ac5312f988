/**
 * The door cache (server/http/front-page-cache.ts) in front of a stand-in for Next: it keeps an answer
 * only when it is the page the reader's request names (language and book stamp), and answers the
 * next request with it without asking Next again.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cachedRoute } from "../../lib/page-cache/cached-route";
import { getCatalog } from "../../server/data/catalog";
import { clearFrontPageCache, frontPageCache } from "../../server/http/front-page-cache";

let server: http.Server;
let base = "";
let renders = 0;
/** the page name the stand-in says it rendered (as Next's cache handler does in x-page-key) */
let madeAs = "";

beforeAll(async () => {
  await getCatalog();
  server = http.createServer((req, res) => {
    if (frontPageCache(req, res)) return;
    renders++;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("content-security-policy", "default-src 'self'; script-src 'self' 'sha256-abc='");
    res.setHeader("x-page-key", madeAs);
    res.end(`<html><body>render ${renders}</body></html>`);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  clearFrontPageCache();
  renders = 0;
});

const get = async (path: string, headers: Record<string, string> = { "accept-language": "en" }) => {
  const res = await fetch(base + path, { headers });
  return { body: await res.text(), door: res.headers.get("x-page-cache") };
};

async function nameOf(lang: "en" | "ru"): Promise<string> {
  const route = cachedRoute(await getCatalog(), lang, "/army-book", new URLSearchParams())!;
  return `/cached/${route["x-page-lang"]}/${route["x-page-stamp"]}/army-book/soviet/newest`;
}

describe("the door cache", () => {
  it("keeps the page Next made under the name the request gives, and answers the next request itself", async () => {
    madeAs = await nameOf("en");
    const first = await get("/army-book");
    const second = await get("/army-book");
    expect(second.door).toBe("HIT");
    expect(second.body).toBe(first.body);
    expect(renders).toBe(1);
  });

  it("does not keep a page Next made under another stamp (its proxy still had the books before a re-seed)", async () => {
    madeAs = (await nameOf("en")).replace(/\/cached\/en\/[^/]+\//, "/cached/en/v0-old/");
    await get("/army-book");
    const again = await get("/army-book");
    expect(again.door).toBeNull();
    expect(renders).toBe(2);
  });

  it("does not keep a page made in another language under this reader's name", async () => {
    madeAs = await nameOf("ru");
    await get("/army-book");
    expect((await get("/army-book")).door).toBeNull();
    expect(renders).toBe(2);
  });

  it("does not keep an answer that is not a hash-CSP page: another address is Next's every time", async () => {
    madeAs = await nameOf("en");
    await get("/victory");
    await get("/victory");
    expect(renders).toBe(2);
  });
});
