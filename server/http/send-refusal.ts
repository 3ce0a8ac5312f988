import "server-only";
import type http from "node:http";
import type { Refusal } from "./request-head";

/** What a refused request may still send (and we discard), and for how long, before its connection is cut. */
const LINGER_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 10_000;

/**
 * Sends the whole answer at once, then reads and discards whatever body the client is still
 * sending before the response is ended: ending it at once would close the connection under a
 * client that is still writing (one that asked for `Connection: close`, say), and it would get a
 * reset instead of reading the answer. Past a bound in bytes or time the connection is cut, as
 * servers' "lingering close" does.
 */
export function sendRefusal(req: http.IncomingMessage, res: http.ServerResponse, refusal: Refusal): void {
  const body = req.method === "HEAD" ? "" : refusal.body;
  res.writeHead(refusal.status, { ...refusal.headers, "content-length": String(Buffer.byteLength(body)) });
  res.write(body);
  let discarded = 0;
  const end = () => {
    clearTimeout(timer);
    if (!res.writableEnded) res.end();
  };
  const cut = () => {
    end();
    req.socket.destroy();
  };
  const timer = setTimeout(cut, LINGER_MS).unref();
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) cut();
  });
  req.on("end", end);
  req.on("close", end);
  req.on("error", () => {});
}
