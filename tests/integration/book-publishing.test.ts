/**
 * Publishing below HTTP: the operator's switch (BOOK_PUBLISHING) and two authors racing for one
 * book id or one version, on a database of its own. The HTTP answers are tests/e2e/books-api.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrisma, type PrismaClient } from "../../server/data/db";
import { readArmyBook } from "../../server/data/army-books";
import { publishBook, publishVersion } from "../../server/data/published-books";
import { postBook, postBookVersion, publishingOpen } from "../../server/http/books-api";
import { legion } from "../support/fixture-book";
import { legalLegion } from "../support/legion-cases";
import { roster } from "../support/roster-cli";
import { createTempDatabase } from "../support/temp-db";

let temp: ReturnType<typeof createTempDatabase>;
let db: PrismaClient;
beforeAll(() => {
  temp = createTempDatabase("book-publishing");
  db = createPrisma(temp.url);
});
afterAll(async () => {
  await db?.$disconnect();
  temp?.cleanup();
});

const book = { ...legion, author: "Клуб «Легион»" };

describe("BOOK_PUBLISHING", () => {
  it("unset, empty or open: open; closed, or anything else (a typo): closed", () => {
    for (const value of [undefined, "", "open", " Open "]) expect(publishingOpen({ BOOK_PUBLISHING: value }), String(value)).toBe(true);
    for (const value of ["closed", "CLOSED", "close", "no", "0"]) expect(publishingOpen({ BOOK_PUBLISHING: value }), value).toBe(false);
  });

  it("closed: both routes answer 403 PUBLISHING_CLOSED and read no body", async () => {
    const before = process.env.BOOK_PUBLISHING;
    process.env.BOOK_PUBLISHING = "closed";
    try {
      const post = await postBook(new Request("http://club.test/api/books", { method: "POST", body: JSON.stringify(book) }), "ru");
      expect(post.status).toBe(403);
      expect(await post.json()).toMatchObject({ errors: [{ code: "PUBLISHING_CLOSED", message: "Публикация книг армий на этом сервере выключена его администратором." }] });
      const version = await postBookVersion(new Request("http://club.test/api/books/x/versions", { method: "POST", headers: { authorization: "Bearer k" }, body: "{}" }), "x", "en");
      expect(version.status).toBe(403);
    } finally {
      if (before === undefined) delete process.env.BOOK_PUBLISHING;
      else process.env.BOOK_PUBLISHING = before;
    }
  });
});

describe("two at once", () => {
  it("two authors publishing one new book id: one gets it, the other is told it exists; the author is kept", async () => {
    const results = await Promise.all([publishBook(db, book), publishBook(db, { ...book, author: "Другой клуб" })]);
    expect(results.map((r) => r.status).sort()).toEqual(["exists", "published"]);
    const winner = results.findIndex((r) => r.status === "published");
    expect((await readArmyBook(db, legion.id))?.author).toBe(winner === 0 ? "Клуб «Легион»" : "Другой клуб");
    expect(await db.armyBook.count({ where: { bookId: legion.id } })).toBe(1);
  });

  it("the same next version twice at once: one is published, the other is not the next any more", async () => {
    const published = await publishBook(db, { ...book, id: "race-legion" });
    if (published.status !== "published") throw new Error(published.status);
    const v2 = { ...book, id: "race-legion", version: 2 };
    const results = await Promise.all([publishVersion(db, "race-legion", published.authorKey, v2), publishVersion(db, "race-legion", published.authorKey, v2)]);
    expect(results.map((r) => r.status).sort()).toEqual(["not_next", "published"]);
    expect(await db.armyBook.count({ where: { bookId: "race-legion" } })).toBe(2);
    // a wrong key never publishes, and a book the server ships has no key at all
    expect(await publishVersion(db, "race-legion", "wrong", { ...v2, version: 3 })).toEqual({ status: "unauthorized" });
    expect(await publishVersion(db, "soviet", published.authorKey, { ...v2, id: "soviet" })).toEqual({ status: "unauthorized" });
  });
});

describe("the CLI reads published books from the database, as the app does", () => {
  it("validate, share and decode a roster of a book published through the app", async () => {
    const id = "cli-legion";
    expect((await publishBook(db, { ...book, id })).status).toBe("published");
    const list = { ...legalLegion, armyBook: id };
    const validated = await roster(["validate", "-"], { input: JSON.stringify(list), databaseUrl: temp.url });
    expect(validated.code).toBe(0);
    expect(validated.json()).toMatchObject({ valid: true, pointsLimit: list.pointsLimit });
    const shared = await roster(["share", "-"], { input: JSON.stringify(list), databaseUrl: temp.url });
    expect(shared.code).toBe(0);
    const decoded = await roster(["decode", shared.out.trim()], { databaseUrl: temp.url });
    expect(decoded.json()).toMatchObject({ armyBook: { id, version: 1 }, report: { valid: true } });
  });
});

