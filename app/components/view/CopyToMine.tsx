"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { createRosterAction } from "@/app/actions/rosters";
import { t } from "@/lib/i18n/ui";
import type { Roster } from "@/lib/roster/schema";
import type { Lang } from "@/lib/text";
import { editUrl } from "@/lib/roster/links";
import { rememberKey } from "../key-store";
import { unreachable } from "../offline/unreachable";

/** Saves a copy of what is shown as a new roster of this browser's, and opens it in the builder. */
export function CopyToMine({ lang, roster, label }: { lang: Lang; roster: Roster; viewId?: string; label?: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function copy() {
    setBusy(true);
    const result = await createRosterAction(JSON.stringify(roster)).catch(() => null);
    setBusy(false);
    if (result?.status === "created") {
      rememberKey({ viewId: result.viewId, key: result.key });
      router.push(editUrl({ viewId: result.viewId, key: result.key }));
    } else setError(result?.status === "invalid" ? result.errors.map((e) => e.message).join(" ") : unreachable(lang));
  }
  return (
    <p>
      <button type="button" className="primary" onClick={copy} disabled={busy}>
        {label ?? t(lang, "copyToMine")}
      </button>
      {error && <span className="field-error" role="alert"> {error}</span>}
    </p>
  );
}
