/**
 * Section 8 of npm run bench: an event filled to its cap (500 entries) with the worst lists an
 * attacker can still get in — names of 100 four-byte characters, 200 units with every option of
 * their type over its max (hundreds of rule violations each), labels and notes at their bounds —
 * submitted through the API of `npm start`; then how big and how fast the organiser's page and
 * the entries API are. Goals (issue 21): the page ≤ 2 MB in ≤ 1 s, the API ≤ 1 MB.
 */
import { report } from "./report";
import http from "node:http";
import type { ArmyBook } from "../../lib/army-book/schema";
import { EVENT_LIMITS } from "../../lib/events/schema";
import type { Roster } from "../../lib/roster/schema";
import { API_BODY_MAX_BYTES } from "../../lib/body-limits";

const RUNS = 7;
const WIDE = "𝕎"; // one code point, four bytes in UTF-8

/** The worst admissible list: every field at its bound, every option over its max; no unknown id. */
export function worstAdmissibleList(book: ArmyBook, n: number): Roster {
  const units: Roster["units"] = Array.from({ length: 200 }, (_, i) => {
    const type = book.units[i % book.units.length]!;
    const options = Object.fromEntries(type.options.map((o) => [o.id, o.max + 9]));
    return { unit: type.id, label: WIDE.repeat(40), note: WIDE.repeat(200), options };
  });
  return { version: 1, name: `${n}${WIDE.repeat(99 - String(n).length)}`, armyBook: book.id, pointsLimit: 1000, units };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function eventAtCapSection(base: string, book: ArmyBook): Promise<void> {
  report(`\n## 8. An event at its cap: ${EVENT_LIMITS.entriesMax} worst admissible entries\n`);
  const post = (path: string, body: unknown) => fetch(base + path, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
  const made = await post("/api/events", { name: WIDE.repeat(100), pointsLimit: 1000, deadline: new Date(Date.now() + 24 * 3_600_000).toISOString(), armyBook: book.id });
  const { id, adminKey } = (await made.json()) as { id: string; adminKey: string };
  let bodyBytes = 0;
  let errorsPerEntry = 0;
  const submitStart = performance.now();
  for (let n = 0; n < EVENT_LIMITS.entriesMax; n++) {
    const body = { player: `${n}${WIDE.repeat(99 - String(n).length)}`, roster: worstAdmissibleList(book, n) };
    bodyBytes = Buffer.byteLength(JSON.stringify(body));
    if (bodyBytes > API_BODY_MAX_BYTES) throw new Error(`entry body ${bodyBytes} B is over the API's limit`);
    const res = await post(`/api/events/${id}/entries`, body);
    if (res.status !== 201) throw new Error(`entry ${n}: ${res.status} ${await res.text()}`);
    errorsPerEntry = ((await res.json()) as { report: { errors: unknown[] } }).report.errors.length;
  }
  const submitMs = (performance.now() - submitStart) / EVENT_LIMITS.entriesMax;
  const over = await post(`/api/events/${id}/entries`, { player: "one more", roster: worstAdmissibleList(book, 0) });

  const measure = async (path: string, headers: Record<string, string> = {}) => {
    const times: number[] = [];
    let bytes = 0;
    let gzipBytes = 0;
    for (let i = -2; i < RUNS; i++) {
      const start = performance.now();
      const res = await fetch(base + path, { headers: { "accept-language": "ru", ...headers } });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      if (i >= 0) times.push(performance.now() - start);
      bytes = body.length;
    }
    // fetch unpacks what it gets; node:http counts the bytes as sent
    gzipBytes = await new Promise<number>((resolve, reject) => {
      http
        .get(base + path, { headers: { "accept-language": "ru", "accept-encoding": "gzip", ...headers } }, (res) => {
          let n = 0;
          res.on("data", (c: Buffer) => (n += c.length));
          res.on("end", () => resolve(n));
        })
        .on("error", reject);
    });
    return { ms: median(times), bytes, gzipBytes };
  };
  const page = await measure(`/e/${id}/admin?key=${encodeURIComponent(adminKey)}`);
  const api = await measure(`/api/events/${id}/entries`, { authorization: `Bearer ${adminKey}` });
  const mb = (b: number) => (b / 1024 / 1024).toFixed(2);
  report(`Each entry: a ${(bodyBytes / 1024).toFixed(0)} KB body, ${errorsPerEntry} rule violations; submitted in ${submitMs.toFixed(0)} ms each on average. Entry ${EVENT_LIMITS.entriesMax + 1}: ${over.status}.\n`);
  report("| answer | size | sent with gzip | median time (7 runs) | goal |");
  report("|---|---:|---:|---:|---|");
  report(`| organiser's page /e/<id>/admin | ${mb(page.bytes)} MB | ${mb(page.gzipBytes)} MB | ${page.ms.toFixed(0)} ms | ≤ 2 MB, ≤ 1 s |`);
  report(`| GET /api/events/<id>/entries | ${mb(api.bytes)} MB | ${mb(api.gzipBytes)} MB | ${api.ms.toFixed(0)} ms | ≤ 1 MB |`);
}
