"use client";
import { useClientValue } from "../client-values";
import type { Lang } from "@/lib/text";

/** A moment in the reader's own time zone (the server does not know it): ISO until hydrated. */
export function LocalTime({ iso, lang }: { iso: string; lang: Lang }) {
  const shown = useClientValue(() => {
    const d = new Date(iso);
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return `${d.toLocaleString(lang === "ru" ? "ru-RU" : "en-GB", { dateStyle: "medium", timeStyle: "short" })} (${tz})`;
  }, iso);
  return <time dateTime={iso}>{shown}</time>;
}
