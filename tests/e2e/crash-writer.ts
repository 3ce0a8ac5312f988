/**
 * The writer for tests/e2e/crash-consistency.test.ts, run as its own process (tsx) so the test can
 * SIGKILL it mid-save. Saves rosterForVersion(v + 1) over version v of one roster, again and again,
 * through server/data/rosters.ts saveRoster, and prints "begin <v+1>" before and "ack <v+1>" after each
 * acknowledged save (stdout to a pipe is synchronous on Linux: a printed ack has left the process).
 *
 *   node --import tsx tests/e2e/crash-writer.ts <database url> <view id> <edit key> <current version> [large|small]
 */
import { readArmyBook } from "../../server/data/army-books";
import { createPrisma } from "../../server/data/db";
import { saveRoster } from "../../server/data/rosters";
import { rosterForVersion } from "../unit/fault-gen";

async function main() {
  const [url, viewId, key, from, size = "large"] = process.argv.slice(2);
  if (!url || !viewId || !key || !from || (size !== "large" && size !== "small"))
    throw new Error("usage: crash-writer <database url> <view id> <edit key> <current version> [large|small]");
  const db = createPrisma(url);
  const book = await readArmyBook(db, "soviet");
  if (!book) throw new Error("no seeded army book");
  let version = Number(from);
  process.stdout.write("ready\n");
  for (;;) {
    process.stdout.write(`begin ${version + 1}\n`);
    const result = await saveRoster(db, book, viewId, key, version, rosterForVersion(book, version + 1, size));
    if (result.status !== "saved") {
      process.stdout.write(`refused ${JSON.stringify(result).slice(0, 300)}\n`);
      process.exit(3);
    }
    version = result.summary.version;
    process.stdout.write(`ack ${version}\n`);
  }
}

main().catch((e) => {
  process.stdout.write(`error ${String(e).replace(/\s+/g, " ").slice(0, 500)}\n`);
  process.exit(2);
});
