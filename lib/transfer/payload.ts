import { checksum } from "../share/checksum";
import { fromBase64Url, toBase64Url } from "../share/base64url";
import { EDIT_KEY_BYTES, MAX_TRANSFER_ROSTERS, VIEW_ID_BYTES, transferListSchema, type TransferEntry } from "./entries";

/**
 * The transfer payload: the key list of "My rosters" in the fragment of a private link
 * (`/transfer#<payload>`), so it never reaches a server or a log. Bytes, then base64url:
 *   format (1 byte) · roster count (2 bytes) · per roster: view id (9 bytes) · edit key (24 bytes)
 *   · FNV-1a checksum of all the bytes before it (4 bytes).
 * Every format keeps the checksum last, so a damaged link is told apart from a newer format.
 */
export const TRANSFER_FORMAT = 1;
const HEAD_BYTES = 3;
const CHECK_BYTES = 4;
const ENTRY_BYTES = VIEW_ID_BYTES + EDIT_KEY_BYTES;
/** The longest payload a valid list can make. */
export const MAX_PAYLOAD_CHARS = Math.ceil(((HEAD_BYTES + MAX_TRANSFER_ROSTERS * ENTRY_BYTES + CHECK_BYTES) * 4) / 3);

export type TransferFailure =
  | { reason: "empty" | "too_long" | "not_base64" | "truncated" | "checksum" | "bad_entries" }
  | { reason: "format"; format: number }
  | { reason: "too_many"; count: number; max: number };

export type TransferDecode = { ok: true; entries: TransferEntry[] } | ({ ok: false } & TransferFailure);

/** The payload of a list (see transferable()); throws for a list no transfer can carry. */
export function encodeTransfer(entries: readonly TransferEntry[]): string {
  const list = transferListSchema.parse(entries);
  const bytes = new Uint8Array(HEAD_BYTES + list.length * ENTRY_BYTES + CHECK_BYTES);
  const view = new DataView(bytes.buffer);
  bytes[0] = TRANSFER_FORMAT;
  view.setUint16(1, list.length);
  list.forEach((e, i) => {
    const at = HEAD_BYTES + i * ENTRY_BYTES;
    bytes.set(fromBase64Url(e.viewId)!, at);
    bytes.set(fromBase64Url(e.key)!, at + VIEW_ID_BYTES);
  });
  const body = bytes.subarray(0, bytes.length - CHECK_BYTES);
  view.setUint32(body.length, checksum(body));
  return toBase64Url(bytes);
}

/** Reads a payload back into its key list. Never throws: every damaged payload has a reason. */
export function decodeTransfer(payload: string): TransferDecode {
  const text = payload.trim().replace(/^#/, "");
  if (text.length === 0) return { ok: false, reason: "empty" };
  if (text.length > MAX_PAYLOAD_CHARS) return { ok: false, reason: "too_long" };
  const bytes = fromBase64Url(text);
  if (!bytes) return { ok: false, reason: "not_base64" };
  if (bytes.length < HEAD_BYTES + CHECK_BYTES) return { ok: false, reason: "truncated" };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const body = bytes.subarray(0, bytes.length - CHECK_BYTES);
  if (view.getUint32(body.length) !== checksum(body)) return { ok: false, reason: "checksum" };
  if (bytes[0] !== TRANSFER_FORMAT) return { ok: false, reason: "format", format: bytes[0]! };
  const count = view.getUint16(1);
  if (count > MAX_TRANSFER_ROSTERS) return { ok: false, reason: "too_many", count, max: MAX_TRANSFER_ROSTERS };
  if (body.length !== HEAD_BYTES + count * ENTRY_BYTES) return { ok: false, reason: "bad_entries" };
  const entries: TransferEntry[] = [];
  for (let at = HEAD_BYTES; at < body.length; at += ENTRY_BYTES)
    entries.push({ viewId: toBase64Url(body.subarray(at, at + VIEW_ID_BYTES)), key: toBase64Url(body.subarray(at + VIEW_ID_BYTES, at + ENTRY_BYTES)) });
  const list = transferListSchema.safeParse(entries);
  return list.success ? { ok: true, entries: list.data } : { ok: false, reason: "bad_entries" };
}

/** The private link of a list: the payload rides in the fragment. */
export function transferLink(origin: string, entries: readonly TransferEntry[]): string {
  return `${origin}/transfer#${encodeTransfer(entries)}`;
}
