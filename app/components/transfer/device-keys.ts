"use client";
import { mergeKeys, type KeyPair, type MergePlan } from "@/lib/transfer/merge";
import { loadKeys, saveKeys } from "../key-store";

/** What adding `incoming` to this browser's list would do, without doing it. */
export function planKeys<E extends KeyPair>(incoming: readonly E[]): MergePlan<E> {
  return mergeKeys(loadKeys(), incoming);
}

/** Adds rosters from another device to this browser's list, as it is now: nothing in it is removed or replaced. */
export function addKeys<E extends KeyPair>(incoming: readonly E[]): MergePlan<E> {
  const plan = planKeys(incoming);
  if (plan.added.length > 0) saveKeys(plan.merged);
  return plan;
}
