// Plain JavaScript: the cache handler (server/http/cache-handler.mjs) is loaded by Next at run time
// without compiling it, and it needs the same policy as proxy.ts.
import { createHash } from "node:crypto";

/**
 * A strict CSP around one script rule: scripts only from this origin, plus those the rule admits
 * (this response's nonce, or the hashes of the inline scripts of a cached page).
 */
export function contentSecurityPolicy(scriptSources) {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptSources ? ` ${scriptSources}` : ""}`,
    // React's style={{…}} attributes (the points bar) need inline styles; no scripts can ride on them
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // the offline worker (public/sw.js) and the web app manifest
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function noncePolicy(nonce, dev) {
  return contentSecurityPolicy(`'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`);
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP source of every inline script of a page ('sha256-…' of its exact text, as the browser
 * hashes it). A page kept in the cache is served to everyone, so it cannot carry a per-request
 * nonce: the hashes admit exactly the scripts Next wrote into it and nothing injected later.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy of a cached page: no nonce, no 'strict-dynamic' (its chunks load by 'self'), its inline scripts by hash. */
export function hashPolicy(html) {
  return contentSecurityPolicy(inlineScriptHashes(html).join(" "));
}
