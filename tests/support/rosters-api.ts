/**
 * Creating and saving rosters over plain HTTP through the rosters API (the same server functions
 * the builder's actions call: server/data/roster-commands.ts), answered in the words the builder's
 * actions use, so a test reads `saved` / `conflict` / `unavailable` whichever way it drives them.
 * Network failures reject with fetch's TypeError.
 */
import type { RosterSummary, StoredRoster } from "../../server/data/rosters";

export type ApiCreated = { status: "created"; viewId: string; key: string; summary: RosterSummary } | { status: "invalid" | "unavailable"; errors: unknown[] };
export type ApiSaved =
  | { status: "saved"; summary: RosterSummary }
  | { status: "conflict"; current: StoredRoster }
  | { status: "forbidden" | "not_found" | "invalid" | "unavailable"; errors: unknown[] };

const STATUS: Record<number, ApiSaved["status"]> = { 200: "saved", 409: "conflict", 401: "forbidden", 404: "not_found", 400: "invalid", 413: "invalid", 503: "unavailable" };

async function answer(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`the rosters API answered ${res.status} with no JSON: ${text.slice(0, 200)}`);
  }
}

export async function apiCreate(base: string, roster: unknown): Promise<ApiCreated> {
  const res = await fetch(`${base}/api/rosters`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(roster) });
  const body = await answer(res);
  if (res.status === 201) return { status: "created", viewId: body.viewId as string, key: body.editKey as string, summary: body.summary as RosterSummary };
  if (res.status === 400 || res.status === 503) return { status: res.status === 400 ? "invalid" : "unavailable", errors: body.errors as unknown[] };
  throw new Error(`POST /api/rosters answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
}

export async function apiSave(base: string, viewId: string, key: string, version: number, roster: unknown): Promise<ApiSaved> {
  const res = await fetch(`${base}/api/rosters/${encodeURIComponent(viewId)}`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify({ version, roster }),
  });
  const body = await answer(res);
  const status = STATUS[res.status];
  if (!status) throw new Error(`PUT /api/rosters/${viewId} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  if (status === "saved") return { status, summary: body.summary as RosterSummary };
  if (status === "conflict") return { status, current: body.current as StoredRoster };
  return { status, errors: body.errors as unknown[] };
}
