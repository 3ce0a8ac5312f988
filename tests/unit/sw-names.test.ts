/** What the offline worker may keep, and what a page brings along (worker/names.ts, shared with the pages). */
import { describe, expect, it } from "vitest";
import { companionPages, keepable } from "../../worker/names";

const origin = "https://hq.example";

describe("keepable", () => {
  it("keeps this app's pages, with their query", () => {
    expect(keepable("/r/abc/edit?key=k", origin)).toBe("/r/abc/edit?key=k");
    expect(keepable(`${origin}/army-book?book=soviet`, origin)).toBe("/army-book?book=soviet");
  });
  it("never keeps an organiser's or an entry's page, whose address carries its key; the event's public page is kept", () => {
    expect(keepable("/e/ev1/admin?key=k", origin)).toBeNull();
    expect(keepable("/e/ev1/entry/en1?key=k", origin)).toBeNull();
    expect(keepable("/e/ev1/admin/print?lang=ru&key=k", origin)).toBeNull();
    expect(keepable("/e/ev1", origin)).toBe("/e/ev1");
  });
  it("refuses other origins, however the address is written, the JSON API and build assets", () => {
    for (const url of ["//evil.example/x", "/\\\\evil.example/x", "https://evil.example/", "/api/army-book", "/_next/static/x.js", "http://[bad"]) expect(keepable(url, origin)).toBeNull();
  });
});

describe("companionPages", () => {
  it("a roster's builder brings its game page; other pages bring nothing", () => {
    expect(companionPages("/r/abc/edit")).toEqual(["/r/abc/game"]);
    for (const path of ["/r/abc", "/r/abc/print", "/r/abc/edit/x", "/", "/s/code"]) expect(companionPages(path)).toEqual([]);
  });
});
