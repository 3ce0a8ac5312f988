import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ArmyBook } from "../../lib/army-book/schema";
import type { Roster } from "../../lib/roster/schema";
import { readArmyBook } from "../../server/data/army-books";
import { createPrisma } from "../../server/data/db";
import { checkAccess, createRoster, deleteRoster, findRoster, listRosters, saveRoster } from "../../server/data/rosters";
import { clockPast } from "../support/clock";

const db = createPrisma(inject("databaseUrl"));
let book: ArmyBook;

beforeAll(async () => {
  const stored = await readArmyBook(db, "soviet");
  if (!stored) throw new Error("the seeded DB has no soviet army book");
  book = stored;
});
afterAll(() => db.$disconnect());

const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");

/**
 * A legal 1000-point roster in a deliberately non-alphabetical unit order.
 * Points by hand (RULES.md): RAI 100 + 2×20 + lmg 25 = 165; cavalry 100;
 * naval 120 + 30 + lmg 25 = 175; guards 120 + radio 50 = 170; RAI 100 + 20 = 120 → 730.
 */
function legalRoster(name = "Штурм высоты"): Roster {
  return {
    version: 1,
    name,
    armyBook: "soviet", bookVersion: 1,
    pointsLimit: 1000,
    units: [
      { unit: "red-army-infantry", options: { "extra-soldiers": 2, lmg: 1 } },
      { unit: "cavalry" },
      { unit: "naval-infantry", options: { "extra-soldiers": 1, lmg: 1 } },
      { unit: "guards", options: { radio: 1 } },
      { unit: "red-army-infantry", options: { "extra-soldiers": 1 } },
    ],
  };
}
const LEGAL_POINTS = 730;

/** A different legal roster (to save over the first): snipers 100 + spotter 50 = 150; scouts 100 → 250. */
function otherRoster(name = "Разведка"): Roster {
  return {
    version: 1,
    name,
    armyBook: "soviet", bookVersion: 1,
    pointsLimit: 500,
    units: [{ unit: "scouts" }, { unit: "snipers", options: { spotter: 1 } }],
  };
}

/** Everything the DB holds about one roster, row ids and timestamps included. */
async function snapshot(viewId: string) {
  return db.roster.findUnique({
    where: { viewId },
  });
}

async function created(roster: Roster = legalRoster()) {
  const c = await createRoster(db, book, roster);
  return { key: c.editKey, viewId: c.summary.viewId, summary: c.summary, roster: c.roster };
}

describe("createRoster", () => {
  it("returns a 32-character edit key and a 12-character view id, summary at version 1", async () => {
    const c = await created();
    expect(c.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(c.viewId).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(c.key).not.toBe(c.viewId);
    expect(c.summary).toMatchObject({ viewId: c.viewId, name: "Штурм высоты", points: LEGAL_POINTS, pointsLimit: 1000, valid: true, version: 1 });
    expect(c.roster).toEqual(legalRoster());
  });

  it("two rosters get different keys and view ids", async () => {
    const [a, b] = await Promise.all([created(), created()]);
    expect(a.key).not.toBe(b.key);
    expect(a.viewId).not.toBe(b.viewId);
  });

  it("stores only the sha256 of the key: the key itself is in no column of the Roster row", async () => {
    const c = await created();
    const row = await db.roster.findUniqueOrThrow({ where: { viewId: c.viewId } });
    expect(row.editKeyHash).toBe(sha256(c.key));
    expect(row.editKeyHash).toMatch(/^[0-9a-f]{64}$/);
    for (const value of Object.values(row)) {
      const text = value instanceof Date ? value.toISOString() : String(value);
      expect(text).not.toContain(c.key);
    }
  });

  it("stores units and options as rows (position order, zero counts omitted), not as a blob", async () => {
    const roster: Roster = {
      ...legalRoster(),
      units: [
        { unit: "naval-infantry", options: { lmg: 0, "extra-soldiers": 3 } },
        { unit: "cavalry", options: { "extra-soldiers": 0 } },
        { unit: "red-army-infantry", options: { "extra-soldiers": 1, hmg: 0 } },
      ],
    };
    const c = await created(roster);
    const row = await snapshot(c.viewId);
    expect(row).not.toBeNull();
    // the unit list, in order, as v1 JSON in the roster's own row; zero counts are not stored
    expect(row!.units).toBe('[{"unit":"naval-infantry","options":{"extra-soldiers":3}},{"unit":"cavalry"},{"unit":"red-army-infantry","options":{"extra-soldiers":1}}]');
    // zero counts come back as omitted options; a unit with only zeros has no `options`
    expect((await findRoster(db, c.viewId))!.roster.units).toEqual([
      { unit: "naval-infantry", options: { "extra-soldiers": 3 } },
      { unit: "cavalry" },
      { unit: "red-army-infantry", options: { "extra-soldiers": 1 } },
    ]);
  });

  it("computes points and validity itself: whatever numbers the client sends are ignored", async () => {
    const forged = { ...legalRoster(), points: 1, valid: false } as unknown as Roster;
    const c = await created(forged);
    const row = await db.roster.findUniqueOrThrow({ where: { viewId: c.viewId } });
    expect(row.points).toBe(LEGAL_POINTS);
    expect(row.valid).toBe(true);

    // 3 guards + an 8-soldier squad with a banner but no platoon commander, at 300 points: rule-breaking
    const bad: Roster = {
      version: 1,
      name: "Сломанный",
      armyBook: "soviet", bookVersion: 1,
      pointsLimit: 300,
      units: [{ unit: "guards" }, { unit: "guards" }, { unit: "red-army-infantry", options: { "extra-soldiers": 8, banner: 1 } }],
    };
    const lying = { ...bad, points: 0, valid: true } as unknown as Roster;
    const b = await created(lying);
    const badRow = await db.roster.findUniqueOrThrow({ where: { viewId: b.viewId } });
    expect(badRow.points).toBe(120 + 120 + 100 + 160 + 20);
    expect(badRow.valid).toBe(false);
  });
});

describe("findRoster", () => {
  it("round-trips the v1 roster exactly: name, limit, unit order and option counts", async () => {
    const c = await created();
    const found = await findRoster(db, c.viewId);
    expect(found).not.toBeNull();
    expect(found!.roster).toEqual(legalRoster());
    expect(found!.roster.units.map((u) => u.unit)).toEqual(["red-army-infantry", "cavalry", "naval-infantry", "guards", "red-army-infantry"]);
    expect(found!.summary).toEqual(c.summary);
  });

  it("round-trips each unit's label and note (with and without options, zero counts dropped), and a save keeps them", async () => {
    const own: Roster = {
      ...legalRoster(),
      units: [
        { unit: "red-army-infantry", label: "2-й взвод", note: "левый фланг", options: { lmg: 1, smg: 0 } },
        { unit: "cavalry", label: "Разведка", options: { smg: 0 } },
        { unit: "snipers", note: "" },
      ],
    };
    const c = await created(own);
    expect((await findRoster(db, c.viewId))!.roster.units).toEqual([
      { unit: "red-army-infantry", label: "2-й взвод", note: "левый фланг", options: { lmg: 1 } },
      { unit: "cavalry", label: "Разведка" },
      { unit: "snipers", note: "" },
    ]);
    const renamed = { ...own, units: [{ unit: "snipers", label: "Глаза" }] };
    expect((await saveRoster(db, book, c.viewId, c.key, 1, renamed)).status).toBe("saved");
    expect((await findRoster(db, c.viewId))!.roster.units).toEqual([{ unit: "snipers", label: "Глаза" }]);
  });

  it("round-trips unknown units and options and over-max counts as entered", async () => {
    const odd: Roster = {
      version: 1,
      name: "😀 Странный",
      armyBook: "soviet", bookVersion: 1,
      pointsLimit: 300,
      units: [
        { unit: "tiger-tank", options: { "extra-soldiers": 2 } },
        { unit: "red-army-infantry", options: { "extra-soldiers": 12, jetpack: 1 } },
      ],
    };
    const c = await created(odd);
    expect((await findRoster(db, c.viewId))!.roster).toEqual(odd);
  });

  it("an unknown, empty, over-long or non-string view id → null", async () => {
    expect(await findRoster(db, "nope-nope-no")).toBeNull();
    expect(await findRoster(db, "")).toBeNull();
    expect(await findRoster(db, "x".repeat(65))).toBeNull();
    expect(await findRoster(db, 42 as unknown as string)).toBeNull();
  });

  // An option id "__proto__" is data (an unknown option): it must come back from the store as it went in.
  it("round-trips an option id \"__proto__\" (stored in the units' JSON, so it must come back)", async () => {
    const options = JSON.parse('{"__proto__": 1, "extra-soldiers": 1}') as Record<string, number>;
    const proto: Roster = { ...legalRoster(), units: [{ unit: "red-army-infantry", options }] };
    const c = await created(proto);
    const row = await snapshot(c.viewId);
    expect(Object.keys((JSON.parse(row!.units) as { options: object }[])[0]!.options)).toEqual(["__proto__", "extra-soldiers"]);
    expect(row!.valid).toBe(false); // UNKNOWN_OPTION
    const found = await findRoster(db, c.viewId);
    expect(Object.keys(found!.roster.units[0]!.options ?? {})).toEqual(["__proto__", "extra-soldiers"]);
  });
});

describe("checkAccess", () => {
  it("ok with the key, forbidden with another, not_found for an unknown roster", async () => {
    const a = await created();
    const b = await created();
    expect(await checkAccess(db, a.viewId, a.key)).toBe("ok");
    expect(await checkAccess(db, a.viewId, b.key)).toBe("forbidden");
    expect(await checkAccess(db, "nope-nope-no", a.key)).toBe("not_found");
  });
});

describe("saveRoster", () => {
  it("with the key and the current version: saved, version goes 1 → 2 → 3, contents replaced", async () => {
    const c = await created();
    const first = await saveRoster(db, book, c.viewId, c.key, 1, otherRoster());
    expect(first.status).toBe("saved");
    if (first.status !== "saved") return;
    expect(first.summary).toMatchObject({ viewId: c.viewId, name: "Разведка", pointsLimit: 500, points: 250, valid: true, version: 2 });
    expect((await findRoster(db, c.viewId))!.roster).toEqual(otherRoster());
    // the stored unit list is the new one, whole: nothing of the old one is left behind
    expect(JSON.parse((await snapshot(c.viewId))!.units)).toEqual(otherRoster().units);

    const second = await saveRoster(db, book, c.viewId, c.key, 2, legalRoster("Снова"));
    expect(second.status).toBe("saved");
    if (second.status === "saved") expect(second.summary).toMatchObject({ version: 3, name: "Снова", points: LEGAL_POINTS });
    expect((await findRoster(db, c.viewId))!.roster).toEqual(legalRoster("Снова"));
  });

  it("moves updatedAt forward", async () => {
    const c = await created();
    await clockPast(c.summary.updatedAt);
    const saved = await saveRoster(db, book, c.viewId, c.key, 1, otherRoster());
    expect(saved.status).toBe("saved");
    if (saved.status === "saved") expect(saved.summary.updatedAt > c.summary.updatedAt).toBe(true);
  });

  it("with a wrong key: forbidden, and nothing in the DB changed", async () => {
    const c = await created();
    const other = await created();
    const before = await snapshot(c.viewId);
    const foundBefore = await findRoster(db, c.viewId);
    const result = await saveRoster(db, book, c.viewId, other.key, 1, otherRoster("Захват"));
    expect(result).toEqual({ status: "forbidden" });
    expect(await snapshot(c.viewId)).toEqual(before);
    expect(await findRoster(db, c.viewId)).toEqual(foundBefore);
    expect((await findRoster(db, c.viewId))!.summary.version).toBe(1);
  });

  it("the view id, the stored hash, an empty or a non-string key: all forbidden, nothing changed", async () => {
    const c = await created();
    const before = await snapshot(c.viewId);
    const keys: unknown[] = [c.viewId, before!.editKeyHash, "", " ", c.key + " ", c.key.toUpperCase(), 123, null, undefined, {}, [c.key], { toString: () => c.key }, "x".repeat(500)];
    for (const key of keys) {
      expect(await saveRoster(db, book, c.viewId, key, 1, otherRoster()), `key ${String(key)}`).toEqual({ status: "forbidden" });
      expect(await deleteRoster(db, c.viewId, key)).toBe("forbidden");
    }
    expect(await snapshot(c.viewId)).toEqual(before);
  });

  it("to an unknown roster: not_found", async () => {
    const c = await created();
    expect(await saveRoster(db, book, "nope-nope-no", c.key, 1, otherRoster())).toEqual({ status: "not_found" });
  });

  it("with a stale version: conflict with the current roster, nothing overwritten", async () => {
    const c = await created();
    const saved = await saveRoster(db, book, c.viewId, c.key, 1, otherRoster("Вкладка 1"));
    expect(saved.status).toBe("saved");
    const before = await snapshot(c.viewId);
    const current = await findRoster(db, c.viewId);

    const stale = await saveRoster(db, book, c.viewId, c.key, 1, legalRoster("Вкладка 2"));
    expect(stale.status).toBe("conflict");
    if (stale.status === "conflict") {
      expect(stale.current).toEqual(current);
      expect(stale.current.roster).toEqual(otherRoster("Вкладка 1"));
      expect(stale.current.summary.version).toBe(2);
    }
    // a version from the future is no better
    expect((await saveRoster(db, book, c.viewId, c.key, 7, legalRoster("Вкладка 3"))).status).toBe("conflict");
    expect(await snapshot(c.viewId)).toEqual(before);
  });

  it("two concurrent saves of the same version: exactly one saved, the other a conflict", async () => {
    const c = await created();
    const a = otherRoster("Вкладка A");
    const b = legalRoster("Вкладка B");
    const results = await Promise.all([saveRoster(db, book, c.viewId, c.key, 1, a), saveRoster(db, book, c.viewId, c.key, 1, b)]);
    expect(results.map((r) => r.status).sort()).toEqual(["conflict", "saved"]);
    const winner = results[0]!.status === "saved" ? a : b;
    const found = await findRoster(db, c.viewId);
    expect(found!.summary.version).toBe(2);
    expect(found!.roster).toEqual(winner);
    // the loser's conflict shows the winner's roster
    const loser = results.find((r) => r.status === "conflict");
    if (loser?.status === "conflict") expect(loser.current.roster).toEqual(winner);
    // no units of the loser leaked into the stored list
    const row = await snapshot(c.viewId);
    expect((JSON.parse(row!.units) as { unit: string }[]).map((u) => u.unit)).toEqual(winner.units.map((u) => u.unit));
  });

  it("ten concurrent saves of the same version: one wins, nine conflicts, version 2", async () => {
    const c = await created();
    const rosters = Array.from({ length: 10 }, (_, i) => otherRoster(`Вкладка ${i}`));
    const results = await Promise.all(rosters.map((r) => saveRoster(db, book, c.viewId, c.key, 1, r)));
    expect(results.filter((r) => r.status === "saved")).toHaveLength(1);
    expect(results.filter((r) => r.status === "conflict")).toHaveLength(9);
    const found = await findRoster(db, c.viewId);
    expect(found!.summary.version).toBe(2);
    expect(found!.roster).toEqual(rosters[results.findIndex((r) => r.status === "saved")]);
  });

  it("a rule-breaking roster is saved all the same, stored with valid=false and its computed points", async () => {
    const c = await created();
    // two Unique guards, a Rare past the limit at 1000, a banner without platoon commander, an unknown unit
    const broken: Roster = {
      version: 1,
      name: "Нарушитель",
      armyBook: "soviet", bookVersion: 1,
      pointsLimit: 1000,
      units: [
        { unit: "guards" },
        { unit: "guards" },
        { unit: "mountain-rifles" },
        { unit: "assault-group" },
        { unit: "red-army-infantry", options: { banner: 1 } },
        { unit: "tiger-tank" },
      ],
    };
    const result = await saveRoster(db, book, c.viewId, c.key, 1, broken);
    expect(result.status).toBe("saved");
    if (result.status === "saved") expect(result.summary).toMatchObject({ valid: false, points: 120 + 120 + 100 + 120 + 120 + 0, version: 2 });
    const row = await db.roster.findUniqueOrThrow({ where: { viewId: c.viewId } });
    expect(row.valid).toBe(false);
    expect((await findRoster(db, c.viewId))!.roster).toEqual(broken);
  });

  it("saving a valid roster over an invalid one flips valid back to true", async () => {
    const c = await created({ ...legalRoster(), pointsLimit: 300 }); // 730 > 300
    expect(c.summary.valid).toBe(false);
    const result = await saveRoster(db, book, c.viewId, c.key, 1, legalRoster());
    expect(result.status).toBe("saved");
    if (result.status === "saved") expect(result.summary.valid).toBe(true);
  });
});

describe("deleteRoster", () => {
  it("with a wrong key: forbidden, and the roster is still there", async () => {
    const c = await created();
    const other = await created();
    const before = await snapshot(c.viewId);
    expect(await deleteRoster(db, c.viewId, other.key)).toBe("forbidden");
    expect(await deleteRoster(db, c.viewId, c.viewId)).toBe("forbidden");
    expect(await snapshot(c.viewId)).toEqual(before);
    expect(await findRoster(db, c.viewId)).not.toBeNull();
  });

  it("with the key: ok, the roster is gone; a second delete is not_found", async () => {
    const c = await created();
    expect(await deleteRoster(db, c.viewId, c.key)).toBe("ok");
    expect(await findRoster(db, c.viewId)).toBeNull();
    expect(await snapshot(c.viewId)).toBeNull();
    expect(await deleteRoster(db, c.viewId, c.key)).toBe("not_found");
    expect(await saveRoster(db, book, c.viewId, c.key, 1, legalRoster())).toEqual({ status: "not_found" });
  });
});

describe("listRosters", () => {
  it("returns only the rosters whose key matches, newest first", async () => {
    const a = await created(legalRoster("A"));
    await clockPast(a.summary.updatedAt);
    const b = await created(legalRoster("B"));
    await clockPast(b.summary.updatedAt);
    const c = await created(otherRoster("C"));
    const list = await listRosters(db, [
      { viewId: a.viewId, key: a.key },
      { viewId: b.viewId, key: a.key }, // someone else's roster with my key
      { viewId: c.viewId, key: c.key },
      { viewId: "nope-nope-no", key: a.key },
    ]);
    expect(list.map((s) => s.name)).toEqual(["C", "A"]);
    expect(list[0]).toEqual(c.summary);
    expect(list[1]).toEqual(a.summary);

    // saving A makes it the newest
    await clockPast(c.summary.updatedAt);
    const saved = await saveRoster(db, book, a.viewId, a.key, 1, legalRoster("A2"));
    expect(saved.status).toBe("saved");
    const again = await listRosters(db, [
      { viewId: c.viewId, key: c.key },
      { viewId: a.viewId, key: a.key },
      { viewId: b.viewId, key: b.key },
    ]);
    expect(again.map((s) => [s.name, s.version])).toEqual([
      ["A2", 2],
      ["C", 1],
      ["B", 1],
    ]);
  });

  it("no entries → []; only wrong keys → []", async () => {
    const a = await created();
    expect(await listRosters(db, [])).toEqual([]);
    expect(await listRosters(db, [{ viewId: a.viewId, key: "" }, { viewId: a.viewId, key: a.viewId }])).toEqual([]);
  });

  it("a deleted roster is left out", async () => {
    const a = await created();
    const b = await created();
    expect(await deleteRoster(db, a.viewId, a.key)).toBe("ok");
    const list = await listRosters(db, [
      { viewId: a.viewId, key: a.key },
      { viewId: b.viewId, key: b.key },
    ]);
    expect(list.map((s) => s.viewId)).toEqual([b.viewId]);
  });
});
