"use client";
import type { Lang } from "@/lib/text";
import { victoryInputSchema } from "@/lib/victory/schema";
import { localisedResolver } from "../localised-resolver";

/** The calculator's checks (the victory input's schema, and zod with it), fetched at its first use (lazy-module.ts). */
export const parseVictory = (values: unknown) => victoryInputSchema.safeParse(values);
export const victoryResolver = (lang: Lang) => localisedResolver(victoryInputSchema, lang);
