import "server-only";
import type http from "node:http";
import { gzipSync } from "node:zlib";
import type { Catalog } from "../../lib/army-book/catalog";
import { CACHED_PREFIX, cachedRoute } from "../../lib/page-cache/cached-route";
import { readerLang } from "../../lib/text";
import { getCatalog, catalogIfFresh } from "../data/catalog";
import { LANG_COOKIE } from "./lang";

/**
 * The pages Next serves from its cache (share pages, their cards, the army book), answered again
 * straight from memory at the HTTP server's door, before Next's router, proxy and cache lookup run
 * for them (~0.3 ms instead of ~2.6 ms of CPU a request). What is kept is exactly what Next sent
 * the first time: its bytes (gzipped once for readers that accept it) and headers, the hash CSP
 * and security headers among them. The key is the internal page name (language + book stamp +
 * what the address asked for, lib/page-cache/cached-route.ts), so a re-seed that changes a stamp
 * sends the next request on to Next, which makes the new page.
 */

type Kept = { headers: Record<string, string | string[]>; body: Buffer; gzip: Buffer; etag: string | undefined };

/** Whole pages of 20–100 KB: a few hundred of them, the oldest dropped first. */
const MAX_BYTES = 64 * 1024 * 1024;
const kept = new Map<string, Kept>();
let keptBytes = 0;

/** Headers of the first answer that do not belong to another one, and the page name only Next needs to see. */
const NOT_KEPT = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "x-page-key"]);

function keep(key: string, value: Kept): void {
  const old = kept.get(key);
  if (old) keptBytes -= old.body.length + old.gzip.length;
  kept.delete(key);
  kept.set(key, value);
  keptBytes += value.body.length + value.gzip.length;
  for (const [k, v] of kept) {
    if (keptBytes <= MAX_BYTES) break;
    kept.delete(k);
    keptBytes -= v.body.length + v.gzip.length;
  }
}

function cookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The address of a request the door may answer: a GET or HEAD of a share page or the army book
 * that is not Next's client router asking (it sends the same address with these headers and gets
 * another answer). Cheap: every request the server gets is asked this first.
 */
function keepableRequest(req: http.IncomingMessage): URL | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "/";
  if (!url.startsWith("/s/") && !url.startsWith("/army-book")) return null;
  if (req.headers.rsc !== undefined || req.headers["next-router-prefetch"] !== undefined || req.headers["next-router-state-tree"] !== undefined || req.headers["next-action"] !== undefined) return null;
  try {
    const parsed = new URL(url, "http://x");
    decodeURIComponent(parsed.pathname);
    return parsed;
  } catch {
    return null;
  }
}

/**
 * The cache key of a cacheable page, and the start of the internal page name it must have been
 * made under; null for a page rendered per request (a broken code).
 */
function pageName(req: http.IncomingMessage, url: URL, catalog: Catalog): { key: string; page: string } | null {
  const lang = readerLang(cookie(req.headers.cookie, LANG_COOKIE), req.headers["accept-language"]);
  const route = cachedRoute(catalog, lang, url.pathname, url.searchParams);
  return route ? { key: `${url.pathname}\n${Object.values(route).join("\n")}`, page: `${CACHED_PREFIX}/${route["x-page-lang"]}/${route["x-page-stamp"]}/` } : null;
}

function acceptsGzip(req: http.IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
}

/** Answers from memory: the page (gzipped when the reader takes it), or 304 when the reader has it. */
function answer(req: http.IncomingMessage, res: http.ServerResponse, page: Kept): void {
  const gzip = acceptsGzip(req);
  if (page.etag && req.headers["if-none-match"] === page.etag) {
    res.writeHead(304, { etag: page.etag, "cache-control": String(page.headers["cache-control"] ?? "no-cache"), vary: String(page.headers.vary ?? "") });
    res.end();
    return;
  }
  const body = gzip ? page.gzip : page.body;
  res.writeHead(200, { ...page.headers, ...(gzip ? { "content-encoding": "gzip" } : {}), "content-length": String(body.length), "x-nextjs-cache": "HIT", "x-page-cache": "HIT" });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Lets Next answer, and keeps its answer when it is a cached page: a 200 of HTML whose CSP admits
 * scripts by hash, never by nonce, and that sets no cookie. Next is asked without compression, so
 * the bytes are the page itself.
 */
function capture(req: http.IncomingMessage, res: http.ServerResponse, { key, page }: { key: string; page: string }): void {
  delete req.headers["accept-encoding"];
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    chunk === undefined || chunk === null || typeof chunk === "function" ? null : Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding) : Buffer.from(chunk as Uint8Array);
  // Next's proxy reads the books on its own clock: right after a re-seed it may still name the page
  // by the old stamp; such an answer is not kept under the new name (x-page-key: the page it is,
  // read before the head goes out: the front door drops the header from what the client gets)
  let madeAs: string | null = null;
  const note = () => (madeAs ??= String(res.getHeader("x-page-key") ?? ""));
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    note();
    return writeHead(...args);
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const b = toBuffer(chunk, rest[0]);
    if (b) chunks.push(b);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    note();
    const b = toBuffer(chunk, rest[0]);
    if (b) chunks.push(b);
    const headers = res.getHeaders();
    const csp = String(headers["content-security-policy"] ?? "");
    if (madeAs!.includes(page) && res.statusCode === 200 && req.method === "GET" && /^text\/html/.test(String(headers["content-type"] ?? "")) && csp.includes("'sha256-") && !csp.includes("'nonce-") && headers["set-cookie"] === undefined && headers["content-encoding"] === undefined) {
      const body = Buffer.concat(chunks);
      const own: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(headers)) if (!NOT_KEPT.has(name) && value !== undefined) own[name] = Array.isArray(value) ? value : String(value);
      keep(key, { headers: own, body, gzip: gzipSync(body), etag: typeof headers.etag === "string" ? headers.etag : undefined });
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
}

/**
 * At the server's door: true when the request was answered from memory. Otherwise it goes on to
 * Next, and if it is a cacheable page its answer is kept on the way out.
 */
export function frontPageCache(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const url = keepableRequest(req);
  if (!url) return false;
  const catalog = catalogIfFresh();
  if (!catalog) {
    // the books are read (again) in the background, once however many ask; this request is Next's
    void getCatalog().catch(() => {});
    return false;
  }
  const name = pageName(req, url, catalog);
  if (name === null) return false;
  const page = kept.get(name.key);
  if (page) {
    answer(req, res, page);
    return true;
  }
  capture(req, res, name);
  return false;
}

/** For tests: forget every kept page. */
export function clearFrontPageCache(): void {
  kept.clear();
  keptBytes = 0;
}
