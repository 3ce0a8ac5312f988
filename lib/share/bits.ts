/** A bit-level writer/reader: share codes pack small numbers into as few bits as they need. */
export class BitWriter {
  private bytes: number[] = [];
  private acc = 0;
  private n = 0;

  bits(value: number, width: number): void {
    for (let i = width - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | (Math.floor(value / 2 ** i) & 1);
      if (++this.n === 8) {
        this.bytes.push(this.acc);
        this.acc = 0;
        this.n = 0;
      }
    }
  }

  /** Any non-negative safe integer: 7-bit groups, each with a continuation bit. */
  varint(value: number): void {
    let v = value;
    do {
      const group = v % 128;
      v = Math.floor(v / 128);
      this.bits(v > 0 ? group + 128 : group, 8);
    } while (v > 0);
  }

  /** A count known to be small: `width` bits, the all-ones value escaping to a varint. */
  small(value: number, width: number): void {
    const escape = 2 ** width - 1;
    if (value < escape) this.bits(value, width);
    else {
      this.bits(escape, width);
      this.varint(value - escape);
    }
  }

  bytesOf(data: Uint8Array): void {
    this.varint(data.length);
    for (const b of data) this.bits(b, 8);
  }

  finish(): Uint8Array {
    const out = [...this.bytes];
    if (this.n > 0) out.push(this.acc << (8 - this.n));
    return Uint8Array.from(out);
  }
}

export class TruncatedError extends Error {}
export class OverflowError extends Error {}

export class BitReader {
  private pos = 0;
  constructor(private readonly data: Uint8Array) {}

  bits(width: number): number {
    let v = 0;
    for (let i = 0; i < width; i++) {
      const byte = this.data[this.pos >> 3];
      if (byte === undefined) throw new TruncatedError();
      v = v * 2 + ((byte >> (7 - (this.pos & 7))) & 1);
      this.pos++;
    }
    return v;
  }

  varint(): number {
    let v = 0;
    let scale = 1;
    for (;;) {
      const b = this.bits(8);
      v += (b & 127) * scale;
      if (!Number.isSafeInteger(v)) throw new OverflowError();
      if (b < 128) return v;
      scale *= 128;
    }
  }

  small(width: number): number {
    const v = this.bits(width);
    if (v < 2 ** width - 1) return v;
    const total = v + this.varint();
    if (!Number.isSafeInteger(total)) throw new OverflowError();
    return total;
  }

  bytes(max: number): Uint8Array {
    const length = this.varint();
    if (length > max) throw new OverflowError();
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i++) out[i] = this.bits(8);
    return out;
  }

  /** Bits left after the read position, ignoring the final byte's zero padding. */
  remainingBits(): number {
    return this.data.length * 8 - this.pos;
  }
}

/** Bits needed to write every value 0..n (n ≥ 1). */
export function widthFor(n: number): number {
  return Math.max(1, Math.ceil(Math.log2(n + 1)));
}
