"use client";
import { rosterSchema } from "@/lib/roster/schema";
import type { TransferEntry } from "@/lib/transfer/entries";
import type { FileEntry } from "@/lib/transfer/file";

const AT_ONCE = 4;

/**
 * Each entry with its roster's contents as the server has them now (/r/<id>/roster.json; null for
 * a roster the server no longer holds), or null when the server cannot be read.
 */
export async function collectRosters(entries: readonly TransferEntry[]): Promise<FileEntry[] | null> {
  const out: FileEntry[] = [];
  for (let i = 0; i < entries.length; i += AT_ONCE) {
    const batch = await Promise.all(entries.slice(i, i + AT_ONCE).map(withContents));
    if (batch.includes(null)) return null;
    out.push(...(batch as FileEntry[]));
  }
  return out;
}

async function withContents(entry: TransferEntry): Promise<FileEntry | null> {
  try {
    const res = await fetch(`/r/${encodeURIComponent(entry.viewId)}/roster.json`, { cache: "no-store" });
    if (res.status === 404) return { ...entry, roster: null };
    if (!res.ok) return null;
    const roster = rosterSchema.safeParse(await res.json());
    return { ...entry, roster: roster.success ? roster.data : null };
  } catch {
    return null;
  }
}
