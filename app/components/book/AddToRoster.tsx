"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { createRosterAction } from "@/app/actions/rosters";
import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";
import type { RosterSummary } from "@/server/data/rosters";
import { editUrl } from "@/lib/roster/links";
import { loadKeys, rememberKey } from "../key-store";
import { listMyRosters } from "../my-rosters";
import { keptList } from "../offline/offline-list";
import { unreachable } from "../offline/unreachable";

/**
 * "Add to roster" from the army book: pick one of my rosters of this book (or a new one); the
 * builder adds the unit. Without a server the list is the one kept for the home page, and it is
 * asked for again at the next opening.
 */
export function AddToRoster({ lang, bookId, unitId, unitName }: { lang: Lang; bookId: string; unitId: string; unitName: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [mine, setMine] = useState<{ rosters: RosterSummary[]; listed: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);

  // a menu closes as menus do: Escape (focus back on its button) or a tap anywhere else
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      toggleButton.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  async function toggle() {
    setOpen(!open);
    if (open || mine?.listed) return;
    const keys = loadKeys();
    const listed = await listMyRosters(keys);
    setMine(listed ? { rosters: listed, listed: true } : { rosters: keptList(keys), listed: false });
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
  // a roster of another book cannot take this unit; a list kept before summaries named their book says ""
  const ofThisBook = (mine?.rosters ?? []).filter((r) => r.armyBook === bookId || r.armyBook === "");

  return (
    <div className="add-to-roster" ref={box}>
      <button type="button" ref={toggleButton} onClick={toggle} aria-expanded={open} aria-label={`${t(lang, "addToRoster")}: ${unitName}`}>
        + {t(lang, "addToRoster")}
      </button>
      {open && (
        <ul className="add-menu">
          {ofThisBook.map((r) => (
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
