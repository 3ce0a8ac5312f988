"use client";
import { useSyncExternalStore } from "react";
import { readStoredText } from "./local-store";

/**
 * Values only the browser knows (its origin, its time zone, what this device kept), read without
 * a setState in an effect: the server's render and the first client render use the server's
 * value, and React re-renders with the browser's one right after hydration.
 */

const never = () => () => {};

/** `client()` in the browser, `server` in the server's HTML and the hydration pass. */
export function useClientValue<T extends string | number | boolean | null>(client: () => T, server: T): T {
  return useSyncExternalStore(never, client, () => server);
}

/** This page's origin (`https://host`): "" on the server, where links stay relative. */
export function useOrigin(): string {
  return useClientValue(() => window.location.origin, "");
}

/** False in the server's HTML and until this part has hydrated; true once a click is heard. */
export function useHydrated(): boolean {
  return useClientValue(() => true, false);
}

/** Calls `onChange` when another tab changes localStorage. */
function subscribeStorage(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/**
 * The raw text kept under `key` on this device, followed across tabs: `null` on the server and in
 * the hydration pass (nothing is kept there), so parse it with useMemo where it is used.
 */
export function useStoredText(key: string): string | null {
  return useSyncExternalStore(
    subscribeStorage,
    () => readStoredText(key),
    () => null,
  );
}
