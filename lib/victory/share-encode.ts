import { toBase64Url } from "../share/base64url";
import { BitWriter } from "../share/bits";
import { writeTexts } from "../share/text-pack";
import { UNIT_STATUSES } from "./limits";
import type { VictoryInput } from "./schema";

/** The packed code's format byte (share.ts reads it). The writer lives apart from the reader, which checks with zod: the calculator writes links on first paint. */
export const FORMAT = 2;

/**
 * The result link's code: packed bits in base64url (lib/share/bits.ts), the names and labels packed
 * as text (lib/share/text-pack.ts), so a game of two 8-unit armies with Russian labels fits a chat
 * message in under 300 characters (the first format, JSON in base64url, took 1,600). Links of the
 * first format still open: their code starts with "eyJ" (`{"`), which a packed code, starting
 * with its format byte, never does.
 */
export function encodeVictory(input: VictoryInput, labels: [string[], string[]]): string {
  const w = new BitWriter();
  w.bits(FORMAT, 8);
  w.varint(input.pointsLimit);
  // each distinct text once, at the end; names and labels refer to it by its place
  const texts: string[] = [];
  const textAt = (text: string) => {
    const at = texts.indexOf(text);
    return at >= 0 ? at : texts.push(text) - 1;
  };
  input.players.forEach((player, side) => {
    w.bits(player.name === undefined ? 0 : 1, 1);
    if (player.name !== undefined) w.small(textAt(player.name), 4);
    w.small(player.objectives, 3);
    w.small(player.units.length, 4);
    player.units.forEach((unit, i) => {
      w.bits(UNIT_STATUSES.indexOf(unit.status), 2);
      // costs are mostly multiples of 5: one bit saves a byte on most units
      const byFive = unit.points % 5 === 0;
      w.bits(byFive ? 1 : 0, 1);
      w.small(byFive ? unit.points / 5 : unit.points, 7);
      // "3. Soviet Snipers" on the unit in third place: the number is its place, not text
      const label = labels[side]?.[i] ?? "";
      const number = `${i + 1}. `;
      const numbered = label.startsWith(number);
      w.bits(numbered ? 1 : 0, 1);
      w.small(textAt(numbered ? label.slice(number.length) : label), 4);
    });
  });
  writeTexts(w, texts);
  return toBase64Url(w.finish());
}
