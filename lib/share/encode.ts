import type { ArmyBook } from "../army-book/schema";
import { indexBook } from "../army-book/book-index";
import type { Roster } from "../roster/schema";
import { toBase64Url } from "./base64url";
import { BitWriter, widthFor } from "./bits";
import { checksum } from "./checksum";

/**
 * Share codes: the whole roster in a URL. Layout (bits, then a 32-bit checksum, then base64url):
 *   format (8) · book id (utf-8) · book version (varint) · points limit (1 flag: in steps of 50,
 *   varint) · name (utf-8) · unit count (varint) · per unit: the player's label and note (1 bit
 *   each: present, then the text) · unit index in the book (w bits; all-ones = unknown id as text)
 *   · which of its options are taken (1 bit each, in book order) · each taken option's count − 1
 *   (a few bits, escaping to a varint) · 1 bit: options the book does not know, as text.
 * Indexes point into one version of one book, so the code names both, and is read with that
 * version's tables for as long as the server holds it (an errata never breaks a posted link).
 * Older formats still read: 2 had no book id (the book marked `legacyShareCodes`), 1 also no
 * label or note.
 */
export const SHARE_FORMAT = 3;
export const MAX_CODE_LENGTH = 8192;

export const utf8 = new TextEncoder();

export { checksum };

export function countWidth(max: number): number {
  return widthFor(Math.max(1, max));
}

export function encodeRoster(book: ArmyBook, roster: Roster): string {
  const indexed = indexBook(book);
  const w = new BitWriter();
  w.bits(SHARE_FORMAT, 8);
  w.bytesOf(utf8.encode(book.id));
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

/** A roster too big for a link (e.g. hundreds of long unknown ids) is shared as JSON instead. */
export function fitsInLink(code: string): boolean {
  return code.length <= MAX_CODE_LENGTH;
}

/** The code of `/s/<code>` for a roster, or null when it is too big for a link. */
export function linkCode(book: ArmyBook, roster: Roster): string | null {
  const code = encodeRoster(book, roster);
  return fitsInLink(code) ? code : null;
}
