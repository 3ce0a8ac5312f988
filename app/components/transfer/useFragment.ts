"use client";
import { useCallback, useEffect, useState } from "react";

/**
 * The page's URL fragment without "#" (null when the address has none), read in the browser only:
 * a fragment never reaches the server. One that names an element of the page (the skip link's
 * "#main") is a place on the page, not data: it reads as none. `clear` takes it out of the address
 * bar and the history entry.
 */
export function useFragment(): [string | null, () => void] {
  const [fragment, setFragment] = useState<string | null>(null);
  useEffect(() => {
    const read = () => {
      const hash = window.location.href.includes("#") ? window.location.hash.slice(1) : null;
      setFragment(hash !== null && hash !== "" && document.getElementById(hash) ? null : hash);
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);
  const clear = useCallback(() => {
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
    setFragment(null);
  }, []);
  return [fragment, clear];
}
