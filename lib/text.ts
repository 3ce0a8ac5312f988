export const LANGS = ["ru", "en"] as const;
export type Lang = (typeof LANGS)[number];

/** A piece of user-facing text in both product languages. */
export type Text = Record<Lang, string>;

/** "Platoon commander" → "platoon commander" inside a sentence; "HMG (Maxim)" keeps its capitals. */
export function lowerFirst(name: string): string {
  const [first, second] = [...name];
  return first && second && second === second.toLowerCase() ? first.toLowerCase() + name.slice(first.length) : name;
}

/** "commander, 9 soldiers" → "Commander, 9 soldiers" at the start of a line. */
export function upperFirst(text: string): string {
  const [first] = text;
  return first ? first.toLocaleUpperCase() + text.slice(first.length) : text;
}

export function isLang(value: unknown): value is Lang {
  return value === "ru" || value === "en";
}

/** The reader's language: their explicit choice (the `lang` cookie), else the browser's Accept-Language. */
export function readerLang(chosen: string | undefined, acceptLanguage: string | null | undefined): Lang {
  return isLang(chosen) ? chosen : langFromAcceptLanguage(acceptLanguage);
}

/** Picks ru or en from an Accept-Language header; English is the fallback for anything else. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  if (!header) return "en";
  const tags = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag ?? "", q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag.startsWith("ru")) return "ru";
    if (tag.startsWith("en")) return "en";
  }
  return "en";
}
