import "server-only";
import type http from "node:http";

/** How long a stopping server may take to finish the requests under way before it exits anyway. */
export const SHUTDOWN_GRACE_MS = 8_000;

/**
 * On SIGTERM/SIGINT: take no new connections, let the requests under way finish (idle kept-alive
 * connections are closed at once), let Next close, then exit with the code a signal's own end gives
 * (128 + its number). A request held by a stuck database (a full disk, a server that stopped
 * answering) would keep the process up forever, so past SHUTDOWN_GRACE_MS it exits anyway, with
 * what was written kept (every acknowledged save is committed before it is acknowledged).
 */
export function stopOnSignals(server: http.Server, closeApp: () => Promise<void>): void {
  for (const [signal, code] of [["SIGTERM", 143], ["SIGINT", 130]] as const)
    process.once(signal, () => {
      setTimeout(() => {
        console.error(`Stopping: requests still open after ${SHUTDOWN_GRACE_MS / 1000} s were cut.`);
        process.exit(code);
      }, SHUTDOWN_GRACE_MS).unref();
      server.close(() => {
        closeApp().then(
          () => process.exit(code),
          () => process.exit(code),
        );
      });
      server.closeIdleConnections();
    });
}
