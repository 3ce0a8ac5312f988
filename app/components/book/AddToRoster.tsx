"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { createRosterAction, listRostersAction } from "@/app/actions/rosters";
import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";
import type { RosterSummary } from "@/server/data/rosters";
import { editUrl } from "@/lib/roster/links";
import { loadKeys, rememberKey } from "../key-store";
import { unreachable } from "../offline/unreachable";

/** "Add to roster" from the army book: pick one of my rosters (or a new one); the builder adds the unit. */
export function AddToRoster({ lang, bookId, unitId, unitName }: { lang: Lang; bookId: string; unitId: string; unitName: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [mine, setMine] = useState<RosterSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    setOpen((o) => !o);
    if (mine === null) {
      const keys = loadKeys();
      const res = keys.length ? await listRostersAction(keys).catch(() => null) : { status: "ok" as const, rosters: [] };
      setMine(res?.status === "ok" ? res.rosters : []);
    }
  }
  function go(viewId: string) {
    const key = loadKeys().find((k) => k.viewId === viewId)?.key;
    if (key) router.push(`${editUrl({ viewId, key })}&add=${encodeURIComponent(unitId)}`);
  }
  async function newRoster() {
    const res = await createRosterAction(JSON.stringify({ version: 1, name: unitName, armyBook: bookId, pointsLimit: 1000, units: [{ unit: unitId }] })).catch(() => null);
    if (res?.status === "created") {
      rememberKey({ viewId: res.viewId, key: res.key });
      router.push(editUrl({ viewId: res.viewId, key: res.key }));
    } else setError(unreachable(lang));
  }

  return (
    <div className="add-to-roster">
      <button type="button" onClick={toggle} aria-expanded={open} aria-label={`${t(lang, "addToRoster")}: ${unitName}`}>
        + {t(lang, "addToRoster")}
      </button>
      {open && (
        <ul className="add-menu">
          {(mine ?? []).map((r) => (
            <li key={r.viewId}>
              <button type="button" onClick={() => go(r.viewId)}>
                {r.name} ({r.points} / {r.pointsLimit})
              </button>
            </li>
          ))}
          <li>
            <button type="button" onClick={newRoster}>
              {t(lang, "toNewRoster")}
            </button>
          </li>
          {error && <li className="field-error">{error}</li>}
        </ul>
      )}
    </div>
  );
}
