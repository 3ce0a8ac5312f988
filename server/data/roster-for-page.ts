import "server-only";
import { cache } from "react";
import { prisma } from "./db";
import { findRoster } from "./rosters";

/**
 * A roster as a page reads it: once per request, however many parts of the page ask (its metadata
 * and its body both do), through React's per-request cache.
 */
export const rosterForPage = cache((viewId: string) => findRoster(prisma(), viewId));
