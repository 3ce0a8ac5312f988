import type { ArmyBook } from "../army-book/schema";
import { ROSTER_LIMITS } from "../roster/limits";
import { rosterSchema, type Roster } from "../roster/schema";
import { fromBase64Url } from "./base64url";
import { BitReader, OverflowError, TruncatedError, widthFor } from "./bits";
import { MAX_CODE_LENGTH, checksum, countWidth } from "./encode";

export { encodeRoster, fitsInLink, MAX_CODE_LENGTH, SHARE_FORMAT } from "./encode";

/** Reading share codes; their layout is described with the writer in encode.ts. */
const READABLE_FORMATS = new Set([1, 2, 3]);

export type DecodeFailure =
  | { reason: "empty" | "not_base64" | "too_long" | "checksum" | "truncated" | "trailing_data" | "invalid_roster" }
  | { reason: "format"; format: number }
  /** the server holds no such book */
  | { reason: "unknown_book"; bookId: string; held: string[] }
  /** the server holds the book, but not the version the code was made with */
  | { reason: "book_version"; bookId: string; codeVersion: number; held: number[] };

export type DecodeResult = { ok: true; roster: Roster } | ({ ok: false } & DecodeFailure);

/** Which book and version a code was made with: `bookId` is null for codes older than book ids (formats 1–2). */
export type ShareHeader = { format: number; bookId: string | null; version: number };

const fromUtf8 = new TextDecoder("utf-8", { fatal: true });

/** UTF-8 takes at most 4 bytes a character: no id or name the roster schema takes is longer. */
const MAX_ID_BYTES = ROSTER_LIMITS.idMax * 4;
const MAX_NAME_BYTES = ROSTER_LIMITS.nameMax * 4;
const MAX_LABEL_BYTES = ROSTER_LIMITS.labelMax * 4;
const MAX_NOTE_BYTES = ROSTER_LIMITS.noteMax * 4;

function readText(r: BitReader, maxBytes: number): string {
  return fromUtf8.decode(r.bytes(maxBytes));
}

type Failed = { ok: false } & DecodeFailure;

/** The code's checked payload, ready to read; or why there is none. */
function reader(code: string): BitReader | Failed {
  const trimmed = code.trim();
  if (trimmed.length === 0) return { ok: false, reason: "empty" };
  if (trimmed.length > MAX_CODE_LENGTH) return { ok: false, reason: "too_long" };
  const bytes = fromBase64Url(trimmed);
  if (!bytes) return { ok: false, reason: "not_base64" };
  if (bytes.length < 5) return { ok: false, reason: "truncated" };
  const payload = bytes.subarray(0, bytes.length - 4);
  const stored = new DataView(bytes.buffer, bytes.byteOffset + payload.length, 4).getUint32(0);
  if (stored !== checksum(payload)) return { ok: false, reason: "checksum" };
  return new BitReader(payload);
}

function readHeader(r: BitReader): ShareHeader | DecodeFailure {
  const format = r.bits(8);
  if (!READABLE_FORMATS.has(format)) return { reason: "format", format };
  const bookId = format >= 3 ? readText(r, MAX_ID_BYTES) : null;
  return { format, bookId, version: r.varint() };
}

/** The book and version a code names, read before the book is looked up (see lib/share/open-code.ts). */
export function readShareHeader(code: string): ({ ok: true } & ShareHeader) | Failed {
  const r = reader(code);
  if (!("bits" in r)) return r;
  try {
    const header = readHeader(r);
    return "reason" in header ? { ok: false, ...header } : { ok: true, ...header };
  } catch (e) {
    return { ok: false, reason: e instanceof TruncatedError ? "truncated" : "invalid_roster" };
  }
}

/** Reads a share code back into a v1 roster with `book`, the version it names. Never throws: every failure has a reason. */
export function decodeRoster(book: ArmyBook, code: string): DecodeResult {
  const r = reader(code);
  if (!("bits" in r)) return r;
  try {
    const header = readHeader(r);
    if ("reason" in header) return { ok: false, ...header };
    const { format } = header;
    if ((header.bookId ?? book.id) !== book.id || header.version !== book.version)
      return { ok: false, reason: "book_version", bookId: book.id, codeVersion: header.version, held: [book.version] };
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
    const parsed = rosterSchema.safeParse({ version: 1, name, armyBook: book.id, bookVersion: book.version, pointsLimit, units });
    return parsed.success ? { ok: true, roster: parsed.data } : { ok: false, reason: "invalid_roster" };
  } catch (e) {
    if (e instanceof TruncatedError) return { ok: false, reason: "truncated" };
    if (e instanceof OverflowError || e instanceof TypeError) return { ok: false, reason: "invalid_roster" };
    return { ok: false, reason: "invalid_roster" };
  }
}
