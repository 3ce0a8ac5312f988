import { z } from "zod";
import { fromBase64Url, toBase64Url } from "../share/base64url";
import { victoryInputSchema, type VictoryInput } from "./schema";

/** A finished game as a link: the victory input v1 plus the unit labels, JSON in base64url. */
export const victoryShareSchema = z.strictObject({
  input: victoryInputSchema,
  labels: z.tuple([z.array(z.string().max(200)), z.array(z.string().max(200))]),
});
export type VictoryShare = z.infer<typeof victoryShareSchema>;

export function encodeVictory(input: VictoryInput, labels: [string[], string[]]): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify({ input, labels })));
}

export function decodeVictory(code: string): VictoryShare | null {
  if (code.length > 200_000) return null;
  const bytes = fromBase64Url(code);
  if (!bytes) return null;
  try {
    const parsed = victoryShareSchema.safeParse(JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
