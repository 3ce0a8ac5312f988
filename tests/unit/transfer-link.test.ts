import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fromBase64Url, toBase64Url } from "../../lib/share/base64url";
import { checksum } from "../../lib/share/checksum";
import { EDIT_KEY_BYTES, MAX_TRANSFER_ROSTERS, VIEW_ID_BYTES, transferable, transferEntrySchema, type TransferEntry } from "../../lib/transfer/entries";
import { describeLinkFailure } from "../../lib/transfer/transfer-text";
import { MAX_PAYLOAD_CHARS, TRANSFER_FORMAT, decodeTransfer, encodeTransfer, transferLink, type TransferFailure } from "../../lib/transfer/payload";
import { newEditKey, newViewId } from "../../server/data/keys";

const RUNS = { numRuns: 200 } as const;
const ENTRY_BYTES = VIEW_ID_BYTES + EDIT_KEY_BYTES;

const bytes = (n: number) => fc.uint8Array({ minLength: n, maxLength: n });
const entryArb = fc.record({ viewId: bytes(VIEW_ID_BYTES).map(toBase64Url), key: bytes(EDIT_KEY_BYTES).map(toBase64Url) });
const listArb = fc.uniqueArray(entryArb, { minLength: 1, maxLength: 40, selector: (e) => e.viewId });

/** A made-up payload: `body` with the right checksum after it, as base64url. */
function sealed(body: number[]): string {
  const out = new Uint8Array(body.length + 4);
  out.set(body);
  new DataView(out.buffer).setUint32(body.length, checksum(Uint8Array.from(body)));
  return toBase64Url(out);
}
const entryBytes = (e: TransferEntry) => [...fromBase64Url(e.viewId)!, ...fromBase64Url(e.key)!];
const head = (format: number, count: number) => [format, count >> 8, count & 255];
const reasonOf = (payload: string) => {
  const r = decodeTransfer(payload);
  return r.ok ? "ok" : r.reason;
};

const three: TransferEntry[] = [0, 1, 2].map(() => ({ viewId: newViewId(), key: newEditKey() }));

describe("the keys a transfer carries are the keys server/data/keys.ts makes", () => {
  it("takes every view id and edit key the server makes", () => {
    for (let i = 0; i < 200; i++) expect(transferEntrySchema.safeParse({ viewId: newViewId(), key: newEditKey() }).success).toBe(true);
  });
  it("refuses anything else: a wrong length, a character outside base64url, an extra field", () => {
    const good = three[0]!;
    for (const bad of [
      { ...good, viewId: good.viewId.slice(1) },
      { ...good, viewId: good.viewId + "A" },
      { ...good, key: good.key.slice(1) },
      { ...good, key: good.key.slice(1) + "=" },
      { ...good, viewId: "abc/def+ghi=" },
      { ...good, extra: 1 },
    ])
      expect(transferEntrySchema.safeParse(bad).success).toBe(false);
  });
  it("transferable() keeps well-formed entries once each, in order, at most the maximum", () => {
    const [a, b, c] = three as [TransferEntry, TransferEntry, TransferEntry];
    expect(transferable([a, { viewId: "short", key: "k" }, b, { viewId: a.viewId, key: c.key }, c])).toEqual([a, b, c]);
    const many = Array.from({ length: MAX_TRANSFER_ROSTERS + 5 }, () => ({ viewId: newViewId(), key: newEditKey() }));
    expect(transferable(many)).toEqual(many.slice(0, MAX_TRANSFER_ROSTERS));
  });
});

describe("encodeTransfer / decodeTransfer", () => {
  it("round-trips any list of rosters, in order", () => {
    fc.assert(
      fc.property(listArb, (list) => {
        const payload = encodeTransfer(list);
        expect(payload).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeTransfer(payload)).toEqual({ ok: true, entries: list });
      }),
      RUNS,
    );
  });
  it("is compact: 44 characters a roster; three rosters make a link of about 140 characters after #", () => {
    const payload = encodeTransfer(three);
    expect(payload.length).toBe(Math.ceil(((3 + 3 * ENTRY_BYTES + 4) * 4) / 3));
    expect(payload.length).toBeLessThan(150);
    expect(transferLink("https://example.org", three)).toBe(`https://example.org/transfer#${payload}`);
  });
  it("carries the maximum number of rosters, and MAX_PAYLOAD_CHARS is that payload's length", () => {
    const many = Array.from({ length: MAX_TRANSFER_ROSTERS }, () => ({ viewId: newViewId(), key: newEditKey() }));
    const payload = encodeTransfer(many);
    expect(payload.length).toBe(MAX_PAYLOAD_CHARS);
    expect(decodeTransfer(payload)).toEqual({ ok: true, entries: many });
  });
  it("reads a payload with the '#' and spaces a paste may bring", () => {
    expect(decodeTransfer(` #${encodeTransfer(three)}\n`)).toEqual({ ok: true, entries: three });
  });
  it("never encodes a list no transfer can carry", () => {
    expect(() => encodeTransfer([])).toThrow();
    expect(() => encodeTransfer([three[0]!, three[0]!])).toThrow();
    expect(() => encodeTransfer([{ viewId: "x", key: "y" }])).toThrow();
  });
});

describe("a damaged payload is refused with its reason, never with a list", () => {
  const good = encodeTransfer(three);

  it("empty: nothing after #", () => {
    for (const p of ["", "  ", "#"]) expect(reasonOf(p)).toBe("empty");
  });
  it("too_long: longer than the largest list can make", () => {
    expect(reasonOf("A".repeat(MAX_PAYLOAD_CHARS + 1))).toBe("too_long");
  });
  it("not_base64: characters outside base64url, or a length base64 cannot have", () => {
    expect(reasonOf(good.slice(0, 10) + "!" + good.slice(11))).toBe("not_base64");
    expect(reasonOf(good + "%20")).toBe("not_base64");
    expect(reasonOf("AAAAA")).toBe("not_base64");
  });
  it("truncated: too short to hold a head and a checksum", () => {
    expect(reasonOf(toBase64Url(Uint8Array.from([1, 0, 0, 1, 2, 3])))).toBe("truncated");
  });
  it("checksum: any one changed character, and any cut-off end, is caught", () => {
    fc.assert(
      fc.property(listArb, fc.nat(), fc.nat(63), (list, at, by) => {
        const payload = encodeTransfer(list);
        const i = at % payload.length;
        const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        const swapped = alphabet[(alphabet.indexOf(payload[i]!) + 1 + by) % 64]!;
        if (swapped === payload[i]) return;
        expect(["checksum", "not_base64"]).toContain(reasonOf(payload.slice(0, i) + swapped + payload.slice(i + 1)));
        expect(decodeTransfer(payload.slice(0, Math.max(1, i))).ok).toBe(false);
      }),
      RUNS,
    );
    // cut at a whole group of 4 characters: whole bytes, so only the checksum tells
    expect(reasonOf(good.slice(0, good.length - (good.length % 4) - 4))).toBe("checksum");
  });
  it("format: a sound payload of a format this app does not know", () => {
    const r = decodeTransfer(sealed([...head(TRANSFER_FORMAT + 1, 1), ...entryBytes(three[0]!)]));
    expect(r).toEqual({ ok: false, reason: "format", format: TRANSFER_FORMAT + 1 });
  });
  it("too_many: a count past the maximum", () => {
    const r = decodeTransfer(sealed([...head(TRANSFER_FORMAT, MAX_TRANSFER_ROSTERS + 1), ...entryBytes(three[0]!)]));
    expect(r).toEqual({ ok: false, reason: "too_many", count: MAX_TRANSFER_ROSTERS + 1, max: MAX_TRANSFER_ROSTERS });
  });
  it("bad_entries: a count that does not match the entries, no rosters at all, a roster twice", () => {
    const [a, b] = three as [TransferEntry, TransferEntry];
    expect(reasonOf(sealed([...head(TRANSFER_FORMAT, 3), ...entryBytes(a), ...entryBytes(b)]))).toBe("bad_entries");
    expect(reasonOf(sealed([...head(TRANSFER_FORMAT, 1), ...entryBytes(a), ...entryBytes(b)]))).toBe("bad_entries");
    expect(reasonOf(sealed([...head(TRANSFER_FORMAT, 1), ...entryBytes(a), 7]))).toBe("bad_entries");
    expect(reasonOf(sealed(head(TRANSFER_FORMAT, 0)))).toBe("bad_entries");
    expect(reasonOf(sealed([...head(TRANSFER_FORMAT, 2), ...entryBytes(a), ...entryBytes({ ...a, key: b.key })]))).toBe("bad_entries");
  });
  it("random text never decodes to a list, and never throws", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const r = decodeTransfer(s);
        expect(r.ok).toBe(false);
      }),
      RUNS,
    );
  });
  it("every reason reads as a sentence in Russian and English", () => {
    const failures: TransferFailure[] = [
      { reason: "empty" },
      { reason: "too_long" },
      { reason: "not_base64" },
      { reason: "truncated" },
      { reason: "checksum" },
      { reason: "bad_entries" },
      { reason: "format", format: 9 },
      { reason: "too_many", count: 600, max: 500 },
    ];
    for (const f of failures)
      for (const lang of ["ru", "en"] as const) {
        const text = describeLinkFailure(f, lang);
        expect(text).toMatch(/\.$/);
        expect(text).not.toMatch(/[{}]/);
      }
    expect(describeLinkFailure({ reason: "too_many", count: 600, max: 500 }, "ru")).toContain("600");
    expect(describeLinkFailure({ reason: "format", format: 9 }, "en")).toContain("9");
  });
});
