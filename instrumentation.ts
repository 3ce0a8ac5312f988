/** Runs once when the Next server starts (next start / next dev). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") (await import("./server/install-front-door")).installFrontDoor();
}
