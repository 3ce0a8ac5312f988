"use client";
import { rosterSchema } from "@/lib/roster/schema";
import type { Lang } from "@/lib/text";
import { issueMessage } from "@/lib/input-errors";

/**
 * The builder's checks that need zod: loaded at the page's first use or first save (lazy-check.ts), so
 * its first load carries no zod. The head fields are checked by the roster schema itself, picked
 * to the name and the limit.
 */
export const headSchema = rosterSchema.pick({ name: true, pointsLimit: true });

/** What is wrong with the name and the limit, each field's first problem in `lang` (the API's wording). */
export type HeadErrors = { name?: string; pointsLimit?: string };

export function headErrors(name: string, pointsLimit: number, lang: Lang): HeadErrors {
  const parsed = headSchema.safeParse({ name, pointsLimit });
  const errors: HeadErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === "name" || field === "pointsLimit") && !errors[field]) errors[field] = issueMessage(issue, lang);
  }
  return errors;
}

/** The whole roster as the server will check it; null when it cannot be saved. */
export function checkedRoster(json: string) {
  const parsed = rosterSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}
