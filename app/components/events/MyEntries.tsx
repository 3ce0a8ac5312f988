"use client";
import { useEffect, useState } from "react";
import { t } from "@/lib/i18n/events-ui";
import { entryPath } from "@/lib/events/links";
import type { Lang } from "@/lib/text";
import { loadEntries, type StoredEntry } from "./entry-store";

/** The entry links this browser remembers for this event (kept only here). */
export function MyEntries({ lang, eventId }: { lang: Lang; eventId: string }) {
  const [entries, setEntries] = useState<StoredEntry[]>([]);
  useEffect(() => setEntries(loadEntries(eventId)), [eventId]);
  if (entries.length === 0) return null;
  return (
    <section className="card" aria-labelledby="my-entries-title">
      <h2 id="my-entries-title">{t(lang, "myEntries")}</h2>
      <ul className="ev-my">
        {entries.map((e) => (
          <li key={e.entryId}>
            <a href={entryPath(e.eventId, e.entryId, e.key)} rel="noreferrer">
              {e.player}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
