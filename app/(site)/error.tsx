"use client";
// Next's error boundary for the pages rendered per request (see PageError)
export { PageError as default } from "@/app/components/site/PageError";
