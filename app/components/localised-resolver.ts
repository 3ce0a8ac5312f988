"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { issueMessage } from "@/lib/input-errors";
import type { Lang } from "@/lib/text";

/** zodResolver over the shared schema, with messages in the reader's language (same wording as the API). */
export function localisedResolver<T extends z.ZodType<FieldValues, FieldValues>>(schema: T, lang: Lang) {
  return zodResolver(schema, { error: (issue) => issueMessage(issue as never, lang) });
}
