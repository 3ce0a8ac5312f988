"use client";
import { t } from "@/lib/i18n/ui";
import type { Lang } from "@/lib/text";

/** Why a request to the server failed, in words: no network at all, or the server itself. */
export function unreachable(lang: Lang): string {
  return t(lang, typeof navigator !== "undefined" && !navigator.onLine ? "needsNetwork" : "serverUnavailable");
}
