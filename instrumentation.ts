/** Runs once when the Next server starts (next start / next dev). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // a wrong DATABASE_URL stops the server at once with one line, not with a 500 on every page
  await (await import("./server/ops/database-check")).stopUnlessDatabaseReady();
  (await import("./server/http/install-front-door")).installFrontDoor();
  (await import("./server/ops/shutdown")).boundShutdown();
}
