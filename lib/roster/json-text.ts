/**
 * Server actions that carry a roster take it as JSON text, read with JSON.parse exactly as the
 * API reads its body. Passed as an object, the roster would go through React's reply decoder,
 * which silently drops keys such as "__proto__" — so the same roster would be UNKNOWN_OPTION
 * through the API and "legal" when saved.
 */
export type JsonText = { ok: true; value: unknown } | { ok: false; detail?: string };

export function readJsonText(input: unknown): JsonText {
  if (typeof input !== "string") return { ok: false };
  try {
    return { ok: true, value: JSON.parse(input) };
  } catch (e) {
    return { ok: false, detail: e instanceof Error ? e.message : undefined };
  }
}
