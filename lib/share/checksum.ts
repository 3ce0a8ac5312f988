/** FNV-1a, 32 bits: catches a mistyped or cut-off code; it is not a signature. */
export function checksum(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h >>> 0;
}
