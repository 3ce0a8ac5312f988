"use client";
import { lazyModule } from "../lazy-module";

/**
 * The roster schema's checks (head-check.ts), fetched at the builder's first use (a tap, a key, a
 * focus) or when a save asks for them, not on mount: building the roster schema takes a phone
 * some 300 ms of main thread, which would land right after the builder appears. Until then the
 * head is taken as it came (the server checked it when it was saved).
 */
const checks = lazyModule(() => import("./head-check"));
export const loadChecks = checks.load;
export const useChecks = checks.useLoaded;
