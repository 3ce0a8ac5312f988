import http from "node:http";
import { judgeRequestHead } from "./front-door";

const INSTALLED = Symbol.for("soviet-roster.front-door");

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
        res.writeHead(refusal.status, refusal.headers);
        res.end(req.method === "HEAD" ? undefined : refusal.body);
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof proto.emit;
}
