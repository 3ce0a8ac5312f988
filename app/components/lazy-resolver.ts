"use client";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/**
 * A form's resolver whose checks (the shared zod schema, and zod with it: 31 kB gzip, some 50 ms
 * of a phone's main thread to load) arrive on the form's first use instead of with the page.
 * `load` is a lazy module's (lazy-module.ts: fetched once, a failed fetch forgotten so the next
 * check asks again); `preload` starts it when the player reaches the form (focus, a tap). A check
 * asked for before the checks are here waits for them, so nothing is ever let through unchecked.
 *
 * The resolver is made at every check with this render's `resolverOf`, so a language switched
 * meanwhile words the messages. While the checks cannot be fetched the form gets a root error
 * worded by `unavailable`: a submit is refused with a reason, never silently.
 */
export function useLazyResolver<T extends FieldValues, M>(
  load: () => Promise<M>,
  resolverOf: (checks: M) => Resolver<T>,
  unavailable: () => string,
): { resolver: Resolver<T>; preload: () => void } {
  const resolver: Resolver<T> = async (values, context, options) => {
    const checks = await load().catch(() => null);
    if (!checks) return { values: {}, errors: { root: { type: "unavailable", message: unavailable() } } as FieldErrors<T> };
    return resolverOf(checks)(values, context, options);
  };
  return { resolver, preload: () => void load().catch(() => {}) };
}
