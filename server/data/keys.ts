import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A secret edit key: 24 random bytes, base64url (32 characters). Only its hash is stored. */
export function newEditKey(): string {
  return randomBytes(24).toString("base64url");
}

/** A public view id: short, random, unguessable enough to share (12 characters). */
export function newViewId(): string {
  return randomBytes(9).toString("base64url");
}

export function hashKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** Whether a presented key can be one at all (a string of 1–200 characters). */
export function keyShapeOk(presented: unknown): presented is string {
  return typeof presented === "string" && presented.length > 0 && presented.length <= 200;
}

/** Constant-time check of a presented key against the stored hash. */
export function keyMatches(presented: unknown, storedHash: string): boolean {
  if (!keyShapeOk(presented)) return false;
  const a = Buffer.from(hashKey(presented), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
