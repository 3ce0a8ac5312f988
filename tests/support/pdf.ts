import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { tempDir } from "./temp-dir";

/** A word of a PDF with its box, in points from the page's top left corner (poppler's pdftotext -bbox). */
export type PdfWord = { page: number; xMin: number; yMin: number; xMax: number; yMax: number; text: string };
export type PdfText = { file: string; pages: number; pageWidth: number; words: PdfWord[] };

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => entities[e]!);

/** Prints the page to an A4 PDF as a player's "Save as PDF" would, and reads its words back with their positions. */
export async function printToPdf(page: Page, name: string): Promise<PdfText> {
  const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
  const file = path.join(tempDir("cards-"), `${name}.pdf`);
  writeFileSync(file, pdf);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);
  const html = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8", maxBuffer: 64 << 20 });
  const words: PdfWord[] = [];
  let page_ = 0;
  let pageWidth = 0;
  for (const line of html.split("\n")) {
    const p = /<page width="([\d.]+)"/.exec(line);
    if (p) {
      page_ += 1;
      pageWidth = Number(p[1]);
      continue;
    }
    const w = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (w) words.push({ page: page_, xMin: Number(w[1]), yMin: Number(w[2]), xMax: Number(w[3]), yMax: Number(w[4]), text: unescape(w[5]!) });
  }
  return { file, pages, pageWidth, words };
}

/** Words in reading order (line by line, left to right), joined by single spaces: the text of one column or card. */
export function textOf(words: readonly PdfWord[]): string {
  const sorted = [...words].sort((a, b) => a.page - b.page || a.yMin - b.yMin);
  const lines: PdfWord[][] = [];
  for (const w of sorted) {
    const line = lines[lines.length - 1];
    if (line && line[0]!.page === w.page && w.yMin - line[0]!.yMin < 2.5) line.push(w);
    else lines.push([w]);
  }
  // a word broken at its own hyphen at a line's end ("спас-" / "бросок") is one word again
  return lines
    .map((l) => l.sort((a, b) => a.xMin - b.xMin).map((w) => w.text).join(" "))
    .reduce((text, line) => (text === "" ? line : /\p{L}-$/u.test(text) ? text + line : `${text} ${line}`), "");
}

/** Where a card printed: the page and column (0 left, 1 right) of its top mark and of its bottom mark. */
export type CardOnPaper = { page: number; column: number; bottomPage: number; bottomColumn: number; top: PdfWord; bottom: PdfWord; words: PdfWord[] };

/**
 * Finds each of `n` cards by its two marks ("3/14" at its top and at its bottom) and returns where it
 * printed: the page and column of each mark, and the words between the end of the card above it in
 * the same column and its own bottom mark. A card split across pages or columns has its marks on
 * different pages or columns.
 */
export function cardsOnPaper(pdf: PdfText, n: number): { marks: PdfWord[][]; cards: CardOnPaper[] } {
  const column = (w: PdfWord) => (w.xMin + w.xMax) / 2 < pdf.pageWidth / 2 ? 0 : 1;
  const marks = Array.from({ length: n }, (_, i) =>
    pdf.words.filter((w) => w.text === `${i + 1}/${n}`).sort((a, b) => a.page - b.page || a.yMin - b.yMin),
  );
  const cards = marks.map(([top, bottom = top]) => ({
    page: top!.page,
    column: column(top!),
    bottomPage: bottom!.page,
    bottomColumn: column(bottom!),
    top: top!,
    bottom: bottom!,
    words: [] as PdfWord[],
  }));
  for (const card of cards) {
    const above = cards
      .filter((c) => c !== card && c.bottom.page === card.page && column(c.bottom) === card.column && c.bottom.yMax < card.top.yMin)
      .reduce((y, c) => Math.max(y, c.bottom.yMax), 0);
    card.words = pdf.words.filter(
      (w) => w.page === card.page && column(w) === card.column && w.yMin > above && w.yMax <= card.bottom.yMax + 0.5,
    );
  }
  return { marks, cards };
}
