/**
 * Calls a Next server action over HTTP exactly as the browser's React client does: a POST to the
 * page's URL carrying the action's id in `Next-Action` and the arguments as JSON, answered with
 * an RSC (React Flight) stream whose row 0 points at the action's return value.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

type Manifest = { node: Record<string, { filename: string; exportedName: string; workers: Record<string, unknown> }> };

/** The id the production build in .next gave an exported server action (it changes with every build). */
export function serverActionId(filename: string, exportedName: string): string {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), ".next", "server", "server-reference-manifest.json"), "utf8")) as Manifest;
  const ids = Object.entries(manifest.node)
    .filter(([, entry]) => entry.filename === filename && entry.exportedName === exportedName)
    .map(([id]) => id);
  if (ids.length !== 1) throw new Error(`${ids.length} server actions named ${exportedName} in ${filename} in .next/server/server-reference-manifest.json`);
  return ids[0]!;
}

export function buildId(): string {
  return readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
}

/** Thrown when an answer arrived but is not an action result (HTML error page, 404 "action not found", torn stream…). */
export class ActionResponseError extends Error {}

/**
 * Splits an RSC payload into its rows: `<hex id>:<json>\n`, or `<hex id>:T<hex byte length>,<text>`
 * (large strings), or a tagged row (`I`, `H`, `E`… before the JSON) which is kept as raw text.
 */
export function parseRscRows(body: Buffer): Map<number, unknown> {
  const rows = new Map<number, unknown>();
  let at = 0;
  while (at < body.length) {
    if (body[at] === 0x0a) {
      at++;
      continue;
    }
    const colon = body.indexOf(0x3a, at);
    if (colon < 0) throw new ActionResponseError(`RSC row without an id at byte ${at}: ${body.subarray(at, at + 80).toString()}`);
    const idText = body.subarray(at, colon).toString("latin1");
    if (!/^[0-9a-f]+$/.test(idText)) throw new ActionResponseError(`RSC row id ${JSON.stringify(idText)} at byte ${at}`);
    const id = parseInt(idText, 16);
    if (body[colon + 1] === 0x54 /* T */) {
      const comma = body.indexOf(0x2c, colon);
      const length = parseInt(body.subarray(colon + 2, comma).toString("latin1"), 16);
      rows.set(id, body.subarray(comma + 1, comma + 1 + length).toString("utf8"));
      at = comma + 1 + length;
      continue;
    }
    const end = body.indexOf(0x0a, colon);
    if (end < 0) throw new ActionResponseError(`RSC row ${id} is cut short (no newline): the stream ended mid-row`);
    const text = body.subarray(colon + 1, end).toString("utf8");
    if (text.startsWith("{") || text.startsWith("[") || text.startsWith('"') || /^(-?\d|true|false|null)/.test(text)) {
      try {
        rows.set(id, JSON.parse(text));
      } catch {
        throw new ActionResponseError(`RSC row ${id} is not JSON: ${text.slice(0, 200)}`);
      }
    } else rows.set(id, { $tagged: text });
    at = end + 1;
  }
  return rows;
}

/** Resolves Flight references ("$@1", "$1", "$$…" escapes, "$undefined", "$D…") inside a row's value. */
function resolve(value: unknown, rows: Map<number, unknown>, depth = 0): unknown {
  if (depth > 64) throw new ActionResponseError("RSC references nest too deep");
  if (typeof value === "string") {
    if (!value.startsWith("$")) return value;
    if (value.startsWith("$$")) return value.slice(1);
    if (value === "$undefined") return undefined;
    if (value.startsWith("$D")) return new Date(value.slice(2));
    const ref = /^\$@?([0-9a-f]+)$/.exec(value);
    if (ref) {
      const id = parseInt(ref[1]!, 16);
      if (!rows.has(id)) throw new ActionResponseError(`RSC reference ${value} to a row that never arrived`);
      return resolve(rows.get(id), rows, depth + 1);
    }
    throw new ActionResponseError(`unsupported RSC value ${JSON.stringify(value.slice(0, 40))}`);
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, rows, depth + 1));
  if (value && typeof value === "object") {
    if ("$tagged" in value) throw new ActionResponseError(`unexpected tagged RSC row ${String((value as { $tagged: string }).$tagged).slice(0, 200)}`);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, rows, depth + 1)]));
  }
  return value;
}

export type ActionCall = { result: unknown; buildId: string; status: number };

/**
 * POSTs `args` to the action `actionId` at `pageUrl` with the headers the browser sends and returns
 * what the action returned. Network failures reject with fetch's TypeError; an answer that is not
 * an action result rejects with ActionResponseError.
 */
export async function callServerAction(pageUrl: string, actionId: string, args: unknown[]): Promise<ActionCall> {
  const res = await fetch(pageUrl, {
    method: "POST",
    headers: {
      "Next-Action": actionId,
      "Content-Type": "text/plain;charset=UTF-8",
      Accept: "text/x-component",
      Origin: new URL(pageUrl).origin,
    },
    body: JSON.stringify(args),
    redirect: "manual",
  });
  const body = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get("content-type") ?? "";
  if (res.status !== 200 || !type.startsWith("text/x-component"))
    throw new ActionResponseError(`action answered ${res.status} ${type}: ${body.subarray(0, 300).toString()}`);
  const rows = parseRscRows(body);
  const head = rows.get(0) as { a?: unknown; b?: unknown } | undefined;
  if (!head || typeof head !== "object" || !("a" in head)) throw new ActionResponseError(`RSC row 0 is not an action answer: ${body.subarray(0, 300).toString()}`);
  return { result: resolve(head.a, rows), buildId: String(head.b), status: res.status };
}
