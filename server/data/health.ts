import "server-only";
import { prisma, type PrismaClient } from "./db";

/** How long one answer of the database is cached, and how long a probe may take. */
const ANSWER_CACHE_MS = 1_000;
const PROBE_TIMEOUT_MS = 2_000;

let last: { ok: boolean; at: number } | null = null;
let probing: Promise<boolean> | null = null;

/**
 * Whether the database answers a read of a real table now (a damaged SQLite file still answers
 * `SELECT 1`). One probe at a time, cached for ANSWER_CACHE_MS, so a crowd of page views costs about
 * one query a second. Never throws.
 */
export function databaseAnswers(db: PrismaClient = prisma()): Promise<boolean> {
  if (last && Date.now() - last.at < ANSWER_CACHE_MS) return Promise.resolve(last.ok);
  probing ??= new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    db.$queryRawUnsafe('SELECT 1 FROM "ArmyBook" LIMIT 1').then(
      () => resolve(true),
      () => resolve(false),
    ).finally(() => clearTimeout(timer));
  }).then((ok) => {
    last = { ok, at: Date.now() };
    probing = null;
    return ok;
  });
  return probing;
}
