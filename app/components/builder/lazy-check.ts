"use client";
import { useEffect, useState } from "react";

type Checks = typeof import("./head-check");

let loaded: Checks | null = null;
let loading: Promise<Checks> | null = null;

/** The roster schema's checks, loaded once, on first need (see head-check.ts). */
export function loadChecks(): Promise<Checks> {
  return (loading ??= import("./head-check").then((m) => (loaded = m)));
}

/** The checks once they are here (null for the first moments); starts loading them on mount. */
export function useChecks(): Checks | null {
  const [checks, setChecks] = useState(loaded);
  useEffect(() => {
    if (!checks) void loadChecks().then(setChecks);
  }, [checks]);
  return checks;
}
