import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { ArmyBook } from "../../lib/army-book/schema";
import type { PrismaClient } from "../../server/data/db";
import { seedFromData } from "../../server/ops/seed";
import { tempDir } from "./temp-dir";

/**
 * The Soviet book's v2 for the errata tests: extra soldiers 20 → 25 pts, a new "field-kitchen"
 * option for the infantry, and the banner gone (with the ability and the rule that named it).
 */
export function errata(): ArmyBook {
  const v2: ArmyBook = JSON.parse(readFileSync("data/soviet.army-book.json", "utf8")) as ArmyBook;
  v2.version = 2;
  const rai = v2.units.find((u) => u.id === "red-army-infantry")!;
  rai.options.find((o) => o.id === "extra-soldiers")!.cost.points = 25;
  rai.options = rai.options.filter((o) => o.id !== "banner");
  rai.options.push({ id: "field-kitchen", name: { ru: "Полевая кухня", en: "Field kitchen" }, kind: "toggle", cost: { points: 15, per: "each" }, max: 1 });
  // nothing may point at the option that went (the banner ability went with it)
  v2.abilities = v2.abilities.filter((a) => a.id !== "banner");
  for (const u of v2.units) u.abilities = u.abilities.filter((id) => id !== "banner");
  rai.constraints = rai.constraints.filter((c) => !("option" in c) || c.option !== "banner");
  return v2;
}


/**
 * Publishes v2 next to v1 (in `data`, by default a temp dir of the calling test's own) and seeds
 * it; returns that data dir. Called from a beforeAll hook, pass a dir made with tempDir at the
 * file's top level: one made in a hook would outlive the run.
 */
export async function publishErrata(db: PrismaClient, data = tempDir("errata-data-")): Promise<string> {
  copyFileSync("data/soviet.army-book.json", path.join(data, "soviet.army-book.json"));
  copyFileSync("data/scoring.json", path.join(data, "scoring.json"));
  writeFileSync(path.join(data, "soviet.v2.army-book.json"), JSON.stringify(errata(), null, 2));
  expect(await seedFromData(db, data)).toMatchObject({ added: ["soviet v2"] });
  return data;
}
