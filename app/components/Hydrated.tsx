"use client";
import { useEffect } from "react";

/** Marks the page as interactive (<html data-hydrated>), so browser tests never click a dead button. */
export function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "1";
  }, []);
  return null;
}
