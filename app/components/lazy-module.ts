"use client";
import { useEffect, useSyncExternalStore } from "react";

const FIRST_USE = ["pointerdown", "keydown", "focusin"] as const;

/**
 * A module a page needs only once it is used (the shared zod schemas: building them takes a phone
 * some 50–300 ms of main thread, which would land right after the page appears). `load` fetches
 * it once, for whoever asks first; a failed fetch is forgotten, so the next ask tries again.
 * `useLoaded` gives it once it is here, else null, and asks for it at the page's first use (a tap,
 * a key, a focus): a change on the page always begins with one of those.
 */
export function lazyModule<M>(importer: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();

  function load(): Promise<M> {
    return (loading ??= importer().then(
      (m) => {
        loaded = m;
        listeners.forEach((changed) => changed());
        return m;
      },
      (e: unknown) => {
        loading = null;
        throw e;
      },
    ));
  }
  const subscribe = (changed: () => void) => (listeners.add(changed), () => void listeners.delete(changed));

  function useLoaded(): M | null {
    const here = useSyncExternalStore(subscribe, () => loaded, () => null);
    useEffect(() => {
      if (here) return;
      let live = true;
      const listen = () => FIRST_USE.forEach((e) => window.addEventListener(e, fetchIt, true));
      const stop = () => FIRST_USE.forEach((e) => window.removeEventListener(e, fetchIt, true));
      // offline and not kept yet: the next use tries again
      const fetchIt = () => (stop(), void load().catch(() => live && listen()));
      listen();
      return () => {
        live = false;
        stop();
      };
    }, [here]);
    return here;
  }

  return { load, useLoaded };
}
