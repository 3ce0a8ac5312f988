import type { Lang } from "../text";

export type Strings = Record<string, Record<Lang, string>>;

/** `t(lang, key, vars)` over one table of strings, with {placeholders} filled in. */
export function translator<S extends Strings>(strings: S) {
  return function t(lang: Lang, key: keyof S & string, vars?: Record<string, string | number>): string {
    let s: string = strings[key]![lang];
    if (vars) for (const [k, v] of Object.entries(vars)) s = s.replaceAll(`{${k}}`, String(v));
    return s;
  };
}
