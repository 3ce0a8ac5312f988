"use client";
import { useEffect, useSyncExternalStore } from "react";

type Checks = typeof import("./head-check");

let loaded: Checks | null = null;
let loading: Promise<Checks> | null = null;
const listeners = new Set<() => void>();

/** The roster schema's checks, loaded once, on first need (see head-check.ts); a failed fetch is tried again next time. */
export function loadChecks(): Promise<Checks> {
  return (loading ??= import("./head-check").then(
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
const FIRST_USE = ["pointerdown", "keydown", "focusin"] as const;

/**
 * The checks once they are here, else null. They are fetched at the page's first use (a tap, a
 * key, a focus) or when a save asks for them, not on mount: building the roster schema takes a
 * phone some 300 ms of main thread, which would land right after the builder appears. Until
 * then the head is taken as it came (the server checked it when it was saved).
 */
export function useChecks(): Checks | null {
  const checks = useSyncExternalStore(subscribe, () => loaded, () => null);
  useEffect(() => {
    if (checks) return;
    let live = true;
    const listen = () => FIRST_USE.forEach((e) => window.addEventListener(e, load, true));
    const stop = () => FIRST_USE.forEach((e) => window.removeEventListener(e, load, true));
    // offline and not kept yet: the next use tries again
    const load = () => (stop(), void loadChecks().catch(() => live && listen()));
    listen();
    return () => {
      live = false;
      stop();
    };
  }, [checks]);
  return checks;
}
