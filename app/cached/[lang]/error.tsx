"use client";
// Next's error boundary for the cached pages (see PageError)
export { PageError as default } from "@/app/components/site/PageError";
