import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { catalogOf } from "../../lib/army-book/catalog";
import { armyBookStamp, cachedRoute, readPrintView, shareStamp } from "../../lib/page-cache/cached-route";
import { encodeRoster } from "../../lib/share/encode";
import { hashPolicy, inlineScriptHashes } from "../../server/http/csp.mjs";
import { errata } from "../support/errata";
import { bothBooks, legion } from "../support/fixture-book";
import { legalLegion } from "../support/legion-cases";

const soviet = bothBooks.books.get("soviet")![0]!;
const code = encodeRoster(soviet, { version: 1, name: "Test", armyBook: "soviet", pointsLimit: 1000, units: [{ unit: "red-army-infantry" }] });
const legionCode = encodeRoster(legion, legalLegion);
const withErrata = catalogOf([soviet, errata(), legion]);
const q = (s = "") => new URLSearchParams(s);

describe("the stamp of a cached page", () => {
  it("a share page's is its book's newest version: a new version of its book changes it, one of another book does not", () => {
    expect(shareStamp(bothBooks, code)).toBe("v1");
    expect(shareStamp(withErrata, code)).toBe("v2");
    expect(shareStamp(withErrata, legionCode)).toBe(shareStamp(bothBooks, legionCode));
  });

  it("a code with no readable header, or of a book not held, has none (its broken-link page is rendered per request)", () => {
    expect(shareStamp(bothBooks, "not-a-code")).toBeUndefined();
    expect(shareStamp(bothBooks, "%E0%A4%A")).toBeUndefined();
    expect(shareStamp(catalogOf([soviet]), legionCode)).toBeUndefined();
  });

  it("the army book's covers its versions and the other books it links, not their versions", () => {
    expect(armyBookStamp(withErrata, "soviet")).not.toBe(armyBookStamp(bothBooks, "soviet"));
    expect(armyBookStamp(withErrata, "test-legion")).toBe(armyBookStamp(bothBooks, "test-legion"));
    expect(armyBookStamp(catalogOf([legion]), "test-legion")).not.toBe(armyBookStamp(bothBooks, "test-legion"));
  });
});

describe("cachedRoute: a public address → the headers naming its cached page", () => {
  it("folds the query into the page's name, so junk values share the default's entry", () => {
    const newest = cachedRoute(withErrata, "ru", "/army-book", q());
    expect(newest).toMatchObject({ "x-page-lang": "ru", "x-page-book": "soviet", "x-page-version": "newest" });
    expect(cachedRoute(withErrata, "ru", "/army-book", q("book=nope&version=junk"))).toEqual(newest);
    expect(cachedRoute(withErrata, "ru", "/army-book", q("version=7"))).toEqual(newest);
    expect(cachedRoute(withErrata, "en", "/army-book", q("book=soviet&version=1"))).toMatchObject({ "x-page-lang": "en", "x-page-version": "1" });
    expect(cachedRoute(withErrata, "en", "/army-book", q("book=test-legion"))).toMatchObject({ "x-page-book": "test-legion" });
  });

  it("share pages and their print view; anything else is rendered per request", () => {
    expect(cachedRoute(bothBooks, "en", `/s/${code}`, q())).toEqual({ "x-page-lang": "en", "x-page-stamp": "v1" });
    const print = cachedRoute(bothBooks, "en", `/s/${code}/print`, q("boxes=0&sheet=1"));
    expect(print).toMatchObject({ "x-page-view": "boxes0-sheet1" });
    expect(readPrintView(print!["x-page-view"]!)).toEqual({ boxes: false, sheet: true });
    expect(readPrintView(cachedRoute(bothBooks, "en", `/s/${code}/print`, q())!["x-page-view"]!)).toEqual({ boxes: true, sheet: false });
    for (const path of ["/", "/s/not-a-code", `/s/${code}/other`, "/r/abc", "/army-book/x", "/cached/en/v1/s/x"]) expect(cachedRoute(bothBooks, "en", path, q())).toBeNull();
  });
});

describe("the CSP of a cached page", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
  const html = `<html><head><script src="/_next/a.js" async="" integrity="sha256-x"></script><script id="_R_">self.a=1</script></head><body><script>self.__next_f.push([1,"x<\\/script>"])</script><SCRIPT>b()</SCRIPT></body></html>`;

  it("admits each inline script by the hash of its exact text, and no script with a src by hash", () => {
    expect(inlineScriptHashes(html)).toEqual([sha("self.a=1"), sha('self.__next_f.push([1,"x<\\/script>"])'), sha("b()")]);
  });

  it("has no nonce, no 'unsafe-inline' for scripts, and admits nothing altered", () => {
    const scriptSrc = hashPolicy(html).split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc.startsWith("script-src 'self' 'sha256-")).toBe(true);
    expect(scriptSrc).not.toMatch(/nonce|unsafe-inline|strict-dynamic/);
    expect(scriptSrc).not.toContain(sha("self.a=1;alert(1)"));
    expect(hashPolicy("<p>no scripts</p>")).toContain("script-src 'self';");
  });
});
