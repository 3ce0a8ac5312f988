"use client";
import { useMemo } from "react";
import { adminPath } from "@/lib/events/links";
import { useStoredText } from "../client-values";
import { ORGANISED_STORE, forgetOrganised, organisedIn } from "./organised-store";

/**
 * The events organised from this browser, each to its organiser's page; nothing when there are
 * none. Its words come from the page: the events' texts stay out of the home page's script.
 * "Forget" takes one off (a borrowed device): whoever has this browser next does not see it.
 */
export function MyEvents({ title, forget }: { title: string; forget: string }) {
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
            </a>{" "}
            <button type="button" className="link-button" onClick={() => forgetOrganised(e.eventId)} aria-label={`${forget}: ${e.name}`}>
              {forget}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
