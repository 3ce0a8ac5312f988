/**
 * Section 9 of npm run bench: cached pages with and without nginx. One `npm start` over its own
 * database and deploy/run-nginx.sh in front of it; the same share page and the same static JS
 * asset of the build, each asked for by 10 connections as a browser asks (gzip), straight from the
 * instance and through nginx. Goals (issue 22): through nginx a share page at ≥ 80 % of the asset's
 * bytes/s (pages and assets differ in size); without nginx at ≥ 10 % of the asset's req/s.
 */
import { report } from "./report";
import type { ArmyBook } from "../../lib/army-book/schema";
import type { Roster } from "../../lib/roster/schema";
import { encodeRoster } from "../../lib/share/codec";
import { startNextServer } from "../../tests/support/next-server";
import { startNginx } from "../../tests/support/nginx";
import { createTempDatabase } from "../../tests/support/temp-db";
import { cannon, type Figure } from "./scaling";

/** Asked for as a browser asks: gzip, a Russian reader. */
const measure = (url: string, seconds: number) => cannon([url], seconds, { url: "", headers: { "accept-encoding": "gzip", "accept-language": "ru" } });

export async function proxyCacheSection(book: ArmyBook, roster: Roster, seconds: number): Promise<void> {
  const db = createTempDatabase("bench-proxy");
  const server = await startNextServer(db.url, 120_000);
  const nginx = await startNginx([new URL(server.baseUrl).host]);
  try {
    const sharePath = `/s/${encodeRoster(book, roster)}`;
    const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await (await fetch(server.baseUrl + sharePath)).text())![1]!;
    const rows: [string, string, Figure][] = [];
    for (const [where, base] of [["npm start", server.baseUrl], ["nginx → npm start", nginx.baseUrl]] as const)
      for (const [what, path] of [["static JS asset", asset], [`share page (${roster.units.length} units)`, sharePath]] as const) {
        await measure(base + path, 2); // warm: Next renders the page once, nginx keeps it
        rows.push([where, what, await measure(base + path, seconds)]);
      }
    report(`\n## 9. Cached pages with and without nginx (autocannon, 10 connections, gzip, ${seconds} s each, localhost)\n`);
    report("| served by | target | req/s | kB/s | p50 | errors + non-2xx |");
    report("|---|---|---:|---:|---:|---:|");
    for (const [where, what, f] of rows) report(`| ${where} | ${what} | ${f.rps.toFixed(0)} | ${(f.bytesPerSecond / 1000).toFixed(0)} | ${f.p50} ms | ${f.errors} |`);
    const [directAsset, directPage, proxiedAsset, proxiedPage] = rows.map((r) => r[2]);
    const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(0)} %`;
    report(`\n- through nginx, the share page's bytes/s are ${pct(proxiedPage!.bytesPerSecond, proxiedAsset!.bytesPerSecond)} of the asset's (goal ≥ 80 %)`);
    report(`- without nginx, the share page's req/s are ${pct(directPage!.rps, directAsset!.rps)} of the asset's (goal ≥ 10 %)`);
  } finally {
    await nginx.stop();
    await server.stop();
    db.cleanup();
  }
}
