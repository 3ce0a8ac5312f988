"use client";
import type { FieldErrors, FieldValues } from "react-hook-form";

/** The message of the error at a dotted field path, if any. */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  return (path: string): string | undefined => {
    let node: unknown = errors;
    for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };
}
