"use client";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Copies text to the clipboard and says which thing was copied (`copied`) for two seconds, so
 * its button can read "Copied". A refused clipboard leaves nothing marked.
 */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const copy = useCallback(async (what: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), 2000);
    } catch {
      setCopied(null);
    }
  }, []);
  return { copied, copy };
}
