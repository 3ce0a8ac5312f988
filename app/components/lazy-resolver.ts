"use client";
import { useState } from "react";
import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form's resolver whose checks (the shared zod schema, and zod with it: 31 kB gzip, some 50 ms
 * of a phone's main thread to load) arrive on the form's first use instead of with the page.
 * `preload` starts fetching them when the player reaches the form (focus, a tap); a check asked
 * for before they are here waits for them, so nothing is ever let through unchecked.
 */
export function useLazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): { resolver: Resolver<T>; preload: () => void } {
  const [lazy] = useState(() => {
    let loading: Promise<Resolver<T>> | null = null;
    // a failed fetch (a dropped connection) is forgotten, so the next check asks again
    const ready = () => (loading ??= load().catch((e: unknown) => ((loading = null), Promise.reject(e))));
    const resolver: Resolver<T> = async (values, context, options) => (await ready())(values, context, options);
    return { resolver, preload: () => void ready() };
  });
  return lazy;
}
