import "server-only";
import http from "node:http";
import { judgeRequestHead, type Refusal } from "./front-door";
import { frontPageCache } from "./front-page-cache";

const INSTALLED = Symbol.for("soviet-roster.front-door");

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
function answerThenLinger(req: http.IncomingMessage, res: http.ServerResponse, refusal: Refusal): void {
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

/** Headers that name internal routes or cache entries: for this process only, never for a client. */
const INTERNAL_HEADERS = ["x-page-key", "x-matched-path", "x-nextjs-rewritten-path"];

/** Drops INTERNAL_HEADERS as the answer's head goes out (Node sends it through writeHead). */
function hideInternalHeaders(res: http.ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    for (const name of INTERNAL_HEADERS) res.removeHeader(name);
    return writeHead(...args);
  }) as typeof res.writeHead;
}

/**
 * Puts judgeRequestHead, then the kept cached pages (server/http/front-page-cache.ts), in front of
 * every request this process's HTTP server receives, before Next sees it. `next start` gives no hook before its proxy layer, so the server's "request"
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
        answerThenLinger(req, res, refusal);
        return true;
      }
      hideInternalHeaders(res);
      if (frontPageCache(req, res)) return true;
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof proto.emit;
}
