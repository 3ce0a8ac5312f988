"use client";
import { useDeferredValue, useMemo } from "react";
import type { IndexedBook } from "@/lib/army-book/book-index";
import type { ArmyBook } from "@/lib/army-book/schema";
import { builderHints } from "@/lib/roster/hint-texts";
import type { Roster } from "@/lib/roster/schema";
import type { Lang } from "@/lib/text";

/**
 * The hints of lib/roster/hint-texts.ts, worked out from a deferred copy of the roster, so a
 * click paints first and the hints follow.
 */
export function useHints(book: ArmyBook, indexed: IndexedBook, roster: Roster, open: readonly boolean[], lang: Lang) {
  const deferred = useDeferredValue(roster);
  const deferredOpen = useDeferredValue(open);
  return useMemo(() => builderHints(book, indexed, deferred, deferredOpen, lang), [book, indexed, deferred, deferredOpen, lang]);
}
