import { describe, expect, it } from "vitest";
import { issueMessage } from "../../lib/input-errors";
import { CSV_CELL_MAX, entriesCsv, entriesJson, exportFileName, type ExportEntry } from "../../lib/events/export";
import { submissionState, submissionsOpen } from "../../lib/events/status";
import { eventDay, isoWithOffset } from "../../lib/events/time";
import { deadlineSchema, newEventSchema, trimmedNameSchema } from "../../lib/events/schema";
import { tableRows } from "../../lib/events/table-order";

describe("eventDay: the event's calendar day in words, the same day in every time zone", () => {
  it.each([
    ["2026-12-20", "ru", "воскресенье, 20 декабря 2026 г."],
    ["2026-12-20", "en", "Sunday, 20 December 2026"],
    ["2027-01-01", "en", "Friday, 1 January 2027"],
  ] as const)("%s in %s → %s", (date, lang, words) => expect(eventDay(date, lang)).toBe(words));
  it("a value that is not a day is shown as it is", () => expect(eventDay("someday", "en")).toBe("someday"));
});

describe("isoWithOffset: a datetime-local value with the browser's offset", () => {
  it.each([
    ["2026-12-12T18:00", 180, "2026-12-12T18:00:00+03:00"],
    ["2026-12-12T18:00", 0, "2026-12-12T18:00:00+00:00"],
    ["2026-12-12T18:00:30", -300, "2026-12-12T18:00:30-05:00"],
    ["2026-06-01T09:15", 330, "2026-06-01T09:15:00+05:30"],
    ["2026-06-01T09:15", -570, "2026-06-01T09:15:00-09:30"],
  ])("%s at %i min → %s, which the shared schema takes", (local, offset, iso) => {
    expect(isoWithOffset(local, offset)).toBe(iso);
    expect(deadlineSchema.safeParse(iso).success).toBe(true);
    expect(new Date(iso).getTime()).toBe(Date.parse(`${local.length === 16 ? local + ":00" : local}Z`) - offset * 60_000);
  });
  it.each([[""], ["2026-12-12"], ["2026-12-12 18:00"], ["18:00"], ["2026-12-12T18:00Z"]])("refuses %j", (local) => {
    expect(isoWithOffset(local, 0)).toBeNull();
  });
  it("refuses an offset no zone has (beyond ±18 h) or not whole minutes", () => {
    expect(isoWithOffset("2026-12-12T18:00", 18 * 60 + 1)).toBeNull();
    expect(isoWithOffset("2026-12-12T18:00", 1.5)).toBeNull();
  });
});

describe("submissionState", () => {
  const deadline = new Date("2026-12-12T18:00:00Z");
  const at = (iso: string, mode: "deadline" | "open" | "closed") => submissionState({ mode, open: submissionsOpen({ deadline, mode }, new Date(iso)) });
  it("follows the deadline: open before it, closed from it on", () => {
    expect(at("2026-12-12T17:59:59.999Z", "deadline")).toBe("open");
    expect(at("2026-12-12T18:00:00Z", "deadline")).toBe("deadlinePassed");
  });
  it("by hand: locked before the deadline, reopened after it", () => {
    expect(at("2026-12-01T00:00:00Z", "closed")).toBe("locked");
    expect(at("2026-12-13T00:00:00Z", "open")).toBe("reopened");
  });
});

const list = (name: string) => ({ version: 1 as const, name, armyBook: "soviet", bookVersion: 1, pointsLimit: 1000, units: [{ unit: "cavalry" }] });
const entries: ExportEntry[] = [
  {
    entryId: "a1", player: "Иван", rosterName: "Рота", points: 995, pointsLimit: 1000, valid: true, errors: [], errorCount: 0, submittedAt: "2026-12-01T10:00:00.000Z",
    armyBook: "soviet", bookName: "Soviet Army", bookVersion: 1, sharePath: "/s/AbC", units: "1. Soviet Cavalry — 100 pts (5 men)\n   • Sabres", roster: list("Рота"),
  },
  {
    entryId: "b2",
    player: "=cmd()",
    rosterName: "Big, \"bad\"",
    points: 1100,
    pointsLimit: 1000,
    valid: false,
    errors: [
      { code: "POINTS_LIMIT", message: "Over by 100." },
      { code: "X", message: "Second." },
    ],
    errorCount: 7,
    submittedAt: "2026-12-01T11:00:00.000Z",
    // too big for a link: no share link, the rest as usual
    armyBook: "soviet", bookName: "Soviet Army", bookVersion: 1, sharePath: null, units: "1. Soviet Cavalry — 100 pts (5 men)", roster: list("Big, \"bad\""),
  },
];

describe("the organiser's exports", () => {
  it("CSV: a head row, one line per entry, errors joined, formulas defused; then each list's book, version, absolute share link and units", () => {
    expect(entriesCsv(entries, "en", "https://hq.example").split("\r\n")).toEqual([
      "Player,List name,Points,Limit,Legal,Errors,Errors in all,Submitted at (UTC),Entry id,Army book,Book version,Share link,Units",
      // the units in one quoted cell, one per line, as a spreadsheet shows them
      `Иван,Рота,995,1000,yes,,0,2026-12-01 10:00:00,a1,Soviet Army,1,https://hq.example/s/AbC,"1. Soviet Cavalry — 100 pts (5 men)\n   • Sabres"`,
      `'=cmd(),"Big, ""bad""",1100,1000,no,Over by 100. | Second.,7,2026-12-01 11:00:00,b2,Soviet Army,1,,1. Soviet Cavalry — 100 pts (5 men)`,
      "",
    ]);
  });
  it("CSV in Russian: cells split by ';', as a Russian spreadsheet opens a file (its decimal mark is the comma)", () => {
    const ru = entriesCsv(entries, "ru", "https://hq.example").split("\r\n");
    expect(ru[0]).toBe("Игрок;Список;Очки;Лимит;Корректен;Нарушения;Всего нарушений;Подан (UTC);Номер;Книга армии;Версия книги;Ссылка на список;Отряды");
    expect(ru[2]).toMatch(/^'=cmd\(\);"Big, ""bad""";1100;1000;нет;Over by 100\. \| Second\.;7;2026-12-01 11:00:00;b2;/);
  });
  it("CSV: no cell past what a spreadsheet holds; whole errors and units kept, the rest counted and pointed to", () => {
    const many = { ...entries[1]!, errors: Array.from({ length: 2000 }, (_, i) => ({ code: "X", message: `Error number ${i + 1} of a very long list.` })), units: Array.from({ length: 2000 }, (_, i) => `${i + 1}. Soviet Cavalry — 100 pts (5 men)`).join("\n") };
    const cells = entriesCsv([many], "en", "https://hq.example").split("\r\n")[1]!;
    const errors = /Error number 1 of[^"]*?all of them in the JSON export/.exec(cells)?.[0] ?? "";
    expect(errors.length).toBeLessThanOrEqual(CSV_CELL_MAX + 100);
    expect(errors).toMatch(/Error number \d+ of a very long list\. \| … and \d+ more: all of them in the JSON export$/);
    const kept = errors.split(" | ").length - 1;
    expect(errors).toContain(`and ${2000 - kept} more`);
    // one error longer than a cell: the cell is the note alone
    const huge = { ...entries[1]!, errors: [{ code: "X", message: "x".repeat(CSV_CELL_MAX + 1) }, { code: "X", message: "Second." }] };
    expect(entriesCsv([huge], "en", "https://hq.example").split("\r\n")[1]).toContain(",… and 2 more: all of them in the JSON export,");
    // a short list is whole: nothing said about the JSON export
    expect(entriesCsv(entries, "en", "https://hq.example")).not.toContain("JSON export");
  });
  it("JSON: the event's facts and the entries with their lists (absolute share link, null when too big), no key fields", () => {
    const event = { id: "ev1", name: "Cup", date: "2026-12-12", pointsLimit: 1000, armyBook: "soviet", bookVersion: null, deadline: "2026-12-12T18:00:00.000Z" };
    const parsed = JSON.parse(entriesJson(event, entries, "https://hq.example"));
    const expected = entries.map(({ sharePath, ...e }) => ({ ...e, shareLink: sharePath && `https://hq.example${sharePath}` }));
    expect(parsed).toEqual({ kind: "event-entries", version: 1, event, entries: expected });
    expect(parsed.entries.map((e: { shareLink: string | null }) => e.shareLink)).toEqual(["https://hq.example/s/AbC", null]);
    expect(parsed.entries[0].roster).toEqual(list("Рота"));
    expect(JSON.stringify(parsed)).not.toMatch(/key/i);
  });
  it("file names keep no path or control characters and stay short", () => {
    expect(exportFileName("Cup / 2026: final?", "csv")).toBe("Cup _ 2026_ final_.csv");
    expect(exportFileName("  ", "json")).toBe("event.json");
    expect(exportFileName("x".repeat(100), "csv")).toBe("x".repeat(60) + ".csv");
  });
});

describe("an event's or a player's name", () => {
  it("refuses a name that shows nothing: spaces of any kind, zero-width and format characters", () => {
    for (const name of ["", "   ", "\u00a0\u200b", "\u200b", "\u2060\ufeff", "\u200d", "\u3000\u200e", "\u3164", "\uffa0\u115f", "\u2800\u2800", "\ufe0f"])
      // one reason, said once
      expect(trimmedNameSchema.safeParse(name).error?.issues.length, JSON.stringify(name)).toBe(1);
  });
  it("takes one that shows anything, zero-width characters inside it kept as typed", () => {
    expect(trimmedNameSchema.parse(" Иван\u200b")).toBe("Иван\u200b");
    expect(trimmedNameSchema.parse("👨‍👩‍👧")).toBe("👨‍👩‍👧");
    expect(trimmedNameSchema.parse(".")).toBe(".");
  });
});

describe("a player's name is a person's in the messages ('имя'), an event's a title ('название')", () => {
  const issue = (name: string) => trimmedNameSchema.safeParse(name).error!.issues[0]!;
  it("says 'имя' for the player's field, checked alone or at the path 'player'", () => {
    expect(issueMessage(issue("Я".repeat(101)), "ru", true)).toBe("Имя длиннее 100 символов.");
    expect(issueMessage({ ...issue("Я".repeat(101)), path: ["player"] }, "ru")).toBe("Имя длиннее 100 символов.");
    expect(issueMessage(issue("\u200b"), "ru", true)).toBe("Имя не может быть пустым.");
  });
  it("keeps 'название' for an event's or a roster's name, and English alike for both", () => {
    expect(issueMessage({ ...issue("Я".repeat(101)), path: ["name"] }, "ru")).toBe("Название длиннее 100 символов.");
    expect(issueMessage(issue("Я".repeat(101)), "en", true)).toBe("The name is longer than 100 characters.");
  });
});

describe("an event's day and its deadline", () => {
  const event = (date: string, deadline: string) => newEventSchema.safeParse({ name: "Cup", pointsLimit: 1000, armyBook: "soviet", date, deadline });
  it("takes the deadline's own day (as typed, with its offset) or a later one", () => {
    expect(event("2026-12-12", "2026-12-12T18:00:00+03:00").success).toBe(true);
    // 01:00 in Moscow is the 11th in UTC: the organiser's day counts
    expect(event("2026-12-12", "2026-12-12T01:00:00+03:00").success).toBe(true);
    expect(event("2026-12-13", "2026-12-12T18:00:00Z").success).toBe(true);
  });
  it("refuses a day before it, once, at the day's field", () => {
    const early = event("2026-12-11", "2026-12-12T00:30:00+03:00");
    expect(early.error?.issues.map((i) => i.path)).toEqual([["date"]]);
    expect(issueMessage(early.error!.issues[0]!, "en")).toBe("The event's day is before the deadline for lists.");
    // a day not well formed is said as that only
    expect(event("12.12.2026", "2026-12-12T18:00:00Z").error?.issues.map((i) => i.code)).toEqual(["invalid_format"]);
  });
});

describe("the organiser's table order and filter", () => {
  const row = (player: string, points: number, valid: boolean, at: number) => ({ player, points, valid, submittedAt: new Date(Date.UTC(2026, 11, 1, 10, at)).toISOString() });
  const rows = [row("Пётр", 900, true, 0), row("анна", 1100, false, 1), row("Борис", 1100, true, 2), row("Анна", 700, false, 3), row("Player 10", 950, true, 4), row("Player 9", 950, false, 5)];
  const names = (r: { player: string }[]) => r.map((x) => x.player);
  it("as submitted: as they came", () => expect(names(tableRows(rows, "submitted", false, "ru"))).toEqual(names(rows)));
  it("by player: letters in the reader's language (Cyrillic first in Russian), case aside, numbers as numbers; one player's lists as they came", () => {
    expect(names(tableRows(rows, "player", false, "ru"))).toEqual(["анна", "Анна", "Борис", "Пётр", "Player 9", "Player 10"]);
    expect(names(tableRows(rows, "player", false, "en"))).toEqual(["Player 9", "Player 10", "анна", "Анна", "Борис", "Пётр"]);
  });
  it("by points: most first (over the limit at the top), ties as they came", () =>
    expect(names(tableRows(rows, "points", false, "en"))).toEqual(["анна", "Борис", "Player 10", "Player 9", "Пётр", "Анна"]));
  it("only the illegal lists, in the chosen order", () => {
    expect(names(tableRows(rows, "points", true, "en"))).toEqual(["анна", "Player 9", "Анна"]);
    expect(names(tableRows(rows, "submitted", true, "en"))).toEqual(["анна", "Анна", "Player 9"]);
  });
});
