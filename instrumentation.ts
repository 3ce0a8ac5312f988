/** Runs once when the Next server starts (next start / next dev). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // a wrong DATABASE_URL stops the server at once with one line, not with a 500 on every page
  await (await import("./server/database-check")).stopUnlessDatabaseReady();
  (await import("./server/install-front-door")).installFrontDoor();
  (await import("./server/shutdown")).boundShutdown();
}
