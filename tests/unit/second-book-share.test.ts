import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ArmyBook } from "../../lib/army-book/schema";
import { catalogOf } from "../../lib/army-book/catalog";
import { evaluateRoster } from "../../lib/engine/evaluate";
import type { Roster } from "../../lib/roster/schema";
import { decodeRoster, encodeRoster, readShareHeader } from "../../lib/share/codec";
import { openShareCode } from "../../lib/share/open-code";
import { book as soviet } from "../support/book";
import { bothBooks, legion } from "../support/fixture-book";

/** Share codes name their book: every unit of either book, with every option, opens on a catalog of both as it was made. */

const rosterOf = (book: ArmyBook, units: Roster["units"], name = "Round trip"): Roster => ({
  version: 1,
  name,
  armyBook: book.id,
  bookVersion: book.version,
  pointsLimit: 1000,
  units,
});

const roundTrip = (book: ArmyBook, roster: Roster) => {
  const code = encodeRoster(book, roster);
  return { code, opened: openShareCode(bothBooks, code) };
};

describe.each([
  ["soviet", soviet],
  ["test-legion", legion],
])("share codes of %s on a catalog of both books", (_id, book) => {
  it.each(book.units.map((u) => [u.id, u] as const))("%s: bare, and with every option at its max, label and note", (_unit, type) => {
    const full = Object.fromEntries(type.options.map((o) => [o.id, Math.max(1, o.max)]));
    const roster = rosterOf(book, [{ unit: type.id }, { unit: type.id, label: "Ⅱ cohort", note: "left flank", options: full }]);
    const { code, opened } = roundTrip(book, roster);
    expect(readShareHeader(code)).toMatchObject({ ok: true, format: 3, bookId: book.id, version: book.version });
    if (!opened.ok) throw new Error(`did not open: ${opened.reason}`);
    expect(opened.book).toBe(book);
    expect(opened.roster).toEqual(roster);
    expect(evaluateRoster(opened.book, opened.roster).points).toBe(evaluateRoster(book, roster).points);
  });

  it("a roster of every unit of the book, in a random order with random counts, opens as made (fast-check)", () => {
    const unit = fc.constantFrom(...book.units).chain((type) =>
      fc.tuple(...type.options.map((o) => fc.integer({ min: 0, max: o.max }))).map((counts) => {
        const taken = type.options.flatMap((o, i) => (counts[i]! > 0 ? [[o.id, counts[i]!] as const] : []));
        // a code keeps no empty options record: a unit with none taken reads back without one
        return taken.length ? { unit: type.id, options: Object.fromEntries(taken) } : { unit: type.id };
      }),
    );
    fc.assert(
      fc.property(fc.array(unit, { minLength: 0, maxLength: 30 }), (units) => {
        const roster = rosterOf(book, units);
        const { opened } = roundTrip(book, roster);
        return opened.ok && opened.book === book && JSON.stringify(opened.roster) === JSON.stringify(roster);
      }),
    );
  });
});

describe("a code names its book, so the other book never reads it", () => {
  const legionCode = encodeRoster(legion, rosterOf(legion, [{ unit: "legionaries", options: { recruits: 2 } }, { unit: "wolf-riders" }]));

  it("the legion's code opens with the legion, not with the default (legacy) Soviet book", () => {
    const opened = openShareCode(bothBooks, legionCode);
    expect(opened.ok && opened.book.id).toBe("test-legion");
  });

  it("on a server without the legion it is an unknown book, naming what is held", () => {
    expect(openShareCode(catalogOf([soviet]), legionCode)).toMatchObject({ ok: false, reason: "unknown_book", bookId: "test-legion", held: ["soviet"] });
  });

  it("unit indexes are the book's own: read with the wrong book's tables it is not the same roster", () => {
    // decodeRoster trusts the book it is given; openShareCode is what picks the right one
    const wrong = decodeRoster(soviet, legionCode);
    expect(wrong.ok && wrong.roster.units.map((u) => u.unit)).not.toEqual(["legionaries", "wolf-riders"]);
  });
});
