import "server-only";
import { readFileSync } from "node:fs";

/**
 * The server's time. Tests move it without sleeping: when APP_TEST_CLOCK_FILE names a file, its
 * content (milliseconds to add to the real time) is read at every call. Production never sets it.
 */
export function now(): Date {
  const file = process.env.APP_TEST_CLOCK_FILE;
  if (!file) return new Date();
  let offset = 0;
  try {
    offset = Number(readFileSync(file, "utf8").trim()) || 0;
  } catch {
    /* no file yet: real time */
  }
  return new Date(Date.now() + offset);
}
