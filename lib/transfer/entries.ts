import { z } from "zod";

/**
 * What a transfer carries: the entries of "My rosters", each a roster's view id and its edit key,
 * in exactly the form server/data/keys.ts makes them (base64url of 9 and of 24 random bytes).
 */
export const VIEW_ID_BYTES = 9;
export const EDIT_KEY_BYTES = 24;
/** As many as "My rosters" can list at once (listRostersSchema). */
export const MAX_TRANSFER_ROSTERS = 500;

const base64urlOf = (bytes: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${(bytes * 4) / 3}}$`));

export const transferEntrySchema = z.strictObject({ viewId: base64urlOf(VIEW_ID_BYTES), key: base64urlOf(EDIT_KEY_BYTES) });
export type TransferEntry = z.infer<typeof transferEntrySchema>;

const distinctViewIds = (entries: { viewId: string }[]) => new Set(entries.map((e) => e.viewId)).size === entries.length;

/** The one shape of a transfer's key list, for the link and the file alike. */
export const transferListSchema = z
  .array(transferEntrySchema)
  .min(1)
  .max(MAX_TRANSFER_ROSTERS)
  .refine(distinctViewIds, { message: "each roster at most once" });

/** The entries of a device's list that a transfer can carry: well-formed, each roster once, at most the maximum. */
export function transferable(entries: readonly { viewId: string; key: string }[]): TransferEntry[] {
  const seen = new Set<string>();
  const out: TransferEntry[] = [];
  for (const e of entries) {
    if (out.length === MAX_TRANSFER_ROSTERS) break;
    if (seen.has(e.viewId) || !transferEntrySchema.safeParse({ viewId: e.viewId, key: e.key }).success) continue;
    seen.add(e.viewId);
    out.push({ viewId: e.viewId, key: e.key });
  }
  return out;
}
