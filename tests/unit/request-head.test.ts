import { describe, expect, it } from "vitest";
import { ACTION_BODY_MAX_BYTES, API_BODY_MAX_BYTES } from "../../lib/body-limits";
import { judgeRequestHead } from "../../server/http/request-head";

const action = { "next-action": "40abc", host: "localhost:3000", origin: "http://localhost:3000", "content-length": "2" };

describe("judgeRequestHead: what the request head alone decides", () => {
  it("a declared body at the limit passes; one byte over → 413, for the API (1 MiB) and actions (512 KB)", () => {
    expect(judgeRequestHead("POST", "/api/validate", { "content-length": String(API_BODY_MAX_BYTES) })).toBeNull();
    expect(judgeRequestHead("POST", "/api/validate", { "content-length": String(API_BODY_MAX_BYTES + 1) })?.status).toBe(413);
    expect(judgeRequestHead("POST", "/", { ...action, "content-length": String(ACTION_BODY_MAX_BYTES) })).toBeNull();
    expect(judgeRequestHead("POST", "/r/x/edit?key=k", { ...action, "content-length": String(ACTION_BODY_MAX_BYTES + 1) })?.status).toBe(413);
  });
  it("a byte range whose end lies before its start → 416; a well-formed range, an open one or another unit passes", () => {
    expect(judgeRequestHead("GET", "/sw.js", { range: "bytes=100-50" })).toMatchObject({ status: 416, headers: { "content-range": "bytes */*" } });
    expect(judgeRequestHead("GET", "/sw.js", { range: "bytes=0-10, 30-20" })?.status).toBe(416);
    expect(judgeRequestHead("GET", "/sw.js", { range: "bytes=-" })?.status).toBe(416);
    expect(judgeRequestHead("GET", "/sw.js", { range: "bytes=x-1" })?.status).toBe(416);
    for (const ok of ["bytes=0-0", "bytes=50-100", "bytes=100-", "bytes=-500", "bytes=0-1, 5-9", "items=1-0"]) expect(judgeRequestHead("GET", "/sw.js", { range: ok })).toBeNull();
  });
  it("the 413 of /api/validate is an INVALID_INPUT report, in the caller's language", () => {
    const refusal = judgeRequestHead("POST", "/api/validate?lang=x", { "content-length": "99999999", "accept-language": "ru" });
    expect(JSON.parse(refusal!.body)).toEqual({
      valid: false,
      points: null,
      pointsLimit: null,
      units: [],
      errors: [{ code: "INVALID_INPUT", unit: null, option: null, path: [], message: "Запрос больше 1024 КБ." }],
    });
    const byQuery = judgeRequestHead("POST", "/api/victory?lang=ru", { "content-length": "99999999", "accept-language": "en" });
    expect(JSON.parse(byQuery!.body)).toEqual({ errors: [{ code: "INVALID_INPUT", unit: null, option: null, path: [], message: "Запрос больше 1024 КБ." }] });
  });
  it("TRACE anywhere → 405; pages take GET, HEAD and action POSTs only; the API routes answer other methods themselves", () => {
    expect(judgeRequestHead("TRACE", "/", {})?.status).toBe(405);
    expect(judgeRequestHead("TRACE", "/api/validate", {})?.status).toBe(405);
    expect(judgeRequestHead("POST", "/victory", {})).toMatchObject({ status: 405, headers: { allow: "GET, HEAD" } });
    expect(judgeRequestHead("PUT", "/victory", action)?.status).toBe(405);
    expect(judgeRequestHead("GET", "/victory", {})).toBeNull();
    expect(judgeRequestHead("HEAD", "/victory", {})).toBeNull();
    expect(judgeRequestHead("POST", "/victory", action)).toBeNull();
    expect(judgeRequestHead("PUT", "/api/validate", {})).toBeNull();
  });
  it("an action from a foreign origin → 403; same host (or the forwarded host) passes; no Origin header is Next's to judge", () => {
    expect(judgeRequestHead("POST", "/", { ...action, origin: "http://evil.example" })?.status).toBe(403);
    expect(judgeRequestHead("POST", "/", { ...action, origin: "null" })?.status).toBe(403);
    expect(judgeRequestHead("POST", "/", { ...action, origin: "http://localhost:3001" })?.status).toBe(403);
    expect(judgeRequestHead("POST", "/", { ...action, origin: "https://app.example", "x-forwarded-host": "app.example" })).toBeNull();
    expect(judgeRequestHead("POST", "/", { "next-action": "40abc", host: "localhost:3000", "content-length": "2" })).toBeNull();
  });
  it("an action whose body has no declared length (sent chunked) → 411, in the reader's language; the API reads its own", () => {
    const { "content-length": _, ...chunked } = action;
    expect(judgeRequestHead("POST", "/", chunked)).toMatchObject({ status: 411, body: "The request has no length (Content-Length)." });
    expect(judgeRequestHead("POST", "/r/x/edit?key=k", { ...chunked, "accept-language": "ru" })).toMatchObject({ status: 411, body: "У запроса нет длины (Content-Length)." });
    expect(judgeRequestHead("POST", "/", { ...chunked, "transfer-encoding": "chunked", "content-length": "0" })).toBeNull();
    expect(judgeRequestHead("POST", "/api/validate", { "transfer-encoding": "chunked" })).toBeNull();
  });
});

describe("one action body limit", () => {
  it("next.config.js's serverActions.bodySizeLimit is ACTION_BODY_MAX_BYTES (the custom server checks it before Next does)", async () => {
    // @ts-expect-error next.config.js is plain JavaScript without types
    const config = (await import("../../next.config.js")).default as { experimental: { serverActions: { bodySizeLimit: string } } };
    expect(config.experimental.serverActions.bodySizeLimit).toBe(`${ACTION_BODY_MAX_BYTES / 1024}kb`);
  });
});
