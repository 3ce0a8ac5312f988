import type { BitReader, BitWriter } from "./bits";

/**
 * A list of short texts (player names, unit labels) packed for a link: lower-case Russian and
 * Latin letters in 6 bits, anything else escaped, and any run of 4 or more characters met before
 * (in these texts or in PRIMER, words of army lists) as a back-reference. Eight Russian unit names
 * take about a third of their UTF-8 bytes. A text with a character outside CHARSET (an emoji) is
 * kept as UTF-8 whole.
 *
 * PRIMER and the tables are part of the link format: changing them changes what old links say, so
 * a change needs a new format number where the format is read (lib/victory/share.ts).
 */
const PRIMER =
  "Советская Советские Советское Советский Пехота Красной Армии Гвардейское Подразделение Снайперы Разведчики Кавалерия Морская пехотное отделение расчёт пулемётный миномётный штаб роты взвода танк командир " +
  "Soviet Red Army Infantry Guards Snipers Scouts Cavalry Naval squad section team mortar machine gun tank command HQ ";

const SMALL = " абвгдежзийклмнопрстуфхцчшщъыьэюяabcdefghijklmnopqrstuvwxyz.";
// the 6-bit codes: ESCAPE + an 8-bit CHARSET index, UPPER before a letter, END of a text, MATCH + offset and length
const ESCAPE = 0;
const UPPER = 1;
const END = 2;
const MATCH = 3;
const FIRST_SMALL = 4;
const SMALL_CODE = new Map([...SMALL].map((c, i) => [c, FIRST_SMALL + i]));

/** Everything a packed text may hold: printable ASCII, Cyrillic, and « » — – №. */
const CHARSET = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)), ...Array.from({ length: 64 }, (_, i) => String.fromCharCode(0x410 + i)), "Ё", "ё", "«", "»", "—", "–", "№"];
const CHAR_CODE = new Map(CHARSET.map((c, i) => [c, i]));

const MIN_MATCH = 4;
const OFFSET_BITS = 10;
const MAX_TEXTS_CHARS = 40_000;
/** A text kept as UTF-8: at most a 200-character label (lib/victory/share.ts), 4 bytes a character. */
const MAX_UTF8_BYTES = 200 * 4;

export function writeTexts(w: BitWriter, texts: readonly string[]): void {
  w.small(texts.length, 4);
  const packedAll = texts.map((t) => [...t].every((c) => CHAR_CODE.has(c)));
  for (const packed of packedAll) w.bits(packed ? 1 : 0, 1);
  const window = [...PRIMER];
  texts.forEach((text, k) => {
    if (!packedAll[k]) return w.bytesOf(new TextEncoder().encode(text));
    const chars = [...text];
    for (let i = 0; i < chars.length; ) {
      const match = longestMatch(window, chars, i);
      if (match) {
        w.bits(MATCH, 6);
        w.bits(match.offset - 1, OFFSET_BITS);
        w.small(match.length - MIN_MATCH, 3);
        window.push(...chars.slice(i, i + match.length));
        i += match.length;
        continue;
      }
      const c = chars[i]!;
      const lower = c.toLowerCase();
      if (c !== lower && [...lower].length === 1 && SMALL_CODE.has(lower) && lower.toUpperCase() === c) {
        w.bits(UPPER, 6);
        w.bits(SMALL_CODE.get(lower)!, 6);
      } else if (SMALL_CODE.has(c)) w.bits(SMALL_CODE.get(c)!, 6);
      else {
        w.bits(ESCAPE, 6);
        w.bits(CHAR_CODE.get(c)!, 8);
      }
      window.push(c);
      i++;
    }
    w.bits(END, 6);
    // the end of a text is a boundary in the window too: a match never runs across two texts
    window.push("\u0000");
  });
}

export function readTexts(r: BitReader): string[] {
  const count = r.small(4);
  if (count > r.remainingBits()) throw new RangeError("more texts than the code holds");
  const packedAll = Array.from({ length: count }, () => r.bits(1) === 1);
  const window = [...PRIMER];
  let total = 0;
  return packedAll.map((packed) => {
    if (!packed) return new TextDecoder("utf-8", { fatal: true }).decode(r.bytes(MAX_UTF8_BYTES));
    const out: string[] = [];
    for (;;) {
      const code = r.bits(6);
      if (code === END) break;
      if (code === MATCH) {
        const offset = r.bits(OFFSET_BITS) + 1;
        const length = r.small(3) + MIN_MATCH;
        const from = window.length - offset;
        if (from < 0 || from + length > window.length) throw new RangeError("a reference outside the text");
        const copied = window.slice(from, from + length);
        if (copied.includes("\u0000")) throw new RangeError("a reference across texts");
        out.push(...copied);
        window.push(...copied);
      } else {
        let c: string | undefined;
        if (code === ESCAPE) c = CHARSET[r.bits(8)];
        else if (code === UPPER) c = SMALL[r.bits(6) - FIRST_SMALL]?.toUpperCase();
        else c = SMALL[code - FIRST_SMALL];
        if (c === undefined) throw new RangeError("no such character");
        out.push(c);
        window.push(c);
      }
      total++;
      if (total > MAX_TEXTS_CHARS) throw new RangeError("texts too long");
    }
    window.push("\u0000");
    return out.join("");
  });
}

/** The longest run at `chars[i…]` that the window holds within reach of an offset (greedy, as LZ77). */
function longestMatch(window: string[], chars: string[], i: number): { offset: number; length: number } | null {
  const maxLength = Math.min(chars.length - i, MIN_MATCH + 6);
  if (maxLength < MIN_MATCH) return null;
  let best: { offset: number; length: number } | null = null;
  const start = Math.max(0, window.length - 2 ** OFFSET_BITS);
  for (let from = start; from < window.length; from++) {
    let n = 0;
    while (n < maxLength && from + n < window.length && window[from + n] === chars[i + n]) n++;
    if (n >= MIN_MATCH && (!best || n > best.length)) best = { offset: window.length - from, length: n };
  }
  return best;
}
