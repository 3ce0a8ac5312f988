import http from "node:http";
import { judgeRequestHead } from "./front-door";

const INSTALLED = Symbol.for("soviet-roster.front-door");

/** What a refused request may still send (and we discard), and for how long, before its connection is cut. */
const LINGER_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 10_000;

/**
 * The answer goes out at once, but a client still sending its body would get a connection reset
 * instead of reading it if we closed now: discard what it sends, up to a bound in bytes and time
 * (as servers' "lingering close" does), then close.
 */
function lingerThenClose(req: http.IncomingMessage): void {
  let discarded = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, LINGER_MS).unref();
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) cut();
  });
  req.on("close", () => clearTimeout(timer));
  req.on("error", () => {});
}

/**
 * Puts judgeRequestHead in front of every request this process's HTTP server receives, before
 * Next sees it. `next start` gives no hook before its proxy layer, so the server's "request"
 * event is the one place where a refusal can be sent without first waiting for the body.
 */
export function installFrontDoor(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      const refusal = judgeRequestHead(req.method ?? "GET", req.url ?? "/", req.headers);
      if (refusal) {
        lingerThenClose(req);
        res.writeHead(refusal.status, refusal.headers);
        res.end(req.method === "HEAD" ? undefined : refusal.body);
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof proto.emit;
}
