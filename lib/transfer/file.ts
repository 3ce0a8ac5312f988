import { z } from "zod";
import { rosterSchema, type Roster } from "../roster/schema";
import { MAX_TRANSFER_ROSTERS, transferEntrySchema, type TransferEntry } from "./entries";

/**
 * "My rosters" as one file: every entry's view id and edit key, with the roster's contents as the
 * server last had them (null for a roster the server no longer holds), so the file is a backup too.
 */
export const ROSTERS_FILE_KIND = "my-rosters";
export const ROSTERS_FILE_VERSION = 1;
/** Far above 500 ordinary rosters, far below what would stall a phone. */
export const MAX_ROSTERS_FILE_BYTES = 10 * 1024 * 1024;

export const rostersFileSchema = z.strictObject({
  kind: z.literal(ROSTERS_FILE_KIND),
  version: z.literal(ROSTERS_FILE_VERSION),
  exportedAt: z.string().max(40),
  rosters: z
    .array(transferEntrySchema.extend({ roster: rosterSchema.nullable() }))
    .min(1)
    .max(MAX_TRANSFER_ROSTERS)
    .refine((list) => new Set(list.map((r) => r.viewId)).size === list.length, { message: "each roster at most once" }),
});
export type RostersFile = z.infer<typeof rostersFileSchema>;
export type FileEntry = RostersFile["rosters"][number];

export function rostersFile(entries: readonly (TransferEntry & { roster: Roster | null })[], now: Date): RostersFile {
  return { kind: ROSTERS_FILE_KIND, version: ROSTERS_FILE_VERSION, exportedAt: now.toISOString(), rosters: [...entries] };
}

export type FileFailure =
  | { reason: "too_large"; maxBytes: number }
  | { reason: "not_json" | "not_rosters_file" }
  | { reason: "version"; version: unknown }
  | { reason: "shape"; path: string };

export type FileRead = { ok: true; file: RostersFile } | ({ ok: false } & FileFailure);

/** Reads a file of my rosters; `bytes` is its size on disk, checked before anything is parsed. */
export function readRostersFile(text: string, bytes: number): FileRead {
  if (bytes > MAX_ROSTERS_FILE_BYTES) return { ok: false, reason: "too_large", maxBytes: MAX_ROSTERS_FILE_BYTES };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: "not_json" };
  }
  if (typeof value !== "object" || value === null || (value as { kind?: unknown }).kind !== ROSTERS_FILE_KIND) return { ok: false, reason: "not_rosters_file" };
  const version = (value as { version?: unknown }).version;
  if (version !== ROSTERS_FILE_VERSION) return { ok: false, reason: "version", version };
  const parsed = rostersFileSchema.safeParse(value);
  if (parsed.success) return { ok: true, file: parsed.data };
  const issue = parsed.error.issues[0]!;
  // a field the format does not have is named itself
  const path = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
  return { ok: false, reason: "shape", path: path.map(String).join(".") };
}
