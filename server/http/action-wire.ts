/**
 * What a server action request of this app may carry. Our client only ever sends JSON-like
 * arguments, which React encodes as a text/plain JSON array (strings that start with "$" are
 * escaped as "$$"). Anything else — multipart, Flight references such as "$Q1" or "$F1",
 * broken JSON, deep nesting — would make Next's decoder throw and answer 500, so it is refused
 * here with a 400 before the action runs. The action itself still parses its arguments with
 * the shared zod schemas.
 */
import "server-only";
export const ACTION_MAX_DEPTH = 32;

export type WireVerdict = { ok: true } | { ok: false; reason: "content_type" | "not_json" | "not_array" | "reference" | "too_deep" };

function plain(value: unknown, depth: number): WireVerdict {
  if (depth > ACTION_MAX_DEPTH) return { ok: false, reason: "too_deep" };
  if (typeof value === "string") return value.startsWith("$") && !value.startsWith("$$") && value !== "$undefined" ? { ok: false, reason: "reference" } : { ok: true };
  if (typeof value !== "object" || value === null) return { ok: true };
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const verdict = plain(item, depth + 1);
    if (!verdict.ok) return verdict;
  }
  return { ok: true };
}

/** Checks the body of a fetch server action (the `Next-Action` header is present). */
export function judgeActionBody(contentType: string | null, body: string): WireVerdict {
  if (!(contentType ?? "").toLowerCase().startsWith("text/plain")) return { ok: false, reason: "content_type" };
  let value: unknown;
  try {
    // JSON.parse has no depth limit of its own, but the nesting is bounded by the body size
    value = JSON.parse(body);
  } catch {
    return { ok: false, reason: "not_json" };
  }
  if (!Array.isArray(value)) return { ok: false, reason: "not_array" };
  return plain(value, 0);
}
