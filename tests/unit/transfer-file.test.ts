import { describe, expect, it } from "vitest";
import { describeFileFailure } from "../../lib/transfer/transfer-text";
import { MAX_ROSTERS_FILE_BYTES, ROSTERS_FILE_KIND, readRostersFile, rostersFile, type FileFailure, type FileRead } from "../../lib/transfer/file";
import { MAX_TRANSFER_ROSTERS } from "../../lib/transfer/entries";
import { newEditKey, newViewId } from "../../server/data/keys";
import { RULES_EXAMPLE_ROSTER } from "../support/examples";
import type { Roster } from "../../lib/roster/schema";

const roster: Roster = { ...RULES_EXAMPLE_ROSTER, version: 1, bookVersion: 1 };
const entry = (withRoster = true) => ({ viewId: newViewId(), key: newEditKey(), roster: withRoster ? roster : null });
const good = rostersFile([entry(), entry(false), entry()], new Date("2026-12-01T10:00:00Z"));

const read = (value: unknown): FileRead => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return readRostersFile(text, new Blob([text]).size);
};
const failure = (r: FileRead) => (r.ok ? "ok" : r);

describe("the file of my rosters", () => {
  it("reads back what was written: keys, contents, and null for a roster the server no longer had", () => {
    const r = read(JSON.stringify(good, null, 2));
    expect(r).toEqual({ ok: true, file: good });
    expect(good).toMatchObject({ kind: ROSTERS_FILE_KIND, version: 1, exportedAt: "2026-12-01T10:00:00.000Z" });
  });

  it("too_large: refused by its size before it is read", () => {
    expect(readRostersFile("{}", MAX_ROSTERS_FILE_BYTES + 1)).toEqual({ ok: false, reason: "too_large", maxBytes: MAX_ROSTERS_FILE_BYTES });
  });

  it("not_json: text that is not JSON", () => {
    for (const text of ["", "hello", "{\"kind\":", "\u0000"]) expect(failure(read(text))).toEqual({ ok: false, reason: "not_json" });
  });

  it("not_rosters_file: JSON of something else (a single roster, a list, null, a number)", () => {
    for (const value of [RULES_EXAMPLE_ROSTER, [good], null, 42, { ...good, kind: "roster" }])
      expect(failure(read(value))).toEqual({ ok: false, reason: "not_rosters_file" });
  });

  it("version: a version this app does not know, or none", () => {
    expect(failure(read({ ...good, version: 2 }))).toEqual({ ok: false, reason: "version", version: 2 });
    const { version: _dropped, ...noVersion } = good;
    expect(failure(read(noVersion))).toEqual({ ok: false, reason: "version", version: undefined });
  });

  it("shape: a malformed key, a broken roster, a roster twice, none at all, too many, an unknown field — each with its path", () => {
    const [a, b] = good.rosters as [(typeof good.rosters)[number], (typeof good.rosters)[number]];
    const cases: [unknown, string][] = [
      [{ ...good, rosters: [{ ...a, key: "short" }] }, "rosters.0.key"],
      [{ ...good, rosters: [a, { ...b, viewId: "../etc/passwd" }] }, "rosters.1.viewId"],
      [{ ...good, rosters: [{ ...a, roster: { ...roster, units: "many" } }] }, "rosters.0.roster.units"],
      [{ ...good, rosters: [a, { ...b, viewId: a.viewId }] }, "rosters"],
      [{ ...good, rosters: [] }, "rosters"],
      [{ ...good, rosters: Array.from({ length: MAX_TRANSFER_ROSTERS + 1 }, () => entry(false)) }, "rosters"],
      [{ ...good, rosters: [{ ...a, extra: true }] }, "rosters.0.extra"],
      [{ ...good, owner: "me" }, "owner"],
      [{ ...good, exportedAt: 5 }, "exportedAt"],
    ];
    for (const [value, path] of cases) expect(failure(read(value)), path).toEqual({ ok: false, reason: "shape", path });
  });

  it("every reason reads as a sentence in Russian and English", () => {
    const failures: FileFailure[] = [
      { reason: "too_large", maxBytes: MAX_ROSTERS_FILE_BYTES },
      { reason: "not_json" },
      { reason: "not_rosters_file" },
      { reason: "version", version: 7 },
      { reason: "version", version: undefined },
      { reason: "shape", path: "rosters.0.key" },
    ];
    for (const f of failures)
      for (const lang of ["ru", "en"] as const) {
        const text = describeFileFailure(f, lang);
        expect(text).toMatch(/[.)]$/);
        expect(text).not.toMatch(/[{}]/);
      }
    expect(describeFileFailure({ reason: "too_large", maxBytes: MAX_ROSTERS_FILE_BYTES }, "en")).toContain("10 MB");
    expect(describeFileFailure({ reason: "shape", path: "rosters.0.key" }, "ru")).toContain("rosters.0.key");
  });
});
