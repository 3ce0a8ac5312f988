"use client";
import { mergeKeys, type KeyPair, type MergePlan } from "@/lib/transfer/merge";
import { loadKeys, saveKeys } from "../key-store";

/** What adding `incoming` to this browser's list (or to `held`, the list as last read) would do, without doing it. */
export function planKeys<E extends KeyPair>(incoming: readonly E[], held: readonly KeyPair[] = loadKeys()): MergePlan<E> {
  return mergeKeys(held, incoming);
}

/** Adds rosters from another device to this browser's list, as it is now: nothing in it is removed or replaced. */
export function addKeys<E extends KeyPair>(incoming: readonly E[]): MergePlan<E> {
  const plan = planKeys(incoming);
  if (plan.added.length > 0) saveKeys(plan.merged);
  return plan;
}
