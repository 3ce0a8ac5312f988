import { jsonFault } from "../import/json-lines";
import type { Lang } from "../text";

/**
 * Server actions that carry a roster take it as JSON text, read with JSON.parse exactly as the
 * API reads its body. Passed as an object, the roster would go through React's reply decoder,
 * which silently drops keys such as "__proto__" — so the same roster would be UNKNOWN_OPTION
 * through the API and "legal" when saved.
 */
export type JsonText = { ok: true; value: unknown } | { ok: false; detail?: (lang: Lang) => string | undefined };

export function readJsonText(input: unknown): JsonText {
  if (typeof input !== "string") return { ok: false };
  try {
    return { ok: true, value: JSON.parse(input) };
  } catch {
    // where it breaks, said in the reader's language (read again only when it is not JSON)
    return { ok: false, detail: (lang) => jsonFault(input, lang) };
  }
}
