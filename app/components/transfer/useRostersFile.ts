"use client";
import { useState } from "react";
import { createRosterAction, listRostersAction } from "@/app/actions/rosters";
import { t } from "@/lib/i18n/transfer-ui";
import { MAX_ROSTERS_FILE_BYTES, readRostersFile, type FileEntry } from "@/lib/transfer/file";
import type { MergePlan } from "@/lib/transfer/merge";
import { describeFileFailure } from "@/lib/transfer/transfer-text";
import type { Lang } from "@/lib/text";
import { forgetKey, rememberKey } from "../key-store";
import { addKeys, planKeys } from "./device-keys";

export type Missing = FileEntry & { roster: NonNullable<FileEntry["roster"]> };
type Pending = { entries: FileEntry[]; plan: MergePlan<FileEntry> };

/**
 * Opening a file of my rosters: read it (or say why not), show what it would add, add it on
 * request, then offer to re-create from the file the rosters the server no longer holds.
 */
export function useRostersFile(lang: Lang, onAdded: (plan: MergePlan<FileEntry>) => void, onChanged: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [missing, setMissing] = useState<Missing[]>([]);
  const [recreated, setRecreated] = useState<string[]>([]);

  async function open(file: File | undefined) {
    setPending(null);
    setError(null);
    if (!file) return;
    // the size is checked before the text is read
    const read = readRostersFile(file.size > MAX_ROSTERS_FILE_BYTES ? "" : await file.text(), file.size);
    if (!read.ok) return setError(`${describeFileFailure(read, lang)} ${t(lang, "badFile")}`);
    setPending({ entries: read.file.rosters, plan: planKeys(read.file.rosters) });
  }

  async function add() {
    if (!pending) return;
    const done = addKeys(pending.entries);
    setPending(null);
    onAdded(done);
    const withContents = done.added.filter((e): e is Missing => e.roster !== null);
    if (withContents.length === 0) return;
    const listed = await listRostersAction(withContents.map(({ viewId, key }) => ({ viewId, key }))).catch(() => null);
    if (listed?.status !== "ok") return setError(t(lang, "serverUnavailable"));
    setMissing(withContents.filter((e) => !listed.rosters.some((r) => r.viewId === e.viewId)));
  }

  /** A new roster from the file's copy (the server checks it like any other); its key replaces the lost one. */
  async function recreate(entry: Missing) {
    setError(null);
    const created = await createRosterAction(JSON.stringify(entry.roster)).catch(() => null);
    if (created?.status === "created") {
      forgetKey(entry.viewId);
      rememberKey({ viewId: created.viewId, key: created.key });
      setMissing((m) => m.filter((e) => e !== entry));
      setRecreated((r) => [...r, entry.roster.name]);
      onChanged();
    } else setError(created?.status === "invalid" ? `${entry.roster.name}: ${created.errors[0]?.message ?? ""}` : t(lang, "serverUnavailable"));
  }

  return { error, pending, missing, recreated, open, add, recreate };
}
