"use client";
import { newRosterSchema } from "@/lib/roster/actions-schema";
import type { Lang } from "@/lib/text";
import { localisedResolver } from "../localised-resolver";

/** The new-roster form's checks, loaded on the form's first use (lazy-resolver.ts): the head of a v1 roster. */
export const newRosterResolver = (lang: Lang) => localisedResolver(newRosterSchema, lang);
