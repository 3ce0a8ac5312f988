/**
 * The production server (`npm start`, `npm run serve`): Next's documented custom server, an HTTP
 * server of our own that hands every request to Next's request handler. It exists for what must
 * be answered before Next reads a request (server/http/request-head.ts): `next start` reads a whole
 * body (up to 10 MB) before its proxy runs, and answers 500 to a method its Request object cannot
 * hold (TRACE), to an impossible byte range and to a foreign Origin on a server action. Nothing
 * else happens here; `npm run dev` is plain `next dev`.
 *
 * Built by scripts/build-server.ts into dist/server.mjs. Environment: PORT (3000), HOST (all
 * interfaces).
 */
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import next from "next";
import { judgeRequestHead } from "./server/http/request-head";
import { sendRefusal } from "./server/http/send-refusal";
import { stopOnSignals } from "./server/ops/shutdown";

const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || undefined;
const app = next({ dev: false, dir: fileURLToPath(new URL("..", import.meta.url)), hostname: host ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  const refusal = judgeRequestHead(req.method ?? "GET", req.url ?? "/", req.headers);
  if (refusal) sendRefusal(req, res, refusal);
  else void handle(req, res);
});
stopOnSignals(server, () => app.close());
server.listen(port, host, () => console.log(`Ready on http://${host ?? "localhost"}:${port}`));
