/**
 * The rosters API over real HTTP (server/http/rosters-api.ts): what the builder's create and save
 * do, for tools. Each refusal on both sides of its boundary, and a roster made here opens in the
 * builder with its edit link.
 */
import { describe, expect, inject, it } from "vitest";
import { API_BODY_MAX_BYTES } from "../../lib/body-limits";
import { RULES_EXAMPLE_ROSTER } from "../support/examples";
import { browserForFile } from "../support/browser";
import { open } from "../support/page";
import { book } from "../support/book";
import { mutateText, randomJson, Rng, validRoster } from "../unit/fault-gen";

const base = inject("baseUrl");
const browser = browserForFile();
type Headers = Record<string, string>;
const call = (method: string, path: string, body?: unknown, headers: Headers = {}) =>
  fetch(base + path, { method, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": "application/json", ...headers } });
const bearer = (key: string): Headers => ({ authorization: `Bearer ${key}` });

/** 100 points, legal */
const legal = { ...RULES_EXAMPLE_ROSTER, name: "API list", units: [{ unit: "red-army-infantry" }] };
type Created = { viewId: string; editKey: string; url: string; editUrl: string; summary: { version: number; points: number; valid: boolean; name: string } };

async function created(roster: unknown = legal): Promise<Created> {
  const res = await call("POST", "/api/rosters", roster);
  expect(res.status).toBe(201);
  return res.json();
}

describe("POST /api/rosters", () => {
  it("a v1 roster → 201 with its view and edit links and the server's verdict; an illegal one is stored as such", async () => {
    const made = await created();
    expect(made.summary).toMatchObject({ version: 1, points: 100, valid: true, name: "API list" });
    expect(made.url).toBe(`${base}/r/${made.viewId}`);
    expect(made.editUrl).toBe(`${base}/r/${made.viewId}/edit?key=${encodeURIComponent(made.editKey)}`);
    expect(await (await fetch(`${base}/r/${made.viewId}/roster.json`)).json()).toMatchObject({ name: "API list", units: [{ unit: "red-army-infantry" }] });
    const illegal = await created(RULES_EXAMPLE_ROSTER);
    expect(illegal.summary).toMatchObject({ points: 335, valid: false });
  });

  it("bad input → 400 INVALID_INPUT at the field, in the caller's language; nothing stored", async () => {
    const res = await call("POST", "/api/rosters?lang=ru", { ...legal, pointsLimit: 299 });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([{ code: "INVALID_INPUT", unit: null, option: null, path: ["pointsLimit"], message: "Значение меньше допустимого (минимум 300)." }]);
    const book = await call("POST", "/api/rosters", { ...legal, armyBook: "german" });
    expect(book.status).toBe(400);
    expect((await book.json()).errors[0]).toMatchObject({ code: "INVALID_INPUT", path: ["armyBook"] });
    const broken = await call("POST", "/api/rosters", "{ not json");
    expect(broken.status).toBe(400);
    expect((await broken.json()).errors[0]).toMatchObject({ code: "INVALID_INPUT", path: [] });
  });

  it("a body at the API limit is read; one byte over → 413", async () => {
    const padded = (size: number) => {
      const text = JSON.stringify({ ...legal, name: "x" });
      return text.slice(0, -1) + " ".repeat(size - text.length) + "}";
    };
    expect((await call("POST", "/api/rosters", padded(API_BODY_MAX_BYTES))).status).toBe(201);
    expect((await call("POST", "/api/rosters", padded(API_BODY_MAX_BYTES + 1))).status).toBe(413);
  });

  it("a roster made here opens in the builder with its edit link", async () => {
    const made = await created({ ...legal, name: "Made by a bot" });
    const page = await browser().newPage({ locale: "en-GB" });
    await open(page, made.editUrl);
    await expect.poll(() => page.getByTestId("army-points").textContent()).toContain("100");
    await expect.poll(() => page.locator("#roster-name").inputValue()).toBe("Made by a bot");
    await page.close();
  });
});

describe("PUT /api/rosters/{viewId}", () => {
  it("the edit key and the latest version → 200 with the next version; the roster is replaced", async () => {
    const made = await created();
    const res = await call("PUT", `/api/rosters/${made.viewId}`, { version: 1, roster: { ...legal, name: "Renamed" } }, bearer(made.editKey));
    expect(res.status).toBe(200);
    expect((await res.json()).summary).toMatchObject({ version: 2, name: "Renamed" });
    expect((await (await fetch(`${base}/r/${made.viewId}/roster.json`)).json()).name).toBe("Renamed");
  });

  it("a stale version → 409 VERSION_CONFLICT carrying the current roster; nothing saved", async () => {
    const made = await created();
    expect((await call("PUT", `/api/rosters/${made.viewId}`, { version: 1, roster: { ...legal, name: "First" } }, bearer(made.editKey))).status).toBe(200);
    const res = await call("PUT", `/api/rosters/${made.viewId}`, { version: 1, roster: { ...legal, name: "Second" } }, bearer(made.editKey));
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.errors[0]).toMatchObject({ code: "VERSION_CONFLICT" });
    expect(body.errors[0].message).toContain("version 2");
    expect(body.current).toMatchObject({ roster: { name: "First" }, summary: { version: 2 } });
    expect((await (await fetch(`${base}/r/${made.viewId}/roster.json`)).json()).name).toBe("First");
  });

  it("no key, a wrong key or another scheme → 401 with WWW-Authenticate; an unknown roster → 404; nothing saved", async () => {
    const made = await created();
    const other = await created();
    for (const headers of [{}, bearer(other.editKey), bearer("x"), { authorization: `Basic ${made.editKey}` }] as Headers[]) {
      const res = await call("PUT", `/api/rosters/${made.viewId}`, { version: 1, roster: { ...legal, name: "Hijacked" } }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="rosters"');
      expect((await res.json()).errors[0].code).toBe("UNAUTHORIZED");
    }
    for (const id of ["nope-nope-no", "../etc", "x".repeat(65)]) {
      const res = await call("PUT", `/api/rosters/${encodeURIComponent(id)}`, { version: 1, roster: legal }, bearer(made.editKey));
      expect(res.status, id).toBe(404);
      expect((await res.json()).errors[0].code).toBe("ROSTER_NOT_FOUND");
    }
    expect((await (await fetch(`${base}/r/${made.viewId}/roster.json`)).json()).name).toBe("API list");
  });

  it("bad input → 400 at its path under the body (roster.…), extra fields refused; other methods → 405", async () => {
    const made = await created();
    const res = await call("PUT", `/api/rosters/${made.viewId}`, { version: 1, roster: { ...legal, units: [{ unit: "red-army-infantry", options: { lmg: -1 } }] } }, bearer(made.editKey));
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].path).toEqual(["roster", "units", 0, "options", "lmg"]);
    for (const body of [{ version: 0, roster: legal }, { version: 1 }, { version: 1, roster: legal, viewId: made.viewId }]) {
      const refused = await call("PUT", `/api/rosters/${made.viewId}`, body, bearer(made.editKey));
      expect(refused.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await call("GET", `/api/rosters/${made.viewId}`)).status).toBe(405);
    expect((await call("DELETE", `/api/rosters/${made.viewId}`, undefined, bearer(made.editKey))).status).toBe(405);
    expect((await call("GET", "/api/rosters")).status).toBe(405);
  });
});

const SEED = 0x5eed_7a91;
describe(`hostile bodies (seed 0x${SEED.toString(16)})`, () => {
  it("300 random and mutated bodies to POST and PUT: never a 5xx; every refusal is JSON errors; what is created is readable", async () => {
    const rng = new Rng(SEED);
    const made = await created();
    let version = 1;
    const statuses = new Map<string, number>();
    const problems: string[] = [];
    for (let i = 0; i < 300; i++) {
      const good = validRoster(rng, book, { maxUnits: 5 });
      const put = rng.bool(0.5);
      const whole = put ? { version, roster: good } : good;
      const body = rng.weighted<string>([
        [4, () => mutateText(rng, JSON.stringify(whole), 6)],
        [3, () => JSON.stringify(randomJson(rng))],
        [1, () => JSON.stringify(whole)],
      ]);
      const res = put ? await call("PUT", `/api/rosters/${made.viewId}`, body, bearer(made.editKey)) : await call("POST", "/api/rosters", body);
      const key = `${put ? "PUT" : "POST"} ${res.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      const answer = await res.json().catch(() => null);
      if (res.status >= 500 || answer === null) problems.push(`${key}: ${body.slice(0, 160)}`);
      else if (res.status >= 400 && !(Array.isArray(answer.errors) && answer.errors.length > 0)) problems.push(`${key} without errors: ${JSON.stringify(answer).slice(0, 160)}`);
      else if (res.status === 200) version = answer.summary.version;
      else if (res.status === 201 && (await fetch(`${base}/r/${answer.viewId}/roster.json`)).status !== 200) problems.push(`${key}: created but not readable`);
    }
    expect(problems, `statuses ${JSON.stringify(Object.fromEntries(statuses))}`).toEqual([]);
    for (const key of ["POST 201", "POST 400", "PUT 200", "PUT 400"]) expect(statuses.get(key) ?? 0, key).toBeGreaterThan(0);
  });
});
