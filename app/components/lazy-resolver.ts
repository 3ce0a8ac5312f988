"use client";
import { useState } from "react";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/**
 * A form's resolver whose checks (the shared zod schema, and zod with it: 31 kB gzip, some 50 ms
 * of a phone's main thread to load) arrive on the form's first use instead of with the page.
 * `preload` starts fetching them when the player reaches the form (focus, a tap); a check asked
 * for before they are here waits for them, so nothing is ever let through unchecked.
 *
 * The module is fetched once; the resolver is made from it at every check with this render's
 * `resolverOf`, so a language switched meanwhile words the messages. A fetch that fails (the
 * network dropped) is forgotten, so the next check asks again, and meanwhile the form gets a
 * root error worded by `unavailable`: a submit is refused with a reason, never silently.
 */
export function useLazyResolver<T extends FieldValues, M>(
  importChecks: () => Promise<M>,
  resolverOf: (checks: M) => Resolver<T>,
  unavailable: () => string,
): { resolver: Resolver<T>; preload: () => void } {
  const [ready] = useState(() => {
    let loading: Promise<M> | null = null;
    return () => (loading ??= importChecks().catch((e: unknown) => ((loading = null), Promise.reject(e))));
  });
  const resolver: Resolver<T> = async (values, context, options) => {
    const checks = await ready().catch(() => null);
    if (!checks) return { values: {}, errors: { root: { type: "unavailable", message: unavailable() } } as FieldErrors<T> };
    return resolverOf(checks)(values, context, options);
  };
  return { resolver, preload: () => void ready().catch(() => {}) };
}
