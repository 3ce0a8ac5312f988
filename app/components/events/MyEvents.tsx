"use client";
import { useMemo } from "react";
import { adminPath } from "@/lib/events/links";
import { useStoredText } from "../client-values";
import { ORGANISED_STORE, organisedIn } from "./organised-store";

/**
 * The events organised from this browser, each to its organiser's page; nothing when there are
 * none. Its title comes from the page: the events' texts stay out of the home page's script.
 */
export function MyEvents({ title }: { title: string }) {
  const kept = useStoredText(ORGANISED_STORE);
  const events = useMemo(() => organisedIn(kept), [kept]);
  if (events.length === 0) return null;
  return (
    <section className="card my-events" aria-labelledby="my-events-title">
      <h2 id="my-events-title">{title}</h2>
      <ul>
        {events.map((e) => (
          <li key={e.eventId}>
            <a href={adminPath(e.eventId, e.key)} rel="noreferrer">
              {e.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
