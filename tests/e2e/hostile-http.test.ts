/**
 * What an attacker can send over the real HTTP wire to `npm start`: server actions with bodies our
 * client never sends, foreign origins, methods Next cannot represent, bodies declared too large and
 * never sent, paths that look like excluded assets. The bar: the right 4xx where the request head
 * decides it, at once; for a forged action body, Next's own error answer at worst (a 500 that names
 * only a digest), never a stack trace, never a hang, and the server goes on serving. The action ids
 * are the ones a player's browser sends (tests/support/action-ids.ts); the answers are read as
 * status and bytes only. (tests/integration/fault-actions.test.ts calls the actions as functions.)
 */
import net from "node:net";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { validateRoster } from "../../lib/engine/report";
import { ACTION_BODY_MAX_BYTES, API_BODY_MAX_BYTES } from "../../lib/body-limits";
import { book } from "../support/book";
import { actionIdsFromBrowser } from "../support/action-ids";
import { createRoster, importRoster } from "../support/page";
import { browserForFile } from "../support/browser";
import { mutateText, randomJson, Rng, validRoster } from "../unit/fault-gen";

const base = inject("baseUrl");
const origin = new URL(base).origin;
const browser = browserForFile();
let ACTIONS: { name: string; id: string }[] = [];
beforeAll(async () => {
  const ids = await actionIdsFromBrowser(browser(), base);
  ACTIONS = [
    { name: "create", id: ids.create },
    { name: "save", id: ids.save },
  ];
}, 60_000);
const PAGES = ["/", "/victory", "/army-book", "/r/nope-nope-no/edit?key=x"];
const SEED = 0x9e3779b9;

function post(path: string, body: BodyInit | null, headers: Record<string, string>): Promise<Response> {
  return fetch(base + path, { method: "POST", headers: { origin, ...headers }, body, redirect: "manual" });
}

function actionPost(path: string, actionId: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  return post(path, body, { "next-action": actionId, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", ...headers });
}

/**
 * What may come back for a forged action body: any answer below 500, or Next's own error answer
 * (500 whose body names only a digest). Never a stack trace, an error's message or a file path.
 */
async function safeAnswer(res: Response): Promise<string | null> {
  const body = await res.text();
  if (/\bat [\w.<>]+ \(|\w+Error\b|node_modules|\/work\/|\.tsx?\b/.test(body)) return `${res.status} leaks: ${body.slice(0, 200)}`;
  if (res.status < 500) return null;
  if (res.status === 500 && /^1:E\{"digest":"\d+"\}$/m.test(body)) return null;
  return `${res.status}: ${body.slice(0, 200)}`;
}

/** The server still does its job after the hostile requests: a good create through the browser. */
async function stillServes() {
  const page = await browser().newPage({ locale: "en-GB" });
  await createRoster(page, base, "Still here");
  await page.close();
}

/**
 * Writes a request head (and the start of a body) on a raw socket and resolves with the status
 * line of the answer — without ever sending the rest of the body. A server that waits for the
 * declared body never answers, and the test's own timeout fails it.
 */
function statusBeforeBody(head: string, bodyStart = ""): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(head + "\r\n" + bodyStart));
    let out = "";
    socket.on("data", (d) => {
      out += d.toString("latin1");
      const end = out.indexOf("\r\n");
      if (end >= 0) {
        socket.destroy();
        resolve(out.slice(0, end));
      }
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(out.split("\r\n")[0] ?? ""));
  });
}

const hostileBodies: [string, string][] = [
  ["not JSON", "not json"],
  ["empty", ""],
  ["a JSON object, not an argument list", '{"version":1}'],
  ["a Flight promise reference", '["$Q1"]'],
  ["a Flight FormData reference", '["$F1"]'],
  ["a Flight form-state reference", '["$K1"]'],
  ["a Flight chunk reference", '["$@1"]'],
  ["a Flight reference inside an object", '[{"viewId":"$1","key":"x"}]'],
  ["a Flight temporary reference", '["$T"]'],
  ["a Flight server reference", '["$h0"]'],
  ["deep nesting", "[".repeat(100_000) + "]".repeat(100_000)],
  ["deep objects", '[{"a":'.repeat(1) + '{"a":'.repeat(5_000) + "1" + "}".repeat(5_001) + "]"],
  ["truncated JSON", '["{\\"version\\":1'],
];

describe("server actions over HTTP: hostile bodies never get more than Next's own error answer", () => {
  it("each hostile body to each action on each page: a 4xx or Next's opaque 500, never a stack trace; the server goes on", async () => {
    const problems: string[] = [];
    for (const action of ACTIONS)
      for (const path of PAGES)
        for (const [what, body] of hostileBodies) {
          const problem = await safeAnswer(await actionPost(path, action.id, body));
          if (problem) problems.push(`${action.name} ${path} ${what}: ${problem}`);
        }
    expect(problems).toEqual([]);
    await stillServes();
  });

  it("bodies an app client never sends — multipart, form-encoded, JSON content type — never leak or break the server", async () => {
    const create = ACTIONS[0]!.id;
    const multipart = ["--xx", 'Content-Disposition: form-data; name="1_$ACTION_ID_abc"', "", "x", "--xx--", ""].join("\r\n");
    for (const [type, body] of [
      ["multipart/form-data; boundary=xx", multipart],
      ["multipart/form-data; boundary=xx", "garbage"],
      ["multipart/form-data", ""],
      ["application/x-www-form-urlencoded", "a=b&$ACTION_ID_x=1"],
      ["application/json", '["{}"]'],
      ["", '["{}"]'],
    ] as const) {
      const res = await actionPost("/", create, body, { "content-type": type });
      expect(await safeAnswer(res), type).toBeNull();
    }
    await stillServes();
  });

  it(`500 seeded random and mutated bodies (seed 0x${SEED.toString(16)}) to the actions: never a leak, and well-formed ones are served`, async () => {
    const rng = new Rng(SEED);
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    for (let i = 0; i < 500; i++) {
      const action = rng.pick(ACTIONS);
      const good = JSON.stringify([JSON.stringify(validRoster(rng, book, { maxUnits: 5 }))]);
      const body = rng.weighted<string>([
        [4, () => mutateText(rng, good, 6)],
        [3, () => JSON.stringify([randomJson(rng)])],
        [2, () => JSON.stringify(randomJson(rng))],
        [1, () => good],
      ]);
      const res = await actionPost(rng.pick(PAGES), action.id, body);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const problem = await safeAnswer(res);
      if (problem) problems.push(`${action.name} ${problem}: ${body.slice(0, 200)}`);
    }
    expect(problems, `statuses ${JSON.stringify(Object.fromEntries(statuses))}`).toEqual([]);
    expect(statuses.get(200) ?? 0, "some bodies were well-formed calls").toBeGreaterThan(0);
    await stillServes();
  });

  it("a body over the action limit (256 KB) is 413 (declared or sent), never 5xx", async () => {
    const create = ACTIONS[0]!.id;
    const big = JSON.stringify(["x".repeat(ACTION_BODY_MAX_BYTES)]);
    const res = await actionPost("/", create, big);
    expect(res.status).toBe(413);
    expect(await res.text()).toBe("The request is larger than 256 KB.");
  });

  it("a body sent chunked (no Content-Length) is 411 before it is read, in the reader's language, small or big", async () => {
    const create = ACTIONS[0]!.id;
    const stream = (text: string) =>
      new ReadableStream({
        start(controller) {
          const bytes = new TextEncoder().encode(text);
          for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.subarray(i, i + 64 * 1024));
          controller.close();
        },
      });
    const send = (text: string, lang = "en") =>
      fetch(base + "/", {
        method: "POST",
        headers: { origin, "next-action": create, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", "accept-language": lang },
        body: stream(text),
        duplex: "half",
        redirect: "manual",
      } as RequestInit);
    const big = await send(JSON.stringify(["x".repeat(ACTION_BODY_MAX_BYTES)]), "ru");
    expect(big.status).toBe(411);
    expect(await big.text()).toBe("У запроса нет длины (Content-Length).");
    const small = await send(JSON.stringify([JSON.stringify({ ...validRoster(new Rng(1), book), name: "Chunked" })]));
    expect(small.status).toBe(411);
    expect(await small.text()).toBe("The request has no length (Content-Length).");
  });

  it("a foreign Origin is 403 before the action runs; the app's own origin is served", async () => {
    const create = ACTIONS[0]!.id;
    for (const foreign of ["http://evil.example", "https://127.0.0.1.evil.example", "null", "not a url"]) {
      const res = await actionPost("/", create, '["{}"]', { origin: foreign });
      expect(res.status, foreign).toBe(403);
    }
    const res = await actionPost("/", create, '["{}"]', { "accept-language": "ru", origin: "http://evil.example" });
    expect(await res.text()).toBe("Запрос пришёл с другого сайта.");
    const own = await actionPost("/", create, '["{}"]');
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toMatch(/^text\/x-component/);
  });
});

describe("methods and paths", () => {
  it("a byte range whose end lies before its start: 416, never 5xx, on a static file and a page; a good range is served", async () => {
    for (const path of ["/sw.js", "/icon.svg", "/"]) {
      const res = await fetch(base + path, { headers: { range: "bytes=100-50" } });
      expect(res.status, path).toBe(416);
    }
    const part = await fetch(base + "/sw.js", { headers: { range: "bytes=0-9" } });
    expect([200, 206]).toContain(part.status);
  });

  it("TRACE and other methods: 405 (or the parser's 400), never 5xx; pages take no plain POST, PUT or DELETE", async () => {
    const line = (method: string, path: string) => statusBeforeBody(`${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n`);
    for (const path of ["/", "/api/validate", "/r/x"]) {
      for (const method of ["TRACE", "PROPFIND", "MKCOL"]) expect(await line(method, path), `${method} ${path}`).toMatch(/^HTTP\/1\.1 405 /);
      // methods Node's HTTP parser does not know are refused by the parser itself
      for (const method of ["TRACK", "FOO"]) expect(await line(method, path), `${method} ${path}`).toMatch(/^HTTP\/1\.1 4\d\d /);
    }
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const res = await fetch(base + "/victory", { method, body: method === "OPTIONS" ? null : "a=b", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
    }
    const api = await fetch(base + "/api/validate", { method: "PUT", body: "{}" });
    expect(api.status).toBe(405);
  });

  it("a declared body over the limit gets 413 at once, before any of it is sent", async () => {
    const head = (path: string, length: number, extra = "") => `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}`;
    expect(await statusBeforeBody(head("/api/validate", API_BODY_MAX_BYTES + 1), '{"version":')).toMatch(/^HTTP\/1\.1 413 /);
    expect(await statusBeforeBody(head("/api/victory", 50 * API_BODY_MAX_BYTES))).toMatch(/^HTTP\/1\.1 413 /);
    const action = `Next-Action: ${ACTIONS[0]!.id}\r\nOrigin: ${origin}\r\n`;
    expect(await statusBeforeBody(head("/", ACTION_BODY_MAX_BYTES + 1, action), '["')).toMatch(/^HTTP\/1\.1 413 /);
    expect(await statusBeforeBody(head("/r/x/edit", 10 * ACTION_BODY_MAX_BYTES, action))).toMatch(/^HTTP\/1\.1 413 /);
  });

  it("the CSP exclusions are whole paths: look-alike paths get the page CSP; the icon is served", async () => {
    for (const path of ["/favicon.icoX", "/favicon.ico.html", "/_next/staticX", "/_next/imageX", "/apiX", "/api"]) {
      const res = await fetch(base + path);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get("content-security-policy") ?? "", path).toMatch(/script-src 'self' 'nonce-/);
    }
    const icon = await fetch(base + "/favicon.ico");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await icon.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});

describe("one answer everywhere: an option id __proto__", () => {
  it("is UNKNOWN_OPTION through the API; imported in the browser (the create action) and through the rosters API it is kept and judged the same", async () => {
    const text = '{"version":1,"name":"Прото","armyBook":"soviet","pointsLimit":1000,"units":[{"unit":"cavalry","options":{"__proto__":1,"extra-soldiers":1}}]}';
    const api = await (await fetch(`${base}/api/validate`, { method: "POST", headers: { "content-type": "application/json" }, body: text })).json();
    expect(api.errors.map((e: { code: string; option: string }) => [e.code, e.option])).toEqual([["UNKNOWN_OPTION", "__proto__"]]);
    expect(api).toEqual(validateRoster(book, JSON.parse(text), "en").report);

    const page = await browser().newPage({ locale: "en-GB" });
    const imported = await importRoster(page, base, JSON.parse(text));
    await page.close();
    const created = await (await fetch(`${base}/api/rosters`, { method: "POST", headers: { "content-type": "application/json" }, body: text })).json();
    expect(created.summary).toMatchObject({ valid: false, points: api.points });
    for (const viewId of [imported.viewId, created.viewId]) {
      const stored = await (await fetch(`${base}/r/${viewId}/roster.json`)).text();
      expect(stored).toContain('"__proto__":1');
      const again = await (await fetch(`${base}/api/validate`, { method: "POST", headers: { "content-type": "application/json" }, body: stored })).json();
      expect(again.errors).toEqual(api.errors);
    }
  });
});
