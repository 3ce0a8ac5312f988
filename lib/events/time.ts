import type { Lang } from "../text";

/**
 * A `datetime-local` value ("2026-12-12T18:00") as an ISO 8601 date-time with the offset of the
 * time zone it was typed in ("2026-12-12T18:00:00+03:00"): `offsetMinutes` east of UTC, as
 * `-new Date(value).getTimezoneOffset()` gives it in the browser. Null for anything else.
 */
export function isoWithOffset(local: string, offsetMinutes: number): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m || !Number.isInteger(offsetMinutes) || Math.abs(offsetMinutes) > 18 * 60) return null;
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${m[1]}T${m[2]}:${m[3]}:${m[4] ?? "00"}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The event's day (a calendar date, "2026-12-20") in words: "Sunday, 20 December 2026". A day has
 * no time zone: it is read as UTC so that it is the same day for every reader and on the server.
 */
export function eventDay(date: string, lang: Lang): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString(lang === "ru" ? "ru-RU" : "en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
