"use client";
import { useEffect, useState } from "react";
import type { Lang } from "@/lib/text";

/** A moment in the reader's own time zone (the server does not know it): ISO until hydrated. */
export function LocalTime({ iso, lang }: { iso: string; lang: Lang }) {
  const [shown, setShown] = useState(iso);
  useEffect(() => {
    const d = new Date(iso);
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setShown(`${d.toLocaleString(lang === "ru" ? "ru-RU" : "en-GB", { dateStyle: "medium", timeStyle: "short" })} (${tz})`);
  }, [iso, lang]);
  return <time dateTime={iso}>{shown}</time>;
}
