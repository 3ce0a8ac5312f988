"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { issueMessage } from "@/lib/input-errors";
import type { Lang } from "@/lib/text";

/** zodResolver over the shared schema, with messages in the reader's language (same wording as the API). */
export function localisedResolver<T extends z.ZodType<FieldValues, FieldValues>>(schema: T, lang: Lang) {
  return zodResolver(schema, { error: (issue) => issueMessage(issue as never, lang) });
}

/** The message of the error at a dotted field path, if any. */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  return (path: string): string | undefined => {
    let node: unknown = errors;
    for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };
}
