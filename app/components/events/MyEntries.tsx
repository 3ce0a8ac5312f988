"use client";
import { useMemo } from "react";
import { t } from "@/lib/i18n/events-ui";
import { entryPath } from "@/lib/events/links";
import type { Lang } from "@/lib/text";
import { useStoredText } from "../client-values";
import { ENTRY_STORE, entriesIn } from "./entry-store";

/** The entry links this browser remembers for this event (kept only here). */
export function MyEntries({ lang, eventId }: { lang: Lang; eventId: string }) {
  const kept = useStoredText(ENTRY_STORE);
  const entries = useMemo(() => entriesIn(kept, eventId), [kept, eventId]);
  if (entries.length === 0) return null;
  return (
    <section className="card" aria-labelledby="my-entries-title">
      <h2 id="my-entries-title">{t(lang, "myEntries")}</h2>
      <ul className="ev-my">
        {entries.map((e) => (
          <li key={e.entryId}>
            <a href={entryPath(e.eventId, e.entryId, e.key)} rel="noreferrer">
              {e.player}
              {e.rosterName !== undefined && ` — ${e.rosterName}`}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
