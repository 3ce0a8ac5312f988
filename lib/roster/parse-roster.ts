import { z } from "zod";
import { rosterSchema } from "./schema";

/**
 * `schema` with zod's ahead-of-time fast path (`z.compile`: one generated function checks a valid
 * input; an invalid one goes through the schema as written, so its issues are the same) where code
 * may be generated: in Node, the server and the CLI. A page's or worker's Content-Security-Policy
 * forbids eval, so in a browser the schema runs as written rather than costing a reported
 * violation (and a client bundle, where `window` is known to exist, leaves the compiler out).
 *
 * For JSON-shaped input (what a request body, a form or a file gives): the fast path reads a value
 * once and the schema again on failure, so a getter answering differently each time could pass.
 */
export function compiledOnServer<S extends z.ZodType>(schema: S): S {
  const inNode = typeof window === "undefined" && typeof process !== "undefined" && typeof process.versions?.node === "string";
  return inNode ? z.compile(schema) : schema;
}

let compiled: typeof rosterSchema | undefined;

/** The one roster schema's safeParse, compiled where it can be (docs/performance.md, section 1). */
export function parseRoster(input: unknown) {
  compiled ??= compiledOnServer(rosterSchema);
  return compiled.safeParse(input);
}
