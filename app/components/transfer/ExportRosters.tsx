"use client";
import { useState } from "react";
import { t } from "@/lib/i18n/transfer-ui";
import { transferable } from "@/lib/transfer/entries";
import { rostersFile } from "@/lib/transfer/file";
import type { Lang } from "@/lib/text";
import { loadKeys } from "../key-store";
import { collectRosters } from "./collect-rosters";

/** "Save my rosters to a file": every key of this browser with its roster's contents, as one JSON file. */
export function ExportRosters({ lang }: { lang: Lang }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setBusy(true);
    setError(null);
    const entries = transferable(loadKeys());
    if (entries.length === 0) {
      setBusy(false);
      return setError(t(lang, "nothingToMove"));
    }
    const collected = await collectRosters(entries);
    setBusy(false);
    if (!collected) return setError(t(lang, "exportFailed"));
    const now = new Date();
    const blob = new Blob([JSON.stringify(rostersFile(collected, now), null, 2) + "\n"], { type: "application/json" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `my-rosters-${now.toISOString().slice(0, 10)}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  return (
    <div className="export-rosters">
      <button type="button" onClick={save} disabled={busy} aria-describedby="export-error">
        {busy ? t(lang, "exporting") : t(lang, "exportFile")}
      </button>
      <p id="export-error" className="field-error" role="alert">
        {error}
      </p>
    </div>
  );
}
