"use client";
import { rosterSchema } from "@/lib/roster/schema";
import type { Lang } from "@/lib/text";
import { localisedResolver } from "../localised-resolver";

/**
 * The builder's checks that need zod: loaded after the builder is on screen (lazy-check.ts), so
 * its first load carries neither zod nor the resolver. The head fields are checked by the roster
 * schema itself, picked to the name and the limit.
 */
export const headSchema = rosterSchema.pick({ name: true, pointsLimit: true });

export const headResolver = (lang: Lang) => localisedResolver(headSchema, lang);

/** Which head field cannot be saved, if any. */
export function headProblem(name: string, pointsLimit: number): "name" | "limit" | "both" | null {
  const parsed = headSchema.safeParse({ name, pointsLimit });
  if (parsed.success) return null;
  const fields = new Set(parsed.error.issues.map((i) => i.path[0]));
  return fields.has("name") && fields.has("pointsLimit") ? "both" : fields.has("name") ? "name" : "limit";
}

/** The whole roster as the server will check it; null when it cannot be saved. */
export function checkedRoster(json: string) {
  const parsed = rosterSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}
