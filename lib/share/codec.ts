import type { ArmyBook } from "../army-book/schema";
import { indexBook } from "../army-book/book-index";
import { ROSTER_LIMITS, rosterSchema, type Roster } from "../roster/schema";
import { toBase64Url, fromBase64Url } from "./base64url";
import { BitReader, BitWriter, OverflowError, TruncatedError, widthFor } from "./bits";

/**
 * Share codes: the whole roster in a URL. Layout (bits, then a 32-bit checksum, then base64url):
 *   format (8) · book version (varint) · points limit (1 flag: in steps of 50, varint) · name (utf-8)
 *   · unit count (varint) · per unit: unit index in the book (w bits; all-ones = unknown id as text)
 *   · which of its options are taken (1 bit each, in book order) · each taken option's count − 1
 *   (a few bits, escaping to a varint) · 1 bit: options the book does not know, as text.
 * Format 2 adds, at the start of each unit, the player's label and note (1 bit each: present,
 * then the text). Format 1 codes (before labels existed) still read.
 * Indexes point into the army book, so the book's version is inside: a code made with another
 * version is refused with a clear reason rather than read wrongly.
 */
export const SHARE_FORMAT = 2;
const READABLE_FORMATS = new Set([1, 2]);
export const MAX_CODE_LENGTH = 8192;

export type DecodeFailure =
  | { reason: "empty" | "not_base64" | "too_long" | "checksum" | "truncated" | "trailing_data" | "invalid_roster" }
  | { reason: "format"; format: number }
  | { reason: "book_version"; codeVersion: number; bookVersion: number };

export type DecodeResult = { ok: true; roster: Roster } | ({ ok: false } & DecodeFailure);

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder("utf-8", { fatal: true });

/** FNV-1a, 32 bits: catches a mistyped or cut-off code; it is not a signature. */
function checksum(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h >>> 0;
}

function countWidth(max: number): number {
  return widthFor(Math.max(1, max));
}

export function encodeRoster(book: ArmyBook, roster: Roster): string {
  const indexed = indexBook(book);
  const w = new BitWriter();
  w.bits(SHARE_FORMAT, 8);
  w.varint(book.version);
  const stepped = roster.pointsLimit % 50 === 0;
  w.bits(stepped ? 1 : 0, 1);
  w.varint(stepped ? roster.pointsLimit / 50 : roster.pointsLimit);
  w.bytesOf(utf8.encode(roster.name));
  w.varint(roster.units.length);
  const unitWidth = widthFor(book.units.length);
  const unknownUnit = 2 ** unitWidth - 1;
  for (const entry of roster.units) {
    const type = indexed.units.get(entry.unit);
    const options = Object.entries(entry.options ?? {});
    for (const text of [entry.label, entry.note]) {
      w.bits(text === undefined ? 0 : 1, 1);
      if (text !== undefined) w.bytesOf(utf8.encode(text));
    }
    if (!type) {
      w.bits(unknownUnit, unitWidth);
      w.bytesOf(utf8.encode(entry.unit));
      w.varint(options.length);
      for (const [id, n] of options) {
        w.bytesOf(utf8.encode(id));
        w.varint(n);
      }
      continue;
    }
    w.bits(type.position, unitWidth);
    for (const o of type.type.options) w.bits((entry.options?.[o.id] ?? 0) > 0 ? 1 : 0, 1);
    for (const o of type.type.options) {
      const n = entry.options?.[o.id] ?? 0;
      if (n > 0) w.small(n - 1, countWidth(o.max));
    }
    const unknown = options.filter(([id]) => !type.options.has(id));
    w.bits(unknown.length > 0 ? 1 : 0, 1);
    if (unknown.length > 0) {
      w.varint(unknown.length);
      for (const [id, n] of unknown) {
        w.bytesOf(utf8.encode(id));
        w.varint(n);
      }
    }
  }
  const payload = w.finish();
  const out = new Uint8Array(payload.length + 4);
  out.set(payload);
  new DataView(out.buffer).setUint32(payload.length, checksum(payload));
  return toBase64Url(out);
}

/** UTF-8 takes at most 4 bytes a character: no id or name the roster schema takes is longer. */
const MAX_ID_BYTES = ROSTER_LIMITS.idMax * 4;
const MAX_NAME_BYTES = ROSTER_LIMITS.nameMax * 4;
const MAX_LABEL_BYTES = ROSTER_LIMITS.labelMax * 4;
const MAX_NOTE_BYTES = ROSTER_LIMITS.noteMax * 4;

function readText(r: BitReader, maxBytes: number): string {
  return fromUtf8.decode(r.bytes(maxBytes));
}

/** A roster too big for a link (e.g. hundreds of long unknown ids) is shared as JSON instead. */
export function fitsInLink(code: string): boolean {
  return code.length <= MAX_CODE_LENGTH;
}

/** Reads a share code back into a v1 roster. Never throws: every failure has a reason. */
export function decodeRoster(book: ArmyBook, code: string): DecodeResult {
  const trimmed = code.trim();
  if (trimmed.length === 0) return { ok: false, reason: "empty" };
  if (trimmed.length > MAX_CODE_LENGTH) return { ok: false, reason: "too_long" };
  const bytes = fromBase64Url(trimmed);
  if (!bytes) return { ok: false, reason: "not_base64" };
  if (bytes.length < 5) return { ok: false, reason: "truncated" };
  const payload = bytes.subarray(0, bytes.length - 4);
  const stored = new DataView(bytes.buffer, bytes.byteOffset + payload.length, 4).getUint32(0);
  if (stored !== checksum(payload)) return { ok: false, reason: "checksum" };
  const r = new BitReader(payload);
  try {
    const format = r.bits(8);
    if (!READABLE_FORMATS.has(format)) return { ok: false, reason: "format", format };
    const version = r.varint();
    if (version !== book.version) return { ok: false, reason: "book_version", codeVersion: version, bookVersion: book.version };
    const stepped = r.bits(1) === 1;
    const limitRaw = r.varint();
    const pointsLimit = stepped ? limitRaw * 50 : limitRaw;
    const name = readText(r, MAX_NAME_BYTES);
    const count = r.varint();
    // The decoder's limits are the roster schema's: any roster the schema takes and whose code
    // fits in a link (fitsInLink) reads back; anything past them cannot be a roster.
    if (count > ROSTER_LIMITS.unitsMax) return { ok: false, reason: "invalid_roster" };
    const unitWidth = widthFor(book.units.length);
    const unknownUnit = 2 ** unitWidth - 1;
    const units: Roster["units"] = [];
    for (let i = 0; i < count; i++) {
      const own: { label?: string; note?: string } = {};
      if (format >= 2) {
        if (r.bits(1) === 1) own.label = readText(r, MAX_LABEL_BYTES);
        if (r.bits(1) === 1) own.note = readText(r, MAX_NOTE_BYTES);
      }
      const at = r.bits(unitWidth);
      const options: Record<string, number> = {};
      const put = (id: string, n: number) => Object.defineProperty(options, id, { value: n, enumerable: true, writable: true, configurable: true });
      if (at === unknownUnit) {
        const unit = readText(r, MAX_ID_BYTES);
        const n = r.varint();
        if (n > ROSTER_LIMITS.optionsPerUnitMax) return { ok: false, reason: "invalid_roster" };
        for (let k = 0; k < n; k++) put(readText(r, MAX_ID_BYTES), r.varint());
        units.push(n > 0 ? { unit, ...own, options } : { unit, ...own });
        continue;
      }
      const type = book.units[at];
      if (!type) return { ok: false, reason: "invalid_roster" };
      const taken = type.options.map(() => r.bits(1) === 1);
      type.options.forEach((o, k) => {
        if (taken[k]) put(o.id, r.small(countWidth(o.max)) + 1);
      });
      if (r.bits(1) === 1) {
        const n = r.varint();
        if (n > ROSTER_LIMITS.optionsPerUnitMax) return { ok: false, reason: "invalid_roster" };
        for (let k = 0; k < n; k++) put(readText(r, MAX_ID_BYTES), r.varint());
      }
      units.push(Object.keys(options).length > 0 ? { unit: type.id, ...own, options } : { unit: type.id, ...own });
    }
    // Only the final byte's zero padding may remain.
    if (r.remainingBits() >= 8) return { ok: false, reason: "trailing_data" };
    const parsed = rosterSchema.safeParse({ version: 1, name, armyBook: "soviet", pointsLimit, units });
    return parsed.success ? { ok: true, roster: parsed.data } : { ok: false, reason: "invalid_roster" };
  } catch (e) {
    if (e instanceof TruncatedError) return { ok: false, reason: "truncated" };
    if (e instanceof OverflowError || e instanceof TypeError) return { ok: false, reason: "invalid_roster" };
    return { ok: false, reason: "invalid_roster" };
  }
}
