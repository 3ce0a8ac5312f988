/** Runs once when the Next server starts (the custom server's app.prepare(), or next dev). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // a wrong DATABASE_URL stops the server at once with one line, not with a 500 on every page
  await (await import("./server/ops/database-check")).stopUnlessDatabaseReady();
}
