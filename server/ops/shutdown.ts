/** How long a stopping server may take to finish the requests under way before it exits anyway. */
import "server-only";
export const SHUTDOWN_GRACE_MS = 8_000;

/**
 * Next ends the process on SIGTERM/SIGINT once its open requests have finished; a request held by
 * a stuck database (a full disk, a server that stopped answering) would keep it up forever. This
 * only adds a bound: past SHUTDOWN_GRACE_MS the process exits, with what was written kept (every
 * acknowledged save is committed before it is acknowledged).
 */
export function boundShutdown(): void {
  for (const [signal, code] of [["SIGTERM", 143], ["SIGINT", 130]] as const)
    process.once(signal, () => {
      setTimeout(() => {
        console.error(`Stopping: requests still open after ${SHUTDOWN_GRACE_MS / 1000} s were cut.`);
        // the code a signal's own end gives (128 + its number), as Next's own clean-up exits with
        process.exit(code);
      }, SHUTDOWN_GRACE_MS).unref();
    });
}
