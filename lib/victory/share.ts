import { z } from "zod";
import { fromBase64Url } from "../share/base64url";
import { BitReader } from "../share/bits";
import { readTexts } from "../share/text-pack";
import { UNIT_STATUSES, victoryInputSchema, type VictoryInput } from "./schema";
import { FORMAT } from "./share-encode";

export { encodeVictory } from "./share-encode";

type Player = VictoryInput["players"][number];

/** A finished game as a link: the victory input v1 plus the unit labels. */
export const victoryShareSchema = z.strictObject({
  input: victoryInputSchema,
  labels: z.tuple([z.array(z.string().max(200)), z.array(z.string().max(200))]),
});
export type VictoryShare = z.infer<typeof victoryShareSchema>;

/** The game a result link holds, or null for anything else (damaged, cut short, out of bounds). */
export function decodeVictory(code: string): VictoryShare | null {
  if (code.length > 200_000) return null;
  const bytes = fromBase64Url(code);
  if (!bytes) return null;
  const decoded = code.startsWith("eyJ") ? fromJson(bytes) : fromBits(bytes);
  const parsed = victoryShareSchema.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}

function fromJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
}

function fromBits(bytes: Uint8Array): unknown {
  const r = new BitReader(bytes);
  try {
    if (r.bits(8) !== FORMAT) return null;
    const pointsLimit = r.varint();
    type Pending = { name: number | null; objectives: number; units: { points: number; status: Player["units"][number]["status"]; numbered: boolean; text: number }[] };
    const sides: Pending[] = [0, 1].map(() => {
      const name = r.bits(1) === 1 ? r.small(4) : null;
      const objectives = r.small(3);
      const count = r.small(4);
      // each unit takes at least a byte: a count the code cannot hold ends here, not in a long loop
      if (count * 8 > r.remainingBits()) throw new RangeError("more units than the code holds");
      const units = Array.from({ length: count }, () => {
        const status = UNIT_STATUSES[r.bits(2)];
        if (!status) throw new RangeError("no such status");
        const byFive = r.bits(1) === 1;
        const n = r.small(7);
        return { points: byFive ? n * 5 : n, status, numbered: r.bits(1) === 1, text: r.small(4) };
      });
      return { name, objectives, units };
    });
    const texts = readTexts(r);
    // only the last byte's zero padding may be left
    if (r.remainingBits() >= 8) return null;
    const text = (k: number) => {
      if (k >= texts.length) throw new RangeError("no such text");
      return texts[k]!;
    };
    const players = sides.map((p): Player => ({
      ...(p.name === null ? {} : { name: text(p.name) }),
      objectives: p.objectives,
      units: p.units.map(({ points, status }) => ({ points, status })),
    }));
    const labels = sides.map((p) => p.units.map((u, i) => (u.numbered ? `${i + 1}. ` : "") + text(u.text)));
    return { input: { version: 1, pointsLimit, players }, labels };
  } catch {
    return null;
  }
}
