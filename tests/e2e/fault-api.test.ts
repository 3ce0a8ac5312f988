/**
 * Fault injection over HTTP against `npm start`: 10,000 random, mutated and hostile requests to
 * POST /api/validate, POST /api/victory and GET /s/<code>, 16 in flight. No answer may be a 5xx;
 * the API routes always answer JSON, and the answer is exactly what the in-process engine says for
 * the same bytes (so a 400 comes exactly when the report has INVALID_INPUT, a 413 only for a body
 * over 1 MiB). Inputs come from a seeded PRNG: the same 10,000 on every run.
 */
import http from "node:http";
import net from "node:net";
import { describe, expect, inject, it } from "vitest";
import { validateRoster } from "../../lib/engine/report";
import { encodeRoster, decodeRoster } from "../../lib/share/codec";
import { toBase64Url } from "../../lib/share/base64url";
import { calculateVictoryFromInput } from "../../lib/victory/from-input";
import { isLang, langFromAcceptLanguage, type Lang } from "../../lib/text";
import { book, scoring } from "../support/book";
import { B64URL, jsonText, mutateText, mutateValue, randomJson, randomString, Rng, short, validRoster } from "../unit/fault-gen";
import { same } from "../support/same";

const base = inject("baseUrl");
const N = 10_000;
const CONCURRENCY = 16;
const MAX_BODY = 1024 * 1024;
const BROKEN_LINK = ["This roster link cannot be opened", "Ссылка на ростер не открывается"];

type Route = "/api/validate" | "/api/victory";
type Case =
  | { kind: string; route: Route; body: Uint8Array | string | null; headers: Record<string, string>; query: string; stream?: boolean }
  | { kind: string; route: "/s"; segment: string; plainCode: boolean; headers: Record<string, string> };

type Failure = { kind: string; request: string; problem: string };

// ---- inputs ------------------------------------------------------------------------------------

const utf8 = new TextEncoder();

function victoryInput(rng: Rng): unknown {
  const player = () => ({
    ...(rng.bool(0.7) ? { name: rng.pick(["Red", "Синие", "x".repeat(100), "a"]) } : {}),
    objectives: rng.int(0, 20),
    units: Array.from({ length: rng.int(0, 12) }, () => ({ points: rng.pick([0, 1, 99, 125, 200, 100_000, rng.int(0, 100_000)]), status: rng.pick(["intact", "damaged", "destroyed"]) })),
  });
  return { version: 1, pointsLimit: rng.pick([300, 1000, 3000, 3001, 100_000, rng.int(300, 100_000)]), players: [player(), player()] };
}

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "application/json; charset=utf-16",
  "application/octet-stream",
  "text/html",
  "*/*",
  "",
  "application/json, text/plain",
  "%%%",
];
const ACCEPT_LANGUAGES = ["ru", "en", "ru-RU,ru;q=0.9,en;q=0.8", "de", "", "*", "en;q=0.1,ru;q=0.2", ";;;,,,", "x".repeat(500)];

function apiHeaders(rng: Rng): Record<string, string> {
  const h: Record<string, string> = {};
  const ct = rng.pick(CONTENT_TYPES);
  if (ct) h["content-type"] = ct;
  if (rng.bool(0.7)) h["accept-language"] = rng.pick(ACCEPT_LANGUAGES);
  return h;
}

/** JSON text padded with spaces to exactly `bytes` bytes of UTF-8. */
function padTo(json: string, bytes: number): string {
  return json + " ".repeat(bytes - utf8.encode(json).length);
}

/** Bodies that no generator reaches by chance: encodings, sizes, nesting, numbers. */
function hostileBodies(rng: Rng): [string, Uint8Array | string | null][] {
  const roster = validRoster(rng, book, { maxUnits: 5 });
  const longUnits = (len: number) =>
    JSON.stringify({ ...roster, units: Array.from({ length: 200 }, (_, i) => ({ unit: `${i}-${"u".repeat(len)}`, options: { [`o-${"x".repeat(len / 4)}`]: i } })) });
  return [
    ["empty body", ""],
    ["no body", null],
    ["whitespace", " \n\t "],
    ["BOM + roster", "\uFEFF" + JSON.stringify(roster)],
    ["invalid UTF-8 byte", Uint8Array.from([0x7b, 0xff, 0x7d])],
    ["truncated UTF-8", Uint8Array.from([...utf8.encode('{"name":"'), 0xd0])],
    ["UTF-8 surrogate bytes", Uint8Array.from([...utf8.encode('{"version":1,"name":"'), 0xed, 0xa0, 0x80, ...utf8.encode('"}')])],
    ["overlong UTF-8", Uint8Array.from([0x22, 0xc0, 0xaf, 0x22])],
    ["UTF-16 JSON", Uint8Array.from(Buffer.from(JSON.stringify(roster), "utf16le"))],
    ["NUL bytes", "\u0000".repeat(100)],
    ["huge numbers", JSON.stringify(roster).replace(/"pointsLimit":\d+/, '"pointsLimit":1e400')],
    ["huge integer", JSON.stringify(roster).replace(/"pointsLimit":\d+/, `"pointsLimit":${"9".repeat(500)}`)],
    ["negative huge", JSON.stringify({ ...roster, units: [{ unit: "cavalry", options: { "extra-soldiers": -1e308 } }] })],
    ["MAX_VALUE count", `{"version":1,"name":"x","armyBook":"soviet","pointsLimit":1000,"units":[{"unit":"cavalry","options":{"extra-soldiers":1.7976931348623157e308}}]}`],
    ["2^53 count", `{"version":1,"name":"x","armyBook":"soviet","pointsLimit":1000,"units":[{"unit":"cavalry","options":{"extra-soldiers":9007199254740993}}]}`],
    ["nested arrays ×10,000", "[".repeat(10_000) + "]".repeat(10_000)],
    ["nested objects ×10,000", '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000)],
    ["nested arrays ×100,000", "[".repeat(100_000) + "]".repeat(100_000)],
    ["unbalanced nesting ×50,000", "[".repeat(50_000)],
    ["nested inside a roster", `{"version":1,"name":"x","armyBook":"soviet","pointsLimit":1000,"units":${"[".repeat(10_000)}${"]".repeat(10_000)}}`],
    ["nested inside a count", `{"version":1,"name":"x","armyBook":"soviet","pointsLimit":1000,"units":[{"unit":"cavalry","options":{"smg":${"[".repeat(10_000)}${"]".repeat(10_000)}}}]}`],
    ["200 units, 2,000-character ids", longUnits(2000)],
    ["200 units, 4,000-character ids", longUnits(4000)],
    ["exactly 1 MiB", padTo(JSON.stringify(roster), MAX_BODY)],
    ["1 MiB + 1 byte", padTo(JSON.stringify(roster), MAX_BODY + 1)],
    ["3 MiB", " ".repeat(3 * MAX_BODY)],
    ["__proto__ everywhere", JSON.stringify(roster).replace(/"units":/, '"__proto__":{"valid":true},"units":')],
    ["duplicate keys", JSON.stringify(roster).replace(/^\{/, '{"version":2,')],
    ["a victory input", JSON.stringify(victoryInput(rng))],
    ["a roster", JSON.stringify(roster)],
    ["random bytes", Uint8Array.from({ length: rng.int(1, 2000) }, () => rng.int(0, 255))],
  ];
}

function pickApiBody(rng: Rng, route: Route): [string, Uint8Array | string] {
  const valid = () => (route === "/api/validate" ? validRoster(rng, book, { maxUnits: rng.bool(0.01) ? 200 : 10 }) : victoryInput(rng));
  return rng.weighted<[string, Uint8Array | string]>([
    [25, () => ["mutated (structure)", jsonText(rng, mutateValue(rng, valid()))]],
    [25, () => ["mutated (text)", mutateText(rng, jsonText(rng, valid()))]],
    [15, () => ["valid", jsonText(rng, valid())]],
    [15, () => ["random JSON", jsonText(rng, randomJson(rng))]],
    [8, () => ["random text", randomString(rng, 200)]],
    [6, () => ["random bytes", Uint8Array.from({ length: rng.int(0, 300) }, () => rng.int(0, 255))]],
    [6, () => ["mutated bytes", mutateUtf8(rng, utf8.encode(jsonText(rng, valid())))]],
  ]);
}

function mutateUtf8(rng: Rng, bytes: Uint8Array): Uint8Array {
  const b = [...bytes];
  for (let k = rng.int(1, 3); k > 0; k--) {
    const at = rng.int(0, Math.max(0, b.length - 1));
    if (rng.bool()) b[at] = rng.pick([0x80, 0xbf, 0xc0, 0xc1, 0xe0, 0xed, 0xf0, 0xf5, 0xff, 0x00, rng.int(0, 255)]);
    else b.splice(at, 0, rng.pick([0xc3, 0xe2, 0xf0, 0xff]));
  }
  return Uint8Array.from(b);
}

/** FNV-1a, as in lib/share/codec.ts: re-seals a mutated payload so the parser (and the page) sees it. */
function seal(payload: number[]): string {
  let h = 0x811c9dc5;
  for (const x of payload) h = Math.imul(h ^ x, 0x01000193) >>> 0;
  return toBase64Url(Uint8Array.from([...payload, h >>> 24, (h >>> 16) & 255, (h >>> 8) & 255, h & 255]));
}

function pickSegment(rng: Rng, codes: string[]): { kind: string; segment: string; plainCode: boolean } {
  const code = rng.pick(codes);
  const payload = [...Buffer.from(code, "base64url").subarray(0, -4)];
  return rng.weighted<{ kind: string; segment: string; plainCode: boolean }>([
    [15, () => ({ kind: "valid code", segment: code, plainCode: true })],
    [25, () => ({ kind: "mutated code", segment: mutateText(rng, code, 4, B64URL), plainCode: true })],
    [
      25,
      () => {
        for (let k = rng.int(1, 3); k > 0; k--) {
          const at = rng.int(0, payload.length - 1);
          if (rng.bool(0.6)) payload[at] = payload[at]! ^ (1 << rng.int(0, 7));
          else payload.splice(at, rng.int(0, 2), ...Array.from({ length: rng.int(0, 2) }, () => rng.int(0, 255)));
        }
        return { kind: "re-sealed mutated payload", segment: seal(payload), plainCode: true };
      },
    ],
    [10, () => ({ kind: "random base64url", segment: Array.from({ length: rng.int(1, 400) }, () => rng.pick(B64URL)).join(""), plainCode: true })],
    [10, () => ({ kind: "random text, encoded", segment: encodeURIComponent(randomString(rng, 60, false)) || "x", plainCode: false })],
    [
      10,
      () => ({
        kind: "hostile path",
        segment: rng.pick([
          "%",
          "%E0%A4%A",
          "%ED%A0%80",
          "%C0%AF",
          "%FF",
          "%00",
          "%25",
          "..%2F..%2Fetc%2Fpasswd",
          "%2e%2e",
          code + "%",
          encodeURIComponent(code + "\u0000"),
          "A".repeat(8193),
          "A".repeat(20_000),
          encodeURIComponent("💣".repeat(1000)),
          `${code}/print`,
        ]),
        plainCode: false,
      }),
    ],
    [5, () => ({ kind: "huge code", segment: code.repeat(Math.ceil(9000 / code.length)), plainCode: true })],
  ]);
}

/** the PRNG seed: fixed, and named in the test title (so in every failure) */
const SEED = 0xf417_a91;

function buildCases(): Case[] {
  const rng = new Rng(SEED);
  const cases: Case[] = [];
  const codes = Array.from({ length: 60 }, () => encodeRoster(book, validRoster(rng, book, { maxUnits: 12 })));
  // the fixed hostile set, to both API routes, under a few content types
  for (const route of ["/api/validate", "/api/victory"] as const)
    for (const [kind, body] of hostileBodies(rng)) {
      cases.push({ kind: `hostile: ${kind}`, route, body, headers: apiHeaders(rng), query: "" });
      if (body !== null && typeof body === "string" && body.length > MAX_BODY)
        cases.push({ kind: `hostile: ${kind}, streamed without a length`, route, body, headers: apiHeaders(rng), query: "", stream: true });
    }
  while (cases.length < N) {
    const r = rng.next();
    if (r < 0.07) {
      cases.push({ route: "/s", headers: rng.bool(0.5) ? { "accept-language": rng.pick(ACCEPT_LANGUAGES) } : {}, ...pickSegment(rng, codes) });
      continue;
    }
    const route = r < 0.6 ? "/api/validate" : "/api/victory";
    const [kind, body] = pickApiBody(rng, route);
    const query = rng.bool(0.1) ? `?lang=${rng.pick(["ru", "en", "de", "", "RU"])}` : "";
    cases.push({ kind, route, body, headers: apiHeaders(rng), query });
  }
  return cases;
}

// ---- the oracle ----------------------------------------------------------------------------------

function langOf(headers: Record<string, string>, query: string): Lang {
  const q = new URLSearchParams(query).get("lang");
  return isLang(q) ? q : langFromAcceptLanguage(headers["accept-language"] ?? null);
}

/** What the route must answer for these bytes: the engine run in this process on the same input. */
function expectedApi(c: Extract<Case, { route: Route }>): { status: number; body?: unknown; errorsOnly?: true } {
  const bytes = c.body === null ? new Uint8Array() : typeof c.body === "string" ? utf8.encode(c.body) : c.body;
  if (bytes.length > MAX_BODY) return { status: 413, errorsOnly: true };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return { status: 400, errorsOnly: true };
  }
  const lang = langOf(c.headers, c.query);
  if (c.route === "/api/validate") {
    const result = validateRoster(book, value, lang);
    const invalidInput = result.report.errors.some((e) => e.code === "INVALID_INPUT");
    return { status: invalidInput ? 400 : 200, body: JSON.parse(JSON.stringify(result.report)) };
  }
  const outcome = calculateVictoryFromInput(value, scoring, lang);
  return outcome.ok ? { status: 200, body: JSON.parse(JSON.stringify(outcome.result)) } : { status: 400, body: JSON.parse(JSON.stringify({ errors: outcome.errors })) };
}


/** node:http with keep-alive: fetch costs about twice as much per request, and 10,000 of them add up. */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const { hostname, port } = new URL(base);

function send(c: Case): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const bytes = c.route === "/s" || c.body === null ? null : typeof c.body === "string" ? Buffer.from(c.body, "utf8") : Buffer.from(c.body);
    const headers: Record<string, string> = { ...c.headers };
    if (bytes && !(c.route !== "/s" && c.stream)) headers["content-length"] = String(bytes.length);
    const req = http.request(
      { host: hostname, port: Number(port), agent, method: c.route === "/s" ? "GET" : "POST", path: c.route === "/s" ? `/s/${c.segment}` : c.route + c.query, headers },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    // a server that answers 413 may stop reading a large body: only an error before any answer counts
    req.on("error", (e) => {
      if (!answered) reject(e);
    });
    if (!bytes) req.end();
    else if (c.route !== "/s" && c.stream) {
      // chunked, no Content-Length: the size cap must hold while reading
      for (let i = 0; i < bytes.length; i += 64 * 1024) req.write(bytes.subarray(i, i + 64 * 1024));
      req.end();
    } else req.end(bytes);
  });
}

function check(c: Case, res: { status: number; type: string; text: string }): string | null {
  if (res.status >= 500) return `status ${res.status}: ${res.text.slice(0, 300)}`;
  if (c.route === "/s") {
    if (res.status === 431 || res.status === 414) return c.segment.length > 8000 ? null : `status ${res.status} for a ${c.segment.length}-character path`;
    if (res.status === 400) return /%/.test(c.segment) ? null : `400 for a path without percent-encoding`;
    if (res.status === 308 && (c.segment === "" || c.segment.endsWith("/"))) return null; // "/s/" → "/s"
    if (res.status !== 200 && res.status !== 404) return `status ${res.status}`;
    if (!res.type.startsWith("text/html")) return `content-type ${res.type}`;
    if (c.plainCode) {
      const decoded = decodeRoster(book, c.segment);
      const broken = BROKEN_LINK.some((t) => res.text.includes(t));
      if (res.status !== 200) return `status ${res.status} for a code`;
      if (decoded.ok === broken) return decoded.ok ? "a decodable code shown as a broken link" : `an undecodable code (${decoded.reason}) not shown as a broken link`;
    }
    return null;
  }
  if (!res.type.startsWith("application/json")) return `content-type "${res.type}" (status ${res.status})`;
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    return `not JSON: ${res.text.slice(0, 200)}`;
  }
  const want = expectedApi(c);
  if (res.status !== want.status) return `status ${res.status}, expected ${want.status}: ${res.text.slice(0, 300)}`;
  if (want.errorsOnly) {
    const errors = (body as { errors?: { code?: string; path?: unknown }[] }).errors;
    if (!Array.isArray(errors) || errors.length === 0 || errors.some((e) => e.code !== "INVALID_INPUT" || !Array.isArray(e.path)))
      return `expected INVALID_INPUT errors, got ${res.text.slice(0, 300)}`;
    if (c.route === "/api/validate" && !same(body, { valid: false, points: null, pointsLimit: null, units: [], errors }))
      return `not an INVALID_INPUT report: ${res.text.slice(0, 300)}`;
    return null;
  }
  if (!same(body, want.body)) return `answer differs from the engine's:\n   got      ${res.text.slice(0, 300)}\n   expected ${short(want.body, 300)}`;
  return null;
}

/** Sends bytes as they are (fetch would fix the framing) and returns the response head; the socket stays open for writing. */
async function raw(request: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let out = "";
    const done = () => {
      socket.destroy();
      resolve(out);
    };
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(request.slice(0, 120))}`)));
    socket.on("data", (d) => {
      out += d.toString("latin1");
      if (out.includes("\r\n\r\n")) done();
    });
    socket.on("close", () => resolve(out));
    socket.on("error", reject);
  });
}

// ---- the run ------------------------------------------------------------------------------------

describe("the HTTP surface under 10,000 random and hostile requests", () => {
  it(`never answers 5xx; API answers are JSON and equal the engine's; 400 exactly for INVALID_INPUT, 413 only over 1 MiB (Rng seed 0x${SEED.toString(16)})`, async () => {
    const cases = buildCases();
    expect(cases).toHaveLength(N);
    const failures: Failure[] = [];
    const statuses = new Map<string, number>();
    let next = 0;
    const started = Date.now();
    async function worker() {
      for (;;) {
        const i = next++;
        if (i >= cases.length) return;
        const c = cases[i]!;
        const what = c.route === "/s" ? `GET /s/${short(c.segment, 200)}` : `POST ${c.route}${c.query} ${short(c.headers)} ${c.body === null ? "(no body)" : typeof c.body === "string" ? short(c.body, 300) : `bytes ${short(Buffer.from(c.body.subarray(0, 100)).toString("hex"))}`}`;
        try {
          const res = await send(c);
          const key = `${c.route} ${res.status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          const problem = check(c, res);
          if (problem) failures.push({ kind: c.kind, request: what, problem });
        } catch (e) {
          failures.push({ kind: c.kind, request: what, problem: `request failed: ${String((e as Error).cause ?? e).slice(0, 200)}` });
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const elapsed = Date.now() - started;
    const summary = `${failures.length} failures in ${N} requests (${elapsed} ms; ${JSON.stringify(Object.fromEntries(statuses))}); first ones:\n${failures
      .slice(0, 8)
      .map((f) => `[${f.kind}] ${f.problem}\n   ${f.request}`)
      .join("\n")}`;
    expect(failures, summary).toHaveLength(0);
    // every route answered, and each answered both ways
    for (const key of ["/api/validate 200", "/api/validate 400", "/api/validate 413", "/api/victory 200", "/api/victory 400", "/api/victory 413", "/s 200"])
      expect(statuses.get(key) ?? 0, key).toBeGreaterThan(0);
  }, 300_000);

  it("hand-made HTTP framing: a declared length over 1 MiB → 413; malformed lengths and chunks never get a 5xx", async () => {
    const head = (route: string, extra: string) => `POST ${route} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${extra}Connection: close\r\n\r\n`;
    expect(await raw(head("/api/validate", `Content-Length: ${MAX_BODY + 1}\r\n`) + " ".repeat(MAX_BODY + 1))).toMatch(/^HTTP\/1\.1 413 /);
    expect(await raw(head("/api/victory", `Content-Length: ${20 * MAX_BODY}\r\n`) + " ".repeat(20 * MAX_BODY))).toMatch(/^HTTP\/1\.1 413 /);
    const answers: [string, string][] = [];
    for (const route of ["/api/validate", "/api/victory"]) {
      for (const length of ["abc", "-1", "1e3", "99999999999999999999", "5, 6", "0x10", ""])
        answers.push([`Content-Length: ${length}`, await raw(head(route, `Content-Length: ${length}\r\n`) + "{}")]);
      answers.push(["length shorter than the body", await raw(head(route, "Content-Length: 2\r\n") + '{}{"version":1}')]);
      answers.push(["two lengths", await raw(head(route, "Content-Length: 2\r\nContent-Length: 3\r\n") + "{} ")]);
      answers.push(["bad chunk size", await raw(head(route, "Transfer-Encoding: chunked\r\n") + "zz\r\n{}\r\n0\r\n\r\n")]);
      answers.push(["chunk longer than declared", await raw(head(route, "Transfer-Encoding: chunked\r\n") + "2\r\n{}}}}\r\n0\r\n\r\n")]);
      answers.push(["chunked and a length", await raw(head(route, "Transfer-Encoding: chunked\r\nContent-Length: 2\r\n") + "2\r\n{}\r\n0\r\n\r\n")]);
    }
    for (const [what, answer] of answers) expect(answer, what).toMatch(/^HTTP\/1\.1 [1-4]\d\d /);
  });

  it("other methods on the API routes are refused without a 5xx", async () => {
    for (const route of ["/api/validate", "/api/victory"])
      for (const method of ["GET", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"]) {
        const res = await fetch(base + route, { method });
        expect(res.status, `${method} ${route}`).toBeLessThan(500);
      }
  });
});
